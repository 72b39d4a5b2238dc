import { describe, expect, it } from "vitest";
import {
  checkPoint,
  compassPoint,
  destinationPoint,
  distanceKm,
  EARTH_RADIUS_KM,
  initialBearing,
  unitVector,
  wrapLongitude,
} from "./geodesy.ts";

const hanoi = { lat: 21.0245, lon: 105.8412 };
const paris = { lat: 48.8566, lon: 2.3522 };

describe("distanceKm", () => {
  it("measures the great circle: Paris to Hà Nội about 9,200 km, a degree of latitude 111.2 km", () => {
    expect(distanceKm(paris, hanoi)).toBeCloseTo(9197, -1);
    expect(distanceKm({ lat: 10, lon: 20 }, { lat: 11, lon: 20 })).toBeCloseTo(111.195, 3);
    expect(distanceKm(hanoi, hanoi)).toBe(0);
  });

  it("is short across the antimeridian and between two meridians at a pole", () => {
    expect(distanceKm({ lat: 0, lon: 179.9 }, { lat: 0, lon: -179.9 })).toBeCloseTo(22.24, 1);
    expect(distanceKm({ lat: 90, lon: 0 }, { lat: 90, lon: 120 })).toBeCloseTo(0, 6);
    expect(distanceKm({ lat: 89, lon: 0 }, { lat: 89, lon: 180 })).toBeCloseTo(222.4, 1);
  });
});

describe("initialBearing and compassPoint", () => {
  it("point the way from the first point to the second", () => {
    expect(initialBearing({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(0, 6);
    expect(initialBearing({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(90, 6);
    expect(initialBearing({ lat: 0, lon: 0 }, { lat: -1, lon: 0 })).toBeCloseTo(180, 6);
    // Westward across the antimeridian is 270°, not a trip round the world eastward.
    expect(initialBearing({ lat: 0, lon: -179.9 }, { lat: 0, lon: 179.9 })).toBeCloseTo(270, 6);
    // Every way from a town leads north to the North Pole.
    expect(compassPoint(initialBearing(hanoi, { lat: 90, lon: 0 }))).toBe("N");
  });

  it("names 16 points, each 22.5° wide, north from 348.75° to 11.25°", () => {
    expect(compassPoint(0)).toBe("N");
    expect(compassPoint(11.24)).toBe("N");
    expect(compassPoint(11.26)).toBe("NNE");
    expect(compassPoint(22.5)).toBe("NNE");
    expect(compassPoint(45)).toBe("NE");
    expect(compassPoint(202.5)).toBe("SSW");
    expect(compassPoint(292.5)).toBe("WNW");
    expect(compassPoint(348.7)).toBe("NNW");
    expect(compassPoint(348.8)).toBe("N");
    expect(compassPoint(360)).toBe("N");
    expect(compassPoint(-90)).toBe("W");
  });
});

describe("unitVector, wrapLongitude and checkPoint", () => {
  it("puts the same place at the same vector whichever way its longitude is written", () => {
    const [x1, y1, z1] = unitVector({ lat: 10, lon: 190 });
    const [x2, y2, z2] = unitVector({ lat: 10, lon: -170 });
    expect([x1 - x2, y1 - y2, z1 - z2].map(Math.abs).every((d) => d < 1e-12)).toBe(true);
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-540)).toBe(-180);
    expect(wrapLongitude(180)).toBe(180);
  });

  it("refuses a latitude off the globe and numbers that are not", () => {
    expect(() => checkPoint({ lat: 90.5, lon: 0 })).toThrow(RangeError);
    expect(() => checkPoint({ lat: Number.NaN, lon: 0 })).toThrow(RangeError);
    expect(() => checkPoint({ lat: 0, lon: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => checkPoint({ lat: -90, lon: 200 })).not.toThrow();
  });
});

describe("destinationPoint", () => {
  it("goes the distance asked along the bearing asked, across the antimeridian too", () => {
    const there = destinationPoint(hanoi, 30, 1);
    expect(distanceKm(hanoi, there)).toBeCloseTo((EARTH_RADIUS_KM * Math.PI) / 180, 6);
    expect(initialBearing(hanoi, there)).toBeCloseTo(30, 6);
    const east = destinationPoint({ lat: 0, lon: 179 }, 90, 2);
    expect(east.lat).toBeCloseTo(0, 9);
    expect(east.lon).toBeCloseTo(-179, 9);
  });
});
