// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderRoute } from "#app/test/render-route.tsx";
import { TEXT_TOOL_IDS } from "../logic/tool-ids.ts";
import TextTool, { loader } from "./text-tool-page.tsx";
import TextTools from "./text-tools-page.tsx";

beforeAll(() => {
  // jsdom has no matchMedia; the theme and the toasts ask it whether the system is dark.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

afterEach(cleanup);

const LABELS = { en: "Your text", fr: "Votre texte", vi: "Văn bản của bạn" } as const;

/** Replaces the text as a person pasting would. */
async function typeText(text: string, lang: keyof typeof LABELS = "en") {
  const box = (await screen.findByRole("textbox", { name: LABELS[lang] })) as HTMLTextAreaElement;
  // The text area shows up before its effects have run; a person types once the page is interactive.
  await act(async () => {});
  fireEvent.input(box, { target: { value: text } });
  return box;
}

describe("the text tools page", () => {
  it("opens on the first tool, with a menu linking each tool's own page", async () => {
    renderRoute(TextTools, {}, { path: "/en/tools/text-tools" });
    expect(await screen.findByRole("heading", { level: 1, name: "Text tools" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Case converter" })).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Text tools" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      TEXT_TOOL_IDS.map((id) => `/en/tools/text-tools/${id}`),
    );
    expect(links[0]?.getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Your text" }).getAttribute("placeholder")).toBe(
      "Enter or paste your text here…",
    );
  });

  it("converts the case, says so, and undoes it from the toast", async () => {
    renderRoute(TextTools, {}, { path: "/en/tools/text-tools" });
    const box = await typeText("Đường phố 3 à Hà Nội");
    fireEvent.click(await screen.findByRole("button", { name: "UPPERCASE" }));
    await waitFor(() => expect(box.value).toBe("ĐƯỜNG PHỐ 3 À HÀ NỘI"));
    expect(await screen.findByText("Converted to uppercase")).toBeTruthy();
    const toasts = screen.getByRole("region", { name: /^Notifications/ });
    fireEvent.click(within(toasts).getByRole("button", { name: "Undo" }));
    expect(box.value).toBe("Đường phố 3 à Hà Nội");
    expect(await within(toasts).findByText("Change undone")).toBeTruthy();
  });

  it("undoes a replacement with Ctrl+Z in the text area", async () => {
    renderRoute(TextTool, { toolId: "blank-lines" }, { path: "/en/tools/text-tools/blank-lines" });
    const box = await typeText("a\n\n \nb");
    fireEvent.click(await screen.findByRole("button", { name: "Remove blank lines" }));
    await waitFor(() => expect(box.value).toBe("a\nb"));
    fireEvent.keyDown(box, { key: "z", ctrlKey: true });
    expect(box.value).toBe("a\n\n \nb");
  });

  it("heads its preview right under the page's heading on a tool's own page (no level skipped)", async () => {
    renderRoute(TextTool, { toolId: "sort-lines" }, { path: "/en/tools/text-tools/sort-lines" });
    expect(await screen.findByRole("heading", { level: 2, name: /^Preview/ })).toBeTruthy();
  });

  it("tells honestly when there is nothing to do, and when there is no text", async () => {
    renderRoute(TextTool, { toolId: "duplicates" }, { path: "/en/tools/text-tools/duplicates" });
    await typeText("un\ndeux");
    fireEvent.click(await screen.findByRole("button", { name: "Remove duplicate lines" }));
    expect(await screen.findByText("No duplicate lines found")).toBeTruthy();
    await typeText("");
    fireEvent.click(screen.getByRole("button", { name: "Remove duplicate lines" }));
    expect(await screen.findByText("No text to process")).toBeTruthy();
  });

  it("counts as the text is typed, in the page's language", async () => {
    renderRoute(TextTool, { toolId: "counter" }, { path: "/fr/tools/text-tools/counter", lang: "fr" });
    await typeText("Le cœur a ses raisons. Que la raison ne connaît point !\n\nPascal", "fr");
    await waitFor(() => expect(screen.getByTestId("stat-words").textContent).toBe("12"));
    expect(screen.getByTestId("stat-sentences").textContent).toBe("3");
    expect(screen.getByTestId("stat-paragraphs").textContent).toBe("2");
    expect(screen.getByTestId("stat-averageWordLength").textContent).toMatch(/^\d,\d$/);
  });

  it("previews the first five sorted lines with an ellipsis", async () => {
    renderRoute(TextTool, { toolId: "sort-lines" }, { path: "/vi/tools/text-tools/sort-lines", lang: "vi" });
    await typeText("ơi\nđi\nan\nắn\ndu\nbánh\nôm", "vi");
    await waitFor(() =>
      expect(screen.getByTestId("result-preview").textContent).toBe(
        `an${"ắn"}bánhduđi…Còn các dòng khác phía sau`,
      ),
    );
  });

  it("enables the JSON buttons as the spec says and shows where JSON is invalid", async () => {
    renderRoute(TextTool, { toolId: "json" }, { path: "/en/tools/text-tools/json" });
    await typeText("");
    const prettify = await screen.findByRole("button", { name: "Prettify JSON" });
    const copyResult = screen.getByRole("button", { name: "Copy Result" });
    await waitFor(() => expect((prettify as HTMLButtonElement).disabled).toBe(true));
    expect((copyResult as HTMLButtonElement).disabled).toBe(true);
    await typeText('{"a": [1, 2,]}');
    await waitFor(() => expect(screen.getByTestId("json-error").textContent).toContain("Line 1, column 13"));
    expect((prettify as HTMLButtonElement).disabled).toBe(false);
    expect((copyResult as HTMLButtonElement).disabled).toBe(true);
    await typeText('{"a":[1,2]}');
    await waitFor(() =>
      expect(screen.getByTestId("json-preview").textContent).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}'),
    );
    expect((copyResult as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole("radio", { name: "Minify" }));
    expect(screen.queryByRole("spinbutton", { name: "Indent size" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Minify JSON" })).toBeTruthy();
  });

  it("saves the text in the browser", async () => {
    renderRoute(TextTools, {}, { path: "/en/tools/text-tools" });
    await typeText("à garder");
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(localStorage.getItem("veritools:text-tools:input")).toBe("à garder");
  });
});

describe("a text tool's loader", () => {
  it("answers 404 for an unknown tool", () => {
    expect(() => loader({ params: { tool: "upper" } } as unknown as Parameters<typeof loader>[0])).toThrow();
    try {
      loader({ params: { tool: "upper" } } as unknown as Parameters<typeof loader>[0]);
    } catch (error) {
      expect(error).toMatchObject({ init: { status: 404 } });
    }
  });
});
