// A position as people read it: decimal degrees, degrees-minutes-seconds, and a link to OpenStreetMap.
import type { Language } from "#app/i18n/languages.ts";

export interface Position {
  latitude: number;
  longitude: number;
  /** Metres above sea level (negative below). */
  altitude?: number;
  /** Degrees from north the camera faced. */
  direction?: number;
  /** Horizontal error in metres, as the phone estimated it. */
  accuracy?: number;
}

export function isPosition(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    // 0,0 is what a phone writes when it had no fix, not a photo taken in the Gulf of Guinea.
    !(latitude === 0 && longitude === 0)
  );
}

/**
 * Where a language's decimal separator is a comma (French, Vietnamese), the two numbers of a pair are
 * apart by a semicolon, so that "21,028500 ; 105,854200" still reads as two numbers (and the sun tool's
 * field reads it back).
 */
const PAIR_SEPARATOR: Record<Language, string> = { en: ", ", fr: "\u00a0; ", vi: "; " };

/** The hemisphere letters each language's maps write: French ouest is O; Vietnamese Bắc, Nam, Đông, Tây. */
const CARDINALS: Record<Language, { n: string; s: string; e: string; w: string }> = {
  en: { n: "N", s: "S", e: "E", w: "W" },
  fr: { n: "N", s: "S", e: "E", w: "O" },
  vi: { n: "B", s: "N", e: "Đ", w: "T" },
};

/** "21.028500, 105.854200" in English, "21,028500 ; 105,854200" in French: six decimals is about 10 cm. */
export function decimal(position: Position, lang: Language): string {
  const number = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
    useGrouping: false,
  });
  return `${number.format(position.latitude)}${PAIR_SEPARATOR[lang]}${number.format(position.longitude)}`;
}

function dmsPart(value: number, positive: string, negative: string, seconds: Intl.NumberFormat): string {
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.floor((abs - degrees) * 60);
  let tenths = Math.round(((abs - degrees) * 60 - minutes) * 60 * 10);
  if (tenths >= 600) {
    tenths = 0;
    minutes += 1;
  }
  if (minutes >= 60) {
    minutes = 0;
    degrees += 1;
  }
  return `${degrees}°${String(minutes).padStart(2, "0")}′${seconds.format(tenths / 10)}″${value < 0 ? negative : positive}`;
}

/** 21°01′42.6″N 105°51′15.1″E; in French 21°01′42,6″N…; in Vietnamese 21°01′42,6″B 105°51′15,1″Đ. */
export function dms(position: Position, lang: Language): string {
  const seconds = new Intl.NumberFormat(lang, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const { n, s, e, w } = CARDINALS[lang];
  return `${dmsPart(position.latitude, n, s, seconds)} ${dmsPart(position.longitude, e, w, seconds)}`;
}

/** The position on OpenStreetMap, with a marker, zoomed to a street. */
export function osmUrl(position: Position): string {
  const lat = position.latitude.toFixed(6);
  const lon = position.longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
