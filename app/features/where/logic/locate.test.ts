import zoneAt from "@photostructure/tz-lookup";
import { describe, expect, it } from "vitest";
import topology from "world-atlas/countries-110m.json";
import file from "../place-data/towns.json";
import { type CountriesTopology, readCountries } from "./countries.ts";
import { locatePoint, type WhereData } from "./locate.ts";
import { readTowns, type TownsFile } from "./towns.ts";

const data: WhereData = {
  towns: readTowns(file as unknown as TownsFile),
  countries: readCountries(topology as unknown as CountriesTopology),
  zoneAt,
};

describe("locatePoint", () => {
  it("places Hà Nội: its own town, Vietnam by the outline, the zone tz-lookup gives (Indochina Time)", () => {
    const hanoi = locatePoint(data, { lat: 21.0245, lon: 105.8412 });
    expect(hanoi.nearest).toHaveLength(3);
    expect(hanoi.nearest[0]?.town.names.en).toBe("Hanoi");
    expect(hanoi.country).toEqual({ code: "VN", source: "outline" });
    expect(["Asia/Bangkok", "Asia/Ho_Chi_Minh"]).toContain(hanoi.zone);
  });

  it("places Paris in France, in Europe/Paris", () => {
    const paris = locatePoint(data, { lat: 48.8566, lon: 2.3522 }, 1);
    expect(paris.nearest.map((place) => place.town.names.en)).toEqual(["Paris"]);
    expect(paris.country).toEqual({ code: "FR", source: "outline" });
    expect(paris.zone).toBe("Europe/Paris");
  });

  it("says no country in the open sea, and gives the sea's nautical zone", () => {
    const atlantic = locatePoint(data, { lat: 40, lon: -40 });
    expect(atlantic.country).toBeNull();
    expect(atlantic.zone).toBe("Etc/GMT+3");
    expect(atlantic.nearest[0]?.distanceKm).toBeGreaterThan(500);
  });

  it("recognizes a country too small for the outlines by its own town: Singapore, Malta, San Marino", () => {
    // Singapore lies inside Malaysia's 1:110m outline; Malta has none.
    expect(locatePoint(data, { lat: 1.29, lon: 103.85 }).country).toEqual({
      code: "SG",
      source: "nearest-town",
    });
    expect(locatePoint(data, { lat: 35.9, lon: 14.5 }).country).toEqual({
      code: "MT",
      source: "nearest-town",
    });
    expect(locatePoint(data, { lat: 43.94, lon: 12.45 }).country?.code).toBe("SM"); // inside Italy's outline
    expect(locatePoint(data, { lat: 22.3, lon: 114.17 }).country?.code).toBe("HK"); // inside China's
    // Johor Bahru, across the strait, stays in Malaysia; Rimini, by San Marino, in Italy.
    expect(locatePoint(data, { lat: 1.4655, lon: 103.7578 }).country).toEqual({
      code: "MY",
      source: "outline",
    });
  });

  it("places a point across the antimeridian, one near the North Pole and one in Antarctica without fail", () => {
    const fiji = locatePoint(data, { lat: -16.6, lon: -179.99 });
    expect(fiji.nearest[0]?.town.country).toBe("FJ");
    expect(fiji.zone).toBe("Pacific/Fiji");
    const north = locatePoint(data, { lat: 89.9, lon: 200 });
    expect(north.country).toBeNull();
    expect(north.nearest[0]?.distanceKm).toBeGreaterThan(800);
    expect(north.zone).toMatch(/^Etc\//);
    const ice = locatePoint(data, { lat: -80, lon: 0 });
    expect(ice.country).toEqual({ code: "AQ", source: "outline" });
  });
});
