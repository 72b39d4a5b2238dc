import { describe, expect, it } from "vitest";
import { characterErrorRate } from "./cer.ts";

describe("character error rate", () => {
  it("counts substitutions, insertions and deletions over the true text's length", () => {
    expect(characterErrorRate("hello world", "hello world")).toBe(0);
    expect(characterErrorRate("hello world", "hallo world")).toBeCloseTo(1 / 11);
    expect(characterErrorRate("hello world", "hello  world\n")).toBe(0);
    expect(characterErrorRate("abcd", "abd")).toBe(0.25);
  });

  it("compares Vietnamese in NFC, so a letter is one character however it was composed", () => {
    expect(characterErrorRate("Hà Nội", "Ha\u0300 No\u0323\u0302i")).toBe(0);
    // ộ read as ô: one wrong letter of six.
    expect(characterErrorRate("Hà Nội", "Hà Nôi")).toBeCloseTo(1 / 6);
  });

  it("is 1 for any reading of an empty truth, 0 for an empty reading of one", () => {
    expect(characterErrorRate("", "")).toBe(0);
    expect(characterErrorRate(" ", "x")).toBe(1);
  });
});
