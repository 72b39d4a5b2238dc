import type { Language } from "#app/i18n/languages.ts";
import { formatDateTime } from "#app/lib/dates/format-date.ts";

/** The zone as a reader of the time needs it named: "UTC", or its offset then ("GMT+7", "UTC+1"). */
function zoneName(lang: Language, at: number, timeZone: string): string {
  if (timeZone === "UTC") return "UTC";
  const parts = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: "shortOffset" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * An instant of a report with its zone, so that a time copied out of it still means one moment:
 * "November 26, 2026 at 21:05 (GMT+7)", "26 novembre 2026 à 14:05 (UTC)".
 */
export function formatReportTime(lang: Language, iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return `${formatDateTime(lang, at, { timeZone })} (${zoneName(lang, at, timeZone)})`;
}
