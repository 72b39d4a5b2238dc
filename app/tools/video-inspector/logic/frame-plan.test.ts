import { describe, expect, it } from "vitest";
import { batches, intervalTimes, MAX_FRAMES, parseInterval, shortestInterval } from "./frame-plan.ts";

describe("parseInterval", () => {
  it("reads a number of seconds with a point or a comma", () => {
    expect(parseInterval("2", 60)).toEqual({ seconds: 2 });
    expect(parseInterval(" 0,5 ", 60)).toEqual({ seconds: 0.5 });
    expect(parseInterval("1.25", 60)).toEqual({ seconds: 1.25 });
  });

  it("refuses what is not a number of seconds", () => {
    expect(parseInterval("", 60)).toEqual({ problem: "not_number" });
    expect(parseInterval("two", 60)).toEqual({ problem: "not_number" });
    expect(parseInterval("-1", 60)).toEqual({ problem: "not_number" });
    expect(parseInterval(`1${"0".repeat(10_000)}`, 60)).toEqual({ problem: "not_number" });
  });

  it("refuses an interval out of range or giving too many frames", () => {
    expect(parseInterval("0", 60)).toEqual({ problem: "out_of_range" });
    expect(parseInterval("5000", 60)).toEqual({ problem: "out_of_range" });
    expect(parseInterval("0.1", 3600)).toEqual({ problem: "too_many" });
  });
});

describe("intervalTimes", () => {
  it("starts at 0 and stops before the end", () => {
    expect(intervalTimes(6, 2)).toEqual([0, 2, 4]);
    expect(intervalTimes(6.5, 2)).toEqual([0, 2, 4, 6]);
    expect(intervalTimes(1, 0.3)).toEqual([0, 0.3, 0.6, 0.9]);
  });

  it("never gives more than the grid holds", () => {
    expect(intervalTimes(100_000, 0.1)).toHaveLength(MAX_FRAMES);
  });

  it("names the shortest interval a duration allows", () => {
    expect(shortestInterval(60)).toBe(0.1);
    expect(shortestInterval(3600)).toBe(6);
  });
});

describe("batches", () => {
  const sizes = (count: number, first: number, most: number) =>
    batches(count, { first, most }).map(({ size }) => size);

  it("draws the first frame alone, then jobs that double up to the most", () => {
    expect(sizes(90, 8, 32)).toEqual([1, 8, 16, 32, 33]);
    expect(sizes(200, 8, 32)).toEqual([1, 8, 16, 32, 32, 32, 32, 47]);
  });

  it("keeps jobs of one size when the first is the most", () => {
    expect(sizes(14, 4, 4)).toEqual([1, 4, 4, 5]);
    expect(sizes(15, 4, 4)).toEqual([1, 4, 4, 4, 2]);
  });

  it("covers every frame once, in order", () => {
    for (const count of [1, 2, 3, 9, 10, 57, 600]) {
      const plan = batches(count, { first: 8, most: 32 });
      expect(plan.reduce((sum, { size }) => sum + size, 0)).toBe(count);
      plan.forEach(({ start }, i) => {
        if (i > 0) expect(start).toBe((plan[i - 1]?.start ?? 0) + (plan[i - 1]?.size ?? 0));
      });
    }
    expect(batches(0, { first: 8, most: 32 })).toEqual([]);
  });
});
