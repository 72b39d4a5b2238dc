import type { Language } from "../../../i18n/languages.ts";
import { dateTimeFormat } from "../../../lib/format-date.ts";

/** An instant written in full for `zone` in the page's language, to the millisecond when it has one. */
export function formatInstant(language: Language, zone: string, epochNs: bigint): string {
  const ms = Number(epochNs / 1_000_000n);
  return dateTimeFormat(language, {
    timeZone: zone,
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    ...(ms % 1000 === 0 ? {} : { fractionalSecondDigits: 3 }),
    timeZoneName: "shortOffset",
  }).format(new Date(ms));
}
