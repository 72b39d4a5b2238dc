// The instants a bundle records (its export, its items, its time stamps) are read by people in other zones
// and copied into articles: they are written in UTC, and say so with the word fact-checkers write.
import type { Language } from "../../../i18n/languages.ts";
import { formatDateTime } from "../../../lib/format-date.ts";

/**
 * An instant in UTC, to the second, in the site's one form for a date with its time, the zone named
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
