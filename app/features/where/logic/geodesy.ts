/** A point on Earth, in decimal degrees (north and east positive). */
export interface LatLon {
  lat: number;
  lon: number;
}

/** The Earth's mean radius (IUGG), which the great-circle distances below assume. */
export const EARTH_RADIUS_KM = 6371.0088;

const RADIANS = Math.PI / 180;

/** Throws on a latitude off the globe or a coordinate that is not a number; any longitude is read. */
export function checkPoint({ lat, lon }: LatLon): void {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90) {
    throw new RangeError(`Not a point on Earth: ${lat}, ${lon}`);
  }
}

/** The same longitude within -180…180: 190 is -170. */
export function wrapLongitude(lon: number): number {
  return lon >= -180 && lon <= 180 ? lon : ((((lon + 180) % 360) + 360) % 360) - 180;
}

/**
 * The point as a unit vector from the Earth's centre: nearness is then one dot product, the same at the
 * antimeridian and the poles as anywhere.
 */
export function unitVector({ lat, lon }: LatLon): [x: number, y: number, z: number] {
  const phi = lat * RADIANS;
  const lambda = lon * RADIANS;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

/** The great-circle distance (haversine: exact to the metre at short range, where acos is not). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dPhi = (b.lat - a.lat) * RADIANS;
  const dLambda = (b.lon - a.lon) * RADIANS;
  const h =
    Math.sin(dPhi / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLambda / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The direction to set off in from `from` to reach `to` on a great circle, in degrees from north (0–360). */
export function initialBearing(from: LatLon, to: LatLon): number {
  const phi1 = from.lat * RADIANS;
  const phi2 = to.lat * RADIANS;
  const dLambda = (to.lon - from.lon) * RADIANS;
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return (Math.atan2(y, x) / RADIANS + 360) % 360;
}

/** The point `degrees` of arc from `from` along the initial bearing `bearing` (degrees from north). */
export function destinationPoint(from: LatLon, bearing: number, degrees: number): LatLon {
  const phi1 = from.lat * RADIANS;
  const theta = bearing * RADIANS;
  const delta = degrees * RADIANS;
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  );
  const dLambda = Math.atan2(
    Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
    Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
  );
  return { lat: phi2 / RADIANS, lon: wrapLongitude(from.lon + dLambda / RADIANS) };
}

/** The 16 points of the compass, clockwise from north. */
export const COMPASS_POINTS = [
  "N",
  "NNE",
  "NE",
  "ENE",
  "E",
  "ESE",
  "SE",
  "SSE",
  "S",
  "SSW",
  "SW",
  "WSW",
  "W",
  "WNW",
  "NW",
  "NNW",
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The nearest of the 16 points to a bearing: each covers 22.5°, north from 348.75° to 11.25°. */
export function compassPoint(bearing: number): CompassPoint {
  const index = Math.round((((bearing % 360) + 360) % 360) / 22.5) % 16;
  return COMPASS_POINTS[index] ?? "N";
}
