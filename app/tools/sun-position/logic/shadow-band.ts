// Where on Earth a shadow of a given length (and direction) could have been cast at one instant. The sun
// stands at the same altitude everywhere at the same angular distance from the subsolar point (where it
// is overhead), so the places where a vertical object's shadow is `ratio` times its height form a ring
// around that point; a measured direction cuts a sector of the ring. Both are drawn exactly, as
// spherical polygons, rather than as cells of a grid (decision 040).
import { geoArea, geoCircle, geoDistance } from "d3-geo";
import { destinationPoint, initialBearing } from "#app/features/where/logic/geodesy.ts";
import type { Coordinates } from "./coordinates.ts";
import { refraction, sunPosition } from "./sun.ts";

const DEG = 180 / Math.PI;

/** What the band is asked for: an instant, a shadow's length ÷ height with a margin, maybe its direction. */
export interface BandQuery {
  /** The instant; with `zoneUnknown`, the clock's date and time written as if in UTC. */
  atMs: number;
  /** The clock's time zone is unknown: the band is every place where such a clock could show `atMs`. */
  zoneUnknown?: boolean;
  /** Shadow length ÷ object height (0: no shadow, the sun overhead). */
  ratio: number;
  /** How far the ratio may be off, as a fraction of it (0.05 is ± 5 %). */
  ratioTolerance: number;
  /** The shadow's direction, degrees clockwise from north, and its margin in degrees. */
  direction?: { degrees: number; tolerance: number };
}

/** GeoJSON coordinates, [longitude, latitude] in degrees. */
export type LonLat = [number, number];

export interface ShadowBand {
  /** Where the sun is overhead at that instant. */
  subsolar: Coordinates;
  /** The sun's apparent altitude (as seen, refraction included) at the band's edges, in degrees. */
  altitude: { min: number; max: number };
  /** The band's edges as angular distances from the subsolar point, in degrees. */
  radius: { inner: number; outer: number };
  /** The band as a GeoJSON MultiPolygon's coordinates (d3-geo's winding: the inside is the small side). */
  polygons: LonLat[][][];
}

/** The apparent altitude of the sun where a vertical object's shadow is `ratio` times its height. */
export const altitudeOfRatio = (ratio: number) => (ratio <= 0 ? 90 : Math.atan(1 / ratio) * DEG);

/** The true (geometric) altitude whose apparent one is `apparent`: refraction undone by iteration. */
export function trueAltitude(apparent: number): number {
  let altitude = apparent;
  for (let i = 0; i < 20; i++) altitude = apparent - refraction(altitude);
  return altitude;
}

/**
 * The subsolar point at `atMs`, from the house's sun algorithm (suncalc): seen from the point (0°, 0°)
 * the sun stands at some azimuth and true altitude; it is overhead 90° − altitude away in that direction.
 */
export function subsolarPoint(atMs: number): Coordinates {
  const origin = { lat: 0, lon: 0 };
  const seen = sunPosition(atMs, origin);
  const altitude = trueAltitude(seen.altitude);
  return destinationPoint(origin, seen.azimuth, 90 - altitude);
}

/** The sun's apparent altitude at `place` when it is overhead at `subsolar`. */
export function altitudeFrom(subsolar: Coordinates, place: Coordinates): number {
  const altitude = 90 - geoDistance([subsolar.lon, subsolar.lat], [place.lon, place.lat]) * DEG;
  return altitude + refraction(altitude);
}

/** The sun's azimuth at `place` when it is overhead at `subsolar`: the bearing towards that point. */
export const azimuthFrom = (subsolar: Coordinates, place: Coordinates) => initialBearing(place, subsolar);

/** How far `a` turns past `b`, in degrees from −180 to 180. */
const signedAngleGap = (a: number, b: number) => ((a - b + 540) % 360) - 180;

/** Steps across the band's width for a sector's edges: smooth at the map's scale. */
const SECTOR_STEPS = 48;
/** Circle outlines every this many degrees. */
const CIRCLE_PRECISION = 0.5;

const lonLat = (point: Coordinates): LonLat => [point.lon, point.lat];

/** A ring whose inside is the smaller side (d3-geo reads a ring that way round). */
function smallSideInside(ring: LonLat[]): LonLat[] {
  return geoArea({ type: "Polygon", coordinates: [ring] }) > 2 * Math.PI ? [...ring].reverse() : ring;
}

/**
 * For a sector: the bearing from the subsolar point at which, `distance` degrees away, the sun's azimuth
 * is `target`. The sun's azimuth there turns once round as the bearing does, so a bisection finds it.
 */
function bearingForAzimuth(subsolar: Coordinates, distance: number, target: number): number {
  // At bearing b from the subsolar point, the sun is seen roughly from the opposite side: b ≈ target + 180.
  const gapAt = (b: number) =>
    signedAngleGap(azimuthFrom(subsolar, destinationPoint(subsolar, b, distance)), target);
  let low = target + 180 - 90;
  let high = target + 180 + 90;
  for (let i = 0; i < 40; i++) {
    const middle = (low + high) / 2;
    if (gapAt(middle) > 0) high = middle;
    else low = middle;
  }
  return (low + high) / 2;
}

/** The band at one instant; null when the sun cannot cast such a shadow (a ratio or margin out of range). */
export function shadowBand(query: BandQuery): ShadowBand | null {
  const { ratio, ratioTolerance } = query;
  if (!(ratio >= 0) || !(ratioTolerance >= 0) || ratioTolerance >= 1) return null;
  const subsolar = subsolarPoint(query.atMs);
  const altitude = {
    min: altitudeOfRatio(ratio * (1 + ratioTolerance)),
    max: altitudeOfRatio(ratio * (1 - ratioTolerance)),
  };
  // Overhead is no distance at all (refraction, undone at the zenith, would leave a hair's breadth).
  const distanceAt = (apparent: number) => (apparent >= 90 ? 0 : Math.max(0, 90 - trueAltitude(apparent)));
  const radius = { inner: distanceAt(altitude.max), outer: distanceAt(altitude.min) };
  const polygons: LonLat[][][] = [];
  const direction = query.direction;
  if (direction && direction.tolerance < 180 && radius.outer > 0) {
    // The sun stands opposite the shadow.
    const sunAzimuth = (direction.degrees + 180) % 360;
    const inner = Math.max(radius.inner, 1e-6);
    const edge = (azimuth: number) =>
      Array.from({ length: SECTOR_STEPS + 1 }, (_, i) => {
        const distance = inner + ((radius.outer - inner) * i) / SECTOR_STEPS;
        return destinationPoint(subsolar, bearingForAzimuth(subsolar, distance, azimuth), distance);
      });
    const from = edge(sunAzimuth - direction.tolerance);
    const to = edge(sunAzimuth + direction.tolerance);
    // Along the outer edge from one side to the other, and back along the inner edge, following the circles.
    const arc = (distance: number, start: Coordinates, end: Coordinates, forward: boolean) => {
      const first = initialBearing(subsolar, start);
      const turn =
        (((forward ? initialBearing(subsolar, end) - first : first - initialBearing(subsolar, end)) % 360) +
          360) %
        360;
      const sweep = forward ? turn : -turn;
      const steps = Math.max(1, Math.ceil(turn / CIRCLE_PRECISION));
      return Array.from({ length: steps - 1 }, (_, i) =>
        destinationPoint(subsolar, first + (sweep * (i + 1)) / steps, distance),
      );
    };
    const ring = [
      ...from,
      ...arc(radius.outer, from.at(-1) as Coordinates, to.at(-1) as Coordinates, true),
      ...[...to].reverse(),
      ...arc(inner, to[0] as Coordinates, from[0] as Coordinates, false),
      from[0] as Coordinates,
    ].map(lonLat);
    polygons.push([smallSideInside(ring)]);
  } else if (radius.outer > 0) {
    const circle = (r: number) =>
      geoCircle().center([subsolar.lon, subsolar.lat]).radius(r).precision(CIRCLE_PRECISION)()
        .coordinates[0] as LonLat[];
    const outer = circle(radius.outer);
    // A hole turns the other way round from its polygon's outside.
    polygons.push(radius.inner > 1e-6 ? [outer, [...circle(radius.inner)].reverse()] : [outer]);
  }
  return { subsolar, altitude, radius, polygons };
}
