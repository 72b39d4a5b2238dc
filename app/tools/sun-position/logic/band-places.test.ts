import { createRequire } from "node:module";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import places from "../place-data/places.json" with { type: "json" };
import { bandHolds, bandSamples, type CountryShape, countriesInBand, placesInBand } from "./band-places.ts";
import { type PlaceRow, readPlaces } from "./places.ts";
import { shadowBand } from "./shadow-band.ts";
import { sunPosition } from "./sun.ts";

const atlas = createRequire(import.meta.url)("world-atlas/countries-110m.json") as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;
/** The atlas's countries by their ISO 3166 numeric code (France is 250). */
const countries: CountryShape[] = feature(atlas, atlas.objects.countries).features.map((country) => ({
  code: String(country.id),
  shape: country,
}));

const EQUINOX_NOON = Date.parse("2026-03-20T12:00:00Z");
const query = { atMs: EQUINOX_NOON, ratio: 1, ratioTolerance: 0.05 };

describe("what the band covers", () => {
  it("samples only places where the sun casts the shadow asked", () => {
    const band = shadowBand(query);
    if (!band) throw new Error("no band");
    const samples = bandSamples(band, undefined);
    expect(samples.length).toBeGreaterThan(1000);
    for (const sample of samples.filter((_, i) => i % 50 === 0)) {
      const altitude = sunPosition(EQUINOX_NOON, sample).altitude;
      expect(altitude).toBeGreaterThan(band.altitude.min - 0.05);
      expect(altitude).toBeLessThan(band.altitude.max + 0.05);
    }
  });

  it("names the countries it crosses with their latitudes: France between 43.6° and 46.5° N, not Iceland", () => {
    const band = shadowBand(query);
    if (!band) throw new Error("no band");
    const crossed = countriesInBand(bandSamples(band, undefined), countries);
    const france = crossed.find((country) => country.code === "250");
    expect(france?.south).toBeGreaterThan(42.5);
    expect(france?.north).toBeLessThan(47.5);
    expect(crossed.some((country) => country.code === "352")).toBe(false);
    // Its neighbours on the same latitudes: Spain and Italy.
    expect(crossed.some((country) => country.code === "724")).toBe(true);
    expect(crossed.some((country) => country.code === "380")).toBe(true);
  });

  it("lists the largest towns inside it: Bordeaux at 44.8° N, not Paris at 48.9° N", () => {
    const band = shadowBand(query);
    if (!band) throw new Error("no band");
    const towns = placesInBand(band, undefined, readPlaces(places.places as PlaceRow[]), 5000);
    const names = towns.map((town) => town.names.en);
    expect(names).toContain("Bordeaux");
    expect(names).not.toContain("Paris");
    for (const town of towns) expect(bandHolds(band, undefined, town.coordinates)).toBe(true);
  });

  it("keeps to the sector of a measured direction: shadows pointing north at noon leave out the south", () => {
    const withDirection = { ...query, direction: { degrees: 0, tolerance: 10 } };
    const band = shadowBand(withDirection);
    if (!band) throw new Error("no band");
    const crossed = countriesInBand(bandSamples(band, withDirection.direction), countries);
    expect(crossed.some((country) => country.code === "250")).toBe(true);
    // Shadows pointing north at noon: the sun is south of them, so the ring's southern half is left out.
    expect(crossed.every((country) => country.south > 0)).toBe(true);
  });
});
