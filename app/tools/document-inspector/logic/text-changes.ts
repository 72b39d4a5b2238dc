// The words a later revision changed on a page: jsdiff's word diff, as parts to show in place, with
// counts of the words removed and added.
import { diffWords } from "diff";

export type TextPart = { text: string; change: "same" | "removed" | "added" };

export interface TextChanges {
  parts: TextPart[];
  removed: number;
  added: number;
}

/** Pages longer than this are compared by their first characters only: a diff is quadratic at worst. */
export const MAX_COMPARED_CHARS = 200_000;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function textChanges(before: string, after: string): TextChanges {
  const parts: TextPart[] = diffWords(
    before.slice(0, MAX_COMPARED_CHARS),
    after.slice(0, MAX_COMPARED_CHARS),
  ).map((part) => ({ text: part.value, change: part.added ? "added" : part.removed ? "removed" : "same" }));
  let removed = 0;
  let added = 0;
  for (const part of parts) {
    if (part.change === "removed") removed += wordCount(part.text);
    if (part.change === "added") added += wordCount(part.text);
  }
  return { parts, removed, added };
}
