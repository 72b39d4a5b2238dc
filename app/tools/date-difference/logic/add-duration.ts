import type { DateParts } from "#app/lib/dates/date-input.ts";
import type { TemporalApi } from "#app/lib/dates/temporal.ts";

export interface Amounts {
  years: number;
  months: number;
  weeks: number;
  days: number;
}

export interface Shifted {
  /** ISO date of the result. */
  date: string;
  /**
   * The day asked for did not exist in the month reached (31 January + 1 month: 31 February), so its
   * last day was used, as Temporal's "constrain" does; null when no day was clamped.
   */
  clamped: { year: number; month: number; day: number; lastDay: number } | null;
}

/**
 * A date moved by a duration, forwards or backwards: years and months first, keeping the day of
 * the month where it exists (else the month's last day), then weeks and days, as Temporal does.
 */
export function shiftDate(Temporal: TemporalApi, base: DateParts, sign: 1 | -1, amounts: Amounts): Shifted {
  const start = Temporal.PlainDate.from(base);
  const duration = Temporal.Duration.from({
    years: sign * amounts.years,
    months: sign * amounts.months,
    weeks: sign * amounts.weeks,
    days: sign * amounts.days,
  });
  const date = start.add(duration, { overflow: "constrain" });
  const reached = Temporal.PlainYearMonth.from({ year: base.year, month: base.month }).add({
    years: sign * amounts.years,
    months: sign * amounts.months,
  });
  const clamped =
    base.day > reached.daysInMonth
      ? { year: reached.year, month: reached.month, day: base.day, lastDay: reached.daysInMonth }
      : null;
  return { date: date.toString(), clamped };
}
