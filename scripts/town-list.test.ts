import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { distanceKm } from "#app/features/where/logic/geodesy.ts";
import { nearestPlaces } from "#app/features/where/logic/nearest-places.ts";
import { readTowns } from "#app/features/where/logic/towns.ts";
import { geoNamesCities, PLACE_CODES } from "./place-list.ts";
import { buildTowns, FILL_KM, MIN_POPULATION, TOWNS_FILE, townsFileText } from "./town-list.ts";

describe("the where feature's towns", () => {
  const cities = geoNamesCities();
  const built = buildTowns(cities);
  const index = readTowns(built);
  const named = (country: string, name: string) =>
    index.towns.find((town) => town.country === country && town.names.en === name);

  it("are up to date with GeoNames' cities and the names of place-names.ts (run `npm run towns` otherwise)", () => {
    expect(readFileSync(TOWNS_FILE, "utf8")).toBe(townsFileText(built));
  });

  it("read back as written: positions to the hundredth of a degree, names in three languages", () => {
    expect(named("VN", "Hanoi")).toEqual({
      country: "VN",
      lat: expect.closeTo(21.02, 2),
      lon: expect.closeTo(105.84, 2),
      population: expect.any(Number),
      names: { en: "Hanoi", fr: "Hanoï", vi: "Hà Nội" },
    });
    expect(named("CH", "Geneva")?.names).toEqual({ en: "Geneva", fr: "Genève", vi: "Genève" });
    // Vaduz has 5,000 people: in the list as a capital.
    expect(named("LI", "Vaduz")).toBeDefined();
  });

  it("keep every town of 50,000 people, and leave no populated place further than 50 km from one", () => {
    const places = cities.filter((city) => PLACE_CODES.has(city.featureCode));
    const large = places.filter((city) => city.population >= MIN_POPULATION);
    const kept = new Set(
      Object.entries(built.towns).flatMap(([country, rows]) => rows.map((row) => `${country}|${row[3]}`)),
    );
    expect(large.filter((city) => !kept.has(`${city.country}|${city.name}`))).toEqual([]);
    // One place in 50 is enough to catch a hole in the fill.
    for (const city of places.filter((_, at) => at % 50 === 0)) {
      const [lon, lat] = city.loc.coordinates;
      const [nearest] = nearestPlaces(index, { lat, lon }, 1);
      // The positions are rounded to a hundredth of a degree: up to 0.8 km.
      expect(nearest?.distanceKm, `${city.name}, ${city.country}`).toBeLessThanOrEqual(FILL_KM + 1);
    }
  });

  it("give each town its own position (a hundredth of a degree off at most)", () => {
    const hanoi = cities.find((city) => city.name === "Hanoi" && city.country === "VN");
    const [lon = 0, lat = 0] = hanoi?.loc.coordinates ?? [];
    expect(distanceKm({ lat, lon }, named("VN", "Hanoi") ?? { lat: 0, lon: 0 })).toBeLessThan(0.8);
  });
});
