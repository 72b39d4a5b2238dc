import { isAsciiDigit } from "./char-classes.ts";
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

export function formatJson(text: string, options: Partial<JsonOptions> = {}): TransformResult {
  if (text === "") return NO_TEXT;
  const { mode, indent } = parseOptions(options);
  const pretty = mode === "prettify" && indent > 0;
  const eol = detectLineEnding(text);
  try {
    const formatted = reformat(text, pretty ? eol : "", pretty ? indent : 0);
    if (typeof formatted === "number") return invalidJson(text, formatted);
    const finalBreak = text.endsWith("\n") ? eol : "";
    return succeed(
      formatted + finalBreak,
      mode === "prettify" ? "messages.jsonPrettified" : "messages.jsonMinified",
    );
  } catch {
    // An output too large for a string, say: there is no position to show.
    return fail("messages.unknownJsonError");
  }
}

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const COMMA = 0x2c;
const COLON = 0x3a;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function isWhitespace(unit: number): boolean {
  return unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09;
}

function skipWhitespace(text: string, index: number): number {
  let at = index;
  while (isWhitespace(text.charCodeAt(at))) at++;
  return at;
}

// What reformat() expects next.
const VALUE = 0;
const KEY = 1;
const KEY_COLON = 2;
const AFTER_VALUE = 3;

/**
 * Checks the JSON grammar and re-emits the tokens with new whitespace, in one pass: newline and
 * `indent` spaces per level after brackets and commas, or no whitespace when `newline` is "". Answers
 * the text, or the offset of the first syntax error, where engines report it. Validating here rather
 * than with JSON.parse saves building (and collecting) the whole document as objects.
 * Code units are copied into a buffer (megabytes of small strings joined would cost several times
 * more); the buffer and its length are locals, which the engine keeps in registers.
 */
function reformat(text: string, newline: string, indent: number): string | number {
  const pretty = newline !== "";
  const newlineLength = newline.length;
  const firstBreak = newline.charCodeAt(0);
  const end = text.length;
  let out = new Uint16Array(end + 1024);
  let length = 0;
  // The closing bracket of each open container, innermost last; 0 at the top level.
  const closers: number[] = [];
  let closer = 0;
  let state = VALUE;
  for (let index = 0; index < end; ) {
    const code = text.charCodeAt(index);
    if (isWhitespace(code)) {
      index++;
      continue;
    }
    if (state === AFTER_VALUE) {
      // The rest of the input fits after a line break: no copy below needs to check for room.
      const room = end - index + newlineLength + indent * (closers.length + 1) + 4;
      if (length + room > out.length) out = grown(out, length, room);
      if (code === closer) {
        closers.pop();
        closer = closers.at(-1) ?? 0;
        if (pretty) length = lineBreak(out, length, firstBreak, newlineLength, indent * closers.length);
        out[length++] = code;
      } else if (code === COMMA && closer !== 0) {
        out[length++] = COMMA;
        if (pretty) length = lineBreak(out, length, firstBreak, newlineLength, indent * closers.length);
        state = closer === CLOSE_OBJECT ? KEY : VALUE;
      } else {
        return index;
      }
      index++;
      continue;
    }
    if (state === KEY_COLON) {
      if (code !== COLON) return index;
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
        if (!(unit >= 0x20)) return at;
        out[length++] = unit;
        at++;
        if (unit === QUOTE) break;
        if (unit === BACKSLASH) {
          const escapeEnd = escapeSequenceEnd(text, at);
          if (escapeEnd < 0) return -1 - escapeEnd;
          while (at < escapeEnd) out[length++] = text.charCodeAt(at++);
        }
      }
      index = at;
      state = state === KEY ? KEY_COLON : AFTER_VALUE;
      continue;
    }
    if (state === KEY) return index;
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
      closers.push(closer);
      const room = end - index + newlineLength + indent * closers.length + 4;
      if (length + room > out.length) out = grown(out, length, room);
      if (pretty) length = lineBreak(out, length, firstBreak, newlineLength, indent * closers.length);
      index++;
      state = code === OPEN_OBJECT ? KEY : VALUE;
      continue;
    }
    const scalarEnd = literalOrNumberEnd(text, index);
    if (scalarEnd < 0) return -1 - scalarEnd;
    while (index < scalarEnd) out[length++] = text.charCodeAt(index++);
    state = AFTER_VALUE;
  }
  if (state !== AFTER_VALUE || closer !== 0) return end;
  return unitsToString(out.subarray(0, length), text.isWellFormed());
}

/** Writes "\n" or "\r\n" and `spaces` spaces at `length`; answers the new length. */
function lineBreak(out: Uint16Array, length: number, first: number, newlineLength: number, spaces: number) {
  let at = length;
  out[at++] = first;
  if (newlineLength === 2) out[at++] = 0x0a;
  // A loop: fill() is a call into the runtime, slow for a few spaces.
  for (let space = 0; space < spaces; space++) out[at++] = 0x20;
  return at;
}

/** A copy of the first `length` units of `out` with room for `needed` more. */
function grown(out: Uint16Array, length: number, needed: number): Uint16Array<ArrayBuffer> {
  const copy = new Uint16Array(Math.max(out.length * 2, length + needed));
  copy.set(out.subarray(0, length));
  return copy;
}

/** The engine's message for invalid JSON, with the line and column of `offset` when it gives none. */
function invalidJson(text: string, offset: number): TransformResult {
  let message = "";
  try {
    JSON.parse(text);
  } catch (error) {
    message = error instanceof Error ? error.message : String(error);
  }
  // V8 says "… at position 7 (line 1 column 8)" for most errors, Firefox "… at line 1 column 8 …";
  // V8's "Unexpected token" and "Unexpected end", and Safari's messages, give no position.
  const stated = /line (\d+) column (\d+)/.exec(message);
  if (stated) {
    return fail("messages.invalidJson", {
      error: message,
      line: Number(stated[1]),
      column: Number(stated[2]),
    });
  }
  const position = /position (\d+)/.exec(message);
  const { line, column } = lineAndColumn(text, position ? Number(position[1]) : offset);
  return fail("messages.invalidJson", { error: `${message} (line ${line}, column ${column})`, line, column });
}

/** 1-based line and column (in UTF-16 code units, as engines count) of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (
    let newline = text.indexOf("\n");
    newline >= 0 && newline < offset;
    newline = text.indexOf("\n", newline + 1)
  ) {
    line++;
    lineStart = newline + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The offset of the first syntax error of `text`, as engines report it; its length when it is valid. */
export function syntaxErrorOffset(text: string): number {
  const formatted = reformat(text, "", 0);
  return typeof formatted === "number" ? formatted : text.length;
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
  if (text[at] === "0") at++;
  else if (!isAsciiDigit(text.charCodeAt(at))) return -1 - at;
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
