import type { ClockParts, DateParts } from "#app/lib/dates/date-input.ts";
import type { TemporalApi } from "#app/lib/dates/temporal.ts";
import { countWeekdays } from "./business-days.ts";

/** One end of the span: a date, optionally a time of day and a zone. */
export interface Moment {
  date: DateParts;
  clock?: ClockParts;
  zone?: string;
}

export interface Difference {
  /** The second moment is before the first: the span is counted from it. */
  reversed: boolean;
  /** Whether times of day (or zones) took part: hours and minutes then matter. */
  withTime: boolean;
  years: number;
  months: number;
  days: number;
  hours: number;
  minutes: number;
  /** Whole calendar days. */
  totalDays: number;
  /** totalDays as weeks and the days left. */
  weeks: number;
  weekRemainder: number;
  /** Elapsed hours: real ones across a daylight saving change when zones are given. */
  totalHours: number;
  /** Mondays to Fridays from the earlier date up to, not including, the later one. */
  businessDays: number;
  /** The 29 Februaries in the span (from the earlier date, not including the later one). */
  leapDays: string[];
}

/**
 * The span between two moments. Calendar parts come from Temporal's `until` (largest unit years),
 * which counts months the way people do: 31 January to 28 February is 28 days, 28 February to
 * 28 March is one month. With a zone on either side, both are instants (a missing zone is the other's)
 * and the hours are real, the days and months counted on the first one's calendar; without, times are
 * wall clock.
 */
export function difference(Temporal: TemporalApi, first: Moment, second: Moment): Difference {
  const withTime = Boolean(first.clock || second.clock || first.zone || second.zone);
  const zone = first.zone ?? second.zone;
  const toPoint = (moment: Moment) => {
    const wall = Temporal.PlainDateTime.from({ ...moment.date, ...(moment.clock ?? {}) });
    return zone ? wall.toZonedDateTime(moment.zone ?? zone) : wall;
  };
  const a = toPoint(first);
  const asTyped = toPoint(second);
  // Calendar arithmetic needs one zone: the second moment is read in the first's (the same instant).
  const b =
    a instanceof Temporal.ZonedDateTime && asTyped instanceof Temporal.ZonedDateTime
      ? asTyped.withTimeZone(a.timeZoneId)
      : asTyped;
  // Both are of the same kind: ZonedDateTime when a zone was given, PlainDateTime otherwise.
  const compare = (
    Temporal[zone ? "ZonedDateTime" : "PlainDateTime"] as { compare: (x: typeof a, y: typeof a) => number }
  ).compare;
  const reversed = compare(a, b) > 0;
  const [start, end] = reversed ? [b, a] : [a, b];
  // biome-ignore lint/suspicious/noExplicitAny: the same call on either kind; TypeScript cannot unify the overloads.
  const until = (unit: "years" | "days" | "hours") => (start as any).until(end, { largestUnit: unit });
  const calendar = until("years");
  const totalDays = until("days").days as number;
  const totalHours = until("hours").total({ unit: "hours" }) as number;
  const startDate = start.toPlainDate();
  const endDate = end.toPlainDate();
  const calendarDays = startDate.until(endDate, { largestUnit: "days" }).days;
  const leapDays: string[] = [];
  for (let year = startDate.year; year <= endDate.year; year++) {
    const day = Temporal.PlainDate.from({ year, month: 2, day: 29 }, { overflow: "constrain" });
    if (
      day.day === 29 &&
      Temporal.PlainDate.compare(day, startDate) >= 0 &&
      Temporal.PlainDate.compare(day, endDate) < 0
    )
      leapDays.push(day.toString());
  }
  return {
    reversed,
    withTime,
    years: calendar.years,
    months: calendar.months,
    days: calendar.days,
    hours: calendar.hours,
    minutes: calendar.minutes,
    totalDays,
    weeks: Math.floor(totalDays / 7),
    weekRemainder: totalDays % 7,
    totalHours,
    businessDays: countWeekdays(startDate.dayOfWeek, calendarDays),
    leapDays,
  };
}
