import { describe, expect, it } from "vitest";
import { formatIsoClock, formatIsoDate, parseClock, parseDate, splitDateTime } from "./date-input.ts";

describe("parseDate", () => {
  it("reads ISO dates, leap days included", () => {
    expect(parseDate("2024-02-29")).toEqual({ ok: true, value: { year: 2024, month: 2, day: 29 } });
    expect(parseDate(" 2000-02-29 ").ok).toBe(true);
  });

  it("says a date does not exist, and how many days its month has", () => {
    expect(parseDate("2026-02-29")).toEqual({
      ok: false,
      problem: { code: "no_such_date", year: 2026, month: 2, day: 29, daysInMonth: 28 },
    });
    expect(parseDate("1900-02-29").ok).toBe(false);
    expect(parseDate("2026-04-31").ok).toBe(false);
    expect(parseDate("2026-13-01")).toMatchObject({ problem: { code: "no_such_date", daysInMonth: 0 } });
  });

  it("refuses what is not YYYY-MM-DD", () => {
    for (const text of ["01/07/2026", "yesterday", "", "2026-07"]) {
      expect(parseDate(text)).toEqual({ ok: false, problem: { code: "date_format" } });
    }
  });
});

describe("parseClock", () => {
  it("reads a 24-hour time, with or without seconds, and the French 9h30", () => {
    expect(parseClock("09:00")).toEqual({ ok: true, value: { hour: 9, minute: 0, second: 0 } });
    expect(parseClock("23:59:59")).toEqual({ ok: true, value: { hour: 23, minute: 59, second: 59 } });
    expect(parseClock("9h30")).toEqual({ ok: true, value: { hour: 9, minute: 30, second: 0 } });
  });

  it("refuses 24:00, 12:60 and words", () => {
    for (const text of ["24:00", "12:60", "noon", "9 AM"]) expect(parseClock(text).ok).toBe(false);
  });
});

describe("splitDateTime and formatting", () => {
  it("splits at T or a space and writes ISO back", () => {
    expect(splitDateTime("2026-07-01T09:00")).toEqual({ date: "2026-07-01", clock: "09:00" });
    expect(splitDateTime("2026-07-01 09:00")).toEqual({ date: "2026-07-01", clock: "09:00" });
    expect(splitDateTime("2026-07-01")).toEqual({ date: "2026-07-01", clock: "" });
    expect(formatIsoDate({ year: 33, month: 1, day: 5 })).toBe("0033-01-05");
    expect(formatIsoClock({ hour: 9, minute: 5, second: 0 })).toBe("09:05");
    expect(formatIsoClock({ hour: 9, minute: 5, second: 7 })).toBe("09:05:07");
  });

  // The text comes from a shared address and is split on the server: a regular expression here could be
  // made to backtrack for minutes by a run of "T"s and spaces.
  it("splits a hostile address parameter at once", () => {
    const text = `2026${"T ".repeat(100_000)}\n`;
    expect(splitDateTime(text)).toEqual({ date: "2026", clock: text.slice(5).trim() });
    expect(splitDateTime("   ")).toEqual({ date: "", clock: "" });
  });
});
