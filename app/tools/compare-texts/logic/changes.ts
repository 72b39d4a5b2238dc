import type { Part } from "./compare.ts";

/** One change: what only the first text has there, what only the second has, and the lines it starts on. */
export type Change = { deleted: string; inserted: string; lineA: number; lineB: number };

/** The changes in order, each with the line (from 1) where it starts in each text. */
export function listChanges(parts: readonly Part[]): Change[] {
  const changes: Change[] = [];
  let lineA = 1;
  let lineB = 1;
  let open: Change | undefined;
  for (const part of parts) {
    if (part.kind === "same") {
      open = undefined;
      lineA += lineBreaks(part.a);
      lineB += lineBreaks(part.b);
      continue;
    }
    if (!open) {
      open = { deleted: "", inserted: "", lineA, lineB };
      changes.push(open);
    }
    if (part.kind === "deleted") {
      open.deleted += part.text;
      lineA += lineBreaks(part.text);
    } else {
      open.inserted += part.text;
      lineB += lineBreaks(part.text);
    }
  }
  return changes;
}

export function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) count++;
  return count;
}
