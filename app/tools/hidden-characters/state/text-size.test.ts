import { expect, test } from "vitest";
import { isTooLong } from "./text-size.ts";

test("a text up to 20 MB of UTF-8 is taken, whatever its length in characters", () => {
  expect(isTooLong("Bonjour")).toBeNull();
  // 7 million "é" are 7 million code units but 14 MB of UTF-8.
  expect(isTooLong("é".repeat(7_000_000))).toBeNull();
  // Decimal megabytes, as the page writes the limit: 20 MB is 20,000,000 bytes, taken to the last one.
  expect(isTooLong("x".repeat(20_000_000))).toBeNull();
});

test("a longer text is refused with its size in bytes", () => {
  expect(isTooLong("x".repeat(20_000_001))).toBe(20_000_001);
  expect(isTooLong("x".repeat(21 * 1024 * 1024))).toBe(21 * 1024 * 1024);
  // 7 million "ệ" are 7 million code units but 21 MB of UTF-8.
  expect(isTooLong("ệ".repeat(7_000_000))).toBe(21_000_000);
});
