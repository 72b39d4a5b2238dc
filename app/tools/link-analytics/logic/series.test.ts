import { describe, expect, it } from "vitest";
import { bucketsOf, fillSeries, isRange, rank } from "./series.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => new Date(ms ?? Number.NaN).toISOString();

describe("bucketsOf", () => {
  it("gives the last 24 local hours, ending with the current one", () => {
    const { starts, end } = bucketsOf("24h", "UTC", at("2026-03-10T12:34:00Z"), 0);
    expect(starts).toHaveLength(24);
    expect(iso(starts[0])).toBe("2026-03-09T13:00:00.000Z");
    expect(iso(starts[23])).toBe("2026-03-10T12:00:00.000Z");
    expect(iso(end)).toBe("2026-03-10T13:00:00.000Z");
  });

  it("follows a zone whose hours start at half past UTC hours", () => {
    const { starts } = bucketsOf("24h", "Asia/Kolkata", at("2026-03-10T12:34:00Z"), 0);
    expect(iso(starts[23])).toBe("2026-03-10T12:30:00.000Z");
  });

  it("gives 30 local days, one of them 23 hours long across a daylight-saving change", () => {
    const { starts, end } = bucketsOf("30d", "Europe/Paris", at("2026-04-10T08:00:00Z"), 0);
    expect(starts).toHaveLength(30);
    expect(iso(starts[0])).toBe("2026-03-11T23:00:00.000Z"); // 12 March, midnight in Paris (UTC+1)
    expect(iso(starts[29])).toBe("2026-04-09T22:00:00.000Z"); // 10 April, midnight in Paris (UTC+2)
    expect(iso(end)).toBe("2026-04-10T22:00:00.000Z");
    const lengths = starts.map((start, i) => ((starts[i + 1] ?? end) - start) / 3_600_000);
    expect(lengths.filter((hours) => hours === 23)).toHaveLength(1); // 29 March 2026
  });

  it("gives every month from the link's creation to now for all time", () => {
    const { starts } = bucketsOf(
      "all",
      "America/New_York",
      at("2026-03-02T00:00:00Z"),
      at("2025-11-20T10:00:00Z"),
    );
    expect(starts.map(iso)).toEqual([
      "2025-11-01T04:00:00.000Z",
      "2025-12-01T05:00:00.000Z",
      "2026-01-01T05:00:00.000Z",
      "2026-02-01T05:00:00.000Z",
      "2026-03-01T05:00:00.000Z",
    ]);
  });
});

describe("fillSeries", () => {
  it("adds counts into their local bucket, people and bots apart, ignoring those outside", () => {
    const buckets = bucketsOf("30d", "Asia/Ho_Chi_Minh", at("2026-06-30T12:00:00Z"), 0);
    const series = fillSeries(buckets, [
      // 30 June 18:00 UTC is 1 July in Ho Chi Minh City: after the last bucket.
      { at: at("2026-06-30T18:00:00Z"), bot: false, clicks: 9 },
      // 29 June 20:00 UTC is 30 June, 03:00 local: the last bucket.
      { at: at("2026-06-29T20:00:00Z"), bot: false, clicks: 2 },
      { at: at("2026-06-29T20:59:00Z"), bot: true, clicks: 1 },
      // 1 June 00:00 local, the first bucket.
      { at: at("2026-05-31T17:00:00Z"), bot: false, clicks: 4 },
      { at: at("2026-05-31T16:59:00Z"), bot: false, clicks: 100 },
    ]);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ start: "2026-05-31T17:00:00.000Z", humans: 4, bots: 0 });
    expect(series[29]).toEqual({ start: "2026-06-29T17:00:00.000Z", humans: 2, bots: 1 });
    expect(series.reduce((sum, point) => sum + point.humans, 0)).toBe(6);
  });
});

describe("rank", () => {
  it("merges counts of one key, largest first, ties by key, up to the limit", () => {
    expect(
      rank(
        [
          { key: "b", count: 2 },
          { key: "a", count: 2 },
          { key: "c", count: 5 },
          { key: "b", count: 1 },
          { key: "d", count: 1 },
        ],
        3,
      ),
    ).toEqual([
      { key: "c", count: 5 },
      { key: "b", count: 3 },
      { key: "a", count: 2 },
    ]);
  });
});

describe("query checks", () => {
  it("knows the ranges", () => {
    expect(isRange("30d")).toBe(true);
    expect(isRange("7d")).toBe(false);
  });
});
