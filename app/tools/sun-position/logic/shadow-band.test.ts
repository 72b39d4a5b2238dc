import { geoArea, geoContains } from "d3-geo";
import { describe, expect, it } from "vitest";
import { altitudeFrom, azimuthFrom, type ShadowBand, shadowBand, subsolarPoint } from "./shadow-band.ts";
import { sunPosition } from "./sun.ts";

const EQUINOX_NOON = Date.parse("2026-03-20T12:00:00Z");
const inBand = (band: ShadowBand, lon: number, lat: number) =>
  geoContains({ type: "MultiPolygon", coordinates: band.polygons }, [lon, lat]);

describe("the subsolar point and the sun seen from anywhere", () => {
  it("agrees with the sun tool's own altitude and azimuth to within 0.05°", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 500; i++) {
      const atMs = Date.UTC(2026, 0, 1) + random() * 365 * 86_400_000;
      const place = { lat: random() * 170 - 85, lon: random() * 360 - 180 };
      const subsolar = subsolarPoint(atMs);
      const seen = sunPosition(atMs, place);
      expect(Math.abs(altitudeFrom(subsolar, place) - seen.altitude)).toBeLessThan(0.05);
      // The azimuth is meaningless with the sun overhead; elsewhere it agrees as well.
      if (seen.altitude < 85) {
        const gap = Math.abs(((azimuthFrom(subsolar, place) - seen.azimuth + 540) % 360) - 180);
        expect(gap).toBeLessThan(0.05);
      }
    }
  });

  it("is near 23.44° N at the June solstice, where no shadow is cast: a ratio of 0 marks only that point", () => {
    const band = shadowBand({ atMs: Date.parse("2026-06-21T08:24:00Z"), ratio: 0, ratioTolerance: 0.05 });
    expect(band?.subsolar.lat).toBeCloseTo(23.44, 1);
    expect(band?.radius).toEqual({ inner: 0, outer: 0 });
    expect(band?.polygons).toEqual([]);
  });
});

describe("the band of a shadow's length", () => {
  it("at an equinox at 12:00 UTC, a shadow as long as the object is tall passes ±45° near the prime meridian, and neither pole", () => {
    const band = shadowBand({ atMs: EQUINOX_NOON, ratio: 1, ratioTolerance: 0.05 });
    if (!band) throw new Error("no band");
    expect(Math.abs(band.subsolar.lat)).toBeLessThan(0.5);
    expect(Math.abs(band.subsolar.lon)).toBeLessThan(3);
    expect(band.altitude.min).toBeCloseTo(43.6, 1);
    expect(band.altitude.max).toBeCloseTo(46.5, 1);
    for (const lat of [45, -45]) expect(inBand(band, band.subsolar.lon, lat)).toBe(true);
    expect(inBand(band, band.subsolar.lon, 30)).toBe(false);
    expect(inBand(band, band.subsolar.lon, 60)).toBe(false);
    expect(inBand(band, 0, 90)).toBe(false);
    expect(inBand(band, 0, -90)).toBe(false);
    expect(inBand(band, band.subsolar.lon, 0)).toBe(false);
    // The same ring seen east and west: 45° of arc from the subsolar point along the equator.
    expect(inBand(band, band.subsolar.lon + 45, 0)).toBe(true);
    expect(inBand(band, band.subsolar.lon - 45, 0)).toBe(true);
  });

  it("holds only places where the sun stands within the margin's altitudes", () => {
    const band = shadowBand({ atMs: Date.parse("2026-08-03T05:17:00Z"), ratio: 2.5, ratioTolerance: 0.1 });
    if (!band) throw new Error("no band");
    for (let lat = -80; lat <= 80; lat += 5) {
      for (let lon = -180; lon < 180; lon += 5) {
        const altitude = sunPosition(Date.parse("2026-08-03T05:17:00Z"), { lat, lon }).altitude;
        const inside = inBand(band, lon, lat);
        // Away from the edges (0.2° of altitude), inside and outside agree with the sun tool.
        if (altitude > band.altitude.min + 0.2 && altitude < band.altitude.max - 0.2)
          expect(inside).toBe(true);
        if (altitude < band.altitude.min - 0.2 || altitude > band.altitude.max + 0.2)
          expect(inside).toBe(false);
      }
    }
  });

  it("crosses the antimeridian as one ring when the sun is overhead in the Pacific", () => {
    const band = shadowBand({ atMs: Date.parse("2026-03-20T00:00:00Z"), ratio: 1, ratioTolerance: 0.05 });
    if (!band) throw new Error("no band");
    expect(Math.abs(Math.abs(band.subsolar.lon) - 180)).toBeLessThan(3);
    expect(geoArea({ type: "MultiPolygon", coordinates: band.polygons })).toBeLessThan(2 * Math.PI);
    expect(inBand(band, band.subsolar.lon, 45)).toBe(true);
    expect(inBand(band, band.subsolar.lon, -45)).toBe(true);
  });

  it("refuses a ratio or a margin that no sun can give", () => {
    expect(shadowBand({ atMs: EQUINOX_NOON, ratio: -1, ratioTolerance: 0.05 })).toBeNull();
    expect(shadowBand({ atMs: EQUINOX_NOON, ratio: 1, ratioTolerance: 1 })).toBeNull();
    expect(shadowBand({ atMs: EQUINOX_NOON, ratio: Number.NaN, ratioTolerance: 0.05 })).toBeNull();
  });
});

describe("the band of a shadow's length and direction", () => {
  it("keeps the side where the shadow points the measured way: north-pointing shadows at noon are north of the sun", () => {
    const band = shadowBand({
      atMs: EQUINOX_NOON,
      ratio: 1,
      ratioTolerance: 0.05,
      direction: { degrees: 0, tolerance: 10 },
    });
    if (!band) throw new Error("no band");
    expect(band.polygons).toHaveLength(1);
    expect(geoArea({ type: "MultiPolygon", coordinates: band.polygons })).toBeLessThan(0.5);
    expect(inBand(band, band.subsolar.lon, 45)).toBe(true);
    expect(inBand(band, band.subsolar.lon, -45)).toBe(false);
    expect(inBand(band, band.subsolar.lon + 45, 0)).toBe(false);
  });

  it("holds only places where the sun is at the altitude and azimuth asked, within their margins", () => {
    const atMs = Date.parse("2026-11-02T15:40:00Z");
    const direction = { degrees: 300, tolerance: 8 };
    const band = shadowBand({ atMs, ratio: 1.8, ratioTolerance: 0.05, direction });
    if (!band) throw new Error("no band");
    let inside = 0;
    for (let lat = -85; lat <= 85; lat += 1) {
      for (let lon = -180; lon < 180; lon += 1) {
        const sun = sunPosition(atMs, { lat, lon });
        if (!inBand(band, lon, lat)) continue;
        inside++;
        expect(sun.altitude).toBeGreaterThan(band.altitude.min - 0.2);
        expect(sun.altitude).toBeLessThan(band.altitude.max + 0.2);
        const gap = Math.abs((((sun.shadowAzimuth ?? 0) - direction.degrees + 540) % 360) - 180);
        expect(gap).toBeLessThan(direction.tolerance + 0.3);
      }
    }
    expect(inside).toBeGreaterThan(20);
  });
});
