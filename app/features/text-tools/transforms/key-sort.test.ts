import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../test/seeded-random.ts";
import { sortIntegers } from "./key-sort.ts";

describe("sortIntegers", () => {
  const distinctIntegers = (count: number, bits: number, seed: number) => {
    const next = seededRandom(seed);
    const values = new Set<number>();
    while (values.size < count) values.add(Math.floor(next() * 2 ** bits));
    return Float64Array.from(values);
  };

  it.each([
    ["a few small values (the engine's sort)", 100, 20],
    ["many values of 53 bits (the radix passes)", 50_000, 53],
    ["many values sharing their high digits", 50_000, 18],
    ["many values above 2^32", 20_000, 40],
  ])("orders %s as a numeric sort does", (_label, count, bits) => {
    const values = distinctIntegers(count, bits, count + bits);
    const expected = Array.from(values).sort((a, b) => a - b);
    sortIntegers(values);
    // The first value out of place (a diff of 50,000 numbers would take minutes to print).
    expect(expected.findIndex((value, index) => values[index] !== value)).toBe(-1);
  });
});
