// A document's dates as the page writes them: the writer's own clock and offset when the file gave
// one, else the clock alone with "no time zone" said, since the instant it means is then unknown.
import type { Language } from "#app/i18n/languages.ts";
import { formatDateTime, formatUtc } from "#app/lib/dates/format-date.ts";
import { parsePdfDate } from "./pdf/pdf-date.ts";

/** A date as written in an ISO form (XMP, OOXML) or a PDF form ("D:2026…"); undefined when unreadable. */
export function readDocDate(raw: string | undefined): { iso: string; hasOffset: boolean } | undefined {
  if (!raw) return undefined;
  if (raw.startsWith("D:")) return parsePdfDate(raw);
  const instant = Date.parse(raw);
  if (Number.isNaN(instant)) return parsePdfDate(raw);
  // "…Z", "…+01:00" or "…-0500" after the time: an offset was given.
  const time = raw.indexOf("T");
  const hasOffset =
    time > 0 && (raw.endsWith("Z") || raw.slice(time).includes("+") || raw.slice(time).includes("-"));
  return { iso: raw, hasOffset };
}

/** The offset of an ISO date ("+01:00", "Z" → "+00:00"), for Intl's time zone option. */
function offsetOf(iso: string): string | undefined {
  if (iso.endsWith("Z")) return "+00:00";
  const time = iso.indexOf("T");
  const at = Math.max(iso.lastIndexOf("+"), iso.lastIndexOf("-"));
  if (time < 0 || at < time) return undefined;
  const offset = iso.slice(at);
  return offset.includes(":") ? offset : `${offset.slice(0, 3)}:${offset.slice(3, 5)}`;
}

/**
 * The date in the page's language at the clock it was written with ("14 mars 2026 à 09:30:00 UTC+1");
 * without an offset, the bare clock, `noZone` appended. The raw text when it is not a date.
 */
export function formatDocDate(lang: Language, raw: string, noZone: string): string {
  const date = readDocDate(raw);
  if (!date) return raw;
  if (!date.hasOffset) {
    return `${formatDateTime(lang, Date.parse(`${date.iso}Z`), { timeZone: "UTC", seconds: true })} ${noZone}`;
  }
  const offset = offsetOf(date.iso);
  const instant = Date.parse(date.iso);
  // A date in UTC is written the site's one way ("… UTC"), not "GMT+0".
  if (offset === "+00:00" || offset === "-00:00") return formatUtc(lang, instant);
  try {
    return formatDateTime(lang, instant, { timeZone: offset, seconds: true, offset: true });
  } catch {
    // An engine without offset time zones: the instant in UTC instead.
    return formatDateTime(lang, instant, { timeZone: "UTC", seconds: true, offset: true });
  }
}

/** The instant a date names, in milliseconds (a date without offset read as UTC); NaN when unreadable. */
export function docInstant(raw: string | undefined): number {
  const date = readDocDate(raw);
  if (!date) return Number.NaN;
  return Date.parse(date.hasOffset ? date.iso : `${date.iso}Z`);
}
