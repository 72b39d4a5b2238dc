import { describe, expect, it, vi } from "vitest";
import { seededRandom } from "../../../test/seeded-random.ts";
import { DEFAULT_OPTIONS, formatJson, lineAndColumn, parseOptions, syntaxErrorOffset } from "./json.ts";

const SAMPLE = '{"ville":"Hà Nội","cœur":["raison",1,true,null],"vide":{},"liste":[ ],"n":{"x":-1.5e3}}';

const format = (text: string, options = {}) => {
  const result = formatJson(text, options);
  return result.ok ? result.text : undefined;
};

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
      messageParams: { error: "Unexpected end of JSON input (line 3, column 1)", line: 3, column: 1 },
    });
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
