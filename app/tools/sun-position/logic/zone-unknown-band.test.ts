import { createRequire } from "node:module";
import tzLookup from "@photostructure/tz-lookup";
import { describe, expect, it } from "vitest";
import { zoneOffsetMinutes } from "#app/features/time-zones/logic/zone-offset.ts";
import { type CountriesTopology, countryAt, readCountries } from "#app/features/where/logic/countries.ts";
import places from "../place-data/places.json" with { type: "json" };
import { bandAnswer } from "./band-answer.ts";
import { type PlaceRow, readPlaces } from "./places.ts";
import type { BandQuery } from "./shadow-band.ts";
import { angleGap, sunPosition } from "./sun.ts";
import { type LatitudeStrip, stripBand, stripsHold, ZONE_LEAD_MINUTES } from "./zone-unknown-band.ts";

const MINUTE_MS = 60_000;
const wall = (iso: string) => Date.parse(`${iso}Z`);

/**
 * The slow way, with suncalc at the place itself: some minute of the window at which a clock `lead`
 * minutes ahead of the place's mean solar time shows the wall time, and the sun casts the shadow.
 */
function bruteHolds(query: BandQuery, lat: number, lon: number, altitude: { min: number; max: number }) {
  for (let lead = ZONE_LEAD_MINUTES.min; lead <= ZONE_LEAD_MINUTES.max; lead++) {
    const atMs = query.atMs - (lon / 15) * 60 * MINUTE_MS - lead * MINUTE_MS;
    const sun = sunPosition(atMs, { lat, lon });
    if (sun.altitude < altitude.min || sun.altitude > altitude.max) continue;
    const shadow = (sun.azimuth + 180) % 360;
    if (!query.direction || angleGap(shadow, query.direction.degrees) <= query.direction.tolerance)
      return true;
  }
  return false;
}

const nearAnEdge = (strips: readonly LatitudeStrip[], lat: number) =>
  strips.some((strip) => Math.abs(strip.south - lat) < 0.5 || Math.abs(strip.north - lat) < 0.5);

/** Every whole latitude away from the strips' edges: inside a strip exactly when suncalc says so. */
function agreesWithSuncalc(query: BandQuery) {
  const band = stripBand(query);
  if (!band) throw new Error("no band");
  for (const lon of [0, 97.5, -150]) {
    for (let lat = -89; lat <= 89; lat++) {
      if (nearAnEdge(band.strips, lat)) continue;
      expect([lat, lon, stripsHold(band.strips, { lat, lon })]).toEqual([
        lat,
        lon,
        bruteHolds(query, lat, lon, band.altitude),
      ]);
    }
  }
  return band;
}

describe("the band with the time zone unknown", () => {
  it("at an equinox, noon on the clock and a shadow as long as the object is tall: one strip to about ±46°", () => {
    const band = agreesWithSuncalc({ atMs: wall("2026-03-20T12:00:00"), ratio: 1, ratioTolerance: 0.05 });
    // The window holds the sun's noon everywhere, when it stands 90° − |latitude| high: 46.4° at most.
    expect(band.strips).toHaveLength(1);
    expect(band.strips[0]?.south).toBeCloseTo(-46.4, 0);
    expect(band.strips[0]?.north).toBeCloseTo(46.4, 0);
    expect(band.polygons).toHaveLength(1);
  });

  it("narrows to the northern strip when the shadow points north", () => {
    const query = {
      atMs: wall("2026-03-20T12:00:00"),
      ratio: 1,
      ratioTolerance: 0.05,
      direction: { degrees: 0, tolerance: 3 },
    };
    const band = agreesWithSuncalc(query);
    expect(band.strips).toHaveLength(1);
    expect(band.strips[0]?.south).toBeGreaterThan(40);
    expect(band.strips[0]?.north).toBeLessThan(47);
  });

  it("gives two strips where the morning sun stands that high north and south of the tropics", () => {
    const band = agreesWithSuncalc({ atMs: wall("2026-06-21T08:30:00"), ratio: 2, ratioTolerance: 0.1 });
    expect(band.strips.length).toBeGreaterThan(0);
    expect(band.strips.every((strip) => strip.south < strip.north)).toBe(true);
  });

  it("is empty at a clock time no zone puts in daylight high enough", () => {
    const band = stripBand({ atMs: wall("2026-03-20T03:00:00"), ratio: 0.2, ratioTolerance: 0.05 });
    expect(band?.strips).toEqual([]);
    expect(band?.polygons).toEqual([]);
  });

  it("with no shadow at noon of the June solstice: only the latitude where the sun is overhead", () => {
    const band = stripBand({ atMs: wall("2026-06-21T12:00:00"), ratio: 0, ratioTolerance: 0.05 });
    expect(band?.strips).toHaveLength(1);
    expect(band?.strips[0]?.south).toBeCloseTo(23.44, 1);
    expect(band?.strips[0]?.north).toBeCloseTo(23.44, 1);
    // At midnight on the clock, nowhere.
    expect(stripBand({ atMs: wall("2026-06-21T00:00:00"), ratio: 0, ratioTolerance: 0 })?.strips).toEqual([]);
  });

  it("refuses what no sun casts", () => {
    expect(stripBand({ atMs: wall("2026-06-21T12:00:00"), ratio: -1, ratioTolerance: 0.05 })).toBeNull();
    expect(stripBand({ atMs: wall("2026-06-21T12:00:00"), ratio: 1, ratioTolerance: 1 })).toBeNull();
  });
});

const countries = readCountries(
  createRequire(import.meta.url)("world-atlas/countries-110m.json") as CountriesTopology,
);

describe("the towns listed with the zone unknown", () => {
  it("are those whose own zone's clock fits, each with its zone", () => {
    const query = { atMs: wall("2026-03-20T12:00:00"), ratio: 1, ratioTolerance: 0.05, zoneUnknown: true };
    const answer = bandAnswer(query, {
      countries,
      places: readPlaces(places.places as PlaceRow[]),
      zoneAt: tzLookup,
    });
    if (answer?.kind !== "zone-unknown") throw new Error("no band");
    expect(answer.towns.length).toBe(20);
    for (const town of answer.towns) {
      expect(town.zone).toBe(tzLookup(town.coordinates.lat, town.coordinates.lon));
      const atMs = query.atMs - zoneOffsetMinutes(town.zone as string, query.atMs) * MINUTE_MS;
      const altitude = sunPosition(atMs, town.coordinates).altitude;
      expect(altitude).toBeGreaterThan(answer.band.altitude.min - 0.05);
      expect(altitude).toBeLessThan(answer.band.altitude.max + 0.05);
    }
    // Bordeaux lies in the strip, but its clock runs an hour ahead of its sun: at noon there the sun is
    // about 43° high, short of the band.
    expect(answer.towns.map((town) => town.names.en)).not.toContain("Bordeaux");
    expect(answer.countries.map((country) => country.code)).toContain("FR");
  });
});

describe("how far zones' clocks run from the sun", () => {
  const onLand = (lat: number, lon: number) => countryAt(countries, { lat, lon }) !== null;

  it("holds every zone on land, and no more than ten minutes beyond the farthest", () => {
    const outside: string[] = [];
    let [earliest, latest] = [false, false];
    for (const atMs of [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)]) {
      const offsets = new Map<string, number>();
      for (let lat = -56; lat <= 84; lat += 0.5) {
        for (let lon = -180; lon < 180; lon += 0.5) {
          const zone = tzLookup(lat, lon);
          // The open sea's zones (Etc/GMT+5…) keep to the sun by design and hold no one's clock.
          if (zone.startsWith("Etc/")) continue;
          let offset = offsets.get(zone);
          if (offset === undefined) {
            offset = zoneOffsetMinutes(zone, atMs);
            offsets.set(zone, offset);
          }
          // Ahead of the sun by this much, the date line's day taken off.
          const lead = ((((offset - lon * 4 + 720) % 1440) + 1440) % 1440) - 720;
          // Only the few points at the window's ends are placed on land (zones reach over the sea ice).
          const outOfWindow = lead < ZONE_LEAD_MINUTES.min || lead > ZONE_LEAD_MINUTES.max;
          const early = lead < ZONE_LEAD_MINUTES.min + 10;
          const late = lead > ZONE_LEAD_MINUTES.max - 10;
          if (!(outOfWindow || (early && !earliest) || (late && !latest)) || !onLand(lat, lon)) continue;
          if (outOfWindow) outside.push(`${zone} ${lat},${lon}: ${lead} min`);
          else if (early) earliest = true;
          else latest = true;
        }
      }
    }
    expect(outside).toEqual([]);
    expect([earliest, latest]).toEqual([true, true]);
  });
});
