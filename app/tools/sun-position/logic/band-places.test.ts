import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { type CountriesTopology, countryAt, readCountries } from "#app/features/where/logic/countries.ts";
import places from "../place-data/places.json" with { type: "json" };
import { bandHolds, bandSamples, countriesInBand, placesInBand, stripSamples } from "./band-places.ts";
import type { Coordinates } from "./coordinates.ts";
import { type PlaceRow, readPlaces } from "./places.ts";
import { shadowBand } from "./shadow-band.ts";
import { sunPosition } from "./sun.ts";
import { stripBand, stripsHold } from "./zone-unknown-band.ts";

const countries = readCountries(
  createRequire(import.meta.url)("world-atlas/countries-110m.json") as CountriesTopology,
);
const countryOf = (point: Coordinates) => countryAt(countries, point)?.properties.code ?? null;

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
    const crossed = countriesInBand(bandSamples(band, undefined), countryOf);
    const france = crossed.find((country) => country.code === "FR");
    expect(france?.south).toBeGreaterThan(42.5);
    expect(france?.north).toBeLessThan(47.5);
    expect(crossed.some((country) => country.code === "IS")).toBe(false);
    // Its neighbours on the same latitudes: Spain and Italy.
    expect(crossed.some((country) => country.code === "ES")).toBe(true);
    expect(crossed.some((country) => country.code === "IT")).toBe(true);
  });

  it("lists the largest towns inside it: Bordeaux at 44.8° N, not Paris at 48.9° N", () => {
    const band = shadowBand(query);
    if (!band) throw new Error("no band");
    const towns = placesInBand(
      (point) => bandHolds(band, undefined, point),
      readPlaces(places.places as PlaceRow[]),
      5000,
    );
    const names = towns.map((town) => town.names.en);
    expect(names).toContain("Bordeaux");
    expect(names).not.toContain("Paris");
    for (const town of towns) expect(bandHolds(band, undefined, town.coordinates)).toBe(true);
  });

  it("keeps to the sector of a measured direction: shadows pointing north at noon leave out the south", () => {
    const withDirection = { ...query, direction: { degrees: 0, tolerance: 10 } };
    const band = shadowBand(withDirection);
    if (!band) throw new Error("no band");
    const crossed = countriesInBand(bandSamples(band, withDirection.direction), countryOf);
    expect(crossed.some((country) => country.code === "FR")).toBe(true);
    // Shadows pointing north at noon: the sun is south of them, so the ring's southern half is left out.
    expect(crossed.every((country) => country.south > 0)).toBe(true);
  });

  it("samples strips all round the Earth: the zone unknown, noon on an equinox's clock crosses Brazil and Indonesia", () => {
    const band = stripBand({ ...query, atMs: Date.parse("2026-03-20T12:00:00Z") });
    if (!band) throw new Error("no band");
    const samples = stripSamples(band.strips);
    expect(samples.length).toBeGreaterThan(1000);
    expect(samples.length).toBeLessThanOrEqual(8000 * 1.1);
    expect(samples.every((sample) => stripsHold(band.strips, sample))).toBe(true);
    const crossed = countriesInBand(samples, countryOf).map((country) => country.code);
    expect(crossed).toEqual(expect.arrayContaining(["BR", "ID", "FR", "AU", "US"]));
  });

  it("samples a strip thinner than a step along its middle", () => {
    const samples = stripSamples([{ south: 23.43, north: 23.44 }]);
    for (const sample of samples) expect(sample.lat).toBeCloseTo(23.435, 9);
    expect(samples.length).toBe(Math.ceil((360 * Math.cos((23.435 * Math.PI) / 180)) / 0.25));
  });
});
