import { CLOSER, charClasses, LETTER, NUMBER, OPENER, SPACE, TERMINATOR } from "./char-classes.ts";
import type { MessageKey } from "./messages.ts";
import { asRecord, readChoice } from "./options.ts";
import { NO_TEXT, succeed, type TransformResult } from "./result.ts";
import { isHighSurrogate, unitsToString } from "./utf16.ts";

/**
 * Case conversion, locale-independent (en, fr and vi have no special casing rules). Capitalized and
 * sentence case lower-case the text first, then upper-case chosen letters:
 * - capitalized: the first letter of each whitespace-separated word, after any opening punctuation
 *   ("«été»" → "«Été»"); a word starting with a digit ("3d") is left alone;
 * - sentence: the first letter of the text and the first after . ! ? or … followed by whitespace,
 *   closing quotes allowed before the whitespace (French writes "fin. » Oui") and opening ones after
 *   it; "3.14", "example.com" and "oui?non" start nothing.
 */
export const CASE_MODES = ["lowercase", "uppercase", "capitalized", "sentence"] as const;
export type CaseMode = (typeof CASE_MODES)[number];

export type CaseOptions = { mode: CaseMode };

export const DEFAULT_OPTIONS: Readonly<CaseOptions> = Object.freeze({ mode: "lowercase" });

export function parseOptions(raw: unknown): CaseOptions {
  return { mode: readChoice(asRecord(raw).mode, CASE_MODES, DEFAULT_OPTIONS.mode) };
}

const MESSAGES: Record<CaseMode, MessageKey> = {
  lowercase: "messages.convertedLowercase",
  uppercase: "messages.convertedUppercase",
  capitalized: "messages.convertedCapitalized",
  sentence: "messages.convertedSentence",
};

export function convertCase(text: string, options: Partial<CaseOptions> = {}): TransformResult {
  if (text === "") return NO_TEXT;
  const { mode } = parseOptions(options);
  return succeed(applyCase(text, mode), MESSAGES[mode]);
}

function applyCase(text: string, mode: CaseMode): string {
  switch (mode) {
    case "lowercase":
      return text.toLowerCase();
    case "uppercase":
      return text.toUpperCase();
    case "capitalized":
      return capitalizeWhere(text.toLowerCase(), false);
    case "sentence":
      return capitalizeWhere(text.toLowerCase(), true);
  }
}

// States of the two scanners. A letter met in a state below NORMAL is capitalized.
const START = 0; // start of text, of a word, or of a sentence after its opening punctuation
const AFTER_END = 1; // after a sentence's terminator, closing quotes and some whitespace
const NORMAL = 2;
const IN_WORD = 3;
const AT_END = 4; // right after a terminator, or after closing quotes that follow one

function nextInWords(state: number, classes: number): number {
  if (classes & SPACE) return START;
  return state === START && classes & (LETTER | NUMBER) ? IN_WORD : state;
}

function nextInSentences(state: number, classes: number): number {
  if (classes & TERMINATOR) return AT_END;
  if (classes & LETTER) return NORMAL;
  if (state === START) return classes & (SPACE | OPENER) ? START : NORMAL;
  if (state === AT_END) return classes & SPACE ? AFTER_END : classes & CLOSER ? AT_END : NORMAL;
  if (state === AFTER_END) {
    // '"' and "'" both open and close; reading them as openers gives the same capitals.
    if (classes & SPACE) return AFTER_END;
    if (classes & OPENER) return START;
    return classes & CLOSER ? AT_END : NORMAL;
  }
  return NORMAL;
}

/**
 * Copies `text` into `out` from `index` up to the next sentence terminator (with `sentences`) or
 * whitespace (without), which it does not copy; answers its index, or the text's length.
 */
function copyUntilBoundary(text: string, index: number, out: Uint16Array, sentences: boolean): number {
  const boundary = sentences ? TERMINATOR : SPACE;
  let at = index;
  for (; at < text.length; at++) {
    const unit = text.charCodeAt(at);
    // Terminators and spaces are single code units: surrogates are copied as they are.
    if (
      (unit <= 0x20 || unit >= 0x7f || unit === 0x21 || unit === 0x2e || unit === 0x3f) &&
      charClasses(unit) & boundary
    )
      break;
    out[at] = unit;
  }
  return at;
}

// Upper case of a BMP code unit, cached: 0 not computed yet, 0xffff not a single code unit ("ß" → "SS").
const upperUnits = new Uint16Array(0x10000);
const NOT_ONE_UNIT = 0xffff;

function upperUnit(unit: number): number {
  let upper = upperUnits[unit] ?? 0;
  if (upper === 0) {
    const converted = String.fromCharCode(unit).toUpperCase();
    upper = converted.length === 1 ? converted.charCodeAt(0) : NOT_ONE_UNIT;
    upperUnits[unit] = upper;
  }
  return upper;
}

/**
 * One pass of the scanner over lower-cased text, copying it into a buffer with the chosen letters
 * upper-cased in place. A capital that is not one code unit ("ß" → "SS", letters outside the BMP)
 * cannot be written in place: those few are noted and spliced in afterwards.
 */
function capitalizeWhere(lower: string, sentences: boolean): string {
  const out = new Uint16Array(lower.length);
  const longCapitals: number[] = [];
  let state = START;
  for (let index = 0; index < lower.length; index++) {
    // Within a word, or a sentence, nothing changes until a space, or a terminator, ends it.
    if (state === IN_WORD || (sentences && state === NORMAL)) {
      index = copyUntilBoundary(lower, index, out, sentences);
      if (index >= lower.length) break;
    }
    const unit = lower.charCodeAt(index);
    out[index] = unit;
    const codePoint = isHighSurrogate(unit) ? (lower.codePointAt(index) ?? unit) : unit;
    const classes = charClasses(codePoint);
    if (state < NORMAL && classes & LETTER) {
      const upper = codePoint > 0xffff ? NOT_ONE_UNIT : upperUnit(codePoint);
      if (upper === NOT_ONE_UNIT) longCapitals.push(index);
      else out[index] = upper;
    }
    state = sentences ? nextInSentences(state, classes) : nextInWords(state, classes);
    if (codePoint > 0xffff) out[++index] = lower.charCodeAt(index);
  }
  const patched = unitsToString(out, lower.isWellFormed());
  if (longCapitals.length === 0) return patched;
  const parts: string[] = [];
  let from = 0;
  for (const position of longCapitals) {
    const end = position + ((patched.codePointAt(position) ?? 0) > 0xffff ? 2 : 1);
    parts.push(patched.slice(from, position), patched.slice(position, end).toUpperCase());
    from = end;
  }
  parts.push(patched.slice(from));
  return parts.join("");
}
