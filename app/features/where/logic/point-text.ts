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
