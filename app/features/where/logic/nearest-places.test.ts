import { describe, expect, it } from "vitest";
import file from "../place-data/towns.json";
import { EARTH_RADIUS_KM, type LatLon } from "./geodesy.ts";
import { nearestPlaces } from "./nearest-places.ts";
import { readTowns, type TownsFile } from "./towns.ts";

const index = readTowns(file as unknown as TownsFile);
const hanoi = index.towns.find((town) => town.country === "VN" && town.names.en === "Hanoi");

/** The point `km` away from `from` setting off at `bearing` degrees (the direct geodesic problem). */
function destination({ lat, lon }: LatLon, bearing: number, km: number): LatLon {
  const [phi, lambda, theta, delta] = [lat, lon, bearing, (km / EARTH_RADIUS_KM) * (180 / Math.PI)].map(
    (degrees) => (degrees * Math.PI) / 180,
  ) as [number, number, number, number];
  const phi2 = Math.asin(Math.sin(phi) * Math.cos(delta) + Math.cos(phi) * Math.sin(delta) * Math.cos(theta));
  const lambda2 =
    lambda +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi),
      Math.cos(delta) - Math.sin(phi) * Math.sin(phi2),
    );
  return { lat: (phi2 * 180) / Math.PI, lon: (lambda2 * 180) / Math.PI };
}

/** A small index of made-up towns, written as the file writes them. */
const made = (towns: [country: string, lat: number, lon: number, name: string][]) =>
  readTowns({
    attribution: "test",
    towns: Object.fromEntries(
      towns.map(([country, lat, lon, name]) => [country, [[lat * 100, lon * 100, 10, name]]]),
    ),
  } as TownsFile);

describe("nearestPlaces", () => {
  it("finds Hà Nội at its own centre, under a kilometre away", () => {
    const [first] = nearestPlaces(index, { lat: 21.0245, lon: 105.8412 }, 3);
    expect(first?.town.names.vi).toBe("Hà Nội");
    expect(first?.distanceKm).toBeLessThan(1);
  });

  it("says a point 12 km north-north-east of Hà Nội is 12 km NNE of it", () => {
    if (!hanoi) throw new Error("no Hà Nội in the index");
    const found = nearestPlaces(index, destination(hanoi, 22.5, 12), 3);
    expect(found[0]).toMatchObject({ town: hanoi, direction: "NNE", distanceKm: expect.closeTo(12, 3) });
    expect(found.map((place) => place.distanceKm)).toEqual(
      [...found.map((place) => place.distanceKm)].sort(),
    );
    expect(found).toHaveLength(3);
  });

  it("reaches across the antimeridian: a point at 180° in Fiji's waters finds Fiji's towns both sides", () => {
    const fiji = nearestPlaces(index, { lat: -16.6, lon: 180 }, 3);
    expect(fiji.map((place) => place.town.country)).toEqual(["FJ", "FJ", "FJ"]);
    expect(fiji[0]?.distanceKm).toBeLessThan(100);
    // Kiribati's Line Islands, east of the antimeridian.
    const [kiritimati] = nearestPlaces(index, { lat: 1.87, lon: -157.4 }, 1);
    expect(kiritimati?.town.country).toBe("KI");
    // Made-up towns either side of the line: the nearest is across it, and the point lies west of it.
    const line = made([
      ["AA", 0, 179.8, "West"],
      ["BB", 0, -179.95, "East"],
    ]);
    const [east, west] = nearestPlaces(line, { lat: 0, lon: 179.99 }, 2);
    expect(east).toMatchObject({ town: { names: { en: "East" } }, direction: "W" });
    expect(east?.distanceKm).toBeCloseTo(6.67, 2);
    expect(west).toMatchObject({ town: { names: { en: "West" } }, direction: "E" });
  });

  it("works at the poles: the nearest town is far, the point north (or south) of it", () => {
    const [north] = nearestPlaces(index, { lat: 90, lon: 0 }, 1);
    expect(north?.distanceKm).toBeGreaterThan(800);
    expect(north?.direction).toBe("N");
    const [south] = nearestPlaces(index, { lat: -90, lon: 0 }, 1);
    expect(south?.town.country).toBe("AQ"); // McMurdo Station
    expect(south?.direction).toBe("S");
    const [ice] = nearestPlaces(index, { lat: -80, lon: 0 }, 1);
    expect(ice?.distanceKm).toBeGreaterThan(1000);
  });

  it("gives as many as asked, or every town, or none", () => {
    const line = made([
      ["AA", 0, 0, "A"],
      ["BB", 0, 1, "B"],
    ]);
    expect(nearestPlaces(line, { lat: 0, lon: 0.2 }, 5).map((place) => place.town.names.en)).toEqual([
      "A",
      "B",
    ]);
    expect(nearestPlaces(line, { lat: 0, lon: 0.2 }, 0)).toEqual([]);
    expect(() => nearestPlaces(line, { lat: 91, lon: 0 }, 1)).toThrow(RangeError);
  });
});
