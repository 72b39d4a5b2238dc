// The GPS measures ExifReader writes its own way: coordinates as a raw float ("151.21529999999998"), the
// altitude with an English unit ("12.5 m"), a direction, speed or positioning error as a bare number
// ("90.25"), XMP's as the text the file stores ("21,1.71N", "9025/100"). The page writes them through Intl
// in the reader's language; the row keeps the number as its code, as a listed value keeps what the file
// stores.
import type { TFunction } from "#app/i18n/translator.ts";
import type { StoredCode } from "./value-names.ts";

/** A coordinate, a length in metres, a direction from a north, a speed in a unit. */
type Kind = "coordinate" | "meter" | "direction" | "speed";

interface Measure {
  kind: Kind;
  /** The tag that says which north a direction is from, or a speed's unit. */
  reference?: string;
}

const COORDINATE: Measure = { kind: "coordinate" };
const METRES: Measure = { kind: "meter" };
const direction = (reference: string): Measure => ({ kind: "direction", reference });

/** EXIF's GPS measures; XMP's exif: properties are the same, written as text. */
const GPS_MEASURES: Record<string, Measure> = {
  GPSLatitude: COORDINATE,
  GPSLongitude: COORDINATE,
  GPSDestLatitude: COORDINATE,
  GPSDestLongitude: COORDINATE,
  GPSAltitude: METRES,
  GPSHPositioningError: METRES,
  GPSImgDirection: direction("GPSImgDirectionRef"),
  GPSTrack: direction("GPSTrackRef"),
  GPSDestBearing: direction("GPSDestBearingRef"),
  GPSSpeed: { kind: "speed", reference: "GPSSpeedRef" },
};

/** Per ExifReader group, the tags that are a measure. */
const MEASURES: Record<string, Record<string, Measure>> = {
  exif: GPS_MEASURES,
  xmp: GPS_MEASURES,
  // ExifReader's own summary of the position: signed, south, west and below sea level negative.
  gps: { Latitude: COORDINATE, Longitude: COORDINATE, Altitude: METRES },
};

/** The speed units Intl knows; knots it does not (the locale says them). */
const SPEED_UNITS: Record<string, string> = { K: "kilometer-per-hour", M: "mile-per-hour" };

const ratio = (pair: unknown) =>
  Array.isArray(pair) && typeof pair[0] === "number" && typeof pair[1] === "number"
    ? pair[0] / pair[1]
    : Number.NaN;

/** A number XMP writes: a rational ("9025/100") or a decimal ("90.25"). */
function xmpNumber(text: string): number {
  const [numerator = "", denominator, extra] = text.trim().split("/");
  const decimal = (part: string) => (/^\d+(?:\.\d+)?$/.test(part) ? Number(part) : Number.NaN);
  if (extra !== undefined) return Number.NaN;
  return denominator === undefined ? decimal(numerator) : decimal(numerator) / decimal(denominator);
}

/**
 * An XMP GPS coordinate, "DDD,MM,SSk" or "DDD,MM.mmk" (k one of N, S, E, W), in signed decimal degrees as
 * ExifReader's summary gives them: south and west negative.
 */
function xmpCoordinate(text: string): number {
  const trimmed = text.trim();
  const sign = { N: 1, E: 1, S: -1, W: -1 }[trimmed.slice(-1).toUpperCase()];
  const parts = trimmed.slice(0, -1).split(",").map(xmpNumber);
  const [degrees = Number.NaN, minutes = Number.NaN, seconds = 0] = parts;
  if (sign === undefined || parts.length < 2 || parts.length > 3 || minutes >= 60 || seconds >= 60)
    return Number.NaN;
  return sign * (degrees + minutes / 60 + seconds / 3600);
}

/** The tag whose stored letter completes a measure (which north, which speed unit), if it has one. */
export function measureReference(group: string, name: string): string | undefined {
  return MEASURES[group]?.[name]?.reference;
}

/**
 * The number a measure's tag holds, in decimal degrees, metres or its reference's unit; undefined for any
 * other tag, or for a value it cannot read (which keeps ExifReader's text).
 */
export function measuredValue(group: string, name: string, tag: unknown): number | undefined {
  const kind = MEASURES[group]?.[name]?.kind;
  if (!kind) return undefined;
  const value = typeof tag === "number" ? tag : (tag as { value?: unknown } | null)?.value;
  let number = Number.NaN;
  if (typeof value === "number") number = value;
  else if (typeof value === "string")
    number = kind === "coordinate" ? xmpCoordinate(value) : xmpNumber(value);
  // EXIF stores a coordinate as three rationals (degrees, minutes, seconds), any other measure as one.
  else if (kind !== "coordinate") number = ratio(value);
  else if (Array.isArray(value) && value.length === 3)
    number = ratio(value[0]) + ratio(value[1]) / 60 + ratio(value[2]) / 3600;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A measure in the reader's language, or undefined for a tag that is not one: « 151,2153° », « 12,5 m »,
 * « 90,25° par rapport au nord magnétique », « 45,5 km/h ». `reference` is what the file stores in the
 * measure's reference tag; without it a direction or a speed is written alone, the page adding no north
 * or unit the file does not state. Six decimals of a degree are about 10 cm, two of a metre 1 cm: the
 * float's last digits are noise no receiver measures.
 */
export function measureText(
  group: string,
  name: string,
  value: number,
  lang: string,
  t: TFunction,
  reference?: StoredCode,
): string | undefined {
  const kind = MEASURES[group]?.[name]?.kind;
  if (!kind) return undefined;
  const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(lang, options).format(value);
  // Short degrees are "deg" in English; narrow is the ° every language writes.
  const degrees = (digits: number) =>
    number({ style: "unit", unit: "degree", unitDisplay: "narrow", maximumFractionDigits: digits });
  if (kind === "coordinate") return degrees(6);
  if (kind === "meter") return number({ style: "unit", unit: "meter", maximumFractionDigits: 2 });
  if (kind === "direction") {
    // A compass reads to a degree or so; two decimals keep what a file stores without its float's noise.
    const angle = degrees(2);
    return reference === "T" || reference === "M"
      ? t(`image_inspector:measures.direction.${reference}`, { angle })
      : angle;
  }
  const unit = typeof reference === "string" ? SPEED_UNITS[reference] : undefined;
  if (unit) return number({ style: "unit", unit, maximumFractionDigits: 2 });
  const speed = number({ maximumFractionDigits: 2 });
  return reference === "N" ? t("image_inspector:measures.knots", { value: speed }) : speed;
}
