// The sun at a place and time as a case says it: the instant, the sun's height and direction, the
// shadow of a 1 m object, sunrise and sunset; and that it tests a photo's shadows, not its date.

import { countryName } from "#app/features/where/logic/place-description.ts";
import { formatDateTime, formatNumber, formatUtc } from "#app/lib/dates/format-date.ts";
import { fields, known, listOf, numberOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";

const summarizeSun: Summarizer = (result, { t, language }) => {
  const stored = fields(result);
  const sun = fields(stored.sun);
  const position = fields(sun.position);
  const day = fields(sun.day);
  const at = numberOf(fields(stored.time).atMs);
  const degrees = (value: number | undefined) =>
    value === undefined ? "" : t("degrees", { value: formatNumber(language, Math.round(value * 10) / 10) });
  const instant = (value: unknown) => {
    const ms = numberOf(value);
    return ms === undefined ? "" : formatUtc(language, ms);
  };
  const shadow = numberOf(position.shadowLength);
  return {
    lines: known([
      at !== undefined && { label: t("time"), value: formatUtc(language, at) },
      { label: t("altitude"), value: degrees(numberOf(position.altitude)) },
      { label: t("azimuth"), value: degrees(numberOf(position.azimuth)) },
      shadow !== undefined && {
        label: t("shadow"),
        value: t("shadowValue", {
          length: formatNumber(language, Math.round(shadow * 100) / 100),
          direction: degrees(numberOf(position.shadowAzimuth)),
        }),
      },
      { label: t("sunrise"), value: instant(day.sunrise) },
      { label: t("sunset"), value: instant(day.sunset) },
    ]),
    limits: t("limits"),
  };
};

/** Countries named in a summary; the rest are counted. */
const SHOWN_COUNTRIES = 8;

/**
 * A shadow's band as a case says it: the instant (or a local clock's time, zone unknown), the shadow
 * asked, where the sun was overhead (or the strips of latitude), the countries.
 */
const summarizeBand: Summarizer = (result, { t, language }) => {
  const stored = fields(result);
  const query = fields(stored.query);
  const direction = fields(query.direction);
  const subsolar = fields(stored.subsolar);
  const at = numberOf(query.atMs);
  const ratio = numberOf(query.ratio);
  const tolerance = numberOf(query.ratioTolerance);
  const degrees = numberOf(direction.degrees);
  const lat = numberOf(subsolar.lat);
  const lon = numberOf(subsolar.lon);
  const zoneUnknown = query.zoneUnknown === true;
  const strips = listOf(stored.strips).flatMap((strip) => {
    const south = numberOf(fields(strip).south);
    const north = numberOf(fields(strip).north);
    return south === undefined || north === undefined ? [] : [{ south, north }];
  });
  const codes = listOf(stored.countries).flatMap((country) => textOf(fields(country).code) ?? []);
  const names = codes
    .slice(0, SHOWN_COUNTRIES)
    .map((code) => (/^[A-Z]{2}$/.test(code) ? countryName(language, code) : code));
  const round = (value: number, digits: number) => formatNumber(language, Number(value.toFixed(digits)));
  const latitude = (value: number) =>
    t(value < 0 ? "latitudeSouth" : "latitudeNorth", { value: round(Math.abs(value), 2) });
  return {
    lines: known([
      at !== undefined &&
        (zoneUnknown
          ? { label: t("localTime"), value: formatDateTime(language, at, { timeZone: "UTC" }) }
          : { label: t("time"), value: formatUtc(language, at) }),
      ratio !== undefined &&
        tolerance !== undefined && {
          label: t("shadow"),
          value: t("ratioValue", { ratio: round(ratio, 2), margin: round(tolerance * 100, 1) }),
        },
      degrees !== undefined && { label: t("direction"), value: t("degrees", { value: round(degrees, 1) }) },
      lat !== undefined &&
        lon !== undefined && {
          label: t("subsolar"),
          value: t("subsolarValue", { lat: round(lat, 2), lon: round(lon, 2) }),
        },
      strips.length > 0 && {
        label: t("latitudes"),
        value: new Intl.ListFormat(language, { type: "conjunction" }).format(
          strips.map(({ south, north }) =>
            t("latitudeRange", { south: latitude(south), north: latitude(north) }),
          ),
        ),
      },
      names.length > 0 && {
        label: t("countries"),
        value:
          new Intl.ListFormat(language, { type: "conjunction" }).format(names) +
          (codes.length > names.length ? t("more", { count: codes.length - names.length }) : ""),
      },
    ]),
    limits: t("limits"),
  };
};

export const sunPositionSummaries = { "sun-position": summarizeSun, "shadow-band": summarizeBand };
