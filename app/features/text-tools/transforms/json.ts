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
  try {
    // The engine's parser is the fast and authoritative validator; reformat() then trusts the input.
    JSON.parse(text);
    const pretty = mode === "prettify" && indent > 0;
    const eol = detectLineEnding(text);
    const body = reformat(text, pretty ? eol : "", " ".repeat(indent));
    const finalBreak = text.endsWith("\n") ? eol : "";
    return succeed(
      body + finalBreak,
      mode === "prettify" ? "messages.jsonPrettified" : "messages.jsonMinified",
    );
  } catch (error) {
    // Anything but a syntax error (say, an output too large for a string) has no position to show.
    return error instanceof SyntaxError
      ? invalidJson(text, error.message)
      : fail("messages.unknownJsonError");
  }
}

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
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

/** Index just after the string starting at `index`, or -1 when it is not closed. */
function stringEnd(text: string, index: number): number {
  let quote = text.indexOf('"', index + 1);
  while (quote >= 0) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

/**
 * Re-emits the tokens of valid JSON with new whitespace, in one pass, copying code units into a buffer
 * (megabytes of small strings joined would cost several times more).
 */
function reformat(text: string, newline: string, unit: string): string {
  const pretty = newline !== "";
  let out = new Uint16Array(text.length + 1024);
  let length = 0;
  const room = (needed: number) => {
    if (length + needed <= out.length) return;
    const grown = new Uint16Array(Math.max(out.length * 2, length + needed));
    grown.set(out.subarray(0, length));
    out = grown;
  };
  const copy = (from: number, to: number) => {
    room(to - from);
    for (let at = from; at < to; at++) out[length++] = text.charCodeAt(at);
  };
  const write = (code: number) => {
    room(1);
    out[length++] = code;
  };
  const lineBreak = (depth: number) => {
    room(newline.length + unit.length * depth);
    for (let at = 0; at < newline.length; at++) out[length++] = newline.charCodeAt(at);
    for (let level = 0; level < depth; level++) {
      for (let at = 0; at < unit.length; at++) out[length++] = 0x20;
    }
  };
  let depth = 0;
  for (let index = 0; index < text.length; ) {
    const code = text.charCodeAt(index);
    if (isWhitespace(code)) {
      index++;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const next = skipWhitespace(text, index + 1);
      write(code);
      if (text.charCodeAt(next) === code + 2) {
        write(code + 2); // '{' + 2 is '}', '[' + 2 is ']'
        index = next + 1;
      } else {
        depth++;
        if (pretty) lineBreak(depth);
        index++;
      }
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
      if (pretty) lineBreak(depth);
      write(code);
      index++;
    } else if (code === COMMA) {
      write(COMMA);
      if (pretty) lineBreak(depth);
      index++;
    } else if (code === COLON) {
      write(COLON);
      if (pretty) write(0x20);
      index++;
    } else {
      let end = code === QUOTE ? stringEnd(text, index) : index + 1;
      while (code !== QUOTE && end < text.length && !isDelimiter(text.charCodeAt(end))) end++;
      copy(index, end);
      index = end;
    }
  }
  return unitsToString(out.subarray(0, length), text.isWellFormed());
}

function isDelimiter(unit: number): boolean {
  return (
    isWhitespace(unit) || unit === COMMA || unit === CLOSE_OBJECT || unit === CLOSE_ARRAY || unit === COLON
  );
}

function invalidJson(text: string, message: string): TransformResult {
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
  const { line, column } = lineAndColumn(text, position ? Number(position[1]) : syntaxErrorOffset(text));
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

/**
 * Offset of the first syntax error in text the engine rejected, by walking the JSON grammar with an
 * explicit stack (deep nesting cannot overflow the call stack). Scalars report their own error
 * offset as a negative number (-1 - offset).
 */
export function syntaxErrorOffset(text: string): number {
  const closers: number[] = [];
  let index = 0;
  for (;;) {
    // A value is expected at `index`.
    index = skipWhitespace(text, index);
    const code = text.charCodeAt(index);
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const next = skipWhitespace(text, index + 1);
      if (text.charCodeAt(next) === code + 2) {
        index = next + 1;
      } else {
        closers.push(code + 2);
        if (code === OPEN_OBJECT) {
          index = memberKey(text, next);
          if (index < 0) return -1 - index;
        } else {
          index = next;
        }
        continue;
      }
    } else {
      index = scalarEnd(text, index);
      if (index < 0) return -1 - index;
    }
    // After a value: close containers, or a comma brings the next value.
    for (;;) {
      index = skipWhitespace(text, index);
      const closer = closers.at(-1);
      if (closer === undefined) return index;
      const after = text.charCodeAt(index);
      if (after === closer) {
        closers.pop();
        index++;
      } else if (after === COMMA) {
        index = closer === CLOSE_OBJECT ? memberKey(text, index + 1) : index + 1;
        if (index < 0) return -1 - index;
        break;
      } else {
        return index;
      }
    }
  }
}

/** After `"key" :`, or -1 - offset of the error. */
function memberKey(text: string, index: number): number {
  const start = skipWhitespace(text, index);
  if (text.charCodeAt(start) !== QUOTE) return -1 - start;
  const end = scalarEnd(text, start);
  if (end < 0) return end;
  const colon = skipWhitespace(text, end);
  return text.charCodeAt(colon) === COLON ? colon + 1 : -1 - colon;
}

const LITERALS = ["true", "false", "null"];
const ESCAPED = '"\\/bfnrt';
const HEX_DIGIT = /[0-9a-fA-F]/;

/** End of the string, number or literal at `index`, or -1 - offset of the error. */
function scalarEnd(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code === QUOTE) {
    for (let at = index + 1; at < text.length; at++) {
      const unit = text.charCodeAt(at);
      if (unit === QUOTE) return at + 1;
      if (unit < 0x20) return -1 - at;
      if (unit === BACKSLASH) {
        const escaped = text[at + 1] ?? "";
        if (escaped === "u") {
          for (let digit = at + 2; digit < at + 6; digit++) {
            if (!HEX_DIGIT.test(text[digit] ?? "")) return -1 - digit;
          }
          at += 5;
        } else if (escaped !== "" && ESCAPED.includes(escaped)) {
          at++;
        } else {
          return -1 - (at + 1);
        }
      }
    }
    return -1 - text.length;
  }
  const literal = LITERALS.find((word) => word.charCodeAt(0) === code);
  if (literal) {
    for (let at = 1; at < literal.length; at++) {
      if (text.charCodeAt(index + at) !== literal.charCodeAt(at)) return -1 - (index + at);
    }
    return index + literal.length;
  }
  return numberEnd(text, index);
}

function isDigit(unit: number): boolean {
  return unit >= 0x30 && unit <= 0x39;
}

/** -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, failing where a digit was needed, as engines do. */
function numberEnd(text: string, index: number): number {
  let at = index;
  const digits = () => {
    if (!isDigit(text.charCodeAt(at))) return false;
    while (isDigit(text.charCodeAt(at))) at++;
    return true;
  };
  if (text[at] === "-") at++;
  if (text[at] === "0") at++;
  else if (!digits()) return -1 - at;
  if (text[at] === ".") {
    at++;
    if (!digits()) return -1 - at;
  }
  if (text[at] === "e" || text[at] === "E") {
    at++;
    if (text[at] === "+" || text[at] === "-") at++;
    if (!digits()) return -1 - at;
  }
  return at;
}
