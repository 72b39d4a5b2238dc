// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilePicker } from "./file-picker.tsx";

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
