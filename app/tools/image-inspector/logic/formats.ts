import type { Language } from "../../../i18n/languages.ts";
import { formatDateTime } from "../../../lib/format-date.ts";
import type { DateStamp } from "./dates.ts";
import type { DateFormats } from "./export.ts";

/**
 * Dates in the reader's language, to the second, as the site writes a date with its time. A file's
 * date is shown as its clock read (formatted in UTC so that no time zone shifts it), followed by its
 * offset when the file gives one; an instant (a signing time) in the reader's zone.
 */
export function dateFormats(language: Language): DateFormats {
  return {
    stamp: (stamp: DateStamp) =>
      `${formatDateTime(language, stamp.wallClock, { timeZone: "UTC", seconds: true })}${stamp.offset ? ` (UTC${stamp.offset})` : ""}`,
    instant: (iso: string) => {
      const at = Date.parse(iso);
      return Number.isNaN(at) ? iso : formatDateTime(language, at, { seconds: true });
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
