import { isBlank, joinLines, splitLines } from "./lines.ts";
import { fail, NO_TEXT, succeed, type TransformResult } from "./result.ts";

/**
 * Removes empty and whitespace-only lines. A final line break is a terminator, not a blank line, so
 * it stays ("a\n\nb\n" gives "a\nb\n"). A text of blank lines only becomes empty: that is what was
 * asked, and the action can be undone. No options.
 */
export type BlankLinesOptions = Record<string, never>;

export const DEFAULT_OPTIONS: Readonly<BlankLinesOptions> = Object.freeze({});

export function parseOptions(_raw: unknown): BlankLinesOptions {
  return DEFAULT_OPTIONS;
}

export function removeBlankLines(text: string): TransformResult {
  if (text === "") return NO_TEXT;
  const { lines, eol, trailingNewline } = splitLines(text);
  const kept = lines.filter((line) => !isBlank(line));
  const removed = lines.length - kept.length;
  if (removed === 0) return fail("messages.noBlankLines");
  return succeed(joinLines(kept, eol, trailingNewline), "messages.blankLinesRemoved", { count: removed });
}
