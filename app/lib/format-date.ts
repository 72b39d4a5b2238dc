import type { Language } from "../i18n/languages.ts";

/**
 * Dates and times as a reader of the page's language writes them, through Intl. Wall-clock values
 * (a calendar date, a time of day already read in its zone) are formatted as if in UTC, so the text
 * never depends on the time zone data of whoever renders it, server or browser.
 */

/** Milliseconds of a wall clock "2026-07-01T14:00:00" (or a date "2026-07-01") taken as UTC. */
function wallMs(iso: string): number {
  return Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}Z`);
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** "1 July 2026"-style in the page's language; with `weekday`, "Wednesday, 1 July 2026". */
export function formatWallDate(lang: Language, iso: string, options: { weekday?: boolean } = {}): string {
  return new Intl.DateTimeFormat(lang, {
    ...LONG_DATE,
    ...(options.weekday ? { weekday: "long" } : {}),
    timeZone: "UTC",
  }).format(wallMs(iso));
}

/** A time of day on a 24-hour clock, as the readers and the form's fields write it: "09:00". */
export function formatWallTime(lang: Language, iso: string, options: { seconds?: boolean } = {}): string {
  return new Intl.DateTimeFormat(lang, {
    hour: "2-digit",
    minute: "2-digit",
    ...(options.seconds ? { second: "2-digit" } : {}),
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(wallMs(iso));
}

/** "February 2026" in the page's language. */
export function formatMonth(lang: Language, year: number, month: number): string {
  return new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** A number in the page's language (French groups digits with U+202F). */
export function formatNumber(lang: Language, value: number): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(value);
}
