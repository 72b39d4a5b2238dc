import type { CharacterClass } from "./char-classes.ts";
import { findOccurrences, type Occurrence } from "./scan.ts";

const LINE_SEPARATORS = new Set([0x2028, 0x2029]);

/**
 * What replaces a flagged character: an unusual space becomes a plain one (taking it out would join two
 * words) and a line or paragraph separator a line break; a look-alike becomes the letter it passes
 * for; everything else goes.
 */
function replacement({ kind, codePoint, passesFor }: Occurrence): string {
  if (kind === "space") return LINE_SEPARATORS.has(codePoint) ? "\n" : " ";
  if (kind === "lookalike" && passesFor !== undefined) return String.fromCodePoint(passesFor);
  return "";
}

/** The text with the flagged characters of the given kinds taken out or replaced. */
export function cleanText(text: string, kinds: ReadonlySet<CharacterClass>): string {
  const parts: string[] = [];
  let from = 0;
  for (const occurrence of findOccurrences(text)) {
    if (!kinds.has(occurrence.kind)) continue;
    parts.push(text.slice(from, occurrence.index), replacement(occurrence));
    from = occurrence.index + occurrence.length;
  }
  if (from === 0) return text;
  parts.push(text.slice(from));
  return parts.join("");
}
