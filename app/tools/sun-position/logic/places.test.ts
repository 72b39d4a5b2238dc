import { describe, expect, it } from "vitest";
import data from "../place-data/places.json" with { type: "json" };
import { type PlaceRow, readPlaces, searchPlaces } from "./places.ts";

// The real list the page loads: GeoNames' cities of 100,000 people or more, and capitals.
const places = readPlaces(data.places as PlaceRow[]);
const names = (query: string, lang: "en" | "fr" | "vi" = "en") =>
  searchPlaces(places, query, lang).map(({ place, via }) => [place.names[lang], place.country, via ?? null]);

describe("searchPlaces", () => {
  it("finds Hà Nội with or without its accents, in every language, named in the page's", () => {
    for (const query of ["Hà Nội", "ha noi", "HANOI", "Hanoï"]) {
      expect(names(query, "vi")[0]).toEqual(["Hà Nội", "VN", null]);
    }
    expect(names("Hà Nội", "en")[0]).toEqual(["Hanoi", "VN", null]);
    expect(names("hanoi", "fr")[0]).toEqual(["Hanoï", "VN", null]);
    const hanoi = searchPlaces(places, "hanoi", "en")[0]?.place.coordinates;
    expect(hanoi?.lat).toBeCloseTo(21.02, 1);
    expect(hanoi?.lon).toBeCloseTo(105.84, 1);
  });

  it("names Munich and Geneva as each language does, and finds them by any of their names", () => {
    expect(names("Munich", "en")[0]).toEqual(["Munich", "DE", null]);
    expect(names("Munich", "fr")[0]).toEqual(["Munich", "DE", null]);
    expect(names("Munich", "vi")[0]).toEqual(["München", "DE", "Munich"]);
    expect(names("munchen", "en")[0]).toEqual(["Munich", "DE", "München"]);
    expect(names("Geneva", "fr")[0]).toEqual(["Genève", "CH", "Geneva"]);
    expect(names("geneve", "en")[0]).toEqual(["Geneva", "CH", "Genève"]);
    expect(names("Luân Đôn", "en")[0]).toEqual(["London", "GB", "Luân Đôn"]);
    expect(names("Pékin", "vi")[0]).toEqual(["Bắc Kinh", "CN", "Pékin"]);
  });

  it("puts a name equal to the query first, then the most populous starting with it", () => {
    // Paris, France before Paris, Texas (not in the list) and before any city whose name contains "paris".
    expect(names("paris")[0]).toEqual(["Paris", "FR", null]);
    const lon = names("lon");
    expect(lon[0]?.[0]).toBe("London");
    expect(lon.every(([name]) => /lon/i.test(name ?? "") || name === "Luân Đôn")).toBe(true);
  });

  it("finds nothing for a letter, nor for a name that is no city of the list", () => {
    expect(names("p")).toEqual([]);
    expect(names("Xyzzyville")).toEqual([]);
  });
});

describe("the list", () => {
  it("has every country's capital and the cities of 100,000 people, small enough to load on a search", () => {
    expect(places.length).toBeGreaterThan(4000);
    expect(JSON.stringify(data).length).toBeLessThan(300_000);
    for (const capital of ["Paris", "Hanoi", "Bern", "Vaduz", "Canberra", "Washington, D.C."]) {
      expect(places.some((place) => place.names.en === capital)).toBe(true);
    }
    expect(data.attribution).toMatch(/GeoNames.*CC BY 4\.0/);
  });
});
