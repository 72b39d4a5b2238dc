import { describe, expect, it } from "vitest";
import { canonicalBytes, canonicalJson, toJsonValue } from "./canonical-json.ts";

describe("canonicalJson", () => {
  it("sorts keys at every depth and writes no whitespace", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: "x" } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });

  it("gives the same bytes whatever order the keys were written in", () => {
    const one = canonicalBytes({ name: "Hà Nội", items: [1, 2], at: "2026-11-26T19:00:00.000Z" });
    const two = canonicalBytes({ at: "2026-11-26T19:00:00.000Z", items: [1, 2], name: "Hà Nội" });
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(true);
    expect(new TextDecoder().decode(one)).toBe(
      '{"at":"2026-11-26T19:00:00.000Z","items":[1,2],"name":"Hà Nội"}',
    );
  });

  it("sorts keys by UTF-16 code units, as RFC 8785 does", () => {
    // "é" (U+00E9) sorts after "z"; "😀" (surrogates D83D DE00) before "\uFB01", unlike code points.
    expect(canonicalJson({ é: 1, z: 2, "😀": 3, "\uFB01": 4, Z: 5 })).toBe(
      '{"Z":5,"z":2,"é":1,"😀":3,"ﬁ":4}',
    );
  });

  it("writes numbers and strings as ECMAScript does (RFC 8785 §3.2.2)", () => {
    expect(canonicalJson([1e21, 0.000001, -0, 1.5, 100])).toBe("[1e+21,0.000001,0,1.5,100]");
    expect(canonicalJson('a"b\\c\n\u0001')).toBe('"a\\"b\\\\c\\n\\u0001"');
  });

  it("leaves out undefined fields and refuses what JSON cannot hold", () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(() => canonicalJson(Number.NaN)).toThrow(/Not a JSON number/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(/Not a JSON value/);
  });
});

describe("toJsonValue", () => {
  it("copies a tool's result, mending what JSON cannot hold", () => {
    expect(
      toJsonValue({ at: new Date("2026-01-02T03:04:05Z"), n: Number.POSITIVE_INFINITY, big: 10n }),
    ).toEqual({
      at: "2026-01-02T03:04:05.000Z",
      n: null,
      big: "10",
    });
    expect(toJsonValue(undefined)).toBeNull();
  });
});
