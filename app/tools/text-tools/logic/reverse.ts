import { GraphemeCursor, standsAlone } from "./graphemes.ts";
import { asRecord, readChoice } from "./options.ts";
import { NO_TEXT, succeed, type TransformResult } from "./result.ts";
import { unitsToString } from "./utf16.ts";

/**
 * Reverses by grapheme cluster, so "é" written e + U+0301, "👨‍👩‍👧", "🇫🇷" and surrogate pairs come out
 * whole. Line breaks stay as they came (CR LF is one cluster), and a final line break stays at the end
 * in both modes: "ab\ncd\n" gives "dc\nba\n" (whole) or "ba\ndc\n" (each line).
 */
export const REVERSE_MODES = ["whole", "eachLine"] as const;
export type ReverseMode = (typeof REVERSE_MODES)[number];

export type ReverseOptions = { mode: ReverseMode };

export const DEFAULT_OPTIONS: Readonly<ReverseOptions> = Object.freeze({ mode: "whole" });

export function parseOptions(raw: unknown): ReverseOptions {
  return { mode: readChoice(asRecord(raw).mode, REVERSE_MODES, DEFAULT_OPTIONS.mode) };
}

export function reverseText(text: string, options: Partial<ReverseOptions> = {}): TransformResult {
  if (text === "") return NO_TEXT;
  const { mode } = parseOptions(options);
  const finalBreak = text.endsWith("\r\n") ? "\r\n" : text.endsWith("\n") ? "\n" : "";
  const body = text.slice(0, text.length - finalBreak.length);
  const reversed = reverseClusters(body, mode === "eachLine");
  return succeed(
    reversed + finalBreak,
    mode === "whole" ? "messages.textReversed" : "messages.eachLineReversed",
  );
}

/**
 * Writes each cluster, code units in their own order, at its mirrored place in a buffer: mirrored in
 * the whole text, or within its line with line breaks left where they are. One pass, no array of
 * clusters.
 */
function reverseClusters(text: string, eachLine: boolean): string {
  const out = new Uint16Array(text.length);
  const cursor = new GraphemeCursor(text);
  // A cluster [start, end) lands at [mirror - end, mirror - start).
  let mirror = eachLine ? lineMirror(text, 0) : text.length;
  // Before this, a code unit that stands alone (a line feed aside, placed by the line) is a cluster.
  let plainEnd = 0;
  for (let start = 0; start < text.length; ) {
    const unit = text.charCodeAt(start);
    if (start < plainEnd && unit !== 10 && standsAlone(unit)) {
      out[mirror - start - 1] = unit;
      start++;
      continue;
    }
    const end = cursor.end(start);
    plainEnd = cursor.plainUntil(end);
    if (end === start + 1 && unit !== 10) {
      out[mirror - end] = unit;
    } else if (eachLine && (unit === 10 || unit === 13)) {
      for (let at = start; at < end; at++) out[at] = text.charCodeAt(at);
      mirror = lineMirror(text, end);
    } else {
      for (let at = start, target = mirror - end; at < end; at++, target++) out[target] = text.charCodeAt(at);
    }
    start = end;
  }
  return unitsToString(out, text.isWellFormed());
}

/** The mirror of the line starting at `start`: its start plus the end of its content. */
function lineMirror(text: string, start: number): number {
  let end = text.indexOf("\n", start);
  if (end < 0) end = text.length;
  else if (end > start && text.charCodeAt(end - 1) === 13) end--;
  return start + end;
}
