import { describe, expect, it } from "vitest";
import { median, percentile, spread } from "./stats.ts";

describe("median", () => {
  it("takes the middle value of an odd count, whatever the order", () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("is NaN for no values, never a made-up zero", () => {
    expect(median([])).toBeNaN();
  });

  it("leaves the values it was given in their order", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("percentile", () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it("answers a value that was measured, by nearest rank", () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([1, 2, 3], 50)).toBe(2);
  });

  it("takes the least value at 0 and the greatest at 100", () => {
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile(hundred, 100)).toBe(100);
  });
});

describe("spread", () => {
  it("gives the median with the least and greatest values", () => {
    expect(spread([7, 2, 4])).toEqual({ median: 4, min: 2, max: 7 });
  });

  it("is NaN throughout for no values", () => {
    expect(spread([])).toEqual({ median: Number.NaN, min: Number.NaN, max: Number.NaN });
  });
});
