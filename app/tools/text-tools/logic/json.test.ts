import { describe, expect, it, vi } from "vitest";
import { seededRandom } from "#app/test/seeded-random.ts";
import {
  DEFAULT_OPTIONS,
  formatJson,
  lineAndColumn,
  MAX_PRETTIFIED_LENGTH,
  parseOptions,
  syntaxErrorOffset,
} from "./json.ts";

const SAMPLE = '{"ville":"Hà Nội","cœur":["raison",1,true,null],"vide":{},"liste":[ ],"n":{"x":-1.5e3}}';

const format = (text: string, options = {}) => {
  const result = formatJson(text, options);
  return result.ok ? result.text : undefined;
};

/**
 * What the tool answered when it asked V8 for its message (before its own pass described errors):
 * the engine's message, with the line and column of the offending character where it states none.
 */
function engineError(text: string) {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    const stated = /line (\d+) column (\d+)/.exec(message);
    if (stated) return { error: message, line: Number(stated[1]), column: Number(stated[2]) };
    const { line, column } = lineAndColumn(text, syntaxErrorOffset(text));
    return { error: `${message} (line ${line}, column ${column})`, line, column };
  }
}

/** The answer for invalid JSON, checked against the engine's. */
function refusal(text: string, options = {}) {
  const result = formatJson(text, options);
  expect(result.ok, JSON.stringify(text.slice(0, 100))).toBe(false);
  expect(result.messageKey).toBe("messages.invalidJson");
  // The engine's part of the answer; the problem's code is checked on its own below.
  const { error, line, column } = result.messageParams as { error: string; line: number; column: number };
  return { error, line, column };
}

describe("formatJson", () => {
  it("refuses empty text", () => {
    expect(formatJson("")).toEqual({ ok: false, messageKey: "messages.noText" });
  });

  it("prettifies with 2 spaces by default, exactly as JSON.stringify would", () => {
    const result = formatJson(SAMPLE);
    expect(result).toEqual({
      ok: true,
      text: '{\n  "ville": "Hà Nội",\n  "cœur": [\n    "raison",\n    1,\n    true,\n    null\n  ],\n  "vide": {},\n  "liste": [],\n  "n": {\n    "x": -1.5e3\n  }\n}',
      messageKey: "messages.jsonPrettified",
    });
    const sameNumbers = SAMPLE.replace("-1.5e3", "-1500");
    for (const indent of [0, 1, 4, 10]) {
      expect(format(sameNumbers, { indent })).toBe(JSON.stringify(JSON.parse(sameNumbers), null, indent));
    }
  });

  it("minifies", () => {
    expect(formatJson('{\n  "a" : [ 1 , 2 ],\n  "b" : { }\n}', { mode: "minify" })).toEqual({
      ok: true,
      text: '{"a":[1,2],"b":{}}',
      messageKey: "messages.jsonMinified",
    });
  });

  it("changes whitespace only: numbers, escapes, duplicate keys and strings stay as written", () => {
    const text =
      '{"big":12345678901234567890,"one":1.0,"e":1E+2,"k":1,"k":2,"s":"a\\"}{,:[] \\u00e9 👨‍👩‍👧"}';
    expect(format(text, { mode: "minify" })).toBe(text);
    expect(format(text, { indent: 1 })).toBe(
      '{\n "big": 12345678901234567890,\n "one": 1.0,\n "e": 1E+2,\n "k": 1,\n "k": 2,\n "s": "a\\"}{,:[] \\u00e9 👨‍👩‍👧"\n}',
    );
  });

  it("formats scalars and a string ending in an escaped backslash", () => {
    expect(format(' "Đường phố\\\\" ')).toBe('"Đường phố\\\\"');
    expect(format("42")).toBe("42");
    expect(format("[[[]]]")).toBe("[\n  [\n    []\n  ]\n]");
  });

  it("keeps CR LF and a final line break", () => {
    expect(format('{"a":1}\r\n')).toBe('{\r\n  "a": 1\r\n}\r\n');
    expect(format('{\r\n"a":1\r\n}\r\n', { mode: "minify" })).toBe('{"a":1}\r\n');
    expect(format("[1]\n", { mode: "minify" })).toBe("[1]\n");
  });

  it("reports invalid JSON with the engine's message and its line and column", () => {
    expect(formatJson('{\n  "a": 1,\n}')).toEqual({
      ok: false,
      messageKey: "messages.invalidJson",
      messageParams: {
        error: "Expected double-quoted property name in JSON at position 12 (line 3 column 1)",
        line: 3,
        column: 1,
        problem: "trailing_comma",
        token: "}",
      },
    });
  });

  it("adds the line and column when the engine's message has none", () => {
    const result = formatJson('{\r\n  "cœur": tru }');
    expect(result).toMatchObject({
      ok: false,
      messageKey: "messages.invalidJson",
      messageParams: { line: 2, column: 14 },
    });
    expect(result.messageParams?.error).toMatch(/^Unexpected token.*\(line 2, column 14\)$/s);
    expect(formatJson("\n\n")).toEqual({
      ok: false,
      messageKey: "messages.invalidJson",
      messageParams: {
        error: "Unexpected end of JSON input (line 3, column 1)",
        line: 3,
        column: 1,
        problem: "unexpected_end",
      },
    });
  });

  it("names each problem by a code the page words in its language, a trailing comma as such", () => {
    const problem = (text: string) => {
      const { problem: code, token } = formatJson(text).messageParams ?? {};
      return token === undefined ? code : `${code} ${token}`;
    };
    expect(problem("[1, 2,]")).toBe("trailing_comma ]");
    expect(problem('{"a": 1,\n}')).toBe("trailing_comma }");
    expect(problem("[1 2]")).toBe("expected_comma_or_bracket");
    expect(problem('{"a" 1}')).toBe("expected_colon");
    expect(problem("{a: 1}")).toBe("expected_property_name");
    expect(problem('{"a": 1, b: 2}')).toBe("expected_quoted_property_name");
    expect(problem('["a]')).toBe("unterminated_string");
    expect(problem('["\\x"]')).toBe("bad_escape");
    expect(problem("[01]")).toBe("unexpected_number");
    expect(problem("[1.]")).toBe("unterminated_fraction");
    expect(problem("[tru]")).toBe("unexpected_token ]");
    expect(problem("{'a': 1}")).toBe("expected_property_name");
    expect(problem("[")).toBe("unexpected_end");
    expect(problem("undefined")).toBe("unexpected_token u");
  });

  it("rejects text that is not JSON at all, emoji and combining marks included", () => {
    expect(formatJson("👨‍👩‍👧 e\u0301")).toMatchObject({ ok: false, messageParams: { line: 1, column: 1 } });
  });

  it("handles very long lines and deep nesting", () => {
    const long = JSON.stringify({
      texte: "Tiếng Việt ".repeat(50_000),
      liste: Array.from({ length: 10_000 }, (_, i) => i),
    });
    expect(format(long, { mode: "minify" })).toBe(long);
    expect(format(long)).toBe(JSON.stringify(JSON.parse(long), null, 2));
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    expect(format(deep, { mode: "minify" })).toBe(deep);
    expect(syntaxErrorOffset(`${"[".repeat(100_000)}x`)).toBe(100_000);
  });
});

describe("formatJson failures without a position", () => {
  it("answers 'Unknown error parsing JSON' for anything but a syntax error", () => {
    // What a browser does with an output larger than a string can be.
    const decode = vi.spyOn(TextDecoder.prototype, "decode").mockImplementation(() => {
      throw new RangeError("Invalid string length");
    });
    try {
      expect(formatJson("[1]")).toEqual({ ok: false, messageKey: "messages.unknownJsonError" });
    } finally {
      decode.mockRestore();
    }
  });
});

describe("syntaxErrorOffset", () => {
  it("agrees with the engine wherever the engine states a position", () => {
    const invalid = [
      '{"a":1,}',
      "[1 2]",
      "01",
      "[-]",
      "1.",
      "1e+",
      '"\\x"',
      '"\\u12G4"',
      '"a\u0001"',
      '{"a":"b',
      '{"a" 1}',
      "{1:2}",
      '{"a":1 "b":2}',
      "[1]]",
      "",
      "   ",
      "{",
      "[",
      '{"a":',
      "tru",
      "[true false]",
      "{} ",
      "[01]",
      "[1.5e+]",
      "[1,2",
      '{"a":1',
      '"\t"',
      '["\\',
    ];
    for (const text of invalid) {
      let message = "";
      try {
        JSON.parse(text);
      } catch (error) {
        message = (error as Error).message;
      }
      const stated = /position (\d+)/.exec(message);
      const expected = stated ? Number(stated[1]) : text.length; // "Unexpected end of JSON input"
      expect(syntaxErrorOffset(text), JSON.stringify(text)).toBe(expected);
    }
  });

  it("accepts exactly what the engine accepts, on thousands of damaged documents", () => {
    const next = seededRandom(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const value = (depth: number): unknown => {
      const roll = next();
      if (depth > 3 || roll < 0.4) return pick([0, -1.5e3, 12, true, false, null, 'é\\"\n', "Hà Nội", ""]);
      if (roll < 0.7) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, (_, i) => [`k${i}`, value(depth + 1)]),
      );
    };
    const pieces = [
      "{",
      "}",
      "[",
      "]",
      ",",
      ":",
      '"',
      "\\",
      " ",
      "\n",
      "\u0001",
      "0",
      "-",
      ".",
      "e",
      "t",
      "u",
      "x",
    ];
    let invalid = 0;
    for (let round = 0; round < 3000; round++) {
      let text = JSON.stringify(value(0), null, round % 3);
      for (let edits = Math.floor(next() * 3); edits > 0; edits--) {
        const at = Math.floor(next() * (text.length + 1));
        const removed = next() < 0.5 ? 1 : 0;
        text = text.slice(0, at) + (next() < 0.7 ? pick(pieces) : "") + text.slice(at + removed);
      }
      let message: string | undefined;
      try {
        JSON.parse(text);
      } catch (error) {
        message = (error as Error).message;
        invalid++;
      }
      const offset = syntaxErrorOffset(text);
      const stated = message === undefined ? String(text.length) : /position (\d+)/.exec(message)?.[1];
      if (stated !== undefined) expect(offset, JSON.stringify(text)).toBe(Number(stated));
      else expect(offset, JSON.stringify(text)).toBeLessThanOrEqual(text.length);
      expect(formatJson(text, { mode: "minify" }).ok, JSON.stringify(text)).toBe(
        message === undefined && text !== "",
      );
      if (text === "") continue;
      if (message !== undefined) {
        expect(refusal(text), JSON.stringify(text)).toEqual(engineError(text));
        continue;
      }
      // Valid: prettified, it minifies back, and reads as the same document.
      const indent = 1 + (round % 10);
      const pretty = format(text, { indent }) ?? "";
      expect(format(pretty, { mode: "minify" })).toBe(format(text, { mode: "minify" }));
      expect(JSON.parse(pretty)).toEqual(JSON.parse(text));
    }
    expect(invalid).toBeGreaterThan(1000);
  });

  it("points at the unexpected token when the engine does not say where", () => {
    expect(syntaxErrorOffset("[1,]")).toBe(3);
    expect(syntaxErrorOffset("[,1]")).toBe(1);
    expect(syntaxErrorOffset("nulL")).toBe(3);
    expect(syntaxErrorOffset('{"a":{"b":[1,{"c":}]}}')).toBe(18);
  });
});

describe("lineAndColumn", () => {
  it("counts from 1, with CR LF counting as one line break", () => {
    expect(lineAndColumn("ab\r\ncd", 4)).toEqual({ line: 2, column: 1 });
    expect(lineAndColumn("abc", 0)).toEqual({ line: 1, column: 1 });
  });

  it("counts a lone CR as a line break, as V8 and editors do", () => {
    expect(lineAndColumn("a\rb\r\r\ncd", 7)).toEqual({ line: 4, column: 2 });
    expect(lineAndColumn("a\r\nb", 2)).toEqual({ line: 2, column: 1 }); // at the LF of a CR LF
    expect(lineAndColumn("a\n\n", 3)).toEqual({ line: 3, column: 1 });
  });
});

describe("JSON options", () => {
  it("uses the spec's defaults and ignores an indent outside 0 to 10", () => {
    expect(DEFAULT_OPTIONS).toEqual({ mode: "prettify", indent: 2 });
    expect(parseOptions({ indent: 11 })).toEqual(DEFAULT_OPTIONS);
    expect(parseOptions({ indent: -1 })).toEqual(DEFAULT_OPTIONS);
    expect(parseOptions({ indent: 1.5 })).toEqual(DEFAULT_OPTIONS);
    expect(parseOptions({ indent: "4", mode: "minify" })).toEqual({ mode: "minify", indent: 4 });
  });
});

describe("formatJson on what RFC 8259 refuses", () => {
  it("refuses a value followed by U+0000, and anything but whitespace after the value", () => {
    expect(formatJson("123\u0000")).toEqual({
      ok: false,
      messageKey: "messages.invalidJson",
      messageParams: {
        error: "Unexpected non-whitespace character after JSON at position 3 (line 1 column 4)",
        line: 1,
        column: 4,
        problem: "after_json",
      },
    });
    for (const text of [
      "123\u0000",
      "123\u0000\u0000",
      "{}\u0000",
      '"a"\u0000',
      "[1]x",
      "{}}",
      '"a""b"',
      "1 2",
      "nulll",
    ]) {
      expect(refusal(text, { mode: "minify" })).toEqual(engineError(text));
      expect(refusal(`${text}\n`)).toEqual(engineError(`${text}\n`));
    }
  });

  it("refuses every control character but the four whitespaces, raw in strings or between tokens", () => {
    for (let unit = 0; unit < 0x20; unit++) {
      const char = String.fromCharCode(unit);
      const escaped = `\\u${unit.toString(16).padStart(4, "0")}`;
      expect(format(`["${escaped}"]`, { mode: "minify" })).toBe(`["${escaped}"]`);
      expect(refusal(`["a${char}b"]`)).toMatchObject({
        error: `Bad control character in string literal in JSON at position 3 (line 1 column 4)`,
      });
      expect(refusal(`{"k${char}":1}`)).toMatchObject({ line: 1, column: 4 });
      if ("\t\n\r ".includes(char)) continue;
      for (const text of [`${char}1`, `[1${char}]`, `[1,${char}2]`, `{"a"${char}:1}`, `1${char}`]) {
        expect(refusal(text), JSON.stringify(text)).toEqual(engineError(text));
      }
    }
  });

  it("refuses other spaces, a byte order mark and JavaScript's extras between tokens", () => {
    for (const text of [
      "\u00a01",
      "\ufeff{}",
      "[1\u2028]",
      "\v1",
      "\f1",
      "[1,]",
      "{'a':1}",
      "[NaN]",
      "+1",
      ".5",
      "0x1F",
      "[01]",
      "/**/1",
    ]) {
      expect(refusal(text), JSON.stringify(text)).toEqual(engineError(text));
    }
  });
});

describe("formatJson on pathological invalid input", () => {
  it("answers where 100,000 unclosed '[' end, in either mode", () => {
    const text = "[".repeat(100_000);
    const expected = {
      error: "Unexpected end of JSON input (line 1, column 100001)",
      line: 1,
      column: 100_001,
    };
    expect(refusal(text)).toEqual(expected);
    expect(refusal(text, { indent: 10 })).toEqual(expected);
    expect(refusal(text, { mode: "minify" })).toEqual(expected);
  });

  it("answers the line and column of 10 MB of invalid input of several shapes", () => {
    const megabytes = 10 * 1024 * 1024;
    const brackets = "[".repeat(megabytes);
    expect(refusal(brackets)).toEqual({
      error: `Unexpected end of JSON input (line 1, column ${megabytes + 1})`,
      line: 1,
      column: megabytes + 1,
    });
    expect(refusal(`${brackets.slice(1)}}`, { mode: "minify" })).toEqual({
      error: `Unexpected token '}', ..."[[[[[[[[[[}" is not valid JSON (line 1, column ${megabytes})`,
      line: 1,
      column: megabytes,
    });
    const lines = Math.floor(megabytes / 3);
    expect(refusal("[\r\n".repeat(lines))).toMatchObject({ line: lines + 1, column: 1 });
    expect(refusal('{"a":'.repeat(megabytes / 5), { mode: "minify" })).toMatchObject({
      error: `Unexpected end of JSON input (line 1, column ${megabytes + 1})`,
    });
    const unterminated = `"${"Tiếng Việt ".repeat(Math.floor(megabytes / 11))}`;
    expect(refusal(unterminated)).toEqual({
      error: `Unterminated string in JSON at position ${unterminated.length} (line 1 column ${unterminated.length + 1})`,
      line: 1,
      column: unterminated.length + 1,
    });
  });

  it("answers where 10 MB of valid-looking JSON goes wrong at its very end", () => {
    const rows = Array.from({ length: 100_000 }, (_, id) => ({
      id,
      ville: "Hà Nội",
      mots: ["cœur", 1.5, null],
    }));
    const text = JSON.stringify(rows, null, 2);
    expect(text.length).toBeGreaterThan(10_000_000);
    const lines = text.split("\n").length;
    const lastLine = text.slice(text.lastIndexOf("\n") + 1);
    expect(refusal(`${text.slice(0, -1)}x`)).toEqual({
      error: `Expected ',' or ']' after array element in JSON at position ${text.length - 1} (line ${lines} column 1)`,
      line: lines,
      column: 1,
    });
    expect(refusal(`${text}\u0000`, { mode: "minify" })).toMatchObject({
      line: lines,
      column: lastLine.length + 1,
    });
    expect(refusal(`${text.slice(0, -20)}tru`)).toMatchObject({
      error: expect.stringMatching(/^Unexpected end/),
    });
  });
});

describe("formatJson on deeply nested valid JSON", () => {
  const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it("minifies any depth, and prettifies with indent 0 as compact", () => {
    for (const text of [arrays(1_000_000), objects(100_000)]) {
      expect(format(text, { mode: "minify" })).toBe(text);
      expect(format(text.replaceAll(":", " : "), { mode: "minify" })).toBe(text);
      expect(format(text, { indent: 0 })).toBe(text);
    }
  });

  it("prettifies as JSON.stringify would when the output is longer than the first buffer", () => {
    for (const text of [arrays(1_000), objects(1_000)]) {
      expect(format(text, { indent: 10 })).toBe(JSON.stringify(JSON.parse(text), null, 10));
    }
    expect(format(`${arrays(2_000)}\r\n`)).toBe(
      `${JSON.stringify(JSON.parse(arrays(2_000)), null, 2).replaceAll("\n", "\r\n")}\r\n`,
    );
  });

  it("refuses to prettify what would be over MAX_PRETTIFIED_LENGTH characters, and says nothing is wrong with it", () => {
    // 4,500 levels with indent 10: 2 × 10 × (1 + … + 4,500) spaces, about 2 × 10^8.
    for (const text of [arrays(1_000_000), objects(100_000), arrays(4_500)]) {
      expect(formatJson(text, { indent: 10 })).toEqual({
        ok: false,
        messageKey: "messages.jsonTooLargeToPrettify",
      });
    }
    expect(formatJson(arrays(1_000_000))).toEqual({
      ok: false,
      messageKey: "messages.jsonTooLargeToPrettify",
    });
    expect(formatJson(arrays(1_000_000), { mode: "minify" }).ok).toBe(true);
    expect(10 * 4_500 * 4_501).toBeGreaterThan(MAX_PRETTIFIED_LENGTH);
  });
});

describe("formatJson on JSONTestSuite's parsing cases", () => {
  it("accepts every y_ case, minified and prettified, as the same document", () => {
    for (const [name, text] of ACCEPTED) {
      const minified = format(text, { mode: "minify" });
      expect(minified, name).toBeDefined();
      expect(JSON.parse(minified ?? ""), name).toEqual(JSON.parse(text));
      expect(format(format(text, { indent: 3 }) ?? "", { mode: "minify" }), name).toBe(minified);
    }
  });

  it("refuses every n_ case, as the engine words it", () => {
    for (const [name, text] of REFUSED) {
      if (text === "") {
        expect(formatJson(text)).toEqual({ ok: false, messageKey: "messages.noText" });
        continue;
      }
      expect(refusal(text, { mode: "minify" }), name).toEqual(engineError(text));
      expect(refusal(text, { indent: 10 }), name).toEqual(engineError(text));
    }
  });

  it("decides the i_ cases as the engine does", () => {
    for (const [name, text, accepted] of EITHER) {
      expect(formatJson(text).ok, name).toBe(accepted);
    }
  });
});

// JSONTestSuite (github.com/nst/JSONTestSuite, MIT licence, Nicolas Seriot): the test_parsing files by
// name (y_ must be accepted, n_ refused, i_ is the implementation's choice), decoded as UTF-8 with
// U+FFFD for invalid bytes, as a browser shows such a file; three long ones are built below.
const DEEP_OPEN = "[".repeat(100_000);
const OPEN_OBJECTS = `${'[{"":'.repeat(50_000)}\n`;
const NESTED_500 = `${"[".repeat(500)}${"]".repeat(500)}`;
const ACCEPTED: [string, string][] = [
  ["array_arraysWithSpaces", "[[]   ]"],
  ["array_empty-string", '[""]'],
  ["array_empty", "[]"],
  ["array_ending_with_newline", '["a"]'],
  ["array_false", "[false]"],
  ["array_heterogeneous", '[null, 1, "1", {}]'],
  ["array_null", "[null]"],
  ["array_with_1_and_newline", "[1\n]"],
  ["array_with_leading_space", " [1]"],
  ["array_with_several_null", "[1,null,null,null,2]"],
  ["array_with_trailing_space", "[2] "],
  ["number", "[123e65]"],
  ["number_0e+1", "[0e+1]"],
  ["number_0e1", "[0e1]"],
  ["number_after_space", "[ 4]"],
  [
    "number_double_close_to_zero",
    "[-0.000000000000000000000000000000000000000000000000000000000000000000000000000001]\n",
  ],
  ["number_int_with_exp", "[20e1]"],
  ["number_minus_zero", "[-0]"],
  ["number_negative_int", "[-123]"],
  ["number_negative_one", "[-1]"],
  ["number_negative_zero", "[-0]"],
  ["number_real_capital_e", "[1E22]"],
  ["number_real_capital_e_neg_exp", "[1E-2]"],
  ["number_real_capital_e_pos_exp", "[1E+2]"],
  ["number_real_exponent", "[123e45]"],
  ["number_real_fraction_exponent", "[123.456e78]"],
  ["number_real_neg_exp", "[1e-2]"],
  ["number_real_pos_exponent", "[1e+2]"],
  ["number_simple_int", "[123]"],
  ["number_simple_real", "[123.456789]"],
  ["object", '{"asd":"sdf", "dfg":"fgh"}'],
  ["object_basic", '{"asd":"sdf"}'],
  ["object_duplicated_key", '{"a":"b","a":"c"}'],
  ["object_duplicated_key_and_value", '{"a":"b","a":"b"}'],
  ["object_empty", "{}"],
  ["object_empty_key", '{"":0}'],
  ["object_escaped_null_in_key", '{"foo\\u0000bar": 42}'],
  ["object_extreme_numbers", '{ "min": -1.0e+28, "max": 1.0e+28 }'],
  [
    "object_long_strings",
    '{"x":[{"id": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}], "id": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}',
  ],
  ["object_simple", '{"a":[]}'],
  [
    "object_string_unicode",
    '{"title":"\\u041f\\u043e\\u043b\\u0442\\u043e\\u0440\\u0430 \\u0417\\u0435\\u043c\\u043b\\u0435\\u043a\\u043e\\u043f\\u0430" }',
  ],
  ["object_with_newlines", '{\n"a": "b"\n}'],
  ["string_1_2_3_bytes_UTF-8_sequences", '["\\u0060\\u012a\\u12AB"]'],
  ["string_accepted_surrogate_pair", '["\\uD801\\udc37"]'],
  ["string_accepted_surrogate_pairs", '["\\ud83d\\ude39\\ud83d\\udc8d"]'],
  ["string_allowed_escapes", '["\\"\\\\\\/\\b\\f\\n\\r\\t"]'],
  ["string_backslash_and_u_escaped_zero", '["\\\\u0000"]'],
  ["string_backslash_doublequotes", '["\\""]'],
  ["string_comments", '["a/*b*/c/*d//e"]'],
  ["string_double_escape_a", '["\\\\a"]'],
  ["string_double_escape_n", '["\\\\n"]'],
  ["string_escaped_control_character", '["\\u0012"]'],
  ["string_escaped_noncharacter", '["\\uFFFF"]'],
  ["string_in_array", '["asd"]'],
  ["string_in_array_with_leading_space", '[ "asd"]'],
  ["string_last_surrogates_1_and_2", '["\\uDBFF\\uDFFF"]'],
  ["string_nbsp_uescaped", '["new\\u00A0line"]'],
  ["string_nonCharacterInUTF-8_U+10FFFF", '["\u{10ffff}"]'],
  ["string_nonCharacterInUTF-8_U+FFFF", '["\uffff"]'],
  ["string_null_escape", '["\\u0000"]'],
  ["string_one-byte-utf-8", '["\\u002c"]'],
  ["string_pi", '["\u03c0"]'],
  ["string_reservedCharacterInUTF-8_U+1BFFF", '["\u{1bfff}"]'],
  ["string_simple_ascii", '["asd "]'],
  ["string_space", '" "'],
  ["string_surrogates_U+1D11E_MUSICAL_SYMBOL_G_CLEF", '["\\uD834\\uDd1e"]'],
  ["string_three-byte-utf-8", '["\\u0821"]'],
  ["string_two-byte-utf-8", '["\\u0123"]'],
  ["string_u+2028_line_sep", '["\u2028"]'],
  ["string_u+2029_par_sep", '["\u2029"]'],
  ["string_uEscape", '["\\u0061\\u30af\\u30EA\\u30b9"]'],
  ["string_uescaped_newline", '["new\\u000Aline"]'],
  ["string_unescaped_char_delete", '["\u007f"]'],
  ["string_unicode", '["\\uA66D"]'],
  ["string_unicodeEscapedBackslash", '["\\u005C"]'],
  ["string_unicode_2", '["\u2342\u3234\u2342"]'],
  ["string_unicode_U+10FFFE_nonchar", '["\\uDBFF\\uDFFE"]'],
  ["string_unicode_U+1FFFE_nonchar", '["\\uD83F\\uDFFE"]'],
  ["string_unicode_U+200B_ZERO_WIDTH_SPACE", '["\\u200B"]'],
  ["string_unicode_U+2064_invisible_plus", '["\\u2064"]'],
  ["string_unicode_U+FDD0_nonchar", '["\\uFDD0"]'],
  ["string_unicode_U+FFFE_nonchar", '["\\uFFFE"]'],
  ["string_unicode_escaped_double_quote", '["\\u0022"]'],
  ["string_utf8", '["\u20ac\u{1d11e}"]'],
  ["string_with_del_character", '["a\u007fa"]'],
  ["structure_lonely_false", "false"],
  ["structure_lonely_int", "42"],
  ["structure_lonely_negative_real", "-0.1"],
  ["structure_lonely_null", "null"],
  ["structure_lonely_string", '"asd"'],
  ["structure_lonely_true", "true"],
  ["structure_string_empty", '""'],
  ["structure_trailing_newline", '["a"]\n'],
  ["structure_true_in_array", "[true]"],
  ["structure_whitespace_array", " [] "],
];
const REFUSED: [string, string][] = [
  ["array_1_true_without_comma", "[1 true]"],
  ["array_a_invalid_utf8", "[a\ufffd]"],
  ["array_colon_instead_of_comma", '["": 1]'],
  ["array_comma_after_close", '[""],'],
  ["array_comma_and_number", "[,1]"],
  ["array_double_comma", "[1,,2]"],
  ["array_double_extra_comma", '["x",,]'],
  ["array_extra_close", '["x"]]'],
  ["array_extra_comma", '["",]'],
  ["array_incomplete", '["x"'],
  ["array_incomplete_invalid_value", "[x"],
  ["array_inner_array_no_comma", "[3[4]]"],
  ["array_invalid_utf8", "[\ufffd]"],
  ["array_items_separated_by_semicolon", "[1:2]"],
  ["array_just_comma", "[,]"],
  ["array_just_minus", "[-]"],
  ["array_missing_value", '[   , ""]'],
  ["array_newlines_unclosed", '["a",\n4\n,1,'],
  ["array_number_and_comma", "[1,]"],
  ["array_number_and_several_commas", "[1,,]"],
  ["array_spaces_vertical_tab_formfeed", '["\u000ba"\\f]'],
  ["array_star_inside", "[*]"],
  ["array_unclosed", '[""'],
  ["array_unclosed_trailing_comma", "[1,"],
  ["array_unclosed_with_new_lines", "[1,\n1\n,1"],
  ["array_unclosed_with_object_inside", "[{}"],
  ["incomplete_false", "[fals]"],
  ["incomplete_null", "[nul]"],
  ["incomplete_true", "[tru]"],
  ["multidigit_number_then_00", "123\u0000"],
  ["number_++", "[++1234]"],
  ["number_+1", "[+1]"],
  ["number_+Inf", "[+Inf]"],
  ["number_-01", "[-01]"],
  ["number_-1.0.", "[-1.0.]"],
  ["number_-2.", "[-2.]"],
  ["number_-NaN", "[-NaN]"],
  ["number_.-1", "[.-1]"],
  ["number_.2e-3", "[.2e-3]"],
  ["number_0.1.2", "[0.1.2]"],
  ["number_0.3e+", "[0.3e+]"],
  ["number_0.3e", "[0.3e]"],
  ["number_0.e1", "[0.e1]"],
  ["number_0_capital_E+", "[0E+]"],
  ["number_0_capital_E", "[0E]"],
  ["number_0e+", "[0e+]"],
  ["number_0e", "[0e]"],
  ["number_1.0e+", "[1.0e+]"],
  ["number_1.0e-", "[1.0e-]"],
  ["number_1.0e", "[1.0e]"],
  ["number_1_000", "[1 000.0]"],
  ["number_1eE2", "[1eE2]"],
  ["number_2.e+3", "[2.e+3]"],
  ["number_2.e-3", "[2.e-3]"],
  ["number_2.e3", "[2.e3]"],
  ["number_9.e+", "[9.e+]"],
  ["number_Inf", "[Inf]"],
  ["number_NaN", "[NaN]"],
  ["number_U+FF11_fullwidth_digit_one", "[\uff11]"],
  ["number_expression", "[1+2]"],
  ["number_hex_1_digit", "[0x1]"],
  ["number_hex_2_digits", "[0x42]"],
  ["number_infinity", "[Infinity]"],
  ["number_invalid+-", "[0e+-1]"],
  ["number_invalid-negative-real", "[-123.123foo]"],
  ["number_invalid-utf-8-in-bigger-int", "[123\ufffd]"],
  ["number_invalid-utf-8-in-exponent", "[1e1\ufffd]"],
  ["number_invalid-utf-8-in-int", "[0\ufffd]\n"],
  ["number_minus_infinity", "[-Infinity]"],
  ["number_minus_sign_with_trailing_garbage", "[-foo]"],
  ["number_minus_space_1", "[- 1]"],
  ["number_neg_int_starting_with_zero", "[-012]"],
  ["number_neg_real_without_int_part", "[-.123]"],
  ["number_neg_with_garbage_at_end", "[-1x]"],
  ["number_real_garbage_after_e", "[1ea]"],
  ["number_real_with_invalid_utf8_after_e", "[1e\ufffd]"],
  ["number_real_without_fractional_part", "[1.]"],
  ["number_starting_with_dot", "[.123]"],
  ["number_with_alpha", "[1.2a-3]"],
  ["number_with_alpha_char", "[1.8011670033376514H-308]"],
  ["number_with_leading_zero", "[012]"],
  ["object_bad_value", '["x", truth]'],
  ["object_bracket_key", '{[: "x"}\n'],
  ["object_comma_instead_of_colon", '{"x", null}'],
  ["object_double_colon", '{"x"::"b"}'],
  ["object_emoji", "{\u{1f1e8}\u{1f1ed}}"],
  ["object_garbage_at_end", '{"a":"a" 123}'],
  ["object_key_with_single_quotes", "{key: 'value'}"],
  ["object_lone_continuation_byte_in_key_and_trailing_comma", '{"\ufffd":"0",}'],
  ["object_missing_colon", '{"a" b}'],
  ["object_missing_key", '{:"b"}'],
  ["object_missing_semicolon", '{"a" "b"}'],
  ["object_missing_value", '{"a":'],
  ["object_no-colon", '{"a"'],
  ["object_non_string_key", "{1:1}"],
  ["object_non_string_key_but_huge_number_instead", "{9999E9999:1}"],
  ["object_repeated_null_null", "{null:null,null:null}"],
  ["object_several_trailing_commas", '{"id":0,,,,,}'],
  ["object_single_quote", "{'a':0}"],
  ["object_trailing_comma", '{"id":0,}'],
  ["object_trailing_comment", '{"a":"b"}/**/'],
  ["object_trailing_comment_open", '{"a":"b"}/**//'],
  ["object_trailing_comment_slash_open", '{"a":"b"}//'],
  ["object_trailing_comment_slash_open_incomplete", '{"a":"b"}/'],
  ["object_two_commas_in_a_row", '{"a":"b",,"c":"d"}'],
  ["object_unquoted_key", '{a: "b"}'],
  ["object_unterminated-value", '{"a":"a'],
  ["object_with_single_string", '{ "foo" : "bar", "a" }'],
  ["object_with_trailing_garbage", '{"a":"b"}#'],
  ["single_space", " "],
  ["string_1_surrogate_then_escape", '["\\uD800\\"]'],
  ["string_1_surrogate_then_escape_u", '["\\uD800\\u"]'],
  ["string_1_surrogate_then_escape_u1", '["\\uD800\\u1"]'],
  ["string_1_surrogate_then_escape_u1x", '["\\uD800\\u1x"]'],
  ["string_accentuated_char_no_quotes", "[\u00e9]"],
  ["string_backslash_00", '["\\\u0000"]'],
  ["string_escape_x", '["\\x00"]'],
  ["string_escaped_backslash_bad", '["\\\\\\"]'],
  ["string_escaped_ctrl_char_tab", '["\\\t"]'],
  ["string_escaped_emoji", '["\\\u{1f300}"]'],
  ["string_incomplete_escape", '["\\"]'],
  ["string_incomplete_escaped_character", '["\\u00A"]'],
  ["string_incomplete_surrogate", '["\\uD834\\uDd"]'],
  ["string_incomplete_surrogate_escape_invalid", '["\\uD800\\uD800\\x"]'],
  ["string_invalid-utf-8-in-escape", '["\\u\ufffd"]'],
  ["string_invalid_backslash_esc", '["\\a"]'],
  ["string_invalid_unicode_escape", '["\\uqqqq"]'],
  ["string_invalid_utf8_after_escape", '["\\\ufffd"]'],
  ["string_leading_uescaped_thinspace", '[\\u0020"asd"]'],
  ["string_no_quotes_with_bad_escape", "[\\n]"],
  ["string_single_doublequote", '"'],
  ["string_single_quote", "['single quote']"],
  ["string_single_string_no_double_quotes", "abc"],
  ["string_start_escape_unclosed", '["\\'],
  ["string_unescaped_ctrl_char", '["a\u0000a"]'],
  ["string_unescaped_newline", '["new\nline"]'],
  ["string_unescaped_tab", '["\t"]'],
  ["string_unicode_CapitalU", '"\\UA66D"'],
  ["string_with_trailing_garbage", '""x'],
  ["structure_100000_opening_arrays", DEEP_OPEN],
  ["structure_U+2060_word_joined", "[\u2060]"],
  ["structure_UTF8_BOM_no_data", "\ufeff"],
  ["structure_angle_bracket_.", "<.>"],
  ["structure_angle_bracket_null", "[<null>]"],
  ["structure_array_trailing_garbage", "[1]x"],
  ["structure_array_with_extra_array_close", "[1]]"],
  ["structure_array_with_unclosed_string", '["asd]'],
  ["structure_ascii-unicode-identifier", "a\u00e5"],
  ["structure_capitalized_True", "[True]"],
  ["structure_close_unopened_array", "1]"],
  ["structure_comma_instead_of_closing_brace", '{"x": true,'],
  ["structure_double_array", "[][]"],
  ["structure_end_array", "]"],
  ["structure_incomplete_UTF8_BOM", "\ufffd{}"],
  ["structure_lone-invalid-utf-8", "\ufffd"],
  ["structure_lone-open-bracket", "["],
  ["structure_no_data", ""],
  ["structure_null-byte-outside-string", "[\u0000]"],
  ["structure_number_with_trailing_garbage", "2@"],
  ["structure_object_followed_by_closing_object", "{}}"],
  ["structure_object_unclosed_no_value", '{"":'],
  ["structure_object_with_comment", '{"a":/*comment*/"b"}'],
  ["structure_object_with_trailing_garbage", '{"a": true} "x"'],
  ["structure_open_array_apostrophe", "['"],
  ["structure_open_array_comma", "[,"],
  ["structure_open_array_object", OPEN_OBJECTS],
  ["structure_open_array_open_object", "[{"],
  ["structure_open_array_open_string", '["a'],
  ["structure_open_array_string", '["a"'],
  ["structure_open_object", "{"],
  ["structure_open_object_close_array", "{]"],
  ["structure_open_object_comma", "{,"],
  ["structure_open_object_open_array", "{["],
  ["structure_open_object_open_string", '{"a'],
  ["structure_open_object_string_with_apostrophes", "{'a'"],
  ["structure_open_open", '["\\{["\\{["\\{["\\{'],
  ["structure_single_eacute", "\ufffd"],
  ["structure_single_star", "*"],
  ["structure_trailing_#", '{"a":"b"}#{}'],
  ["structure_uescaped_LF_before_string", '[\\u000A""]'],
  ["structure_unclosed_array", "[1"],
  ["structure_unclosed_array_partial_null", "[ false, nul"],
  ["structure_unclosed_array_unfinished_false", "[ true, fals"],
  ["structure_unclosed_array_unfinished_true", "[ false, tru"],
  ["structure_unclosed_object", '{"asd":"asd"'],
  ["structure_unicode-identifier", "\u00e5"],
  ["structure_whitespace_U+2060_word_joiner", "[\u2060]"],
  ["structure_whitespace_formfeed", "[\u000c]"],
];
const EITHER: [string, string, boolean][] = [
  ["number_double_huge_neg_exp", "[123.456e-789]", true],
  [
    "number_huge_exp",
    "[0.4e00669999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999969999999006]",
    true,
  ],
  ["number_neg_int_huge_exp", "[-1e+9999]", true],
  ["number_pos_double_huge_exp", "[1.5e+9999]", true],
  ["number_real_neg_overflow", "[-123123e100000]", true],
  ["number_real_pos_overflow", "[123123e100000]", true],
  ["number_real_underflow", "[123e-10000000]", true],
  ["number_too_big_neg_int", "[-123123123123123123123123123123]", true],
  ["number_too_big_pos_int", "[100000000000000000000]", true],
  ["number_very_big_negative_int", "[-237462374673276894279832749832423479823246327846]", true],
  ["object_key_lone_2nd_surrogate", '{"\\uDFAA":0}', true],
  ["string_1st_surrogate_but_2nd_missing", '["\\uDADA"]', true],
  ["string_1st_valid_surrogate_2nd_invalid", '["\\uD888\\u1234"]', true],
  ["string_UTF-16LE_with_BOM", '\ufffd\ufffd[\u0000"\u0000\ufffd\u0000"\u0000]\u0000', false],
  ["string_UTF-8_invalid_sequence", '["\u65e5\u0448\ufffd"]', true],
  ["string_UTF8_surrogate_U+D800", '["\ufffd\ufffd\ufffd"]', true],
  ["string_incomplete_surrogate_and_escape_valid", '["\\uD800\\n"]', true],
  ["string_incomplete_surrogate_pair", '["\\uDd1ea"]', true],
  ["string_incomplete_surrogates_escape_valid", '["\\uD800\\uD800\\n"]', true],
  ["string_invalid_lonely_surrogate", '["\\ud800"]', true],
  ["string_invalid_surrogate", '["\\ud800abc"]', true],
  ["string_invalid_utf-8", '["\ufffd"]', true],
  ["string_inverted_surrogates_U+1D11E", '["\\uDd1e\\uD834"]', true],
  ["string_iso_latin_1", '["\ufffd"]', true],
  ["string_lone_second_surrogate", '["\\uDFAA"]', true],
  ["string_lone_utf8_continuation_byte", '["\ufffd"]', true],
  ["string_not_in_unicode_range", '["\ufffd\ufffd\ufffd\ufffd"]', true],
  ["string_overlong_sequence_2_bytes", '["\ufffd\ufffd"]', true],
  ["string_overlong_sequence_6_bytes", '["\ufffd\ufffd\ufffd\ufffd\ufffd\ufffd"]', true],
  ["string_overlong_sequence_6_bytes_null", '["\ufffd\ufffd\ufffd\ufffd\ufffd\ufffd"]', true],
  ["string_truncated-utf-8", '["\ufffd\ufffd"]', true],
  ["string_utf16BE_no_BOM", '\u0000[\u0000"\u0000\ufffd\u0000"\u0000]', false],
  ["string_utf16LE_no_BOM", '[\u0000"\u0000\ufffd\u0000"\u0000]\u0000', false],
  ["structure_500_nested_arrays", NESTED_500, true],
  ["structure_UTF-8_BOM_empty_object", "\ufeff{}", false],
];
