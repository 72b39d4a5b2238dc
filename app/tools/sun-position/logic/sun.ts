import SunCalc from "suncalc";
import type { Coordinates } from "./coordinates.ts";

const DEG = 180 / Math.PI;
export const MINUTE_MS = 60_000;

/** Where the sun stands, in degrees: azimuth clockwise from north, altitude above the horizon. */
export interface SunPosition {
  azimuth: number;
  /** Apparent altitude: as seen, the atmosphere's refraction included (it is what casts shadows). */
  altitude: number;
  /** The shadow of a 1 m vertical object, in metres and degrees from north; null when the sun is down. */
  shadowLength: number | null;
  shadowAzimuth: number | null;
}

/**
 * Atmospheric refraction in degrees for a true altitude in degrees (Sæmundsson's formula, Meeus,
 * Astronomical Algorithms, 16.4): half a degree at the horizon, nothing overhead. suncalc leaves it out.
 */
export function refraction(altitude: number): number {
  if (altitude < -1) return 0;
  return 1.02 / Math.tan((altitude + 10.3 / (altitude + 5.11)) / DEG) / 60;
}

export function sunPosition(atMs: number, { lat, lon }: Coordinates): SunPosition {
  const position = SunCalc.getPosition(new Date(atMs), lat, lon);
  // suncalc counts azimuth from south towards west; compasses count from north towards east.
  const azimuth = (position.azimuth * DEG + 540) % 360;
  const trueAltitude = position.altitude * DEG;
  const altitude = trueAltitude + refraction(trueAltitude);
  const up = altitude > 0;
  return {
    azimuth,
    altitude,
    shadowLength: up ? 1 / Math.tan(altitude / DEG) : null,
    shadowAzimuth: up ? (azimuth + 180) % 360 : null,
  };
}

/** A day's sun events, in Unix milliseconds; null when they do not happen (polar day or night). */
export interface SunDay {
  sunrise: number | null;
  sunset: number | null;
  solarNoon: number;
  /** The morning golden hour ends, and the evening one starts, when the sun is 6° high. */
  morningGoldenEnd: number | null;
  eveningGoldenStart: number | null;
  /** Polar day or night: the sun neither rises nor sets. */
  polar: "day" | "night" | null;
}

/**
 * The sun's day at a place on a calendar date (the place's date): suncalc takes the solar day nearest
 * the instant it is given, so it is given the date's mean solar noon at that longitude.
 */
export function sunDay(year: number, month: number, day: number, place: Coordinates): SunDay {
  const anchor = Date.UTC(year, month - 1, day, 12) - (place.lon / 15) * 3_600_000;
  const times = SunCalc.getTimes(new Date(anchor), place.lat, place.lon);
  const ms = (date: Date) => (Number.isNaN(date.getTime()) ? null : date.getTime());
  const sunrise = ms(times.sunrise);
  const solarNoon = times.solarNoon.getTime();
  let polar: SunDay["polar"] = null;
  if (sunrise === null) polar = sunPosition(solarNoon, place).altitude > 0 ? "day" : "night";
  return {
    sunrise,
    sunset: ms(times.sunset),
    solarNoon,
    morningGoldenEnd: ms(times.goldenHourEnd),
    eveningGoldenStart: ms(times.goldenHour),
    polar,
  };
}

export interface SunSample extends SunPosition {
  atMs: number;
}

/** The sun every `stepMinutes` from `startMs` to `endMs` included: the day chart's points. */
export function sunSamples(
  startMs: number,
  endMs: number,
  stepMinutes: number,
  place: Coordinates,
): SunSample[] {
  const samples: SunSample[] = [];
  for (let at = startMs; at <= endMs; at += stepMinutes * MINUTE_MS) {
    samples.push({ atMs: at, ...sunPosition(at, place) });
  }
  return samples;
}

export interface ShadowQuery {
  startMs: number;
  endMs: number;
  place: Coordinates;
  /** The measured shadow direction, degrees clockwise from north. */
  shadowAzimuth: number;
  /** How far off the measurement may be, in degrees. */
  toleranceDegrees: number;
  /** Shadow length ÷ object height, when it was measured. */
  lengthRatio?: number;
}

export interface ShadowMatch {
  /** When the shadow points exactly (or most nearly) the measured way. */
  atMs: number;
  /** The stretch of time in which it points that way within the tolerance. */
  fromMs: number;
  toMs: number;
  altitude: number;
  /** The shadow's length ÷ height at that moment. */
  lengthRatio: number;
  /** Whether the measured length ratio fits (within 15 %); null when none was given. */
  lengthFits: boolean | null;
}

/** How far a length ratio may be off and still fit: shadows on uneven ground are measured roughly. */
const LENGTH_TOLERANCE = 0.15;

/** The angle between two directions, in degrees (0–180). */
export const angleGap = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/**
 * Chronolocation: the times between `startMs` and `endMs` at which a vertical object's shadow points
 * the measured way, found minute by minute, then to the second around the closest minute.
 */
export function shadowMatches(query: ShadowQuery): ShadowMatch[] {
  const { place, shadowAzimuth, toleranceDegrees } = query;
  const gapAt = (at: number) => {
    const sun = sunPosition(at, place);
    return sun.shadowAzimuth === null ? Number.POSITIVE_INFINITY : angleGap(sun.shadowAzimuth, shadowAzimuth);
  };
  const runs: { from: number; to: number; best: number; bestGap: number }[] = [];
  let run: (typeof runs)[number] | null = null;
  for (let at = query.startMs; at <= query.endMs; at += MINUTE_MS) {
    const gap = gapAt(at);
    if (gap <= toleranceDegrees) {
      if (run === null) {
        run = { from: at, to: at, best: at, bestGap: gap };
        runs.push(run);
      }
      run.to = at;
      if (gap < run.bestGap) Object.assign(run, { best: at, bestGap: gap });
    } else {
      run = null;
    }
  }
  return runs.map(({ from, to, best }) => {
    let atMs = best;
    for (let at = best - MINUTE_MS; at <= best + MINUTE_MS; at += 1000) {
      if (gapAt(at) < gapAt(atMs)) atMs = at;
    }
    const sun = sunPosition(atMs, place);
    const lengthRatio = sun.shadowLength ?? Number.POSITIVE_INFINITY;
    const lengthFits =
      query.lengthRatio === undefined
        ? null
        : Math.abs(lengthRatio - query.lengthRatio) <= LENGTH_TOLERANCE * query.lengthRatio;
    return { atMs, fromMs: from, toMs: to, altitude: sun.altitude, lengthRatio, lengthFits };
  });
}
