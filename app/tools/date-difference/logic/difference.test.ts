import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { parseClock, parseDate } from "#app/lib/dates/date-input.ts";
import { shiftDate } from "./add-duration.ts";
import { countWeekdays } from "./business-days.ts";
import { difference, type Moment } from "./difference.ts";

function moment(text: string, zone?: string): Moment {
  const [date, clock] = text.split("T");
  const d = parseDate(date ?? "");
  if (!d.ok) throw new Error(`bad date ${text}`);
  const c = clock ? parseClock(clock) : undefined;
  if (c && !c.ok) throw new Error(`bad time ${text}`);
  return { date: d.value, ...(c?.ok ? { clock: c.value } : {}), ...(zone ? { zone } : {}) };
}

describe("difference", () => {
  it("counts 2 days across a leap day (the issue's address), 1 day in a common year", () => {
    const leap = difference(Temporal, moment("2024-02-28"), moment("2024-03-01"));
    expect(leap).toMatchObject({
      years: 0,
      months: 0,
      days: 2,
      totalDays: 2,
      totalHours: 48,
      leapDays: ["2024-02-29"],
    });
    expect(difference(Temporal, moment("2023-02-28"), moment("2023-03-01"))).toMatchObject({
      days: 1,
      leapDays: [],
    });
  });

  it("breaks a span into years, months and days, weeks, and business days", () => {
    const span = difference(Temporal, moment("2020-01-15"), moment("2026-07-01"));
    expect(span).toMatchObject({
      years: 6,
      months: 5,
      days: 16,
      totalDays: 2359,
      weeks: 337,
      weekRemainder: 0,
    });
    // Monday 6 July 2026 to Monday 13 July 2026: five working days.
    expect(difference(Temporal, moment("2026-07-06"), moment("2026-07-13")).businessDays).toBe(5);
    // Friday to Monday: only the Friday.
    expect(difference(Temporal, moment("2026-07-10"), moment("2026-07-13")).businessDays).toBe(1);
  });

  it("counts backwards when the second date is first, and says so", () => {
    const span = difference(Temporal, moment("2024-03-01"), moment("2024-02-28"));
    expect(span).toMatchObject({ reversed: true, days: 2, totalDays: 2 });
  });

  it("counts months as people do at month ends", () => {
    expect(difference(Temporal, moment("2026-01-31"), moment("2026-02-28"))).toMatchObject({
      months: 0,
      days: 28,
    });
    expect(difference(Temporal, moment("2026-02-28"), moment("2026-03-28"))).toMatchObject({
      months: 1,
      days: 0,
    });
  });

  it("counts the real hours across a change of clocks when zones are given", () => {
    // Paris lost an hour on 29 March 2026: midnight to midnight is 23 hours, still one day.
    const paris = difference(Temporal, moment("2026-03-29", "Europe/Paris"), moment("2026-03-30"));
    expect(paris).toMatchObject({ totalDays: 1, totalHours: 23, withTime: true });
    // New York gained one on 1 November 2026.
    const ny = difference(
      Temporal,
      moment("2026-11-01T00:00", "America/New_York"),
      moment("2026-11-02T00:00"),
    );
    expect(ny.totalHours).toBe(25);
    // Without zones, wall clock: 24 hours.
    expect(difference(Temporal, moment("2026-03-29T00:00"), moment("2026-03-30T00:00")).totalHours).toBe(24);
  });

  it("compares moments in two zones: 09:00 in Paris and 14:00 in Ho Chi Minh City are the same instant in summer", () => {
    const same = difference(
      Temporal,
      moment("2026-07-01T09:00", "Europe/Paris"),
      moment("2026-07-01T14:00", "Asia/Ho_Chi_Minh"),
    );
    expect(same).toMatchObject({ totalHours: 0, hours: 0, minutes: 0 });
    const later = difference(
      Temporal,
      moment("2026-07-01T09:00", "Europe/Paris"),
      moment("2026-07-01T20:30", "Asia/Ho_Chi_Minh"),
    );
    expect(later).toMatchObject({ hours: 6, minutes: 30, totalHours: 6.5 });
  });
});

describe("shiftDate", () => {
  const day = (text: string) => {
    const parsed = parseDate(text);
    if (!parsed.ok) throw new Error(text);
    return parsed.value;
  };
  const none = { years: 0, months: 0, weeks: 0, days: 0 };

  it("clamps 31 January + 1 month to the last day of February, and says so", () => {
    expect(shiftDate(Temporal, day("2024-01-31"), 1, { ...none, months: 1 })).toEqual({
      date: "2024-02-29",
      clamped: { year: 2024, month: 2, day: 31, lastDay: 29 },
    });
    expect(shiftDate(Temporal, day("2026-01-31"), 1, { ...none, months: 1 })).toEqual({
      date: "2026-02-28",
      clamped: { year: 2026, month: 2, day: 31, lastDay: 28 },
    });
  });

  it("moves a leap day by a year to 28 February", () => {
    expect(shiftDate(Temporal, day("2024-02-29"), 1, { ...none, years: 1 })).toMatchObject({
      date: "2025-02-28",
      clamped: { day: 29, lastDay: 28 },
    });
    expect(shiftDate(Temporal, day("2024-02-29"), 1, { ...none, years: 4 }).clamped).toBeNull();
  });

  it("subtracts, and adds weeks and days after months", () => {
    expect(shiftDate(Temporal, day("2024-03-31"), -1, { ...none, months: 1 }).date).toBe("2024-02-29");
    expect(shiftDate(Temporal, day("2026-07-01"), 1, { years: 0, months: 1, weeks: 2, days: 3 })).toEqual({
      date: "2026-08-18",
      clamped: null,
    });
    expect(shiftDate(Temporal, day("2026-03-01"), -1, { ...none, days: 1 }).date).toBe("2026-02-28");
  });
});

describe("countWeekdays", () => {
  it("counts Mondays to Fridays", () => {
    expect(countWeekdays(1, 7)).toBe(5);
    expect(countWeekdays(6, 2)).toBe(0);
    expect(countWeekdays(5, 3)).toBe(1);
    expect(countWeekdays(3, 0)).toBe(0);
    expect(countWeekdays(1, 365)).toBe(261);
  });
});
