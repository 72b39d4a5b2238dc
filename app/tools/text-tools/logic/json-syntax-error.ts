/**
 * The message and position of a JSON syntax error, worded as V8's JSON.parse words it (the messages
 * Chrome users knew when the tool asked the engine) but computed from the offset and problem the
 * formatter's own pass found: asking the engine would parse the whole text again, and an engine may
 * take seconds, gigabytes or its stack on the inputs that matter here (100,000 unclosed brackets).
 * Everything below reads a few characters around the error, plus one pass to count lines.
 */

/**
 * What the formatter's pass stopped on: the offset of the first offending code unit (the text's length
 * at its end) and, for most errors, the problem in V8's words; without one the message depends on the
 * character found there ("Unexpected token…", "Unexpected end of JSON input", "Unexpected number…").
 */
export type JsonSyntaxError = { offset: number; problem?: string };

export const EXPECTED_PROPERTY_NAME = "Expected property name or '}' in JSON";
export const EXPECTED_QUOTED_PROPERTY_NAME = "Expected double-quoted property name in JSON";
export const EXPECTED_COLON = "Expected ':' after property name in JSON";
export const EXPECTED_COMMA_OR_BRACE = "Expected ',' or '}' after property value in JSON";
export const EXPECTED_COMMA_OR_BRACKET = "Expected ',' or ']' after array element in JSON";
export const AFTER_JSON = "Unexpected non-whitespace character after JSON";
export const UNTERMINATED_STRING = "Unterminated string in JSON";
export const BAD_CONTROL_CHARACTER = "Bad control character in string literal in JSON";
export const BAD_ESCAPE = "Bad escaped character in JSON";
export const BAD_UNICODE_ESCAPE = "Bad Unicode escape in JSON";
export const NO_NUMBER_AFTER_MINUS = "No number after minus sign in JSON";
export const UNTERMINATED_FRACTION = "Unterminated fractional number in JSON";
export const EXPONENT_WITHOUT_NUMBER = "Exponent part is missing a number in JSON";

// V8 shows the whole text when it is shorter than 21 code units, else 10 units either side of the error.
const CONTEXT = 10;
// Texts V8 names whole: what String(undefined), String(NaN)… give, passed to JSON.parse by mistake.
const SPECIAL_TEXTS = new Set(["[object Object]", "undefined", "Infinity", "NaN"]);

/**
 * What is wrong, by a code the page words in its language (text_tools:json.problems): V8's message is
 * English whatever the page's language. A comma before a closing bracket, for which V8 only names the
 * bracket, is called what it is: a trailing comma.
 */
export type JsonProblem =
  | "unexpected_token"
  | "unexpected_end"
  | "unexpected_number"
  | "unexpected_string"
  | "trailing_comma"
  | "expected_property_name"
  | "expected_quoted_property_name"
  | "expected_colon"
  | "expected_comma_or_brace"
  | "expected_comma_or_bracket"
  | "after_json"
  | "unterminated_string"
  | "bad_control_character"
  | "bad_escape"
  | "bad_unicode_escape"
  | "no_number_after_minus"
  | "unterminated_fraction"
  | "exponent_without_number";

const PROBLEMS: Readonly<Record<string, JsonProblem>> = {
  [EXPECTED_PROPERTY_NAME]: "expected_property_name",
  [EXPECTED_QUOTED_PROPERTY_NAME]: "expected_quoted_property_name",
  [EXPECTED_COLON]: "expected_colon",
  [EXPECTED_COMMA_OR_BRACE]: "expected_comma_or_brace",
  [EXPECTED_COMMA_OR_BRACKET]: "expected_comma_or_bracket",
  [AFTER_JSON]: "after_json",
  [UNTERMINATED_STRING]: "unterminated_string",
  [BAD_CONTROL_CHARACTER]: "bad_control_character",
  [BAD_ESCAPE]: "bad_escape",
  [BAD_UNICODE_ESCAPE]: "bad_unicode_escape",
  [NO_NUMBER_AFTER_MINUS]: "no_number_after_minus",
  [UNTERMINATED_FRACTION]: "unterminated_fraction",
  [EXPONENT_WITHOUT_NUMBER]: "exponent_without_number",
};

/**
 * The invalid-JSON message's parameters: V8's message, with the line and column where it has none; and
 * the problem's code, with the character found (`token`) where the page names it.
 */
export type SyntaxErrorParams = {
  error: string;
  line: number;
  column: number;
  problem: JsonProblem;
  token?: string;
};

const isJsonWhitespace = (unit: number) => unit === 0x20 || unit === 0x0a || unit === 0x0d || unit === 0x09;

/** A "}" or "]" right after a comma (white space aside): the comma is the mistake. */
function closesAfterComma(text: string, offset: number): boolean {
  const unit = text.charCodeAt(offset);
  if (unit !== 0x7d && unit !== 0x5d) return false;
  let before = offset - 1;
  while (before >= 0 && isJsonWhitespace(text.charCodeAt(before))) before--;
  return text.charCodeAt(before) === 0x2c;
}

/** V8's message for the error, with its position as V8 states it or as the tool adds it. */
function engineMessage(
  text: string,
  offset: number,
  problem: string | undefined,
  line: number,
  column: number,
) {
  const positioned = (what: string) => `${what} at position ${offset} (line ${line} column ${column})`;
  if (problem !== undefined) return positioned(problem);
  const unit = text.charCodeAt(offset);
  if (unit === 0x2d || (unit >= 0x30 && unit <= 0x39)) return positioned("Unexpected number in JSON");
  if (unit === 0x22) return positioned("Unexpected string in JSON");
  let error: string;
  if (offset >= text.length) error = "Unexpected end of JSON input";
  else if (SPECIAL_TEXTS.has(text)) error = `"${text}" is not valid JSON`;
  else error = `Unexpected token '${text[offset]}', ${excerpt(text, offset)} is not valid JSON`;
  return `${error} (line ${line}, column ${column})`;
}

/** The code of the problem V8's message states, or of the character found where it states none. */
function problemOf(text: string, offset: number, problem: string | undefined): JsonProblem {
  if (problem !== undefined) return PROBLEMS[problem] ?? "unexpected_token";
  const unit = text.charCodeAt(offset);
  if (unit === 0x2d || (unit >= 0x30 && unit <= 0x39)) return "unexpected_number";
  if (unit === 0x22) return "unexpected_string";
  return offset >= text.length ? "unexpected_end" : "unexpected_token";
}

export function syntaxErrorParams(text: string, { offset, problem }: JsonSyntaxError): SyntaxErrorParams {
  const { line, column } = lineAndColumn(text, offset);
  const error = engineMessage(text, offset, problem, line, column);
  const found = text[offset] ?? "";
  if (closesAfterComma(text, offset)) return { error, line, column, problem: "trailing_comma", token: found };
  const code = problemOf(text, offset, problem);
  return code === "unexpected_token"
    ? { error, line, column, problem: code, token: found }
    : { error, line, column, problem: code };
}

/** The text around `offset` in quotes, with an ellipsis on each side where some is left out. */
function excerpt(text: string, offset: number): string {
  if (text.length <= 2 * CONTEXT) return `"${text}"`;
  if (offset < CONTEXT) return `"${text.slice(0, offset + CONTEXT)}"...`;
  const before = text.slice(offset - CONTEXT, offset + CONTEXT);
  return offset < text.length - CONTEXT ? `..."${before}"...` : `..."${before}"`;
}

/**
 * 1-based line and column (in UTF-16 code units, as engines count) of an offset. LF, CR LF and a lone
 * CR each end a line, as in V8's messages and in editors (CR LF counts as a lone CR when the offset is
 * at its LF). Searched for with indexOf, which is several times faster than a loop over 10 MB.
 */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf("\n"); at >= 0 && at < offset; at = text.indexOf("\n", at + 1)) {
    line++;
    lineStart = at + 1;
  }
  for (let at = text.indexOf("\r"); at >= 0 && at < offset; at = text.indexOf("\r", at + 1)) {
    if (at + 1 === offset || text.charCodeAt(at + 1) !== 0x0a) {
      line++;
      lineStart = Math.max(lineStart, at + 1);
    }
  }
  return { line, column: offset - lineStart + 1 };
}
