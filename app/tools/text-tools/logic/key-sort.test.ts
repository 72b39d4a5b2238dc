import { describe, expect, it } from "vitest";
import { seededRandom } from "#app/test/seeded-random.ts";
import type { KeySet } from "./collation-keys.ts";
import { compareKeys, sortByKeys, sortIntegers } from "./key-sort.ts";

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

describe("sortByKeys", () => {
  /** Keys of units below `alphabet`, sharing beginnings of up to 24 units with others. */
  const randomKeys = (count: number, alphabet: number, seed: number): KeySet => {
    const next = seededRandom(seed);
    const beginnings = Array.from({ length: 40 }, () =>
      Array.from({ length: Math.floor(next() * 24) }, () => 1 + Math.floor(next() * (alphabet - 1))),
    );
    const keys = Array.from({ length: count }, () => {
      const beginning = beginnings[Math.floor(next() * beginnings.length)] ?? [];
      const rest = Array.from({ length: Math.floor(next() * 6) }, () => 1 + Math.floor(next() * 3));
      return [...beginning, ...rest];
    });
    const starts = new Int32Array(count);
    const lengths = new Int32Array(count);
    const units = new Uint16Array(keys.reduce((total, key) => total + key.length, 0));
    let at = 0;
    keys.forEach((key, index) => {
      starts[index] = at;
      lengths[index] = key.length;
      units.set(key, at);
      at += key.length;
    });
    const dense = Uint16Array.from({ length: alphabet }, (_, unit) => unit);
    return { units, starts, lengths, truncated: new Uint8Array(count), dense, alphabet };
  };

  it.each([
    ["many keys (sorted by their first 16 units at once)", 10_000, 40],
    ["a few keys", 500, 40],
    ["many keys of a large alphabet", 10_000, 600],
  ])(
    "orders %s as a stable sort by comparison does, and marks equal neighbours",
    (_label, count, alphabet) => {
      const keys = randomKeys(count, alphabet, count + alphabet);
      const order = Int32Array.from({ length: count }, (_, index) => index);
      const equal = sortByKeys(order, keys);
      const expected = Array.from({ length: count }, (_, index) => index).sort((a, b) =>
        compareKeys(keys, a, b),
      );
      expect(expected.findIndex((index, position) => order[position] !== index)).toBe(-1);
      const expectedEqual = expected.map((index, position) =>
        position > 0 && compareKeys(keys, expected[position - 1] ?? 0, index) === 0 ? 1 : 0,
      );
      expect(expectedEqual.findIndex((flag, position) => equal[position] !== flag)).toBe(-1);
      expect(expectedEqual.filter((flag) => flag === 1).length).toBeGreaterThan(count / 20);
    },
  );
});
