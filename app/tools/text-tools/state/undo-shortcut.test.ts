// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isUndoShortcut, keyPlace, undoesReplacement } from "./undo-shortcut.ts";

const key = (init: Partial<KeyboardEvent>) => ({
  key: "z",
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...init,
});

describe("isUndoShortcut", () => {
  it("is Ctrl+Z or Cmd+Z, not redo or other keys", () => {
    expect(isUndoShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isUndoShortcut(key({ metaKey: true, key: "Z" }))).toBe(true);
    expect(isUndoShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isUndoShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isUndoShortcut(key({ ctrlKey: true, key: "y" }))).toBe(false);
    expect(isUndoShortcut(key({}))).toBe(false);
  });
});

describe("undoesReplacement", () => {
  const ctrlZ = key({ ctrlKey: true });

  it("undoes the replacement from the page, whatever was typed", () => {
    expect(undoesReplacement(ctrlZ, "page", false)).toBe(true);
    expect(undoesReplacement(ctrlZ, "page", true)).toBe(true);
  });

  it("leaves other fields their own undo", () => {
    expect(undoesReplacement(ctrlZ, "field", true)).toBe(false);
  });

  it("in the text area, undoes a replacement only when nothing was typed since", () => {
    expect(undoesReplacement(ctrlZ, "editor", true)).toBe(true);
    expect(undoesReplacement(ctrlZ, "editor", false)).toBe(false);
    expect(undoesReplacement(key({ key: "a", ctrlKey: true }), "editor", true)).toBe(false);
  });
});

describe("keyPlace", () => {
  it("tells the text area, other fields and the rest of the page apart", () => {
    const editor = document.createElement("textarea");
    const other = document.createElement("textarea");
    const input = document.createElement("input");
    const checkbox = document.createElement("input");
    checkbox.type = "checkbox";
    const button = document.createElement("button");
    expect(keyPlace(editor, editor)).toBe("editor");
    expect(keyPlace(other, editor)).toBe("field");
    expect(keyPlace(input, editor)).toBe("field");
    expect(keyPlace(checkbox, editor)).toBe("page");
    expect(keyPlace(button, editor)).toBe("page");
    expect(keyPlace(document.body, editor)).toBe("page");
    expect(keyPlace(null, editor)).toBe("page");
  });
});
