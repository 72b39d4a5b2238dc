import { describe, expect, it } from "vitest";
import type { PointFacts } from "./locate.ts";
import { placedResult } from "./placed-result.ts";
import type { Town } from "./towns.ts";

const town = (country: string, lat: number, lon: number, en: string, vi = en): Town => ({
  country,
  lat,
  lon,
  population: 0,
  names: { en, fr: en, vi },
});

const facts: PointFacts = {
  nearest: [
    { town: town("VN", 20.92, 105.81, "Hanoi", "Hà Nội"), distanceKm: 12.345, bearing: 20, direction: "NNE" },
    {
      town: town("VN", 21.18, 106.07, "Bac Ninh", "Bắc Ninh"),
      distanceKm: 27.06,
      bearing: 230,
      direction: "SW",
    },
  ],
  country: { code: "VN", source: "outline" },
  zone: "Asia/Bangkok",
};

describe("placedResult", () => {
  it("keeps the point, where it was read, each town's sentence as the page said it, the country and the zone", () => {
    const result = placedResult(
      { lat: 21.0285, lon: 105.8542 },
      "photo",
      facts,
      (place) => `${place.direction} of ${place.town.names.vi}`,
      "hanoi.jpg",
    );
    expect(result).toEqual({
      point: { lat: 21.0285, lon: 105.8542 },
      origin: "photo",
      fileName: "hanoi.jpg",
      nearest: [
        {
          description: "NNE of Hà Nội",
          town: "Hanoi",
          country: "VN",
          lat: 20.92,
          lon: 105.81,
          distanceKm: 12.3,
          direction: "NNE",
        },
        {
          description: "SW of Bắc Ninh",
          town: "Bac Ninh",
          country: "VN",
          lat: 21.18,
          lon: 106.07,
          distanceKm: 27.1,
          direction: "SW",
        },
      ],
      country: { code: "VN", source: "outline" },
      zone: "Asia/Bangkok",
      maps: {
        openStreetMap:
          "https://www.openstreetmap.org/?mlat=21.028500&mlon=105.854200#map=17/21.028500/105.854200",
        googleMaps: "https://www.google.com/maps/search/?api=1&query=21.028500%2C105.854200",
      },
    });
    // The same JSON once stored: nothing a case would drop.
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("leaves the file name out when the point was typed", () => {
    const result = placedResult(
      { lat: 48.8584, lon: 2.2945 },
      "place",
      { ...facts, country: null },
      () => "",
    );
    expect(result).not.toHaveProperty("fileName");
    expect(result.country).toBeNull();
  });
});
