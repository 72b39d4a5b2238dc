import { isAsciiDigit } from "./char-classes.ts";
import {
  AFTER_JSON,
  BAD_CONTROL_CHARACTER,
  BAD_ESCAPE,
  BAD_UNICODE_ESCAPE,
  EXPECTED_COLON,
  EXPECTED_COMMA_OR_BRACE,
  EXPECTED_COMMA_OR_BRACKET,
  EXPECTED_PROPERTY_NAME,
  EXPECTED_QUOTED_PROPERTY_NAME,
  EXPONENT_WITHOUT_NUMBER,
  type JsonSyntaxError,
  NO_NUMBER_AFTER_MINUS,
  syntaxErrorParams,
  UNTERMINATED_FRACTION,
  UNTERMINATED_STRING,
} from "./json-syntax-error.ts";
import { detectLineEnding } from "./lines.ts";
import { asRecord, readChoice, readWholeNumber } from "./options.ts";
import { fail, NO_TEXT, succeed, type TransformResult } from "./result.ts";
import { unitsToString } from "./utf16.ts";

/**
 * Prettify or minify JSON by changing whitespace only: numbers, strings and key order are copied as
 * written, so 12345678901234567890 and 1.0 survive (a JSON.parse/stringify round trip would turn them
 * into 12345678901234567000 and 1). Prettified output looks like JSON.stringify's, indent 0 being
 * compact, with the input's line ending; a final line break is kept in both modes.
 * Invalid JSON gives 'Invalid JSON: {error}' where the error always says the line and column.
 */
export const JSON_MODES = ["prettify", "minify"] as const;
export type JsonMode = (typeof JSON_MODES)[number];

export type JsonOptions = { mode: JsonMode; indent: number };

export const DEFAULT_OPTIONS: Readonly<JsonOptions> = Object.freeze({ mode: "prettify", indent: 2 });

export const MAX_INDENT = 10;

export function parseOptions(raw: unknown): JsonOptions {
  const record = asRecord(raw);
  return {
    mode: readChoice(record.mode, JSON_MODES, DEFAULT_OPTIONS.mode),
    indent: readWholeNumber(record.indent, 0, MAX_INDENT, DEFAULT_OPTIONS.indent),
  };
}

/**
 * Prettified output grows with depth × indent, not with the input: 1,000,000 nested arrays (2 MB)
 * would take a terabyte with indent 2. Above this many characters (ten times the 10 MB the tools are
 * made for, 200 MB as UTF-16) a valid document is refused rather than prettified; minify still works.
 */
export const MAX_PRETTIFIED_LENGTH = 100_000_000;

export function formatJson(text: string, options: Partial<JsonOptions> = {}): TransformResult {
  if (text === "") return NO_TEXT;
  const { mode, indent } = parseOptions(options);
  const pretty = mode === "prettify" && indent > 0;
  const eol = detectLineEnding(text);
  const newline = pretty ? eol : "";
  const spaces = pretty ? indent : 0;
  try {
    // Minified output is never longer than the input. Prettified output is rarely longer than
    // 1 + indent / 2 times it (1.6 times for the benchmark's with indent 2, 3.4 with indent 10); when it
    // is, the first pass has checked the text and measured the output for a second one.
    const end = text.length;
    const size = pretty ? Math.min(Math.ceil(end * (1 + indent / 2)) + 1024, MAX_PRETTIFIED_LENGTH) : end;
    let formatted = reformat(text, newline, spaces, size);
    if (typeof formatted === "number") {
      if (formatted > MAX_PRETTIFIED_LENGTH) return fail("messages.jsonTooLargeToPrettify");
      formatted = reformat(text, newline, spaces, formatted);
      if (typeof formatted === "number") throw new RangeError("JSON output longer than measured");
    }
    if (!(formatted instanceof Uint16Array)) return invalidJson(text, formatted);
    const finalBreak = text.endsWith("\n") ? eol : "";
    return succeed(
      unitsToString(formatted, text.isWellFormed()) + finalBreak,
      mode === "prettify" ? "messages.jsonPrettified" : "messages.jsonMinified",
    );
  } catch {
    // Memory the browser would not give, say: there is no position to show.
    return fail("messages.unknownJsonError");
  }
}

function invalidJson(text: string, error: JsonSyntaxError): TransformResult {
  return fail("messages.invalidJson", syntaxErrorParams(text, error));
}

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
// The closer at the top level, where no character closes anything (0 would match U+0000).
const TOP_LEVEL = -1;

function isWhitespace(unit: number): boolean {
  return unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09;
}

function skipWhitespace(text: string, index: number): number {
  const end = text.length;
  let at = index;
  // Bounded: a read past the end would cost the loops that call this their optimised code.
  while (at < end && isWhitespace(text.charCodeAt(at))) at++;
  return at;
}

// What reformat() expects next.
const VALUE = 0;
const KEY = 1;
const KEY_COLON = 2;
const AFTER_VALUE = 3;

// Output lengths are counted exactly up to here (as lengths stay small integers), and not beyond.
const LONGER_THAN_ALLOWED = MAX_PRETTIFIED_LENGTH + 1;

/**
 * Checks the JSON grammar and re-emits the tokens with new whitespace, in one pass: newline and
 * `indent` spaces per level after brackets and commas, or no whitespace when `newline` is "". Answers
 * the output's code units, the first syntax error (where engines report it), or, when the output does
 * not fit in `size` units, its length (any length over MAX_PRETTIFIED_LENGTH for one over it).
 * Validating here rather than with JSON.parse saves building (and collecting) the whole document as
 * objects, and the error is described from what this pass found (json-syntax-error.ts).
 * Code units are copied into a buffer of `size` units (megabytes of small strings joined would cost
 * several times more): the buffer and its length are locals, which the engine keeps in registers. Past
 * its end, a typed array ignores writes, and line breaks only count their indentation, so a buffer too
 * small costs no more time than one large enough and the pass goes on checking the text. (Growing
 * the buffer instead made 100,000 unclosed '[' write 10^10 spaces of indentation before reaching the
 * end of the text: 31 s and 6.7 GB.) The open containers are a stack of bytes: 10 MB of '[' take 10 MB.
 */
function reformat(
  text: string,
  newline: string,
  indent: number,
  size: number,
): Uint16Array | JsonSyntaxError | number {
  const pretty = newline !== "";
  const newlineLength = newline.length;
  const firstBreak = newline.charCodeAt(0);
  const end = text.length;
  const out = new Uint16Array(size);
  let length = 0;
  // The closing bracket of each open container, innermost last, and of the innermost one.
  let closers = new Uint8Array(256);
  let depth = 0;
  let closer = TOP_LEVEL;
  let state = VALUE;
  for (let index = 0; index < end; ) {
    const code = text.charCodeAt(index);
    if (isWhitespace(code)) {
      index++;
      continue;
    }
    if (state === AFTER_VALUE) {
      if (code === closer) {
        depth--;
        closer = depth === 0 ? TOP_LEVEL : (closers[depth - 1] as number);
        if (pretty) length = lineBreak(out, length, firstBreak, newlineLength, indent * depth);
        out[length++] = code;
      } else if (code === COMMA && closer !== TOP_LEVEL) {
        out[length++] = COMMA;
        if (pretty) length = lineBreak(out, length, firstBreak, newlineLength, indent * depth);
        state = closer === CLOSE_OBJECT ? KEY : VALUE;
      } else {
        return { offset: index, problem: afterValueProblem(closer) };
      }
      index++;
      continue;
    }
    if (state === KEY_COLON) {
      if (code !== COLON) return { offset: index, problem: EXPECTED_COLON };
      out[length++] = COLON;
      if (pretty) out[length++] = 0x20;
      state = VALUE;
      index++;
      continue;
    }
    if (code === QUOTE) {
      // Copied while looking for the closing quote, checking escapes and control characters.
      out[length++] = QUOTE;
      let at = index + 1;
      for (;;) {
        const unit = text.charCodeAt(at);
        // NaN past the end fails this test too.
        if (!(unit >= 0x20)) return stringError(text, at);
        out[length++] = unit;
        at++;
        if (unit === QUOTE) break;
        if (unit === BACKSLASH) {
          const escapeEnd = escapeSequenceEnd(text, at);
          if (escapeEnd < 0) return escapeError(text, at, -1 - escapeEnd);
          while (at < escapeEnd) out[length++] = text.charCodeAt(at++);
        }
      }
      index = at;
      state = state === KEY ? KEY_COLON : AFTER_VALUE;
      continue;
    }
    if (state === KEY) return keyError(text, index);
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      out[length++] = code;
      const next = skipWhitespace(text, index + 1);
      if (text.charCodeAt(next) === code + 2) {
        out[length++] = code + 2; // '{' + 2 is '}', '[' + 2 is ']'
        index = next + 1;
        state = AFTER_VALUE;
        continue;
      }
      closer = code + 2;
      if (depth === closers.length) closers = grown(closers);
      closers[depth++] = closer;
      if (pretty) length = lineBreak(out, length, firstBreak, newlineLength, indent * depth);
      index++;
      state = code === OPEN_OBJECT ? KEY : VALUE;
      continue;
    }
    const scalarEnd = literalOrNumberEnd(text, index);
    if (scalarEnd < 0) return scalarError(text, index, -1 - scalarEnd);
    while (index < scalarEnd) out[length++] = text.charCodeAt(index++);
    state = AFTER_VALUE;
  }
  if (state === AFTER_VALUE && closer === TOP_LEVEL) return length > size ? length : out.subarray(0, length);
  if (state === AFTER_VALUE) return { offset: end, problem: afterValueProblem(closer) };
  if (state === KEY_COLON) return { offset: end, problem: EXPECTED_COLON };
  return state === KEY ? keyError(text, end) : { offset: end };
}

/**
 * Writes "\n" or "\r\n" and `spaces` spaces at `length`; answers the new length. When they do not fit,
 * writes nothing and only counts them, up to LONGER_THAN_ALLOWED: 1,000,000 levels of indentation
 * would take a terabyte. (Kept this small, it is inlined, and so are the scanners the pass calls.)
 */
function lineBreak(out: Uint16Array, length: number, first: number, newlineLength: number, spaces: number) {
  const end = length + newlineLength + spaces;
  if (end > out.length) return Math.min(end, LONGER_THAN_ALLOWED);
  out[length] = first;
  if (newlineLength === 2) out[length + 1] = 0x0a;
  // A loop: fill() is a call into the runtime, slow for a few spaces.
  for (let at = length + newlineLength; at < end; at++) out[at] = 0x20;
  return end;
}

/** A copy of the stack with twice the room. */
function grown(stack: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(stack.length * 2);
  copy.set(stack);
  return copy;
}

function afterValueProblem(closer: number): string {
  if (closer === CLOSE_OBJECT) return EXPECTED_COMMA_OR_BRACE;
  return closer === CLOSE_ARRAY ? EXPECTED_COMMA_OR_BRACKET : AFTER_JSON;
}

/** A property name was expected at `offset`: the problem depends on whether it is the object's first. */
function keyError(text: string, offset: number): JsonSyntaxError {
  let before = offset - 1;
  while (isWhitespace(text.charCodeAt(before))) before--;
  const first = text.charCodeAt(before) === OPEN_OBJECT;
  return { offset, problem: first ? EXPECTED_PROPERTY_NAME : EXPECTED_QUOTED_PROPERTY_NAME };
}

/** A string stopped at a code unit below U+0020 or at the end of the text. */
function stringError(text: string, offset: number): JsonSyntaxError {
  return { offset, problem: offset < text.length ? BAD_CONTROL_CHARACTER : UNTERMINATED_STRING };
}

/** An escape sequence, starting after the backslash at `start - 1`, is wrong at `offset`. */
function escapeError(text: string, start: number, offset: number): JsonSyntaxError {
  if (text[start] === "u") return { offset, problem: BAD_UNICODE_ESCAPE };
  // Past U+00FF, V8 calls the character an unexpected token.
  return text.charCodeAt(offset) <= 0xff ? { offset, problem: BAD_ESCAPE } : { offset };
}

/** The value starting at `start` is wrong at `offset`: a number's problem, or an unexpected character. */
function scalarError(text: string, start: number, offset: number): JsonSyntaxError {
  const before = text[offset - 1];
  if (offset === start || (!isAsciiDigit(text.charCodeAt(start)) && text[start] !== "-")) return { offset };
  if (before === "-" && offset - 1 === start) return { offset, problem: NO_NUMBER_AFTER_MINUS };
  if (before === ".") return { offset, problem: UNTERMINATED_FRACTION };
  if (before === "e" || before === "E" || before === "+" || before === "-") {
    return { offset, problem: EXPONENT_WITHOUT_NUMBER };
  }
  return { offset }; // a digit after a leading zero: "Unexpected number"
}

export { lineAndColumn } from "./json-syntax-error.ts";

/** The offset of the first syntax error of `text`, as engines report it; its length when it is valid. */
export function syntaxErrorOffset(text: string): number {
  const formatted = reformat(text, "", 0, text.length);
  return typeof formatted === "number" || formatted instanceof Uint16Array ? text.length : formatted.offset;
}

const LITERALS = ["true", "false", "null"];
const ESCAPED = '"\\/bfnrt';
const HEX_DIGIT = /[0-9a-fA-F]/;

/** After the backslash at `index - 1`: the end of the escape sequence, or -1 - offset of the error. */
function escapeSequenceEnd(text: string, index: number): number {
  const escaped = text[index] ?? "";
  if (escaped === "u") {
    for (let digit = index + 1; digit < index + 5; digit++) {
      if (!HEX_DIGIT.test(text[digit] ?? "")) return -1 - digit;
    }
    return index + 5;
  }
  return escaped !== "" && ESCAPED.includes(escaped) ? index + 1 : -1 - index;
}

/** End of the literal or number at `index`, or -1 - offset of the error. */
function literalOrNumberEnd(text: string, index: number): number {
  const code = text.charCodeAt(index);
  const literal = LITERALS.find((word) => word.charCodeAt(0) === code);
  if (literal) {
    for (let at = 1; at < literal.length; at++) {
      if (text.charCodeAt(index + at) !== literal.charCodeAt(at)) return -1 - (index + at);
    }
    return index + literal.length;
  }
  return numberEnd(text, index);
}

/** -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, failing where a digit was needed, as engines do. */
function numberEnd(text: string, index: number): number {
  let at = index;
  if (text[at] === "-") at++;
  if (text[at] === "0") {
    at++;
    if (isAsciiDigit(text.charCodeAt(at))) return -1 - at;
  } else if (!isAsciiDigit(text.charCodeAt(at))) return -1 - at;
  else at = digitsEnd(text, at);
  if (text[at] === ".") {
    at++;
    if (!isAsciiDigit(text.charCodeAt(at))) return -1 - at;
    at = digitsEnd(text, at);
  }
  if (text[at] === "e" || text[at] === "E") {
    at++;
    if (text[at] === "+" || text[at] === "-") at++;
    if (!isAsciiDigit(text.charCodeAt(at))) return -1 - at;
    at = digitsEnd(text, at);
  }
  return at;
}

function digitsEnd(text: string, index: number): number {
  let at = index;
  while (isAsciiDigit(text.charCodeAt(at))) at++;
  return at;
}
