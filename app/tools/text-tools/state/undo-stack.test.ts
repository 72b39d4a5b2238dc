import { describe, expect, it } from "vitest";
import { createUndoStack } from "./undo-stack.ts";

describe("createUndoStack", () => {
  it("gives back the texts newest first, then nothing", () => {
    const stack = createUndoStack();
    stack.push("a");
    stack.push("b");
    expect(stack.size).toBe(2);
    expect(stack.pop()).toBe("b");
    expect(stack.pop()).toBe("a");
    expect(stack.pop()).toBeUndefined();
    expect(stack.size).toBe(0);
  });

  it("forgets the oldest entries beyond its length", () => {
    const stack = createUndoStack(2);
    for (const text of ["1", "2", "3"]) stack.push(text);
    expect([stack.pop(), stack.pop(), stack.pop()]).toEqual(["3", "2", undefined]);
  });

  it("forgets the oldest entries beyond its characters, but always keeps the newest", () => {
    const stack = createUndoStack(50, 10);
    stack.push("12345");
    stack.push("678");
    expect(stack.size).toBe(2);
    stack.push("abcdefghijklmnop");
    expect(stack.size).toBe(1);
    expect(stack.pop()).toBe("abcdefghijklmnop");
    // Popping frees its characters for the next entries.
    stack.push("12345");
    stack.push("67890");
    expect(stack.size).toBe(2);
  });
});
