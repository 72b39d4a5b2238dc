import { lineBreaks } from "./changes.ts";
import type { Part } from "./compare.ts";

/** A part with, for a deletion or an insertion, the number of the change it belongs to (from 1). */
export type NumberedPart = Part & { change: number };

/**
 * What the page shows: stretches of text with their changes, and between them the long unchanged
 * stretches folded away (each text's own wording kept, for when they are unfolded).
 */
export type Block =
  | { kind: "text"; parts: NumberedPart[] }
  | { kind: "fold"; a: string; b: string; lines: number };

/** Unchanged lines kept in view on each side of a change. */
export const CONTEXT_LINES = 2;

/**
 * Folds each unchanged stretch longer than twice the context (plus a line, which folding would not
 * save), keeping CONTEXT_LINES lines next to each change: a megabyte with a few changes is a few
 * screens, not a megabyte of page.
 */
export function toBlocks(parts: readonly Part[], context = CONTEXT_LINES): Block[] {
  const blocks: Block[] = [];
  let current: NumberedPart[] = [];
  let change = 0;
  let inChange = false;
  const flush = () => {
    if (current.length > 0) blocks.push({ kind: "text", parts: current });
    current = [];
  };
  parts.forEach((part, index) => {
    if (part.kind !== "same") {
      if (!inChange) change++;
      inChange = true;
      current.push({ ...part, change });
      return;
    }
    inChange = false;
    const first = index === 0;
    const last = index === parts.length - 1;
    const keep = (first ? 0 : context) + (last ? 0 : context);
    const aLines = lineBreaks(part.a);
    const bLines = lineBreaks(part.b);
    if (Math.min(aLines, bLines) <= keep + 1) {
      current.push({ ...part, change: 0 });
      return;
    }
    const aHead = first ? 0 : afterLine(part.a, context);
    const bHead = first ? 0 : afterLine(part.b, context);
    const aTail = last ? part.a.length : afterLine(part.a, aLines - context);
    const bTail = last ? part.b.length : afterLine(part.b, bLines - context);
    if (!first)
      current.push({ kind: "same", a: part.a.slice(0, aHead), b: part.b.slice(0, bHead), change: 0 });
    flush();
    const folded = { a: part.a.slice(aHead, aTail), b: part.b.slice(bHead, bTail) };
    blocks.push({ kind: "fold", ...folded, lines: lineBreaks(folded.b) });
    if (!last) current.push({ kind: "same", a: part.a.slice(aTail), b: part.b.slice(bTail), change: 0 });
  });
  flush();
  return blocks;
}

/** Where the text after its `count`-th line break starts (0 for none). */
function afterLine(text: string, count: number): number {
  let at = 0;
  for (let seen = 0; seen < count; seen++) at = text.indexOf("\n", at) + 1;
  return at;
}
