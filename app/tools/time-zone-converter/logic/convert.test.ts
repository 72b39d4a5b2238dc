import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { parseClock, parseDate } from "#app/lib/dates/date-input.ts";
import { convert } from "./convert.ts";

function at(date: string, clock: string, from: string, to: string[] = [], offset?: string) {
  const d = parseDate(date);
  const c = parseClock(clock);
  if (!d.ok || !c.ok) throw new Error("bad test input");
  return convert(Temporal, { date: d.value, clock: c.value, from, to, offset });
}

describe("convert", () => {
  it("shows a summer time in Paris in Ho Chi Minh City and UTC, with offsets and abbreviations", () => {
    const result = at("2026-07-01", "09:00", "Europe/Paris", ["Asia/Ho_Chi_Minh", "UTC"]);
    expect(result.source).toEqual({ kind: "exact" });
    expect(new Date(result.epochMs).toISOString()).toBe("2026-07-01T07:00:00.000Z");
    expect(result.readings).toEqual([
      {
        zone: "Europe/Paris",
        wall: "2026-07-01T09:00:00",
        offset: "+02:00",
        abbreviation: "CEST",
        dayShift: 0,
      },
      {
        zone: "Asia/Ho_Chi_Minh",
        wall: "2026-07-01T14:00:00",
        offset: "+07:00",
        abbreviation: null,
        dayShift: 0,
      },
      { zone: "UTC", wall: "2026-07-01T07:00:00", offset: "+00:00", abbreviation: "UTC", dayShift: 0 },
    ]);
  });

  it("keeps Ho Chi Minh City at +07:00 in winter too, and counts the day it lands on", () => {
    const result = at("2026-01-15", "20:00", "America/New_York", ["Asia/Ho_Chi_Minh"]);
    expect(result.readings[0]).toMatchObject({ offset: "-05:00", abbreviation: "EST" });
    expect(result.readings[1]).toMatchObject({ wall: "2026-01-16T08:00:00", offset: "+07:00", dayShift: 1 });
  });

  it("names the gap when Paris skips 02:00–03:00 on 29 March 2026 and reads 02:30 as 03:30", () => {
    const result = at("2026-03-29", "02:30", "Europe/Paris", ["UTC"]);
    expect(result.source).toEqual({ kind: "gap", change: { from: "02:00", to: "03:00" } });
    expect(result.readings[0]).toMatchObject({ wall: "2026-03-29T03:30:00", offset: "+02:00" });
    expect(result.readings[1]).toMatchObject({ wall: "2026-03-29T01:30:00" });
  });

  it("names the gap when New York skips 02:00–03:00 on 8 March 2026", () => {
    const result = at("2026-03-08", "02:15", "America/New_York");
    expect(result.source).toEqual({ kind: "gap", change: { from: "02:00", to: "03:00" } });
    expect(result.readings[0]).toMatchObject({ wall: "2026-03-08T03:15:00", offset: "-04:00" });
  });

  it("offers both readings when Paris repeats 02:00–03:00 on 25 October 2026", () => {
    const first = at("2026-10-25", "02:30", "Europe/Paris", ["UTC"]);
    expect(first.source).toEqual({
      kind: "overlap",
      change: { from: "03:00", to: "02:00" },
      offsets: ["+02:00", "+01:00"],
      chosen: 0,
    });
    expect(first.readings[1]?.wall).toBe("2026-10-25T00:30:00");
    const second = at("2026-10-25", "02:30", "Europe/Paris", ["UTC"], "+01:00");
    expect(second.source).toMatchObject({ kind: "overlap", chosen: 1 });
    expect(second.readings[0]).toMatchObject({ offset: "+01:00", abbreviation: "CET" });
    expect(second.readings[1]?.wall).toBe("2026-10-25T01:30:00");
  });

  it("offers both readings when New York repeats 01:00–02:00 on 1 November 2026", () => {
    const result = at("2026-11-01", "01:30", "America/New_York", ["UTC"], "-05:00");
    expect(result.source).toEqual({
      kind: "overlap",
      change: { from: "02:00", to: "01:00" },
      offsets: ["-04:00", "-05:00"],
      chosen: 1,
    });
    expect(result.readings[1]?.wall).toBe("2026-11-01T06:30:00");
  });

  it("treats a time just outside a change as exact", () => {
    expect(at("2026-03-29", "03:00", "Europe/Paris").source).toEqual({ kind: "exact" });
    expect(at("2026-10-25", "03:00", "Europe/Paris").source).toEqual({ kind: "exact" });
  });
});
