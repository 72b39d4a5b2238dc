import { asRecord, readBoolean } from "./options.ts";
import { fail, NO_TEXT, succeed, type TransformResult } from "./result.ts";

/**
 * One URL slug from the whole text: "Đường phố Hà Nội" → "duong-pho-ha-noi", "Le cœur a ses
 * raisons" → "le-coeur-a-ses-raisons". Letters that are not a base letter plus marks are mapped
 * first (đ→d, œ→oe, æ→ae, ß→ss, ø→o, ł→l), then accents are stripped (NFD, marks removed). Words are
 * runs of ASCII letters and digits; an apostrophe inside a word is dropped ("don't" → "dont",
 * "l'été" → "lete", as WordPress does), any other character separates words, so separators never
 * repeat and never start or end the slug. Letters of other scripts (Greek, Cyrillic, CJK…) are not
 * transliterated and drop out. The slug never ends with a line break.
 */
export type SlugOptions = { separator: string; lowercase: boolean; removeStopWords: boolean };

export const DEFAULT_OPTIONS: Readonly<SlugOptions> = Object.freeze({
  separator: "-",
  lowercase: true,
  removeStopWords: false,
});

/**
 * Common English words a slug can do without, compared in lower case. Apostrophes are dropped before
 * words are compared, so "it's" is caught as "its"; the entry keeps its apostrophe so the list reads as
 * written.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "a an the and or but for nor on at to by is are am was were be been in of if it its it's with as this that these those from has have had".split(
    " ",
  ),
);

const LONGEST_STOP_WORD = Math.max(...Array.from(STOP_WORDS, (word) => word.length));

/**
 * A short word's ASCII codes, lower-cased, as one number (base 128), so that checking a million words
 * against the stop words allocates no string. Lengths up to 5 fit well within a safe integer.
 */
function wordKey(codes: ArrayLike<number>, start: number, end: number): number {
  let key = 0;
  for (let at = start; at < end; at++) {
    const code = codes[at] ?? 0;
    key = key * 128 + (code >= 0x41 && code <= 0x5a ? code | 0x20 : code);
  }
  return key;
}

const STOP_WORD_KEYS: ReadonlySet<number> = new Set(
  Array.from(STOP_WORDS, (word) =>
    wordKey(
      Array.from(word, (char) => char.charCodeAt(0)),
      0,
      word.length,
    ),
  ),
);

export function parseOptions(raw: unknown): SlugOptions {
  const record = asRecord(raw);
  const separator = record.separator;
  return {
    // At most one character (one code point, so "·" or "→" work); anything else is ignored.
    separator:
      typeof separator === "string" && [...separator].length <= 1 ? separator : DEFAULT_OPTIONS.separator,
    lowercase: readBoolean(record.lowercase, DEFAULT_OPTIONS.lowercase),
    removeStopWords: readBoolean(record.removeStopWords, DEFAULT_OPTIONS.removeStopWords),
  };
}

const LETTER_MAP: Readonly<Record<string, string>> = {
  đ: "d",
  Đ: "D",
  œ: "oe",
  Œ: "OE",
  æ: "ae",
  Æ: "AE",
  ß: "ss",
  ẞ: "SS",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
};
const MARKS = /\p{M}/gu;
const ASCII_WORD = /^[A-Za-z0-9]+$/;

/**
 * What a code point becomes in a slug: ASCII letters and digits themselves, other letters their
 * ASCII base ("é" → "e", "đ" → "d", "œ" → "oe"), combining marks nothing (they belong to the letter
 * before them), anything else null: a word boundary. Stripping marks after NFD character by character
 * equals doing it on the whole text, since NFD only reorders marks among themselves.
 */
function fold(codePoint: number): string | null {
  const char = String.fromCodePoint(codePoint);
  const base = (LETTER_MAP[char] ?? char.normalize("NFD")).replace(MARKS, "");
  return base === "" || ASCII_WORD.test(base) ? base : null;
}

// Cached per code point: a 10 MB text has few distinct characters.
const folded = new Map<number, string | null>();

function foldCached(codePoint: number): string | null {
  let result = folded.get(codePoint);
  if (result === undefined) {
    result = fold(codePoint);
    folded.set(codePoint, result);
  }
  return result;
}

function isAsciiWordUnit(unit: number): boolean {
  return (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a);
}

function startsWord(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  if (unit < 0x80) return isAsciiWordUnit(unit);
  return Boolean(foldCached(text.codePointAt(index) ?? unit));
}

const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;
const PLACEHOLDER = 0x0a; // "\n": never part of a word, replaced by a separator that is not ASCII

export function generateSlug(text: string, options: Partial<SlugOptions> = {}): TransformResult {
  if (text === "") return NO_TEXT;
  const { separator, lowercase, removeStopWords } = parseOptions(options);
  const separatorCode =
    separator.length === 1 && separator.charCodeAt(0) < 0x80 ? separator.charCodeAt(0) : PLACEHOLDER;
  // One pass writing ASCII bytes: a code unit never yields more than two ("œ" → "oe").
  const out = new Uint8Array(text.length * 2);
  let length = 0;
  let wordStart = -1; // -1 between words
  let separatorAt = 0; // where the current word's separator, if any, was written

  const write = (unit: number) => {
    if (wordStart < 0) {
      separatorAt = length;
      if (length > 0 && separator !== "") out[length++] = separatorCode;
      wordStart = length;
    }
    out[length++] = lowercase && unit >= 0x41 && unit <= 0x5a ? unit | 0x20 : unit;
  };
  const endWord = () => {
    if (wordStart >= 0 && removeStopWords && length - wordStart <= LONGEST_STOP_WORD) {
      if (STOP_WORD_KEYS.has(wordKey(out, wordStart, length))) length = separatorAt;
    }
    wordStart = -1;
  };

  for (let index = 0; index < text.length; ) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80 && isAsciiWordUnit(unit)) {
      write(unit);
      index++;
      continue;
    }
    const codePoint = unit < 0xd800 || unit > 0xdbff ? unit : (text.codePointAt(index) ?? unit);
    index += codePoint > 0xffff ? 2 : 1;
    // An apostrophe inside a word is dropped: "don't" → "dont", "l'été" → "lete", "it's" → "its".
    if ((unit === APOSTROPHE || unit === RIGHT_QUOTE) && wordStart >= 0 && startsWord(text, index)) continue;
    const ascii = unit < 0x80 ? null : foldCached(codePoint);
    if (ascii === null) endWord();
    else for (let at = 0; at < ascii.length; at++) write(ascii.charCodeAt(at));
  }
  endWord();
  if (length === 0) return fail("messages.slugEmpty");
  const slug = new TextDecoder("latin1").decode(out.subarray(0, length));
  return succeed(
    separatorCode === PLACEHOLDER ? slug.replaceAll("\n", separator) : slug,
    "messages.slugGenerated",
  );
}
