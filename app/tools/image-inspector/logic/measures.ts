// The GPS measures ExifReader writes its own way: coordinates as a raw float ("151.21529999999998"), the
// altitude with an English unit ("12.5 m"). The page writes them through Intl in the reader's language;
// the row keeps the number as its code, as a listed value keeps what the file stores.

type Unit = "degree" | "meter";

/** Per ExifReader group, the tags that are a measure, and their unit. */
const MEASURES: Record<string, Record<string, Unit>> = {
  exif: {
    GPSLatitude: "degree",
    GPSLongitude: "degree",
    GPSDestLatitude: "degree",
    GPSDestLongitude: "degree",
    GPSAltitude: "meter",
  },
  // ExifReader's own summary of the position: signed, south, west and below sea level negative.
  gps: { Latitude: "degree", Longitude: "degree", Altitude: "meter" },
};

const ratio = (pair: unknown) =>
  Array.isArray(pair) && typeof pair[0] === "number" && typeof pair[1] === "number"
    ? pair[0] / pair[1]
    : Number.NaN;

/** The number a measure's tag holds, in decimal degrees or metres; undefined for any other tag. */
export function measuredValue(group: string, name: string, tag: unknown): number | undefined {
  const unit = MEASURES[group]?.[name];
  if (!unit) return undefined;
  const value = typeof tag === "number" ? tag : (tag as { value?: unknown } | null)?.value;
  let number = Number.NaN;
  if (typeof value === "number") number = value;
  // EXIF stores an altitude as one rational, a coordinate as three: degrees, minutes, seconds.
  else if (unit === "meter") number = ratio(value);
  else if (Array.isArray(value) && value.length === 3)
    number = ratio(value[0]) + ratio(value[1]) / 60 + ratio(value[2]) / 3600;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A measure in the reader's language ("151.2153°" and "12.5 m"; in French "151,2153°" and "12,5 m"), or
 * undefined for a tag that is not one. Six decimals of a degree are about 10 cm, two of a metre 1 cm: the
 * float's last digits are noise no receiver measures.
 */
export function measureText(group: string, name: string, value: number, lang: string): string | undefined {
  const unit = MEASURES[group]?.[name];
  if (!unit) return undefined;
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit,
    // Short degrees are "deg" in English; narrow is the ° every language writes.
    unitDisplay: unit === "degree" ? "narrow" : "short",
    maximumFractionDigits: unit === "degree" ? 6 : 2,
  }).format(value);
}
