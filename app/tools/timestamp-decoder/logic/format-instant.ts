import type { Language } from "#app/i18n/languages.ts";
import { formatDateTime } from "#app/lib/dates/format-date.ts";

/** An instant written in full for `zone` in the page's language, to the millisecond when it has one. */
export function formatInstant(language: Language, zone: string, epochNs: bigint): string {
  const ms = Number(epochNs / 1_000_000n);
  return formatDateTime(language, ms, {
    timeZone: zone,
    weekday: true,
    seconds: true,
    milliseconds: ms % 1000 !== 0,
    offset: true,
  });
}
