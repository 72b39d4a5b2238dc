/**
 * What a visitor types as a date or a time of day, read strictly (ISO 8601: 2026-07-01, 09:00), with
 * the reason when it cannot be read, so a form can say it beside the field. No Temporal needed: the
 * screens check their fields before the Temporal polyfill has loaded.
 */

export interface DateParts {
  year: number;
  month: number;
  day: number;
}
export interface ClockParts {
  hour: number;
  minute: number;
  second: number;
}

export type DateProblem =
  /** Not of the form YYYY-MM-DD. */
  | { code: "date_format" }
  /** A month that has no such day (2026-02-30) or a month 13: `daysInMonth` is 0 for a bad month. */
  | { code: "no_such_date"; year: number; month: number; day: number; daysInMonth: number };
export type ClockProblem = { code: "time_format" };

export type Parsed<T, P> = { ok: true; value: T } | { ok: false; problem: P };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month < 1 || month > 12) return 0;
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar date, YYYY-MM-DD (years 1 to 9999: what every browser's Intl formats). */
export function parseDate(text: string): Parsed<DateParts, DateProblem> {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) return { ok: false, problem: { code: "date_format" } };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = daysInMonth(year, month);
  if (year < 1 || day < 1 || day > days) {
    return { ok: false, problem: { code: "no_such_date", year, month, day, daysInMonth: days } };
  }
  return { ok: true, value: { year, month, day } };
}

/** A time of day on a 24-hour clock, HH:MM or HH:MM:SS. */
export function parseClock(text: string): Parsed<ClockParts, ClockProblem> {
  const match = /^(\d{1,2})[:h](\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return { ok: false, problem: { code: "time_format" } };
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return { ok: false, problem: { code: "time_format" } };
  return { ok: true, value: { hour, minute, second } };
}

/**
 * Splits "2026-07-01T09:00" (or with a space) into its date and its time of day, unchecked: at the first
 * "T" or whitespace after the date's first character. A scan, since the text comes from the address.
 */
export function splitDateTime(text: string): { date: string; clock: string } {
  const trimmed = text.trim();
  let cut = 1;
  while (cut < trimmed.length && trimmed[cut] !== "T" && !/\s/.test(trimmed[cut] ?? "")) cut++;
  return { date: trimmed.slice(0, cut), clock: trimmed.slice(cut + 1).trim() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "2026-07-01". */
export function formatIsoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** "09:00", or "09:00:30" when the seconds are not zero. */
export function formatIsoClock({ hour, minute, second }: ClockParts): string {
  return `${pad(hour)}:${pad(minute)}${second ? `:${pad(second)}` : ""}`;
}
