import type { Language } from "#app/i18n/languages.ts";
import { type LatLon, wrapLongitude } from "./geodesy.ts";

/**
 * Where a language's decimal separator is a comma (French, Vietnamese), the two numbers of a pair are set
 * apart by a semicolon, so that « 21,028500 ; 105,854200 » still reads as two numbers.
 */
const PAIR_SEPARATOR: Record<Language, string> = { en: ", ", fr: "\u00a0; ", vi: "; " };

/** A point in decimal degrees, latitude first, as each language writes numbers: "21.028500, 105.854200". */
export function pointText(lang: Language, { lat, lon }: LatLon): string {
  const number = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
    useGrouping: false,
  });
  return `${number.format(lat)}${PAIR_SEPARATOR[lang]}${number.format(wrapLongitude(lon))}`;
}

/** A sentence that stands alone starts with a capital: « À 3,6 km… », "In Hanoi…". */
export const sentenceStart = (lang: Language, text: string) =>
  text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/**
 * A zone by the name people use for its time ("Indochina Time", « Heure d’Europe centrale »), then its id:
 * the id alone misleads where tz-lookup answers a neighbour with the same clocks (Hanoi: Asia/Bangkok).
 * `fallback` names a zone the browser has no such name for ("GMT+07:00" is no name).
 */
export function zoneName(lang: Language, zone: string, atMs: number, fallback: string): string {
  const generic = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: "longGeneric" })
    .formatToParts(atMs)
    .find((part) => part.type === "timeZoneName")?.value;
  if (!generic || generic.startsWith("GMT") || generic.startsWith("UTC")) return fallback;
  return `${sentenceStart(lang, generic)} (${zone})`;
}
