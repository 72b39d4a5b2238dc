import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildPlaces, geoNamesCities, PLACES_FILE, placesFileText } from "./place-list.ts";

describe("the sun page's place list", () => {
  const built = buildPlaces(geoNamesCities());

  it("is up to date with GeoNames' cities and the names of place-names.ts (run `npm run places` otherwise)", () => {
    expect(readFileSync(PLACES_FILE, "utf8")).toBe(placesFileText(built));
  });

  it("keeps cities of 100,000 people and every capital, without parts of cities", () => {
    const geneva = built.places.find(([country, , , , en]) => country === "CH" && en === "Geneva");
    expect(geneva).toEqual([
      "CH",
      expect.closeTo(46.2, 1),
      expect.closeTo(6.15, 1),
      expect.any(Number),
      "Geneva",
      "Genève",
      "Genève",
      "Genève",
    ]);
    // Vaduz has 5,000 people: in the list as a capital.
    expect(built.places.some(([country, , , , en]) => country === "LI" && en === "Vaduz")).toBe(true);
    expect(built.places.some(([, , , , en]) => en === "Thị Xã Phú Mỹ")).toBe(false);
  });
});
