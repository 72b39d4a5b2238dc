import { describe, expect, it } from "vitest";
import { googleMapsUrl, openStreetMapUrl } from "./point-links.ts";

describe("the links to other maps", () => {
  it("put a marker on the point in OpenStreetMap and Google Maps, to six decimals", () => {
    const hoanKiem = { lat: 21.0285, lon: 105.8542 };
    expect(openStreetMapUrl(hoanKiem)).toBe(
      "https://www.openstreetmap.org/?mlat=21.028500&mlon=105.854200#map=17/21.028500/105.854200",
    );
    expect(googleMapsUrl(hoanKiem)).toBe(
      "https://www.google.com/maps/search/?api=1&query=21.028500%2C105.854200",
    );
  });

  it("write a longitude past the antimeridian within ±180° and keep the signs", () => {
    expect(googleMapsUrl({ lat: -17.5, lon: 190 })).toBe(
      "https://www.google.com/maps/search/?api=1&query=-17.500000%2C-170.000000",
    );
    expect(openStreetMapUrl({ lat: -33.8688, lon: -70.5 })).toContain("mlat=-33.868800&mlon=-70.500000");
  });
});
