import { charClasses, SPACE } from "./char-classes.ts";

/**
 * Line handling shared by the line-based tools. A text keeps the line ending it came with (the first
 * line break decides, so a Windows text stays CRLF), and a final line break is a terminator, not an
 * extra empty line: "a\nb\n" is two lines with a trailing newline.
 */
export type LineEnding = "\n" | "\r\n";

export type SplitText = {
  lines: string[];
  eol: LineEnding;
  trailingNewline: boolean;
};

export function detectLineEnding(text: string): LineEnding {
  const firstBreak = text.indexOf("\n");
  return firstBreak > 0 && text.charCodeAt(firstBreak - 1) === 13 ? "\r\n" : "\n";
}

export function splitLines(text: string): SplitText {
  // A plain split is several times faster than a regular expression on megabytes of text.
  const lines = text.includes("\r\n") ? text.split(/\r?\n/) : text.split("\n");
  const trailingNewline = lines.length > 1 && lines[lines.length - 1] === "";
  if (trailingNewline) lines.pop();
  return { lines, eol: detectLineEnding(text), trailingNewline };
}

/**
 * Lines as ranges of their text, for tools that would rather not cut 10 MB into strings up front:
 * line i is text[starts[i], ends[i]), line break excluded, the lines being those splitLines gives.
 */
export type LineRanges = {
  starts: Int32Array;
  ends: Int32Array;
  eol: LineEnding;
  trailingNewline: boolean;
};

export function lineRanges(text: string): LineRanges {
  // As splitLines: "\r\n" ends a line in a text that has one, a lone "\r" stays in its line.
  const crlf = text.includes("\r\n");
  let starts: Int32Array = new Int32Array(1024);
  let ends: Int32Array = new Int32Array(1024);
  let count = 0;
  for (let start = 0; ; ) {
    if (count === starts.length) [starts, ends] = [grown(starts), grown(ends)];
    const lineFeed = text.indexOf("\n", start);
    const end = lineFeed < 0 ? text.length : lineFeed;
    starts[count] = start;
    ends[count++] = crlf && lineFeed > start && text.charCodeAt(end - 1) === CARRIAGE_RETURN ? end - 1 : end;
    if (lineFeed < 0) break;
    start = lineFeed + 1;
  }
  // A final line break ends the last line rather than starting an empty one.
  const trailingNewline = count > 1 && starts[count - 1] === text.length;
  if (trailingNewline) count--;
  return {
    starts: starts.subarray(0, count),
    ends: ends.subarray(0, count),
    eol: detectLineEnding(text),
    trailingNewline,
  };
}

function grown(values: Int32Array): Int32Array {
  const copy = new Int32Array(values.length * 2);
  copy.set(values);
  return copy;
}

/** The ranges without the whitespace around each line, as String.prototype.trim leaves them. */
export function trimmedRanges(
  text: string,
  starts: Int32Array,
  ends: Int32Array,
): { from: Int32Array; to: Int32Array } {
  const from = new Int32Array(starts.length);
  const to = new Int32Array(starts.length);
  for (let index = 0; index < starts.length; index++) {
    let start = starts[index] ?? 0;
    let end = ends[index] ?? 0;
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    from[index] = start;
    to[index] = end;
  }
  return { from, to };
}

/**
 * The lines in `order` (indices), joined as joinLines joins them. The strings of the lines are made
 * here, at the end: made at the start, they would still be alive, and copied by the collector, each
 * time it ran during the work in between.
 */
export function linesInOrder(
  text: string,
  { starts, ends, eol, trailingNewline }: LineRanges,
  order: Int32Array,
): string {
  const lines = new Array<string>(order.length);
  for (let i = 0; i < order.length; i++) {
    const line = order[i] ?? 0;
    lines[i] = text.slice(starts[line], ends[line]);
  }
  return joinLines(lines, eol, trailingNewline);
}

const CARRIAGE_RETURN = 13;

/** What String.prototype.trim removes: JavaScript's white space and line terminators. */
function isSpace(unit: number): boolean {
  return (
    unit === 0x20 || (unit >= 0x09 && unit <= 0x0d) || (unit > 0x7f && (charClasses(unit) & SPACE) !== 0)
  );
}

export function joinLines(lines: readonly string[], eol: LineEnding, trailingNewline: boolean): string {
  const body = lines.join(eol);
  return trailingNewline && lines.length > 0 ? body + eol : body;
}

const NON_BLANK = /\S/;

/** Blank means empty or whitespace only, for every tool (blank lines, counter, line numbers…). */
export function isBlank(line: string): boolean {
  return !NON_BLANK.test(line);
}
