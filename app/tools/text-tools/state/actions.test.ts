import { describe, expect, it, vi } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { RESOURCES } from "#app/site/resources.server.ts";
import { CHANGE_TOAST_ID, createTextActions, type ToastMessage } from "./actions.ts";
import { createResultCache } from "./result-cache.ts";
import { createTextToolsStore, type TextEditor } from "./store.ts";

function setUp({
  lang = "en" as Language,
  clipboard = vi.fn(async (_text: string) => {}),
}: {
  lang?: Language;
  clipboard?: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
} = {}) {
  const store = createTextToolsStore();
  const editor: TextEditor & { value: string } = {
    value: "",
    read: () => editor.value,
    write: (text) => {
      editor.value = text;
    },
    isEmpty: () => editor.value === "",
  };
  store.attachEditor(editor);
  const toasts: ToastMessage[] = [];
  const actions = createTextActions({
    store,
    results: createResultCache(),
    t: createTranslator(lang, RESOURCES[lang]).getFixedT("text_tools"),
    locale: lang,
    toast: (message) => toasts.push(message),
    writeClipboard: clipboard,
  });
  const type = (text: string) => {
    editor.value = text;
    store.edited();
  };
  return { store, editor, toasts, actions, type, clipboard };
}

describe("text actions", () => {
  it("replaces the text with a tool's result and says so, with an Undo that puts it back", async () => {
    const { editor, toasts, actions, type } = setUp();
    type("pomme\nabricot\ncerise");
    await actions.apply("sort-lines");
    expect(editor.value).toBe("abricot\ncerise\npomme");
    expect(toasts).toEqual([
      {
        tone: "success",
        title: "Lines sorted in ascending order",
        action: { label: "Undo", onClick: expect.any(Function) },
        id: CHANGE_TOAST_ID,
      },
    ]);
    toasts[0]?.action?.onClick();
    expect(editor.value).toBe("pomme\nabricot\ncerise");
    expect(toasts.at(-1)).toEqual({ tone: "info", title: "Change undone", id: CHANGE_TOAST_ID });
  });

  it("uses the options and the page's language", async () => {
    const { store, editor, toasts, actions, type } = setUp({ lang: "vi" });
    type("ơi\noz\nđi\ndu");
    store.setOption("sort-lines", "direction", "desc");
    await actions.apply("sort-lines");
    expect(editor.value).toBe("ơi\noz\nđi\ndu");
    expect(toasts[0]?.title).toBe("Đã sắp xếp các dòng theo thứ tự giảm dần");
  });

  it("counts the lines removed or numbered", async () => {
    const { toasts, actions, type } = setUp();
    type("a\na\nb");
    await actions.apply("duplicates");
    expect(toasts[0]).toMatchObject({ title: "Duplicate lines removed", description: "1 line removed" });
  });

  it("says 'No text to process' for every action on an empty text", async () => {
    const { toasts, actions } = setUp();
    await actions.apply("slug");
    actions.clear();
    await actions.copyText();
    await actions.copyResult("json");
    expect(toasts.map((toast) => [toast.tone, toast.title])).toEqual(
      Array(4).fill(["error", "No text to process"]),
    );
  });

  it("tells honestly that there was nothing to do, and changes nothing", async () => {
    const { editor, store, toasts, actions, type } = setUp();
    type("a\nb");
    await actions.apply("blank-lines");
    expect(editor.value).toBe("a\nb");
    expect(store.getState().canUndo).toBe(false);
    expect(toasts).toEqual([{ tone: "info", title: "No blank lines found", id: CHANGE_TOAST_ID }]);
  });

  it("reports invalid JSON with its position and keeps the text", async () => {
    const { editor, toasts, actions, type } = setUp();
    type('{"a": 1,}');
    await actions.apply("json");
    expect(editor.value).toBe('{"a": 1,}');
    expect(toasts[0]?.tone).toBe("error");
    expect(toasts[0]?.title).toMatch(/^Invalid JSON: .*line 1.*column 9/);
  });

  it("clears the text undoably", () => {
    const { editor, toasts, actions, type } = setUp();
    type("Le cœur");
    actions.clear();
    expect(editor.value).toBe("");
    expect(toasts[0]).toMatchObject({ tone: "success", title: "Text cleared", action: { label: "Undo" } });
    expect(actions.undo()).toBe(true);
    expect(editor.value).toBe("Le cœur");
  });

  it("copies the text, or says it could not", async () => {
    const { toasts, actions, type, clipboard } = setUp();
    type("Đường phố");
    await actions.copyText();
    expect(clipboard).toHaveBeenCalledWith("Đường phố");
    expect(toasts[0]).toMatchObject({ tone: "success", title: "Text copied to clipboard" });
    clipboard.mockRejectedValueOnce(new Error("denied"));
    await actions.copyText();
    expect(toasts[1]).toMatchObject({
      tone: "error",
      title: "Failed to copy",
      description: "Could not copy to the clipboard. Select the text and copy it yourself.",
    });
  });

  it("copies JSON's result without replacing the text", async () => {
    const { editor, toasts, actions, type, clipboard } = setUp();
    type('{"a":[1,2]}');
    await actions.copyResult("json");
    expect(clipboard).toHaveBeenCalledWith('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(editor.value).toBe('{"a":[1,2]}');
    expect(toasts[0]).toMatchObject({ tone: "success", title: "Result copied to clipboard" });
  });

  it("says the text could not be processed when the computation fails", async () => {
    const { store, toasts, type } = setUp();
    const actions = createTextActions({
      store,
      results: () => Promise.reject(new Error("worker crashed")),
      t: createTranslator("fr", RESOURCES.fr).getFixedT("text_tools"),
      locale: "fr",
      toast: (message) => toasts.push(message),
      writeClipboard: async () => {},
    });
    type("abc");
    await actions.apply("reverse");
    expect(toasts).toEqual([
      { tone: "error", title: "Le texte n’a pas pu être traité. Veuillez réessayer.", id: CHANGE_TOAST_ID },
    ]);
    expect(store.getState().busyTool).toBeNull();
  });
});
