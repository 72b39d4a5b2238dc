import type { DateStamp } from "../logic/dates.ts";
import type { DateFormats } from "../logic/export.ts";

/**
 * Dates in the reader's language. A file's date is shown as its clock read (formatted in UTC so that
 * no time zone shifts it), followed by its offset when the file gives one.
 */
export function dateFormats(language: string): DateFormats {
  const wallClock = new Intl.DateTimeFormat(language, {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: "UTC",
  });
  const instant = new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "medium" });
  return {
    stamp: (stamp: DateStamp) =>
      `${wallClock.format(stamp.wallClock)}${stamp.offset ? ` (UTC${stamp.offset})` : ""}`,
    instant: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : instant.format(date);
    },
  };
}

/** "2.4 MB" in the reader's language. */
export function formatBytes(bytes: number, language: string): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: units[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
