import { describe, expect, it } from "vitest";
import { asRecord, readBoolean, readChoice, readWholeNumber } from "./options.ts";

describe("option readers", () => {
  it("reads only objects as records", () => {
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    expect(asRecord(null)).toEqual({});
    expect(asRecord("mode")).toEqual({});
  });

  it("accepts only real booleans", () => {
    expect(readBoolean(false, true)).toBe(false);
    expect(readBoolean("false", true)).toBe(true);
    expect(readBoolean(undefined, false)).toBe(false);
  });

  it("accepts only listed choices", () => {
    expect(readChoice("desc", ["asc", "desc"], "asc")).toBe("desc");
    expect(readChoice("DESC", ["asc", "desc"], "asc")).toBe("asc");
  });

  it("accepts whole numbers in range, as numbers or digit strings", () => {
    expect(readWholeNumber(0, 0, 10, 2)).toBe(0);
    expect(readWholeNumber("7", 0, 10, 2)).toBe(7);
    expect(readWholeNumber(" 10 ", 0, 10, 2)).toBe(10);
  });

  it("ignores anything else", () => {
    for (const value of [
      -1,
      11,
      2.5,
      "2.5",
      "-1",
      "",
      "abc",
      "1e1",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      true,
    ]) {
      expect(readWholeNumber(value, 0, 10, 2)).toBe(2);
    }
  });
});
