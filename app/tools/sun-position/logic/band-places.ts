// What the shadow band covers, for the table under the map: the countries it crosses, each with the
// latitudes it spans there, and the largest towns inside it. The band is sampled every quarter of a
// degree across its width and along its length; each sample is placed in a country by its outline.

import { destinationPoint } from "#app/features/where/logic/geodesy.ts";
import type { Coordinates } from "./coordinates.ts";
import { altitudeFrom, azimuthFrom, type BandQuery, type ShadowBand } from "./shadow-band.ts";
import { angleGap } from "./sun.ts";
import type { LatitudeStrip } from "./zone-unknown-band.ts";

/** Samples this many degrees apart across and along the band… */
const STEP = 0.25;
/** …or farther apart on a band so large that it would take more than this many. */
const MAX_SAMPLES = 8000;

/** Whether the sun at `place` casts the shadow asked: its altitude in the band's, its azimuth in the margin. */
export function bandHolds(
  band: Pick<ShadowBand, "subsolar" | "altitude">,
  direction: BandQuery["direction"],
  place: Coordinates,
): boolean {
  const altitude = altitudeFrom(band.subsolar, place);
  if (altitude < band.altitude.min || altitude > band.altitude.max) return false;
  if (!direction) return true;
  const shadow = (azimuthFrom(band.subsolar, place) + 180) % 360;
  return angleGap(shadow, direction.degrees) <= direction.tolerance;
}

/** Points inside the band, STEP degrees apart across and along it (or as many as MAX_SAMPLES allows). */
export function bandSamples(band: ShadowBand, direction: BandQuery["direction"]): Coordinates[] {
  const samples: Coordinates[] = [];
  const { inner, outer } = band.radius;
  if (outer <= 0) return [band.subsolar];
  const circumference = (distance: number) =>
    360 * Math.sin((Math.min(distance, 180 - 1e-9) * Math.PI) / 180);
  const whole = ((outer - inner) / STEP + 1) * (circumference((inner + outer) / 2) / STEP);
  const step = whole > MAX_SAMPLES ? STEP * Math.sqrt(whole / MAX_SAMPLES) : STEP;
  for (let distance = inner; distance <= outer + 1e-9; distance += step) {
    // Around the subsolar point, one sample every `step` degrees of arc at this distance.
    const around = Math.max(1, Math.ceil(circumference(distance) / step));
    for (let i = 0; i < around; i++) {
      const point = destinationPoint(band.subsolar, (360 * i) / around, Math.max(distance, 1e-9));
      if (bandHolds(band, direction, point)) samples.push(point);
    }
  }
  return samples;
}

/**
 * Points of latitude strips, STEP degrees apart north to south and east to west (or as many as
 * MAX_SAMPLES allows): every strip goes round the Earth.
 */
export function stripSamples(strips: readonly LatitudeStrip[]): Coordinates[] {
  // Each row of a strip: its latitude and how many points go round it, `step` degrees of arc apart.
  const rows = (step: number) =>
    strips.flatMap(({ south, north }) => {
      // A strip thinner than a step is sampled along its middle.
      const count = Math.max(1, Math.round((north - south) / step) + 1);
      return Array.from({ length: count }, (_, row) => {
        const lat = count === 1 ? (south + north) / 2 : south + ((north - south) * row) / (count - 1);
        return { lat, around: Math.max(1, Math.ceil((360 * Math.cos((lat * Math.PI) / 180)) / step)) };
      });
    });
  const fine = rows(STEP);
  const whole = fine.reduce((sum, row) => sum + row.around, 0);
  const chosen = whole > MAX_SAMPLES ? rows(STEP * Math.sqrt(whole / MAX_SAMPLES)) : fine;
  return chosen.flatMap(({ lat, around }) =>
    Array.from({ length: around }, (_, i) => ({ lat, lon: -180 + (360 * (i + 0.5)) / around })),
  );
}

/** A country the band crosses and the latitudes it covers there. */
export interface BandCountry {
  /** ISO 3166 alpha-2, or the atlas's English name for an outline no code stands for. */
  code: string;
  south: number;
  north: number;
}

/**
 * The countries the band's samples fall in (`countryOf` names a point's country, null at sea), the
 * south and north of the samples in each, the largest stretch first.
 */
export function countriesInBand(
  samples: readonly Coordinates[],
  countryOf: (point: Coordinates) => string | null,
): BandCountry[] {
  const found = new Map<string, BandCountry & { count: number }>();
  for (const point of samples) {
    const code = countryOf(point);
    if (code === null) continue;
    const known = found.get(code);
    if (known) {
      known.south = Math.min(known.south, point.lat);
      known.north = Math.max(known.north, point.lat);
      known.count++;
    } else found.set(code, { code, south: point.lat, north: point.lat, count: 1 });
  }
  return [...found.values()]
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code))
    .map(({ code, south, north }) => ({ code, south, north }));
}

/** The first `limit` places (the list is largest first) where the band `holds`. */
export function placesInBand<Place extends { coordinates: Coordinates }>(
  holds: (point: Coordinates) => boolean,
  places: readonly Place[],
  limit: number,
): Place[] {
  const found: Place[] = [];
  for (const place of places) {
    if (found.length >= limit) break;
    if (holds(place.coordinates)) found.push(place);
  }
  return found;
}
