import type { Language } from "#app/i18n/languages.ts";

/** A place on Earth, in decimal degrees (north and east positive). */
export interface Coordinates {
  lat: number;
  lon: number;
}

export type CoordinatesError = "empty" | "unreadable" | "lat_range" | "lon_range";
export type ParsedCoordinates = { ok: true; place: Coordinates } | { ok: false; code: CoordinatesError };

/** Coordinates in the map links people paste: OpenStreetMap, Google Maps, geo: URIs. */
function fromMapLink(text: string): [number, number] | null {
  const patterns = [
    /[#&?]map=\d+(?:\.\d+)?\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/, // openstreetmap.org/#map=17/48.85/2.29
    /[?&]mlat=(-?\d+(?:\.\d+)?)&mlon=(-?\d+(?:\.\d+)?)/, // openstreetmap.org/?mlat=…&mlon=…
    /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/, // google.com/maps/@48.85,2.29,17z
    /[?&](?:q|ll|query)=(-?\d+(?:\.\d+)?)(?:,|%2C)\s*(-?\d+(?:\.\d+)?)/i, // …?q=48.85,2.29
    /^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return [Number(match[1]), Number(match[2])];
  }
  return null;
}

// One coordinate in degrees, minutes and seconds, or decimal degrees, with its hemisphere before or after:
// 48°51′30.2″N, N 48 51 30, 2.2945E, -33.8688; minutes and seconds may take a decimal comma (42,6″), as
// French and Vietnamese write them.
// A number starts and ends where its digits do ((?<!\d), (?!\d)) and each run of spaces has one place to
// go, so a hostile string cannot make the matcher try every way of splitting it.
const COMPONENT =
  /(?:([NSEWOBĐT])\s*)?(?<!\d)(-?\d+(?:\.\d+)?)(?!\d)\s*(?:(?:°|º|d(?:eg)?\b)\s*)?(?:(\d+(?:[.,]\d+)?)(?!\d)\s*['′’m]\s*)?(?:(\d+(?:[.,]\d+)?)(?!\d)\s*(?:"|″|”|''|s)\s*)?([NSEWOBĐT])?/gi;

/**
 * Hemisphere letters as N, S, E or W. French writes O for ouest. Vietnamese maps write B, N, Đ, T (Bắc,
 * Nam, Đông, Tây), where N is south: a pair is read the Vietnamese way when one of its letters is B, Đ
 * or T.
 */
const FRENCH: Readonly<Record<string, string>> = { O: "W" };
const VIETNAMESE: Readonly<Record<string, string>> = { B: "N", N: "S", Đ: "E", T: "W" };

const decimalNumber = (text: string) => Number(text.replace(",", "."));

function fromDegrees(text: string): [number, number] | null {
  // A French decimal comma ("48,8584 2,2945") when the two numbers are apart by spaces or a semicolon.
  const commas = /^(-?\d+,\d+)(?:\s*;\s*|\s+)(-?\d+,\d+)$/.exec(text);
  const normal = commas ? `${commas[1]?.replace(",", ".")} ${commas[2]?.replace(",", ".")}` : text;
  const parts = [...normal.matchAll(COMPONENT)].filter((match) => match[0].trim() !== "");
  if (parts.length !== 2) return null;
  // What is left between the two must be a separator only.
  const rest = normal.replace(COMPONENT, "").replace(/[\s,;/]/g, "");
  if (rest !== "") return null;
  const letters = parts.map((match) => (match[1] ?? match[5] ?? "").toUpperCase());
  const names = letters.some((letter) => ["B", "Đ", "T"].includes(letter)) ? VIETNAMESE : FRENCH;
  const values = parts.map((match, index) => {
    const [, , degrees = "0", minutes = "0", seconds = "0"] = match;
    const letter = letters[index] ?? "";
    const hemisphere = names[letter] ?? letter;
    const magnitude = Math.abs(Number(degrees)) + decimalNumber(minutes) / 60 + decimalNumber(seconds) / 3600;
    const negative = degrees.startsWith("-") || hemisphere === "S" || hemisphere === "W";
    return { value: negative ? -magnitude : magnitude, hemisphere };
  });
  const [first, second] = values as [(typeof values)[0], (typeof values)[0]];
  // "2°E 48°N": the hemisphere letters say which is the latitude.
  const firstIsLongitude = ["E", "W"].includes(first.hemisphere) || ["N", "S"].includes(second.hemisphere);
  return firstIsLongitude ? [second.value, first.value] : [first.value, second.value];
}

/** Reads "48.8584, 2.2945", "48°51′30″N 2°17′40″E" or a map link; says what is wrong otherwise. */
export function parseCoordinates(input: string): ParsedCoordinates {
  const text = input.trim();
  if (text === "") return { ok: false, code: "empty" };
  const pair = fromMapLink(text) ?? fromDegrees(text);
  if (pair === null || !pair.every(Number.isFinite)) return { ok: false, code: "unreadable" };
  const [lat, lon] = pair;
  if (Math.abs(lat) > 90) return { ok: false, code: "lat_range" };
  if (Math.abs(lon) > 180) return { ok: false, code: "lon_range" };
  return { ok: true, place: { lat, lon } };
}

/** The place as the field shows it and the address keeps it: decimal degrees to about 10 cm. */
export function formatCoordinates({ lat, lon }: Coordinates): string {
  const round = (value: number) => String(Math.round(value * 1e6) / 1e6);
  return `${round(lat)}, ${round(lon)}`;
}

/** Hemisphere letters as each language writes them (the parser above reads them back). */
const HEMISPHERES: Record<Language, { n: string; s: string; e: string; w: string }> = {
  en: { n: "N", s: "S", e: "E", w: "W" },
  fr: { n: "N", s: "S", e: "E", w: "O" },
  vi: { n: "B", s: "N", e: "Đ", w: "T" },
};

/** The place in a sentence, as a reader of the page's language writes it: "21,0245° N, 105,8412° E". */
export function describeCoordinates(lang: Language, { lat, lon }: Coordinates): string {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 4 });
  const letters = HEMISPHERES[lang];
  const latitude = `${number.format(Math.abs(lat))}° ${lat < 0 ? letters.s : letters.n}`;
  const longitude = `${number.format(Math.abs(lon))}° ${lon < 0 ? letters.w : letters.e}`;
  return `${latitude}, ${longitude}`;
}

/** OpenStreetMap at the place, where a visitor can look around and copy a better point's address. */
export function openStreetMapUrl({ lat, lon }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
