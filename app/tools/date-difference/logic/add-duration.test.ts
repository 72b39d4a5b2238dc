// Moving a date by years, months, weeks and days as the page asks: month ends, leap years, backwards.
// Dates are plain calendar dates (no time, no zone): a clock change cannot move them.
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type { DateParts } from "#app/lib/dates/date-input.ts";
import { type Amounts, shiftDate } from "./add-duration.ts";

const none: Amounts = { years: 0, months: 0, weeks: 0, days: 0 };
const day = (iso: string): DateParts => {
  const [year, month, date] = iso.split("-").map(Number);
  return { year: year ?? 0, month: month ?? 0, day: date ?? 0 };
};
const add = (from: string, amounts: Partial<Amounts>) =>
  shiftDate(Temporal, day(from), 1, { ...none, ...amounts });
const subtract = (from: string, amounts: Partial<Amounts>) =>
  shiftDate(Temporal, day(from), -1, { ...none, ...amounts });

describe("shiftDate", () => {
  it("gives the same date for a zero duration, even on a 31st", () => {
    expect(add("2026-01-31", {})).toEqual({ date: "2026-01-31", clamped: null });
    expect(subtract("2024-02-29", {})).toEqual({ date: "2024-02-29", clamped: null });
  });

  it("walks month ends: 31 January + 1, 2, 3 months", () => {
    expect(add("2026-01-31", { months: 1 })).toEqual({
      date: "2026-02-28",
      clamped: { year: 2026, month: 2, day: 31, lastDay: 28 },
    });
    expect(add("2026-01-31", { months: 2 })).toEqual({ date: "2026-03-31", clamped: null });
    expect(add("2026-01-31", { months: 3 })).toEqual({
      date: "2026-04-30",
      clamped: { year: 2026, month: 4, day: 31, lastDay: 30 },
    });
  });

  it("clamps a 30th to 29 February in a leap year, not to 28", () => {
    expect(add("2024-01-30", { months: 1 })).toEqual({
      date: "2024-02-29",
      clamped: { year: 2024, month: 2, day: 30, lastDay: 29 },
    });
  });

  it("keeps the day when the month reached has it", () => {
    expect(add("2026-01-28", { months: 1 })).toEqual({ date: "2026-02-28", clamped: null });
    expect(add("2026-08-31", { months: 2 })).toEqual({ date: "2026-10-31", clamped: null });
  });

  it("counts months past a year, and years with months", () => {
    expect(add("2026-01-31", { months: 13 })).toEqual({
      date: "2027-02-28",
      clamped: { year: 2027, month: 2, day: 31, lastDay: 28 },
    });
    expect(add("2026-11-15", { years: 1, months: 3 })).toEqual({ date: "2028-02-15", clamped: null });
    expect(add("2023-03-31", { years: 1, months: 11 })).toEqual({
      date: "2025-02-28",
      clamped: { year: 2025, month: 2, day: 31, lastDay: 28 },
    });
  });

  it("follows the Gregorian leap years: 2000 and 2400 have 29 February, 1900 and 2100 do not", () => {
    expect(add("2000-02-29", { years: 100 })).toEqual({
      date: "2100-02-28",
      clamped: { year: 2100, month: 2, day: 29, lastDay: 28 },
    });
    expect(add("2000-02-29", { years: 400 })).toEqual({ date: "2400-02-29", clamped: null });
    expect(add("1896-02-29", { years: 4 })).toMatchObject({ date: "1900-02-28", clamped: { lastDay: 28 } });
    expect(subtract("2024-02-29", { years: 1 })).toEqual({
      date: "2023-02-28",
      clamped: { year: 2023, month: 2, day: 29, lastDay: 28 },
    });
  });

  it("counts a year as the calendar does, not as 365 days, across a leap day", () => {
    expect(add("2024-01-01", { years: 1 }).date).toBe("2025-01-01");
    expect(add("2024-01-01", { days: 365 }).date).toBe("2024-12-31");
    expect(add("2023-02-28", { days: 1 }).date).toBe("2023-03-01");
    expect(add("2024-02-28", { days: 1 }).date).toBe("2024-02-29");
  });

  it("subtracts months at month ends, clamping backwards too", () => {
    expect(subtract("2024-03-31", { months: 1 })).toEqual({
      date: "2024-02-29",
      clamped: { year: 2024, month: 2, day: 31, lastDay: 29 },
    });
    expect(subtract("2026-05-31", { months: 1 })).toEqual({
      date: "2026-04-30",
      clamped: { year: 2026, month: 4, day: 31, lastDay: 30 },
    });
    expect(subtract("2026-01-15", { months: 2 })).toEqual({ date: "2025-11-15", clamped: null });
  });

  it("moves by months first, then by weeks and days, and still says the month's day was clamped", () => {
    // 31 January + 1 month is 28 February; one day later, 1 March.
    expect(add("2026-01-31", { months: 1, days: 1 })).toEqual({
      date: "2026-03-01",
      clamped: { year: 2026, month: 2, day: 31, lastDay: 28 },
    });
    // 31 March − 1 month is 28 February; one day earlier, 27 February.
    expect(subtract("2026-03-31", { months: 1, days: 1 })).toEqual({
      date: "2026-02-27",
      clamped: { year: 2026, month: 2, day: 31, lastDay: 28 },
    });
  });

  it("never clamps for weeks and days alone, which cross month and year ends", () => {
    expect(add("2026-01-31", { weeks: 4 })).toEqual({ date: "2026-02-28", clamped: null });
    expect(add("2025-12-25", { weeks: 1, days: 7 })).toEqual({ date: "2026-01-08", clamped: null });
    expect(subtract("2026-03-01", { weeks: 1 })).toEqual({ date: "2026-02-22", clamped: null });
    expect(subtract("2025-01-01", { days: 1 })).toEqual({ date: "2024-12-31", clamped: null });
  });

  it("moves across the weekend clocks change by whole calendar days", () => {
    // Europe and the United States change their clocks on these Sundays; a date has no clock.
    expect(add("2026-03-28", { days: 1 }).date).toBe("2026-03-29");
    expect(add("2026-03-07", { days: 2 }).date).toBe("2026-03-09");
    expect(subtract("2026-10-26", { days: 1 }).date).toBe("2026-10-25");
  });

  it("takes the page's largest amounts, 9,999 of each, without failing", () => {
    expect(add("2026-01-31", { years: 9999, months: 9999, weeks: 9999, days: 9999 })).toEqual({
      date: "+013077-05-04",
      clamped: { year: 12858, month: 4, day: 31, lastDay: 30 },
    });
    expect(subtract("0001-01-01", { days: 1 })).toEqual({ date: "0000-12-31", clamped: null });
  });

  it("refuses amounts of mixed signs or with fractions", () => {
    expect(() => add("2026-01-31", { months: 1, days: -1 })).toThrow(RangeError);
    expect(() => add("2026-01-31", { months: 1.5 })).toThrow(RangeError);
  });
});
