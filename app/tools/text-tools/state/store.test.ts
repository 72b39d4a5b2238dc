import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMMIT_DELAY_MS, createTextToolsStore, LARGE_COMMIT_DELAY_MS, type TextEditor } from "./store.ts";

/** A text area stand-in: what the person types goes in `value`. */
function fakeEditor(initial = ""): TextEditor & { value: string; reads: number } {
  const editor = {
    value: initial,
    reads: 0,
    read() {
      editor.reads++;
      return editor.value;
    },
    write(text: string) {
      editor.value = text;
    },
    isEmpty: () => editor.value === "",
  };
  return editor;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("text tools store", () => {
  it("commits typing after a pause, reading the text area once", () => {
    const store = createTextToolsStore();
    const editor = fakeEditor();
    store.attachEditor(editor);
    const reads = editor.reads;
    for (const text of ["L", "Le", "Le c", "Le cœur"]) {
      editor.value = text;
      store.edited();
    }
    expect(store.getState()).toMatchObject({ text: "", empty: false });
    expect(editor.reads).toBe(reads);
    vi.advanceTimersByTime(COMMIT_DELAY_MS);
    expect(store.getState()).toMatchObject({ text: "Le cœur", version: 1, empty: false });
    expect(editor.reads).toBe(reads + 1);
  });

  it("waits longer before reading a large text again", () => {
    const store = createTextToolsStore();
    const editor = fakeEditor();
    store.attachEditor(editor);
    store.replace("x".repeat(300_000));
    editor.value += "y";
    store.edited();
    vi.advanceTimersByTime(COMMIT_DELAY_MS);
    expect(store.getState().text.endsWith("y")).toBe(false);
    vi.advanceTimersByTime(LARGE_COMMIT_DELAY_MS - COMMIT_DELAY_MS);
    expect(store.getState().text.endsWith("y")).toBe(true);
  });

  it("keeps what was typed before the page became interactive, over the saved text", () => {
    const store = createTextToolsStore();
    const editor = fakeEditor();
    editor.value = "tapé avant";
    store.attachEditor(editor);
    store.restore("texte enregistré");
    expect(store.getState()).toMatchObject({ text: "tapé avant", empty: false });
    expect(editor.value).toBe("tapé avant");
  });

  it("keeps what was typed into another tool's page before it was connected", () => {
    const store = createTextToolsStore();
    store.attachEditor(fakeEditor());
    store.replace("ancien texte");
    store.attachEditor(null);
    store.attachEditor(fakeEditor("nouveau"));
    expect(store.getState().text).toBe("nouveau");
  });

  it("shows the current text in a text area attached later, as another tool's page does", () => {
    const store = createTextToolsStore();
    store.attachEditor(fakeEditor());
    store.replace("Đường phố");
    store.attachEditor(null);
    const next = fakeEditor();
    store.attachEditor(next);
    expect(next.value).toBe("Đường phố");
  });

  it("gives an action the latest text at once", () => {
    const store = createTextToolsStore();
    const editor = fakeEditor();
    store.attachEditor(editor);
    editor.value = "Đường phố";
    store.edited();
    expect(store.flush()).toBe("Đường phố");
  });

  it("replaces the text undoably, in the text area too", () => {
    const store = createTextToolsStore();
    const editor = fakeEditor();
    store.attachEditor(editor);
    editor.value = "b\na";
    store.edited();
    store.replace("a\nb");
    expect(editor.value).toBe("a\nb");
    expect(store.getState()).toMatchObject({ text: "a\nb", canUndo: true });
    expect(store.undoesReplacement()).toBe(true);
    expect(store.undo()).toBe(true);
    expect(editor.value).toBe("b\na");
    expect(store.getState()).toMatchObject({ text: "b\na", canUndo: false });
    expect(store.undo()).toBe(false);
  });

  it("leaves Ctrl+Z in the text area to the browser once something was typed after a replacement", () => {
    const store = createTextToolsStore();
    const editor = fakeEditor();
    store.attachEditor(editor);
    store.replace("x");
    editor.value = "xy";
    store.edited();
    expect(store.undoesReplacement()).toBe(false);
    // The page's Undo button still undoes the replacement, typing included.
    store.undo();
    expect(editor.value).toBe("");
    expect(store.undoesReplacement()).toBe(false);
  });

  it("tells the text area is empty as soon as it is", () => {
    const store = createTextToolsStore();
    const editor = fakeEditor();
    store.attachEditor(editor);
    editor.value = "a";
    store.edited();
    expect(store.getState().empty).toBe(false);
    editor.value = "";
    store.edited();
    expect(store.getState().empty).toBe(true);
  });

  it("restores the saved text once, unless something was typed first", () => {
    const store = createTextToolsStore();
    const editor = fakeEditor();
    store.attachEditor(editor);
    store.restore("saved");
    expect(editor.value).toBe("saved");
    expect(store.getState().canUndo).toBe(false);
    store.replace("");
    store.restore("saved again");
    expect(editor.value).toBe("");

    const typedFirst = createTextToolsStore();
    const other = fakeEditor();
    typedFirst.attachEditor(other);
    other.value = "typed";
    typedFirst.edited();
    typedFirst.restore("saved");
    expect(other.value).toBe("typed");
  });

  it("keeps the text for a text area attached later, committing the old one's typing first", () => {
    const store = createTextToolsStore();
    const first = fakeEditor();
    store.attachEditor(first);
    first.value = "kept";
    store.edited();
    store.attachEditor(null);
    const second = fakeEditor();
    store.attachEditor(second);
    expect(second.value).toBe("kept");
  });

  it("keeps each tool's options, starting from the defaults", () => {
    const store = createTextToolsStore();
    expect(store.getState().options["sort-lines"]).toEqual({
      direction: "asc",
      caseSensitive: false,
      numeric: false,
      trim: true,
    });
    store.setOption("sort-lines", "direction", "desc");
    expect(store.getState().options["sort-lines"]).toMatchObject({ direction: "desc", trim: true });
    expect(store.getState().options.json).toEqual({ mode: "prettify", indent: 2 });
  });

  it("notifies its subscribers of every change", () => {
    const store = createTextToolsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setBusy("sort-lines");
    store.setSaveOutcome("tooLarge");
    store.setSaveOutcome("tooLarge");
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setBusy(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
