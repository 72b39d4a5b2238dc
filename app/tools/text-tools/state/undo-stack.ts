/**
 * The replacements that can be undone, newest last. Each entry keeps the whole text from before the
 * replacement, so the stack is bounded by the characters it holds as well as by its length: with 10 MB
 * texts only the last few replacements stay undoable, and the newest always does.
 */
const MAX_UNDO_ENTRIES = 50;
const MAX_UNDO_CHARACTERS = 40_000_000;

export interface UndoStack {
  push(before: string): void;
  /** The text from before the newest replacement, removed from the stack; undefined when empty. */
  pop(): string | undefined;
  readonly size: number;
}

export function createUndoStack(
  maxEntries = MAX_UNDO_ENTRIES,
  maxCharacters = MAX_UNDO_CHARACTERS,
): UndoStack {
  const entries: string[] = [];
  let characters = 0;
  return {
    push(before) {
      entries.push(before);
      characters += before.length;
      while (entries.length > 1 && (entries.length > maxEntries || characters > maxCharacters)) {
        characters -= entries.shift()?.length ?? 0;
      }
    },
    pop() {
      const before = entries.pop();
      if (before !== undefined) characters -= before.length;
      return before;
    },
    get size() {
      return entries.length;
    },
  };
}
