// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilePicker } from "./FilePicker.tsx";

afterEach(cleanup);

const ZIP = ".zip,application/zip";
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "photo.jpg", { type: "image/jpeg" });
const bundle = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], "case.zip", { type: "application/zip" });

function picker(accept: string, wrongType: string, paste?: "any" | "accepted") {
  const onFile = vi.fn();
  render(
    <FilePicker
      accept={accept}
      paste={paste}
      onFile={onFile}
      busy={false}
      icon="download"
      buttonIcon="upload"
      texts={{ choose: `Choose (${accept})`, drop: "or drop it", wrongType }}
    />,
  );
  return onFile;
}

/** A paste on the page, as the browser fires it with a copied file; jsdom has no DataTransfer. */
function pasteOnPage(file: File) {
  const event = new Event("paste", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "clipboardData", { value: { files: [file] } });
  act(() => {
    document.body.dispatchEvent(event);
  });
  return event;
}

describe("FilePicker's page-wide paste", () => {
  it("the page's main input takes any pasted file and refuses a wrong one at its field", () => {
    const onFile = picker(ZIP, "Not a ZIP bundle.");
    const event = pasteOnPage(photo());
    expect(screen.getByRole("alert").textContent).toBe("Not a ZIP bundle.");
    expect(event.defaultPrevented).toBe(true);
    expect(onFile).not.toHaveBeenCalled();

    pasteOnPage(bundle());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "case.zip" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a picker beside the main work lets a file it does not accept go by, without a word", () => {
    const onFile = picker(ZIP, "Not a ZIP bundle.", "accepted");
    const event = pasteOnPage(photo());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(event.defaultPrevented).toBe(false);
    expect(onFile).not.toHaveBeenCalled();

    pasteOnPage(bundle());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: "case.zip" }));
  });

  it("beside a main image input, a pasted photo goes to the image input alone", () => {
    const image = picker("image/*", "Not an image.");
    const zip = picker(ZIP, "Not a ZIP bundle.", "accepted");
    pasteOnPage(photo());
    expect(image).toHaveBeenCalledWith(expect.objectContaining({ name: "photo.jpg" }));
    expect(zip).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("a busy FilePicker", () => {
  const texts = { choose: "Choose an image", drop: "or drop it", tooLarge: "Too large." };
  const busyPicker = (onFile: (file: File) => void, busy: boolean) => (
    <FilePicker
      accept="image/*"
      maxBytes={10}
      onFile={onFile}
      busy={busy}
      icon="upload"
      buttonIcon="image"
      texts={texts}
    />
  );

  it("disables its button, says it is busy, and takes no dropped or pasted file until it is free again", () => {
    const onFile = vi.fn();
    const { container, rerender } = render(busyPicker(onFile, true));
    const button = screen.getByLabelText("Choose an image");
    expect((button as HTMLInputElement).disabled).toBe(true);
    const zone = container.firstElementChild as HTMLElement;
    expect(zone.getAttribute("aria-busy")).toBe("true");

    const drop = fireEvent.drop(zone, { dataTransfer: { files: [photo()] } });
    // The drop is still prevented, or the browser would open the file in place of the page and its work.
    expect(drop).toBe(false);
    const paste = pasteOnPage(photo());
    // Let by, as if no picker were there: a text field on the page keeps its own paste.
    expect(paste.defaultPrevented).toBe(false);
    // Not refused either: a too-large file gets no message while the running work goes on.
    pasteOnPage(new File([new Uint8Array(64)], "big.jpg", { type: "image/jpeg" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onFile).not.toHaveBeenCalled();

    rerender(busyPicker(onFile, false));
    expect((button as HTMLInputElement).disabled).toBe(false);
    expect(zone.getAttribute("aria-busy")).toBeNull();
    fireEvent.drop(zone, { dataTransfer: { files: [photo()] } });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(pasteOnPage(photo()).defaultPrevented).toBe(true);
    expect(onFile).toHaveBeenCalledTimes(2);
  });
});
