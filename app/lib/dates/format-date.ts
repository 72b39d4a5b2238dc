import type { Language } from "#app/i18n/languages.ts";

/**
 * Dates and times as a reader of the page's language writes them, through Intl, on a 24-hour clock in
 * all three languages (decision 016: as the fields are typed, "14:05", never "2:05 PM").
 * Wall-clock values (a calendar date, a time of day already read in its zone) are formatted as if in
 * UTC, so the text never depends on the time zone data of whoever renders it, server or browser.
 */

/**
 * French writes the first day of a month as an ordinal, « 1er août », which Intl does not: a day "1"
 * written before the month's name becomes "1er" (numeric dates, "01/08/2026", stay as they are).
 */
function firstOfMonth(parts: readonly Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part, index) => {
      if (part.type !== "day" || part.value !== "1") return part.value;
      const month = parts.slice(index + 1).find((next) => next.type !== "literal");
      return month?.type === "month" && !/^\d+$/.test(month.value) ? "1er" : part.value;
    })
    .join("");
}

/** Intl's format with French first days written « 1er »: every date the site writes goes through it. */
class FrenchDateTimeFormat extends Intl.DateTimeFormat {
  override format(date?: Date | number): string {
    return firstOfMonth(this.formatToParts(date));
  }
}

/** Intl's date-time format for a language, French first days of months included (« 1er août »). */
function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return lang === "fr" ? new FrenchDateTimeFormat(lang, options) : new Intl.DateTimeFormat(lang, options);
}

/** An Intl date-time format for the page's language on the 24-hour clock; give `timeZone` for instants. */
export function dateTimeFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormat(lang, { ...options, hourCycle: "h23" });
}

/** Milliseconds of a wall clock "2026-07-01T14:00:00" (or a date "2026-07-01") taken as UTC. */
function wallMs(iso: string): number {
  return Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}Z`);
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/**
 * An instant's calendar date in `timeZone` (the renderer's own when none is given): "July 1, 2026",
 * "1er juillet 2026", "1 tháng 7, 2026"; with `weekday`, "Wednesday, July 1, 2026".
 */
export function formatDate(
  lang: Language,
  at: number | Date,
  options: { timeZone?: string; weekday?: boolean } = {},
): string {
  return dateFormat(lang, {
    ...LONG_DATE,
    ...(options.weekday ? { weekday: "long" } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(at);
}

/** "1 July 2026"-style in the page's language; with `weekday`, "Wednesday, 1 July 2026". */
export function formatWallDate(lang: Language, iso: string, options: { weekday?: boolean } = {}): string {
  return formatDate(lang, wallMs(iso), { ...options, timeZone: "UTC" });
}

export interface DateTimeOptions {
  /** The zone to read the instant in; the renderer's own when none is given. */
  timeZone?: string;
  seconds?: boolean;
  /** Milliseconds after the seconds (implies seconds). */
  milliseconds?: boolean;
  weekday?: boolean;
  /** The zone's offset after the time: "GMT+7", "UTC+1". */
  offset?: boolean;
}

/**
 * A date with its time, the one way the site writes them (docs/glossary.md). English and French take
 * Intl's long date and 24-hour time: "March 12, 2024 at 14:05", "12 mars 2024 à 14:05". Vietnamese is
 * written as newsrooms write it, time first: "14:05 ngày 12/3/2024" ("14:05, Thứ Ba, ngày 12/3/2024"
 * with the weekday). Intl's own Vietnamese form begins with "lúc" ("lúc 14:05 12 tháng 3, 2024"), which
 * doubles the word in the sentences that introduce a time with it ("Chụp lúc {{date}}").
 */
export function formatDateTime(lang: Language, at: number | Date, options: DateTimeOptions = {}): string {
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  const time: Intl.DateTimeFormatOptions = {
    hour: "2-digit",
    minute: "2-digit",
    ...(options.seconds || options.milliseconds ? { second: "2-digit" } : {}),
    ...(options.milliseconds ? { fractionalSecondDigits: 3 } : {}),
    ...(options.offset ? { timeZoneName: "shortOffset" } : {}),
    ...zone,
  };
  const weekday: Intl.DateTimeFormatOptions = options.weekday ? { weekday: "long" } : {};
  if (lang !== "vi") return dateTimeFormat(lang, { ...LONG_DATE, ...weekday, ...time }).format(at);
  const clock = dateTimeFormat(lang, time).format(at);
  const date = new Intl.DateTimeFormat(lang, {
    day: "numeric",
    month: "numeric",
    year: "numeric",
    ...zone,
  }).format(at);
  if (!options.weekday) return `${clock} ngày ${date}`;
  const day = new Intl.DateTimeFormat(lang, { ...weekday, ...zone }).format(at);
  return `${clock}, ${day}, ngày ${date}`;
}

/** A time of day on a 24-hour clock, as the form's fields write it: "09:00". */
export function formatWallTime(lang: Language, iso: string, options: { seconds?: boolean } = {}): string {
  return dateTimeFormat(lang, {
    hour: "2-digit",
    minute: "2-digit",
    ...(options.seconds ? { second: "2-digit" } : {}),
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

export type DurationUnit = "year" | "month" | "week" | "day" | "hour" | "minute";

/**
 * "1 year, 2 months and 3 days" in the page's language (Intl unit formats joined by Intl.ListFormat);
 * zero parts are left out, and nothing at all is "0 days" (or the last unit given).
 */
export function formatDuration(
  lang: Language,
  parts: ReadonlyArray<readonly [DurationUnit, number]>,
): string {
  const unit = (name: DurationUnit, value: number) =>
    new Intl.NumberFormat(lang, {
      style: "unit",
      unit: name,
      unitDisplay: "long",
      maximumFractionDigits: 2,
    }).format(value);
  const nonZero = parts.filter(([, value]) => value !== 0);
  if (nonZero.length === 0) {
    const last = parts.at(-1);
    return unit(last?.[0] ?? "day", 0);
  }
  return new Intl.ListFormat(lang, { type: "conjunction", style: "long" }).format(
    nonZero.map(([name, value]) => unit(name, value)),
  );
}

/**
 * An instant in UTC, to the second (what a case bundle records, a video's container dates), in the site's one form for a date with its time, the zone named
 * "UTC" right after the time in all three languages (Intl would write "GMT+0" in English and
 * Vietnamese, "UTC+0" in French): "December 1, 2026 at 02:36:46 UTC", "1er décembre 2026 à
 * 02:36:46 UTC", "02:36:46 UTC ngày 1/12/2026".
 */
export function formatUtc(lang: Language, at: number | Date | string): string {
  const instant = typeof at === "string" ? Date.parse(at) : at;
  if (typeof instant === "number" && Number.isNaN(instant)) return String(at);
  const written = formatDateTime(lang, instant, { timeZone: "UTC", seconds: true, offset: true });
  // Intl's own name for the zone, as it wrote it in that sentence, replaced by the one word.
  const offset = new Intl.DateTimeFormat(lang, { timeZone: "UTC", timeZoneName: "shortOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  return offset ? written.replace(offset, "UTC") : written;
}
