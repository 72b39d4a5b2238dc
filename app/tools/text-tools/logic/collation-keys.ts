/**
 * Primary collation keys: for a line of French, Vietnamese or English text, a string of small numbers
 * whose plain comparison orders lines as Intl.Collator's primary level does (base letters; accents and
 * case only break ties). Sorting then compares numbers in typed arrays, and asks the collator only to
 * order lines whose keys are equal, or lines holding a character that gets no key (another script).
 *
 * The weights come from the collator itself: the characters of the text are sorted with a
 * base-sensitivity collator and numbered by rank. That this reproduces the collator's primary level
 * rests on each keyed character having exactly one primary weight (the ligatures œ, æ and ß two, those
 * of "oe", "ae" and "ss"; joiners and variation selectors none), which sort-lines.test.ts checks
 * against the collator on random text.
 */

import { isAsciiDigit } from "./char-classes.ts";
import { isHighSurrogate } from "./utf16.ts";

// Characters with one primary weight in the root, French and Vietnamese collations: tab, printable
// ASCII, Latin-1 (without ¹ ² ³ and the fractions, which are digits or expand), Latin Extended-A
// (without ĳ, ŀ and ŉ, which expand), ơ and ư, Vietnamese letters, dashes, quotation marks, the
// bullet, and the symbols and emoji of the BMP and plane 1 (each assigned one is one primary weight).
const KEYED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x09, 0x09],
  [0x20, 0x7e],
  [0xa0, 0xb1],
  [0xb4, 0xb8],
  [0xba, 0xbb],
  [0xbf, 0x131],
  [0x134, 0x13e],
  [0x141, 0x148],
  [0x14a, 0x17f],
  [0x1a0, 0x1a1],
  [0x1af, 0x1b0],
  [0x1ea0, 0x1ef9],
  [0x2010, 0x2015],
  [0x2018, 0x201f],
  [0x2022, 0x2022],
  [0x2600, 0x27bf],
  [0x1f1e6, 0x1f1ff],
  [0x1f300, 0x1faff],
];

/** Letters whose primary weights are those of two letters. */
const LIGATURES: ReadonlyMap<number, string> = new Map([
  [0xc6, "AE"],
  [0xe6, "ae"],
  [0xdf, "ss"],
  [0x152, "OE"],
  [0x153, "oe"],
]);

/** Ignorable at every level: the zero-width joiner of emoji sequences and the variation selectors. */
const IGNORABLE: ReadonlySet<number> = new Set([0x200d, 0xfe0e, 0xfe0f]);
const UNASSIGNED = /\p{Cn}/u;

const DIGIT_ZERO = 0x30;
const MARKS_START = 0x300;
const MARKS_END = 0x36f;
/** Longer digit runs are left to the collator (ICU splits runs of more than 254 digits). */
export const MAX_DIGIT_RUN = 64;

function isKeyed(codePoint: number): boolean {
  for (const [first, last] of KEYED_RANGES) {
    if (codePoint < first) return false;
    if (codePoint <= last) return codePoint < 0x2600 || !UNASSIGNED.test(String.fromCodePoint(codePoint));
  }
  return false;
}

/**
 * Keys of many strings in one buffer: key i is units[starts[i], starts[i] + lengths[i]). Units are
 * ranks in the language's table; `dense` renumbers the ranks in use to 1…alphabet - 1, keeping their
 * order, for sorts that pack several units into one number.
 */
export type KeySet = {
  units: Uint16Array;
  starts: Int32Array;
  /** -1 for a string that has no key. */
  lengths: Int32Array;
  /** 1 for a key cut at the cap. */
  truncated: Uint8Array;
  dense: Uint16Array;
  /** Every dense unit is below this. */
  alphabet: number;
};

// Code unit classes in the table of a language, above any rank.
const SKIP = 0xffff; // ignorable: no weight
const LIGATURE = 0xfffe; // two weights
const DIGIT = 0xfffd; // a digit, keyed by runs in numeric mode
const FIRST_CLASS = 0xfff0;

type LanguageTable = {
  /** Rank (1 or more) or class of each code unit; 0 for no key, or a surrogate to read as a pair. */
  units: Uint16Array;
  /** Ranks of the keyed characters outside the BMP. */
  astral: ReadonlyMap<number, number>;
  /** The two ranks of each ligature. */
  ligatures: ReadonlyMap<number, readonly [number, number]>;
  /** The rank of each digit, 0 to 9. */
  digits: readonly number[];
  /** Ranks are 1 to size - 1. */
  size: number;
  /** `units` with the digits keyed as numbers, made when first needed. */
  numericUnits?: Uint16Array;
};

const languageTables = new Map<string, LanguageTable>();

/**
 * Ranks every keyed character with the collator's primary level, once per language (a few
 * milliseconds: a few thousand characters, mostly emoji, are sorted).
 */
function languageTable(locale: string): LanguageTable {
  const cached = languageTables.get(locale);
  if (cached) return cached;
  const characters: string[] = [];
  for (const [first, last] of KEYED_RANGES) {
    for (let codePoint = first; codePoint <= last; codePoint++) {
      if (!LIGATURES.has(codePoint) && isKeyed(codePoint)) characters.push(String.fromCodePoint(codePoint));
    }
  }
  const compare = new Intl.Collator(locale, { sensitivity: "base" }).compare;
  characters.sort(compare);
  const units = new Uint16Array(0x10000);
  const astral = new Map<number, number>();
  let rank = 0;
  let previous: string | undefined;
  for (const character of characters) {
    if (previous === undefined || compare(previous, character) !== 0) rank++;
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint > 0xffff) astral.set(codePoint, rank);
    else units[codePoint] = rank;
    previous = character;
  }
  const rankOf = (letter: string) => units[letter.charCodeAt(0)] ?? 0;
  const ligatures = new Map<number, readonly [number, number]>();
  for (const [codePoint, pair] of LIGATURES) {
    ligatures.set(codePoint, [rankOf(pair.charAt(0)), rankOf(pair.charAt(1))]);
    units[codePoint] = LIGATURE;
  }
  for (const codePoint of IGNORABLE) units[codePoint] = SKIP;
  const table = { units, astral, ligatures, digits: Array.from("0123456789", rankOf), size: rank + 1 };
  languageTables.set(locale, table);
  return table;
}

/**
 * The primary keys of the ranges [from[i], to[i]) of `source` in `locale` (ranges rather than
 * strings: lines need not be trimmed, or cut out of the text, to be keyed).
 * With `numeric`, a run of ASCII digits is keyed by its value as the collator's numeric option
 * compares it: the rank of "0" (numbers sort where digits do), then the count of significant digits
 * (a unit above the characters' ranks), then the digits.
 * With a `cap`, keys stop after that many units, a prefix of the whole key, marked `truncated`: lines
 * of text rarely share their first 24 units unless they are equal, and the rest need not be read.
 */
export function primaryKeys(
  source: string,
  from: Int32Array,
  to: Int32Array,
  { locale, numeric, cap = Number.POSITIVE_INFINITY }: { locale: string; numeric: boolean; cap?: number },
): KeySet {
  const table = languageTable(locale);
  // A key unit per character, two for a ligature; a digit run adds two units to its digits, and may
  // overrun the cap.
  const writer: KeyWriter = {
    cap,
    factor: numeric ? 3 : 2,
    units: new Uint16Array(0),
    ranks: numeric ? numericRanks(table) : table.units,
    table,
    used: new Uint8Array(table.size + MAX_DIGIT_RUN + 1),
    length: 0,
  };
  writer.units = new Uint16Array(keyCapacity(from, to, writer));
  const count = from.length;
  const keys = {
    starts: new Int32Array(count),
    lengths: new Int32Array(count),
    truncated: new Uint8Array(count),
  };
  writeKeys(source, from, to, writer, keys);
  return { ...keys, units: writer.units, ...denseRenumbering(writer.used) };
}

// Loops over a whole text are functions of their own (docs/decisions/009-text-transforms-at-10-mb.md).

/** Units that `size` characters may need, at most. */
function roomFor(size: number, { factor, cap }: KeyWriter): number {
  return Math.min(size * factor, cap + MAX_DIGIT_RUN + 2);
}

/** Most keys are about as long as their range: a little more than all of them, and the longest. */
function keyCapacity(from: Int32Array, to: Int32Array, writer: KeyWriter): number {
  let capacity = 1024;
  let largest = 0;
  for (let index = 0; index < from.length; index++) {
    const size = Math.min((to[index] ?? 0) - (from[index] ?? 0), writer.cap);
    capacity += size;
    largest = Math.max(largest, size);
  }
  return capacity + (capacity >>> 3) + roomFor(largest, writer);
}

function writeKeys(
  source: string,
  from: Int32Array,
  to: Int32Array,
  writer: KeyWriter,
  { starts, lengths, truncated }: { starts: Int32Array; lengths: Int32Array; truncated: Uint8Array },
): void {
  const { cap } = writer;
  let length = 0;
  for (let index = 0; index < from.length; index++) {
    const begin = from[index] ?? 0;
    const finish = to[index] ?? 0;
    makeRoom(writer, length, roomFor(finish - begin, writer));
    let end = writeKey(source, begin, finish, false, writer, length);
    if (end === NORMALIZE) {
      // Accents typed as combining marks: the composed form collates the same.
      const composed = source.slice(begin, finish).normalize("NFC");
      makeRoom(writer, length, roomFor(composed.length, writer));
      end = writeKey(composed, 0, composed.length, true, writer, length);
    }
    starts[index] = length;
    if (end < 0) {
      lengths[index] = -1;
      continue;
    }
    // A key of exactly `cap` units may be whole: marking it truncated only costs a closer look.
    if (end - length >= cap) {
      end = length + cap;
      truncated[index] = 1;
    }
    lengths[index] = end - length;
    length = end;
  }
}

/** The units used, renumbered 1, 2… in their order. */
function denseRenumbering(used: Uint8Array): { dense: Uint16Array; alphabet: number } {
  const dense = new Uint16Array(used.length);
  let next = 1;
  for (let unit = 1; unit < used.length; unit++) if (used[unit] === 1) dense[unit] = next++;
  return { dense, alphabet: next };
}

function numericRanks(table: LanguageTable): Uint16Array {
  if (!table.numericUnits) {
    table.numericUnits = table.units.slice();
    for (let digit = 0; digit <= 9; digit++) table.numericUnits[DIGIT_ZERO + digit] = DIGIT;
  }
  return table.numericUnits;
}

/** Grows the writer's buffer, if need be, so that `room` units fit after `length`. */
function makeRoom(writer: KeyWriter, length: number, room: number): void {
  if (length + room <= writer.units.length) return;
  const grown = new Uint16Array(Math.max(writer.units.length * 2, length + room));
  grown.set(writer.units.subarray(0, length));
  writer.units = grown;
}

const NO_KEY = -1;
const NORMALIZE = -2;

/** Where keys are written, and how. */
type KeyWriter = {
  cap: number;
  /** Units per character, at most. */
  factor: number;
  units: Uint16Array;
  ranks: Uint16Array;
  table: LanguageTable;
  /** used[unit] is 1 for each unit written. */
  used: Uint8Array;
  /** Where writeOther writes. */
  length: number;
};

/**
 * Writes the key of source[begin, finish) into writer.units from `start`, up to writer.cap units or a
 * little more; answers where it ends, NO_KEY, or NORMALIZE for a range with a combining mark, unless
 * `normalized`. The inner loop handles the characters of one unit, and writeOther the others, one at
 * a time: with every case in the loop, the engine compiles it twice as slow.
 */
function writeKey(
  source: string,
  begin: number,
  finish: number,
  normalized: boolean,
  writer: KeyWriter,
  start: number,
): number {
  const { cap, units, ranks, used } = writer;
  let length = start;
  let at = begin;
  for (;;) {
    // Each character here is one unit: the cap is as many characters away as units are left.
    const stop = Math.min(finish, at + cap - (length - start));
    while (at < stop) {
      const rank = ranks[source.charCodeAt(at)] as number;
      if (rank >= FIRST_CLASS || rank === 0) break;
      units[length++] = rank;
      used[rank] = 1;
      at++;
    }
    if (at >= finish) return length;
    if (length - start >= cap) {
      // A combining mark changes the letter before it ("o" and a horn make "ơ"): that letter's unit
      // is only right in the composed form.
      if (!isMark(source.charCodeAt(at))) return length;
      return normalized ? NO_KEY : NORMALIZE;
    }
    writer.length = length;
    at = writeOther(source, at, finish, normalized, writer);
    if (at < 0) return at;
    length = writer.length;
  }
}

/**
 * Writes the units of the character at `at`, one that is not a single unit, from writer.length on,
 * moving it; answers where the next character starts, NO_KEY, or NORMALIZE.
 */
function writeOther(
  source: string,
  at: number,
  finish: number,
  normalized: boolean,
  writer: KeyWriter,
): number {
  const { units, ranks, table, used } = writer;
  const unit = source.charCodeAt(at);
  const rank = ranks[unit] as number;
  if (rank === SKIP) return at + 1;
  if (rank === LIGATURE) {
    const pair = table.ligatures.get(unit) ?? [0, 0];
    units[writer.length++] = pair[0];
    units[writer.length++] = pair[1];
    used[pair[0]] = 1;
    used[pair[1]] = 1;
    return at + 1;
  }
  if (rank === DIGIT) {
    let end = at;
    while (end < finish && isAsciiDigit(source.charCodeAt(end))) end++;
    let first = at;
    while (first < end - 1 && source.charCodeAt(first) === DIGIT_ZERO) first++;
    if (end - first > MAX_DIGIT_RUN) return NO_KEY;
    const zeroRank = table.digits[0] ?? 0;
    units[writer.length++] = zeroRank;
    units[writer.length++] = table.size + end - first;
    used[zeroRank] = 1;
    used[table.size + end - first] = 1;
    for (let digit = first; digit < end; digit++) {
      const digitRank = table.digits[source.charCodeAt(digit) - DIGIT_ZERO] ?? 0;
      units[writer.length++] = digitRank;
      used[digitRank] = 1;
    }
    return end;
  }
  if (isHighSurrogate(unit) && at + 1 < finish) {
    const pairRank = table.astral.get(source.codePointAt(at) ?? unit) ?? 0;
    if (pairRank !== 0) {
      units[writer.length++] = pairRank;
      used[pairRank] = 1;
      return at + 2;
    }
  }
  return !normalized && isMark(unit) ? NORMALIZE : NO_KEY;
}

function isMark(unit: number): boolean {
  return unit >= MARKS_START && unit <= MARKS_END;
}
