/**
 * Character classes for the tools that walk a text code point by code point (counter, case
 * conversion, special characters). A regular expression per character would dominate the run time on 10 MB, so each
 * distinct code point is classified once, on first sight, and remembered.
 */
export const SPACE = 1; // JavaScript's \s
export const LETTER = 2; // \p{L}
export const NUMBER = 4; // \p{N}
export const TERMINATOR = 8; // ends a sentence: . ! ? …
export const CLOSER = 16; // may follow a terminator: closing quotes and brackets
export const OPENER = 32; // may open a sentence: opening quotes, brackets, ¿ ¡
export const LINE_FEED = 64;
export const MARK = 128; // \p{M}: combining marks, which belong to the character before them

const SPACE_CHAR = /\s/u;
const LETTER_CHAR = /\p{L}/u;
const NUMBER_CHAR = /\p{N}/u;
const MARK_CHAR = /\p{M}/u;
const TERMINATORS = ".!?…";
const CLOSERS = "\"')]}»”’";
const OPENERS = "\"'([{«“‘¿¡";
const KNOWN = 0x8000;

function classify(char: string): number {
  let flags = KNOWN;
  if (SPACE_CHAR.test(char)) flags |= SPACE;
  if (LETTER_CHAR.test(char)) flags |= LETTER;
  if (NUMBER_CHAR.test(char)) flags |= NUMBER;
  if (TERMINATORS.includes(char)) flags |= TERMINATOR;
  if (CLOSERS.includes(char)) flags |= CLOSER;
  if (OPENERS.includes(char)) flags |= OPENER;
  if (char === "\n") flags |= LINE_FEED;
  if (MARK_CHAR.test(char)) flags |= MARK;
  return flags;
}

const bmpFlags = new Uint16Array(0x10000);
const astralFlags = new Map<number, number>();

/** The classes of a code point, as a bit set of the constants above. */
export function charClasses(codePoint: number): number {
  if (codePoint < 0x10000) {
    let flags = bmpFlags[codePoint] ?? 0;
    if (flags === 0) {
      flags = classify(String.fromCharCode(codePoint));
      bmpFlags[codePoint] = flags;
    }
    return flags;
  }
  let flags = astralFlags.get(codePoint);
  if (flags === undefined) {
    flags = classify(String.fromCodePoint(codePoint));
    astralFlags.set(codePoint, flags);
  }
  return flags;
}

/** "0" to "9", the only digits of JSON, of numeric sorting and of leading numbers. */
export function isAsciiDigit(unit: number): boolean {
  return unit >= 0x30 && unit <= 0x39;
}
