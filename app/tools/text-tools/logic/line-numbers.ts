import { isBlank, joinLines, splitLines } from "./lines.ts";
import { asRecord, readBoolean, readWholeNumber } from "./options.ts";
import { fail, NO_TEXT, succeed, type TransformResult } from "./result.ts";

/**
 * Prefixes lines with numbers: "1. first". With `numberEmptyLines` off, blank lines stay as they are
 * and do not use up a number. Zero padding uses `padWidth`, or with 0 the width of the largest number
 * written, so a column lines up ("08.", "09.", "10."). A final line break is a terminator: no number
 * for the nothing after it.
 */
export type LineNumbersOptions = {
  start: number;
  separator: string;
  padWithZeros: boolean;
  padWidth: number;
  numberEmptyLines: boolean;
};

export const DEFAULT_OPTIONS: Readonly<LineNumbersOptions> = Object.freeze({
  start: 1,
  separator: ". ",
  padWithZeros: false,
  padWidth: 0,
  numberEmptyLines: true,
});

// Wider than any safe integer is not a width anyone means, and would only let a typo allocate gigabytes.
export const MAX_PAD_WIDTH = 20;

export function parseOptions(raw: unknown): LineNumbersOptions {
  const record = asRecord(raw);
  return {
    start: readWholeNumber(record.start, 0, Number.MAX_SAFE_INTEGER, DEFAULT_OPTIONS.start),
    separator: typeof record.separator === "string" ? record.separator : DEFAULT_OPTIONS.separator,
    padWithZeros: readBoolean(record.padWithZeros, DEFAULT_OPTIONS.padWithZeros),
    padWidth: readWholeNumber(record.padWidth, 0, MAX_PAD_WIDTH, DEFAULT_OPTIONS.padWidth),
    numberEmptyLines: readBoolean(record.numberEmptyLines, DEFAULT_OPTIONS.numberEmptyLines),
  };
}

export function addLineNumbers(text: string, options: Partial<LineNumbersOptions> = {}): TransformResult {
  if (text === "") return NO_TEXT;
  const { start, separator, padWithZeros, padWidth, numberEmptyLines } = parseOptions(options);
  const { lines, eol, trailingNewline } = splitLines(text);
  const skipped = (line: string) => !numberEmptyLines && isBlank(line);
  const count = numberEmptyLines ? lines.length : lines.filter((line) => !skipped(line)).length;
  if (count === 0) return fail("messages.noLinesToNumber");
  const width = padWithZeros ? padWidth || String(start + count - 1).length : 0;
  let next = start;
  const output = lines.map((line) =>
    skipped(line) ? line : `${String(next++).padStart(width, "0")}${separator}${line}`,
  );
  return succeed(joinLines(output, eol, trailingNewline), "messages.lineNumbersAdded", { count });
}
