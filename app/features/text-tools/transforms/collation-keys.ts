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

/** Keys of many strings in one buffer: key i is units[starts[i], starts[i] + lengths[i]). */
export type KeySet = {
  units: Uint16Array;
  starts: Int32Array;
  /** -1 for a string that has no key. */
  lengths: Int32Array;
  /** Every unit is below this. */
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
 * The primary keys of `strings` in `locale`, with their units renumbered to the characters present so
 * that the alphabet stays small. With `numeric`, a run of ASCII digits is keyed by its value as the
 * collator's numeric option compares it: the rank of "0" (numbers sort where digits do), then the
 * count of significant digits (a unit above the characters' ranks), then the digits.
 */
export function primaryKeys(strings: readonly string[], locale: string, numeric: boolean): KeySet {
  const table = languageTable(locale);
  const { astral, ligatures, digits, size } = table;
  let ranks = table.units;
  if (numeric) {
    ranks = ranks.slice();
    for (let digit = 0; digit <= 9; digit++) ranks[DIGIT_ZERO + digit] = DIGIT;
  }
  const zeroRank = digits[0] ?? 0;
  // A key unit per character, two for a ligature; a digit run adds two units to its digits. Most keys
  // are about as long as their string: the buffer starts a little larger than all of them, and grows
  // when a string could overflow it.
  const factor = numeric ? 3 : 2;
  let capacity = 1024;
  let longest = 0;
  for (const string of strings) {
    capacity += string.length;
    longest = Math.max(longest, string.length);
  }
  capacity += (capacity >>> 3) + longest * factor;
  let units = new Uint16Array(capacity);
  const starts = new Int32Array(strings.length);
  const lengths = new Int32Array(strings.length);
  let length = 0;
  const makeRoom = (needed: number) => {
    if (length + needed <= units.length) return;
    const grown = new Uint16Array(Math.max(units.length * 2, length + needed));
    grown.set(units.subarray(0, length));
    units = grown;
  };

  for (let index = 0; index < strings.length; index++) {
    let string = strings[index] ?? "";
    makeRoom(string.length * factor);
    const start = length;
    let normalized = false;
    let keyed = true;
    for (let at = 0; at < string.length; at++) {
      const unit = string.charCodeAt(at);
      const rank = ranks[unit] as number;
      if (rank < FIRST_CLASS && rank !== 0) {
        units[length++] = rank;
        continue;
      }
      if (rank === SKIP) continue;
      if (rank === LIGATURE) {
        const pair = ligatures.get(unit) ?? [0, 0];
        units[length++] = pair[0];
        units[length++] = pair[1];
        continue;
      }
      if (rank === DIGIT) {
        let end = at;
        while (end < string.length && isDigit(string.charCodeAt(end))) end++;
        let first = at;
        while (first < end - 1 && string.charCodeAt(first) === DIGIT_ZERO) first++;
        if (end - first > MAX_DIGIT_RUN) {
          keyed = false;
          break;
        }
        units[length++] = zeroRank;
        units[length++] = size + end - first;
        for (let digit = first; digit < end; digit++) {
          units[length++] = digits[string.charCodeAt(digit) - DIGIT_ZERO] ?? 0;
        }
        at = end - 1;
        continue;
      }
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const pairRank = astral.get(string.codePointAt(at) ?? unit) ?? 0;
        if (pairRank !== 0) {
          units[length++] = pairRank;
          at++;
          continue;
        }
      }
      // Accents typed as combining marks: the composed form collates the same.
      if (!normalized && unit >= MARKS_START && unit <= MARKS_END) {
        normalized = true;
        string = string.normalize("NFC");
        length = start;
        at = -1;
        makeRoom(string.length * factor);
        continue;
      }
      keyed = false;
      break;
    }
    starts[index] = start;
    if (keyed) {
      lengths[index] = length - start;
    } else {
      lengths[index] = -1;
      length = start;
    }
  }
  return { units, starts, lengths, alphabet: renumber(units, length, size + MAX_DIGIT_RUN + 1) };
}

/** Renumbers the units used, keeping their order, to 1…n - 1; answers n. */
function renumber(units: Uint16Array, length: number, alphabet: number): number {
  const used = new Uint8Array(alphabet);
  for (let at = 0; at < length; at++) used[units[at] ?? 0] = 1;
  const dense = new Uint16Array(alphabet);
  let next = 1;
  for (let unit = 1; unit < alphabet; unit++) if (used[unit] === 1) dense[unit] = next++;
  for (let at = 0; at < length; at++) units[at] = dense[units[at] ?? 0] ?? 0;
  return next;
}

function isDigit(unit: number): boolean {
  return unit >= DIGIT_ZERO && unit <= DIGIT_ZERO + 9;
}
