import { charClasses, isAsciiDigit, SPACE } from "./char-classes.ts";
import { type KeySet, primaryKeys } from "./collation-keys.ts";
import { compareKeys, sortByKeys } from "./key-sort.ts";
import { lineRanges, linesInOrder, trimmedRanges } from "./lines.ts";
import { asRecord, readBoolean, readChoice } from "./options.ts";
import { NO_TEXT, succeed, type TransformResult } from "./result.ts";
import { sameUnits } from "./utf16.ts";

/**
 * Sorts lines with the collation of the page's language (Vietnamese puts "đ" after "d" and "ơ" after
 * "ô"; French compares letters first and accents only to break ties), stable, so equal lines keep their
 * order.
 * - case sensitive off: "a" and "A" are equal; on: they differ, upper case first;
 * - numeric on: lines that start with a number (sign and decimals allowed, "." or the language's
 *   decimal comma, no thousands separators) come first by value, like `sort -n`; other lines follow,
 *   with digit runs compared by value ("item 2" before "item 10");
 * - trim on: surrounding whitespace is ignored when comparing; lines are output as written.
 * A final line break stays at the end; blank lines sort like empty strings, first in ascending order.
 */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export type SortLinesOptions = {
  direction: SortDirection;
  caseSensitive: boolean;
  numeric: boolean;
  trim: boolean;
};

export const DEFAULT_OPTIONS: Readonly<SortLinesOptions> = Object.freeze({
  direction: "asc",
  caseSensitive: false,
  numeric: false,
  trim: true,
});

export function parseOptions(raw: unknown): SortLinesOptions {
  const record = asRecord(raw);
  return {
    direction: readChoice(record.direction, SORT_DIRECTIONS, DEFAULT_OPTIONS.direction),
    caseSensitive: readBoolean(record.caseSensitive, DEFAULT_OPTIONS.caseSensitive),
    numeric: readBoolean(record.numeric, DEFAULT_OPTIONS.numeric),
    trim: readBoolean(record.trim, DEFAULT_OPTIONS.trim),
  };
}

export function sortLines(
  text: string,
  options: Partial<SortLinesOptions> = {},
  locale = "en",
): TransformResult {
  if (text === "") return NO_TEXT;
  const { direction, caseSensitive, numeric, trim } = parseOptions(options);
  const ranges = lineRanges(text);
  const count = ranges.starts.length;
  // What is compared: the line, or the line trimmed.
  const { from, to } = trim
    ? trimmedRanges(text, ranges.starts, ranges.ends)
    : { from: ranges.starts, to: ranges.ends };
  // Made when the collator needs it: most lines are placed by their keys alone.
  const compared = (index: number) => text.slice(from[index], to[index]);
  const collate = new Intl.Collator(locale, {
    sensitivity: caseSensitive ? "variant" : "accent",
    caseFirst: caseSensitive ? "upper" : "false",
    numeric,
  }).compare;
  const descending = direction === "desc";
  const values = numeric ? leadingNumbers(text, from, to, locale) : undefined;
  const position = (index: number) => (descending ? count - 1 - index : index);
  const collateLines = (a: string, b: string) => (a === b ? 0 : collate(a, b));
  const sorting: Sorting = {
    compare: (a, b) =>
      (values ? compareValues(values[a] ?? 0, values[b] ?? 0) : 0) ||
      collateLines(compared(a), compared(b)) ||
      position(a) - position(b),
    identical: (a, b) => sameText(text, from, to, a, b),
    keysOf: (indices) => primaryKeys(text, gather(from, indices), gather(to, indices), { locale, numeric }),
  };
  // Descending is the ascending order of the reversed input, reversed: equal lines keep their order.
  const input = lineIndices(count, descending);
  const order = new Int32Array(count);
  const keys = primaryKeys(text, from, to, { locale, numeric, cap: KEY_CAP });
  if (values) orderByValue(input, values, keys, sorting, order);
  else orderLines(input, keys, sorting, order, 0);
  if (descending) order.reverse();
  return succeed(
    linesInOrder(text, ranges, order),
    direction === "asc" ? "messages.sortedAscending" : "messages.sortedDescending",
  );
}

// Loops over a whole text are functions of their own (docs/decisions/009-text-transforms-at-10-mb.md).

/** Whether text[from[a], to[a]) and text[from[b], to[b]) hold the same code units. */
function sameText(text: string, from: Int32Array, to: Int32Array, a: number, b: number): boolean {
  const startA = from[a] ?? 0;
  const startB = from[b] ?? 0;
  const length = (to[a] ?? 0) - startA;
  return (to[b] ?? 0) - startB === length && sameUnits(text, startA, text, startB, length);
}

/** 0 to count - 1, or the other way round. */
function lineIndices(count: number, reversed: boolean): Int32Array {
  const indices = new Int32Array(count);
  for (let i = 0; i < count; i++) indices[i] = reversed ? count - 1 - i : i;
  return indices;
}

/** Keys are cut after this many units; lines that tie there are keyed again, whole, when many. */
const KEY_CAP = 24;
/** Runs of lines with equal keys up to this size are ordered by the collator alone. */
const COLLATOR_RUN = 16;

type Sorting = {
  /** The order of two lines by leading number, collator and position. */
  compare: (a: number, b: number) => number;
  /** Whether two lines compare as equal but for their position. */
  identical: (a: number, b: number) => boolean;
  /** The whole primary keys of these lines, key i for line indices[i]. */
  keysOf: (indices: Int32Array) => KeySet;
};

/**
 * Writes the lines of `keyIds` to `order` from `written`, in the order of sorting.compare, and answers
 * where it stopped. Key i is that of line lineOf[i], or of line i without `lineOf`. The same order as
 * Array.prototype.sort with the comparator would give, computed in three steps:
 * 1. lines with a primary key (almost every line of en, fr and vi text) are sorted by key without the
 *    collator, then runs of equal keys are ordered by the collator, or keyed again whole and sorted
 *    the same way when the keys were cut and the run is long;
 * 2. the others (emoji, other scripts) are sorted with the comparator;
 * 3. those are merged into the first ones by binary search, again with the comparator.
 */
function orderLines(
  keyIds: Int32Array,
  keys: KeySet,
  sorting: Sorting,
  order: Int32Array,
  written: number,
  lineOf?: Int32Array,
): number {
  const { withKey, others } = splitByKey(keyIds, keys, lineOf);
  const equal = sortByKeys(withKey, keys);
  const keyed = new Int32Array(withKey.length);
  const keyedCount = placeRuns(withKey, equal, keys, sorting, keyed, lineOf);
  others.sort(sorting.compare);
  return mergeOthers(keyed.subarray(0, keyedCount), others, sorting.compare, order, written);
}

function lineOfKey(key: number, lineOf: Int32Array | undefined): number {
  return lineOf ? (lineOf[key] ?? 0) : key;
}

/** The keys that exist, and the lines of the others. */
function splitByKey(
  keyIds: Int32Array,
  keys: KeySet,
  lineOf: Int32Array | undefined,
): { withKey: Int32Array; others: number[] } {
  const withKey = new Int32Array(keyIds.length);
  let withKeyCount = 0;
  const others: number[] = [];
  for (const key of keyIds) {
    if ((keys.lengths[key] ?? -1) >= 0) withKey[withKeyCount++] = key;
    else others.push(lineOfKey(key, lineOf));
  }
  return { withKey: withKey.subarray(0, withKeyCount), others };
}

/**
 * Writes the lines of the sorted keys to `keyed`, runs of equal keys in the order of the comparator;
 * answers how many were written.
 */
function placeRuns(
  sorted: Int32Array,
  equal: Uint8Array,
  keys: KeySet,
  sorting: Sorting,
  keyed: Int32Array,
  lineOf: Int32Array | undefined,
): number {
  let keyedCount = 0;
  for (let start = 0; start < sorted.length; ) {
    const end = equalRunEnd(equal, start);
    if (end - start === 1) keyed[keyedCount++] = lineOfKey(sorted[start] ?? 0, lineOf);
    else keyedCount = placeRun(sorted.subarray(start, end), keys, sorting, keyed, keyedCount, lineOf);
    start = end;
  }
  return keyedCount;
}

/**
 * Writes the lines of a run of equal keys to `keyed` from `written`: as they are when they are copies
 * of one line, by keys made again whole when the keys were cut and the run is long, by the collator
 * otherwise. Answers where it stopped.
 */
function placeRun(
  keyIds: Int32Array,
  keys: KeySet,
  sorting: Sorting,
  keyed: Int32Array,
  written: number,
  lineOf: Int32Array | undefined,
): number {
  // The run is ordered where it lands: no array of its own to allocate and collect.
  const run = keyed.subarray(written, written + keyIds.length);
  for (let i = 0; i < keyIds.length; i++) run[i] = lineOfKey(keyIds[i] ?? 0, lineOf);
  // Copies of one line (often blank) are already in order: the key sort keeps the input order.
  if (allIdentical(run, sorting)) return written + run.length;
  if (run.length > COLLATOR_RUN && keys.truncated[keyIds[0] ?? 0] === 1) {
    const lines = run.slice();
    const ids = new Int32Array(lines.length).map((_, i) => i);
    return orderLines(ids, sorting.keysOf(lines), sorting, keyed, written, lines);
  }
  // The comparator ends with the lines' positions: no two lines are equal, any sort is stable.
  run.sort(sorting.compare);
  return written + run.length;
}

function allIdentical(lines: Int32Array, sorting: Sorting): boolean {
  for (let i = 1; i < lines.length; i++) if (!sorting.identical(lines[i] ?? 0, lines[0] ?? 0)) return false;
  return true;
}

/** The end of the run of equal keys starting at `start`. */
function equalRunEnd(equal: Uint8Array, start: number): number {
  let end = start + 1;
  while (end < equal.length && equal[end] === 1) end++;
  return end;
}

/** Writes `keyed` to `order` from `written` with the sorted `others` merged in; answers the end. */
function mergeOthers(
  keyed: Int32Array,
  others: readonly number[],
  compare: (a: number, b: number) => number,
  order: Int32Array,
  written: number,
): number {
  let at = written;
  let from = 0;
  for (const other of others) {
    // The first keyed line after `other`, found by binary search from the last one placed.
    let low = from;
    let high = keyed.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(keyed[middle] ?? 0, other) < 0) low = middle + 1;
      else high = middle;
    }
    order.set(keyed.subarray(from, low), at);
    at += low - from;
    order[at++] = other;
    from = low;
  }
  order.set(keyed.subarray(from), at);
  return at + keyed.length - from;
}

function gather(values: Int32Array, indices: Int32Array): Int32Array {
  const gathered = new Int32Array(indices.length);
  for (let i = 0; i < indices.length; i++) gathered[i] = values[indices[i] ?? 0] ?? 0;
  return gathered;
}

/**
 * Writes the lines of `input` to `order` by leading number, lines without one last, each group in
 * the order of sorting.compare. Few lines share a number: small groups are sorted by the comparator.
 */
function orderByValue(
  input: Int32Array,
  values: Float64Array,
  keys: KeySet,
  sorting: Sorting,
  order: Int32Array,
) {
  const { numbered, unnumbered } = splitByNumber(input, values);
  // Array.prototype.sort is stable: equal numbers keep the input order.
  const byNumber = new Int32Array(numbered.sort((a, b) => (values[a] ?? 0) - (values[b] ?? 0)));
  // Keys order lines as the collator does, only coarser: it decides where they are equal or missing.
  const byKeyFirst = (a: number, b: number) =>
    ((keys.lengths[a] ?? -1) >= 0 && (keys.lengths[b] ?? -1) >= 0 ? compareKeys(keys, a, b) : 0) ||
    sorting.compare(a, b);
  let written = 0;
  for (let start = 0; start < byNumber.length; ) {
    const end = sameValueEnd(byNumber, values, start);
    if (end - start === 1) {
      order[written++] = byNumber[start] ?? 0;
      start = end;
      continue;
    }
    const group = order.subarray(written, written + end - start);
    group.set(byNumber.subarray(start, end));
    if (group.length > COLLATOR_RUN) written = orderLines(group.slice(), keys, sorting, order, written);
    else written += group.sort(byKeyFirst).length;
    start = end;
  }
  orderLines(unnumbered, keys, sorting, order, written);
}

/** The end of the run of lines with the number of lines[start]. */
function sameValueEnd(lines: Int32Array, values: Float64Array, start: number): number {
  const value = values[lines[start] ?? 0];
  let end = start + 1;
  while (end < lines.length && values[lines[end] ?? 0] === value) end++;
  return end;
}

/** The lines of `input` with a leading number, and the others, each in input order. */
function splitByNumber(
  input: Int32Array,
  values: Float64Array,
): { numbered: number[]; unnumbered: Int32Array } {
  const unnumbered = new Int32Array(input.length);
  let unnumberedCount = 0;
  const numbered: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const index = input[i] ?? 0;
    if (Number.isNaN(values[index])) unnumbered[unnumberedCount++] = index;
    else numbered.push(index);
  }
  return { numbered, unnumbered: unnumbered.subarray(0, unnumberedCount) };
}

function leadingNumbers(text: string, from: Int32Array, to: Int32Array, locale: string): Float64Array {
  const read = leadingNumberReader(locale);
  // A loop: Float64Array.from with a mapping function goes through the iterator protocol, 10× slower.
  const values = new Float64Array(from.length);
  for (let i = 0; i < from.length; i++) {
    const start = from[i] ?? 0;
    values[i] = mayStartWithNumber(text.charCodeAt(start)) ? read(text, start, to[i]) : Number.NaN;
  }
  return values;
}

/** Most lines start with a letter, above "9" in code like everything but spaces and the minus sign. */
function mayStartWithNumber(first: number): boolean {
  return first <= 0x39 || first === MINUS_SIGN || (first >= 0x80 && (charClasses(first) & SPACE) !== 0);
}

/** Numbers by value, then NaN (no leading number). Outside numeric mode every value is 0. */
function compareValues(a: number, b: number): number {
  if (a === b) return 0;
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  return a < b ? -1 : 1;
}

/**
 * Reads the number at the start of a line, text[start, end): whitespace, an optional sign (ASCII or
 * U+2212), digits, decimals after "." or the language's decimal comma; a number may start at its
 * separator (".5").
 * Scanned by hand: a regular expression per line costs several times more on 10 MB.
 */
export function leadingNumberReader(locale: string): (text: string, start?: number, end?: number) => number {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal");
  const commaDecimal = decimal?.value === ",";
  return (text, start = 0, end = text.length) => {
    if (start >= end || !mayStartWithNumber(text.charCodeAt(start))) return Number.NaN;
    let at = start;
    while (at < end && (charClasses(text.charCodeAt(at)) & SPACE) !== 0) at++;
    const sign = at < end ? text.charCodeAt(at) : 0;
    const negative = sign === MINUS || sign === MINUS_SIGN;
    if (negative || sign === PLUS) at++;
    const digits = at;
    while (at < end && isAsciiDigit(text.charCodeAt(at))) at++;
    const separator = at < end ? text.charCodeAt(at) : 0;
    if (
      (separator === DOT || (commaDecimal && separator === COMMA)) &&
      at + 1 < end &&
      isAsciiDigit(text.charCodeAt(at + 1))
    ) {
      at += 2;
      while (at < end && isAsciiDigit(text.charCodeAt(at))) at++;
    }
    if (at === digits) return Number.NaN;
    const number = text.slice(digits, at);
    const value = Number(commaDecimal ? number.replace(",", ".") : number);
    return negative ? -value : value;
  };
}

const PLUS = 0x2b;
const MINUS = 0x2d;
const MINUS_SIGN = 0x2212;
const DOT = 0x2e;
const COMMA = 0x2c;
