import { charClasses, LETTER, MARK, NUMBER, SPACE } from "./char-classes.ts";
import { asRecord, readBoolean, readChoice } from "./options.ts";
import { fail, NO_TEXT, succeed, type TransformResult } from "./result.ts";
import { unitsToString } from "./utf16.ts";

/**
 * Special characters are the ones outside the selected classes (letters, numbers, spaces). "remove"
 * keeps the ordinary characters, "keep" keeps only the special ones. By default any Unicode letter
 * or digit is ordinary (é, ư, đ are letters), and accents typed as combining marks go with their
 * letter; `asciiOnly` applies the spec's literal rule where only A-Z, a-z, 0-9 and the space are
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

/**
 * One pass copying the characters the mode keeps into a buffer. In Unicode mode a combining mark
 * shares the fate of the character before it, so an accent never outlives its letter and "❤️"
 * (heart + variation selector) goes as one; in ASCII mode a mark is special like anything else.
 */
function filter(
  text: string,
  options: SpecialCharsOptions,
): { text: string; removed: boolean; empty: boolean } {
  const { mode, letters, numbers, spaces, asciiOnly } = options;
  const ordinaryClasses = (letters ? LETTER : 0) | (numbers ? NUMBER : 0) | (spaces ? SPACE : 0);
  // The spec's rule: only A-Z, a-z, 0-9 and the space are ordinary.
  const asciiOrdinary = Uint8Array.from({ length: 0x80 }, (_, unit) => {
    const char = String.fromCharCode(unit);
    return (letters && /[A-Za-z]/.test(char)) || (numbers && /[0-9]/.test(char)) || (spaces && char === " ")
      ? 1
      : 0;
  });
  const isOrdinary = asciiOnly
    ? (codePoint: number) => codePoint < 0x80 && asciiOrdinary[codePoint] === 1
    : (codePoint: number) => (charClasses(codePoint) & ordinaryClasses) !== 0;
  const keepOrdinary = mode === "remove";
  const out = new Uint16Array(text.length);
  let length = 0;
  let empty = true;
  let keepMarks = true; // whether the character that marks would attach to was kept
  for (let index = 0; index < text.length; ) {
    const unit = text.charCodeAt(index);
    const codePoint = unit < 0xd800 || unit > 0xdbff ? unit : (text.codePointAt(index) ?? unit);
    const end = index + (codePoint > 0xffff ? 2 : 1);
    let keep: boolean;
    if (unit === 0x0a || unit === 0x0d) {
      keep = true; // line breaks are structure, kept in both modes
      keepMarks = true;
    } else if (!asciiOnly && codePoint >= 0x300 && charClasses(codePoint) & MARK) {
      keep = keepMarks;
      empty &&= !keep;
    } else {
      keep = isOrdinary(codePoint) === keepOrdinary;
      keepMarks = keep;
      empty &&= !keep;
    }
    if (keep) for (let at = index; at < end; at++) out[length++] = text.charCodeAt(at);
    index = end;
  }
  return {
    text: length === text.length ? text : unitsToString(out.subarray(0, length), text.isWellFormed()),
    removed: length < text.length,
    empty,
  };
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
