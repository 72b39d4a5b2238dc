import type { Language } from "#app/i18n/languages.ts";
import { formatDateTime } from "#app/lib/dates/format-date.ts";
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
