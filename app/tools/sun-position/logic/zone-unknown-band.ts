// The shadow's band when the clock's time zone is unknown: a clock reading then fixes the sun's hour angle
// only to within how far zones' clocks run from the sun's own (mean solar) time, the same everywhere, so
// the band no longer depends on longitude: it is made of strips of latitude round the Earth (decision 040).
import { geoCircle } from "d3-geo";
import type { Coordinates } from "./coordinates.ts";
import { altitudeOfRatio, type BandQuery, type LonLat, subsolarPoint, trueAltitude } from "./shadow-band.ts";
import { MINUTE_MS } from "./sun.ts";

const RAD = Math.PI / 180;

/**
 * How far a zone's clock runs ahead of mean solar time anywhere on land, in minutes: from Moscow time on
 * Novaya Zemlya (about 1 h 34 min behind the sun) to summer time in north-west Greenland (3 h 34 min
 * ahead), through tz-lookup's zones over 2026 (zone-unknown-band.test.ts measures it again).
 */
export const ZONE_LEAD_MINUTES = { min: -95, max: 215 } as const;

/** Latitudes from `south` to `north`, all round the Earth. */
export interface LatitudeStrip {
  south: number;
  north: number;
}

export interface StripBand {
  /** The sun's apparent altitude at the band's edges, in degrees. */
  altitude: { min: number; max: number };
  /** Where the shadow fits, south to north. */
  strips: LatitudeStrip[];
  /** The sun's declination over the window: where it can be overhead. */
  declination: { min: number; max: number };
  /** The strips as a GeoJSON MultiPolygon's coordinates. */
  polygons: LonLat[][][];
}

/** The sun seen from a latitude: its sines and cosines at each minute of the window, on one meridian. */
interface SunSeries {
  sinDec: Float64Array;
  cosDec: Float64Array;
  sinHour: Float64Array;
  cosHour: Float64Array;
  declinations: Float64Array;
}

/**
 * The clock's window seen from three meridians (180° W, 0°, 180° E): the zone's clock there runs twelve
 * hours from Greenwich's, so the instants and the sun's declination differ a little between them; the
 * band takes every latitude one of them allows. Each minute's sun comes from the house's algorithm.
 */
function sunSeries(wallMs: number): SunSeries[] {
  const minutes = ZONE_LEAD_MINUTES.max - ZONE_LEAD_MINUTES.min + 1;
  return [-180, 0, 180].map((meridian) => {
    const series: SunSeries = {
      sinDec: new Float64Array(minutes),
      cosDec: new Float64Array(minutes),
      sinHour: new Float64Array(minutes),
      cosHour: new Float64Array(minutes),
      declinations: new Float64Array(minutes),
    };
    for (let i = 0; i < minutes; i++) {
      // A clock `lead` minutes ahead of the meridian's mean solar time shows the wall time at this instant.
      const lead = ZONE_LEAD_MINUTES.min + i;
      const atMs = wallMs - (meridian / 15) * 60 * MINUTE_MS - lead * MINUTE_MS;
      const subsolar = subsolarPoint(atMs);
      const hour = (meridian - subsolar.lon) * RAD;
      series.sinDec[i] = Math.sin(subsolar.lat * RAD);
      series.cosDec[i] = Math.cos(subsolar.lat * RAD);
      series.sinHour[i] = Math.sin(hour);
      series.cosHour[i] = Math.cos(hour);
      series.declinations[i] = subsolar.lat;
    }
    return series;
  });
}

/** How far `a` turns past `b`, in degrees from −180 to 180. */
const signedGap = (a: number, b: number) => ((a - b + 540) % 360) - 180;

/** The band's altitudes as the sines of the true (geometric) ones: compared without an arcsine each. */
const sineBounds = (altitude: StripBand["altitude"]) => ({
  low: Math.sin(trueAltitude(altitude.min) * RAD),
  high: Math.sin(trueAltitude(altitude.max) * RAD),
});

/**
 * Whether at `latitude` some minute of the window puts the sun in the band: between two minutes in a
 * row the sun moves continuously, so a band thinner than a minute's move is not stepped over.
 */
function latitudeHolds(
  series: readonly SunSeries[],
  latitude: number,
  bounds: ReturnType<typeof sineBounds>,
  direction: BandQuery["direction"],
): boolean {
  const sinLat = Math.sin(latitude * RAD);
  const cosLat = Math.cos(latitude * RAD);
  for (const sun of series) {
    let lastSine = Number.NaN;
    for (let i = 0; i < sun.sinDec.length; i++) {
      const sinDec = sun.sinDec[i] as number;
      const cosDec = sun.cosDec[i] as number;
      const cosHour = sun.cosHour[i] as number;
      // The sine of the sun's true altitude: it grows with the altitude, so the bounds compare as sines.
      const sine = sinLat * sinDec + cosLat * cosDec * cosHour;
      if (i > 0 && Math.min(lastSine, sine) <= bounds.high && Math.max(lastSine, sine) >= bounds.low) {
        if (!direction) return true;
        if (arcMeets(shadowAt(sun, i - 1, sinLat, cosLat), shadowAt(sun, i, sinLat, cosLat), direction))
          return true;
      }
      lastSine = sine;
    }
  }
  return false;
}

/** The shadow's bearing at minute `i` of the series: opposite the sun's, as azimuthFrom reads it. */
function shadowAt(sun: SunSeries, i: number, sinLat: number, cosLat: number): number {
  const sinDec = sun.sinDec[i] as number;
  const cosDec = sun.cosDec[i] as number;
  const azimuth =
    Math.atan2(
      -(sun.sinHour[i] as number) * cosDec,
      cosLat * sinDec - sinLat * cosDec * (sun.cosHour[i] as number),
    ) / RAD;
  return (azimuth + 540) % 360;
}

/** Whether the short arc from `a` to `b` (degrees) meets the direction's margin. */
function arcMeets(a: number, b: number, direction: NonNullable<BandQuery["direction"]>): boolean {
  const fromA = signedGap(a, direction.degrees);
  const fromB = signedGap(b, direction.degrees);
  if (Math.abs(fromA) <= direction.tolerance || Math.abs(fromB) <= direction.tolerance) return true;
  // Each end outside the margin, on either side of it: the arc crosses it if it is the short way round.
  return Math.sign(fromA) !== Math.sign(fromB) && Math.abs(fromA - fromB) < 180;
}

/** Whether the window holds the sun's noon on the series' meridian: its hour angle passes 0. */
const passesNoon = (sun: SunSeries) =>
  sun.sinHour.some(
    (sine, i) =>
      i > 0 && (sun.cosHour[i] as number) > 0 && Math.sign(sine) !== Math.sign(sun.sinHour[i - 1] as number),
  );

/** Latitudes tried first, this many degrees apart; each strip's edge is then found to a hundredth. */
const LATITUDE_STEP = 0.25;
const EDGE_PRECISION = 0.005;

/** Drawn strips' circles: a point every this many degrees. */
const CIRCLE_PRECISION = 0.5;

/** A strip as a spherical polygon: the cap north of its south edge, less the cap north of its north one. */
function stripPolygon({ south, north }: LatitudeStrip): LonLat[][][] {
  const cap = (pole: 90 | -90, radius: number) =>
    geoCircle().center([0, pole]).radius(radius).precision(CIRCLE_PRECISION)().coordinates[0] as LonLat[];
  const toPole = north >= 90 - EDGE_PRECISION;
  const fromPole = south <= -90 + EDGE_PRECISION;
  if (toPole && fromPole) return [[cap(90, 90)], [cap(-90, 90)]];
  if (toPole) return [[cap(90, 90 - south)]];
  if (fromPole) return [[cap(-90, 90 + north)]];
  // A hole turns the other way round from its polygon's outside.
  return [[cap(90, 90 - south), [...cap(90, 90 - north)].reverse()]];
}

/**
 * The band for a clock reading in an unknown zone: `query.atMs` is the clock's date and time written as
 * if in UTC. Null when no sun casts that shadow (a ratio or margin out of range).
 */
export function stripBand(query: BandQuery): StripBand | null {
  const { ratio, ratioTolerance } = query;
  if (!(ratio >= 0) || !(ratioTolerance >= 0) || ratioTolerance >= 1) return null;
  const altitude = {
    min: altitudeOfRatio(ratio * (1 + ratioTolerance)),
    max: altitudeOfRatio(ratio * (1 - ratioTolerance)),
  };
  const series = sunSeries(query.atMs);
  const declinations = series.flatMap((sun) => [...sun.declinations]);
  const declination = { min: Math.min(...declinations), max: Math.max(...declinations) };
  const bounds = sineBounds(altitude);
  const holds = (latitude: number) => latitudeHolds(series, latitude, bounds, query.direction);
  const strips: LatitudeStrip[] =
    altitude.min >= 90
      ? // No shadow at all: the sun overhead, on the latitudes it passes over while the window holds noon.
        series.some(passesNoon)
        ? [{ south: declination.min, north: declination.max }]
        : []
      : latitudeStrips(holds);
  return { altitude, strips, declination, polygons: strips.flatMap(stripPolygon) };
}

/** The runs of latitudes where `holds`, from a scan every LATITUDE_STEP with each edge bisected. */
function latitudeStrips(holds: (latitude: number) => boolean): LatitudeStrip[] {
  const edge = (inside: number, outside: number) => {
    let [a, b] = [inside, outside];
    while (Math.abs(b - a) > EDGE_PRECISION) {
      const middle = (a + b) / 2;
      if (holds(middle)) a = middle;
      else b = middle;
    }
    return a;
  };
  const strips: LatitudeStrip[] = [];
  let start: number | null = null;
  let last = -90;
  for (let latitude = -90; latitude <= 90 + 1e-9; latitude += LATITUDE_STEP) {
    const inside = holds(latitude);
    if (inside && start === null) start = latitude === -90 ? -90 : edge(latitude, last);
    if (!inside && start !== null) {
      strips.push({ south: start, north: edge(last, latitude) });
      start = null;
    }
    last = latitude;
  }
  if (start !== null) strips.push({ south: start, north: 90 });
  return strips;
}

/** Whether `place` lies in one of the strips. */
export const stripsHold = (strips: readonly LatitudeStrip[], place: Coordinates) =>
  strips.some((strip) => place.lat >= strip.south && place.lat <= strip.north);
