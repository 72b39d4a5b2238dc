import { charClasses, LETTER, MARK, NUMBER, SPACE } from "./char-classes.ts";
import { asRecord, readBoolean, readChoice } from "./options.ts";
import { fail, NO_TEXT, succeed, type TransformResult } from "./result.ts";
import { isHighSurrogate, unitsToString } from "./utf16.ts";

/**
 * Special characters are the ones outside the selected classes (letters, numbers, spaces). "remove"
 * keeps the ordinary characters, "keep" keeps only the special ones. By default any Unicode letter
 * or digit is ordinary (é, ư, đ are letters), and accents typed as combining marks go with their
 * letter; `asciiOnly` applies the narrow rule of the first version, where only A-Z, a-z, 0-9 and the space are
 * ordinary. Line breaks are structure, not characters: both modes keep them, so every line keeps its
 * place.
 */
export const SPECIAL_CHARS_MODES = ["remove", "keep"] as const;
export type SpecialCharsMode = (typeof SPECIAL_CHARS_MODES)[number];

export type SpecialCharsOptions = {
  mode: SpecialCharsMode;
  letters: boolean;
  numbers: boolean;
  spaces: boolean;
  asciiOnly: boolean;
};

export const DEFAULT_OPTIONS: Readonly<SpecialCharsOptions> = Object.freeze({
  mode: "remove",
  letters: true,
  numbers: true,
  spaces: true,
  asciiOnly: false,
});

export function parseOptions(raw: unknown): SpecialCharsOptions {
  const record = asRecord(raw);
  return {
    mode: readChoice(record.mode, SPECIAL_CHARS_MODES, DEFAULT_OPTIONS.mode),
    letters: readBoolean(record.letters, DEFAULT_OPTIONS.letters),
    numbers: readBoolean(record.numbers, DEFAULT_OPTIONS.numbers),
    spaces: readBoolean(record.spaces, DEFAULT_OPTIONS.spaces),
    asciiOnly: readBoolean(record.asciiOnly, DEFAULT_OPTIONS.asciiOnly),
  };
}

// What a code unit is, for one choice of classes: computed on first sight, then read from a table.
const UNKNOWN = 0;
const ORDINARY = 1;
const SPECIAL = 2;
const COMBINING = 3; // a combining mark (Unicode mode), which goes with the character before it
const LINE_BREAK = 4;
const SURROGATE = 5; // read with the next unit as a code point

/** One table per choice of classes (16 at most), kept for the next run. */
const kindTables = new Map<number, Uint8Array>();

function kindTable({ letters, numbers, spaces, asciiOnly }: SpecialCharsOptions): Uint8Array {
  const choice = Number(letters) | (Number(numbers) << 1) | (Number(spaces) << 2) | (Number(asciiOnly) << 3);
  let table = kindTables.get(choice);
  if (!table) {
    table = new Uint8Array(0x10000);
    kindTables.set(choice, table);
  }
  return table;
}

/** What `codePoint` is when the chosen classes are ordinary: Unicode ones, or their ASCII part. */
function kindOf(codePoint: number, { letters, numbers, spaces, asciiOnly }: SpecialCharsOptions): number {
  if (codePoint === 0x0a || codePoint === 0x0d) return LINE_BREAK;
  if (asciiOnly) {
    // The narrow rule: only A-Z, a-z, 0-9 and the space are ordinary.
    const char = codePoint < 0x80 ? String.fromCharCode(codePoint) : "";
    const ordinary =
      (letters && /[A-Za-z]/.test(char)) || (numbers && /[0-9]/.test(char)) || (spaces && char === " ");
    return ordinary ? ORDINARY : SPECIAL;
  }
  const classes = charClasses(codePoint);
  if (codePoint >= 0x300 && classes & MARK) return COMBINING;
  const ordinaryClasses = (letters ? LETTER : 0) | (numbers ? NUMBER : 0) | (spaces ? SPACE : 0);
  return classes & ordinaryClasses ? ORDINARY : SPECIAL;
}

/**
 * One pass copying the characters the mode keeps into a buffer. In Unicode mode a combining mark
 * shares the fate of the character before it, so an accent never outlives its letter and "❤️"
 * (heart + variation selector) goes as one; in ASCII mode a mark is special like anything else.
 */
function filter(
  text: string,
  options: SpecialCharsOptions,
): { text: string; removed: boolean; empty: boolean } {
  const table = kindTable(options);
  const keepOrdinary = options.mode === "remove";
  const out = new Uint16Array(text.length);
  let length = 0;
  let empty = true;
  let keepMarks = true; // whether the character that marks would attach to was kept
  for (let index = 0; index < text.length; ) {
    const unit = text.charCodeAt(index);
    let kind = table[unit] ?? UNKNOWN;
    if (kind === ORDINARY || kind === SPECIAL) {
      // A run of one kind is kept or dropped whole, by loops small enough to run fast.
      const end = runEnd(text, index + 1, table, kind);
      const keep = (kind === ORDINARY) === keepOrdinary;
      if (keep) length = copyUnits(text, index, end, out, length);
      keepMarks = keep;
      empty &&= !keep;
      index = end;
      continue;
    }
    if (kind === UNKNOWN) {
      kind = isHighSurrogate(unit) ? SURROGATE : kindOf(unit, options);
      table[unit] = kind;
    }
    let end = index + 1;
    if (kind === SURROGATE) {
      const codePoint = text.codePointAt(index) ?? unit;
      kind = kindOf(codePoint, options);
      if (codePoint > 0xffff) end++;
    }
    let keep: boolean;
    if (kind === LINE_BREAK) {
      keep = true; // line breaks are structure, kept in both modes
      keepMarks = true;
    } else if (kind === COMBINING) {
      keep = keepMarks;
      empty &&= !keep;
    } else {
      keep = (kind === ORDINARY) === keepOrdinary;
      keepMarks = keep;
      empty &&= !keep;
    }
    if (keep) length = copyUnits(text, index, end, out, length);
    index = end;
  }
  return {
    text: length === text.length ? text : unitsToString(out.subarray(0, length), text.isWellFormed()),
    removed: length < text.length,
    empty,
  };
}

/** Where the run of code units of `kind` (already known to the table) starting at `index` ends. */
function runEnd(text: string, index: number, table: Uint8Array, kind: number): number {
  let end = index;
  while (end < text.length && table[text.charCodeAt(end)] === kind) end++;
  return end;
}

/** Copies text[from, to) to `out` at `at`; answers where the copy ends. */
function copyUnits(text: string, from: number, to: number, out: Uint16Array, at: number): number {
  let length = at;
  for (let index = from; index < to; index++) out[length++] = text.charCodeAt(index);
  return length;
}

export function processSpecialChars(
  text: string,
  options: Partial<SpecialCharsOptions> = {},
): TransformResult {
  if (text === "") return NO_TEXT;
  const parsed = parseOptions(options);
  const result = filter(text, parsed);
  if (!result.removed) return fail("messages.nothingToRemove");
  if (result.empty) return fail("messages.nothingToKeep");
  return succeed(
    result.text,
    parsed.mode === "remove" ? "messages.specialCharsRemoved" : "messages.specialCharsKept",
  );
}
