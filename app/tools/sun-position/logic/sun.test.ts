import { describe, expect, it } from "vitest";
import { shadowMatches, sunDay, sunPosition } from "./sun.ts";

// The published reference: NREL's Solar Position Algorithm report (Reda & Andreas, NREL/TP-560-34302,
// 2004/2008), its example for 17 October 2003, 12:30:30 at UTC−7, in Golden, Colorado (39.742476° N,
// 105.1786° W): topocentric zenith angle 50.11162° (altitude 39.88838°), azimuth 194.34024° from north,
// sunrise 06:12:43, sun transit 11:46:04 and sunset 17:20:19 local time. SPA is accurate to 0.0003°.
const golden = { lat: 39.742476, lon: -105.1786 };
const at = Date.UTC(2003, 9, 17, 19, 30, 30);
const local = (hour: number, minute: number, second: number) =>
  Date.UTC(2003, 9, 17, hour + 7, minute, second);
const MINUTE = 60_000;

describe("sun position against NREL's SPA example", () => {
  it("gives the azimuth and altitude within 0.5°", () => {
    const sun = sunPosition(at, golden);
    expect(Math.abs(sun.azimuth - 194.34024)).toBeLessThan(0.5);
    expect(Math.abs(sun.altitude - (90 - 50.11162))).toBeLessThan(0.5);
  });

  it("gives sunrise, solar noon and sunset within two minutes (half a degree of the sun's travel)", () => {
    const day = sunDay(2003, 10, 17, golden);
    expect(Math.abs((day.sunrise ?? 0) - local(6, 12, 43))).toBeLessThan(2 * MINUTE);
    expect(Math.abs(day.solarNoon - local(11, 46, 4))).toBeLessThan(2 * MINUTE);
    expect(Math.abs((day.sunset ?? 0) - local(17, 20, 19))).toBeLessThan(2 * MINUTE);
    expect(day.polar).toBeNull();
    expect(day.morningGoldenEnd).toBeGreaterThan(day.sunrise ?? 0);
    expect(day.eveningGoldenStart).toBeLessThan(day.sunset ?? 0);
  });

  it("casts a 1 m object's shadow away from the sun, 1/tan(altitude) long", () => {
    const sun = sunPosition(at, golden);
    expect(sun.shadowAzimuth).toBeCloseTo((194.34024 + 180) % 360, 0);
    expect(sun.shadowLength).toBeCloseTo(1 / Math.tan((39.88838 * Math.PI) / 180), 1);
  });
});

describe("polar days and nights", () => {
  it("says the sun does not set in Tromsø at midsummer nor rise at midwinter", () => {
    const tromso = { lat: 69.6492, lon: 18.9553 };
    expect(sunDay(2026, 6, 21, tromso)).toMatchObject({ sunrise: null, sunset: null, polar: "day" });
    expect(sunDay(2026, 12, 21, tromso)).toMatchObject({ sunrise: null, sunset: null, polar: "night" });
  });

  it("has no shadow when the sun is down", () => {
    expect(sunPosition(Date.UTC(2003, 9, 17, 7), golden)).toMatchObject({
      shadowLength: null,
      shadowAzimuth: null,
    });
  });
});

describe("chronolocation: when does a shadow point this way?", () => {
  const day = { startMs: local(0, 0, 0), endMs: local(23, 59, 0), place: golden, toleranceDegrees: 2 };

  it("finds the SPA example's moment from its shadow's direction", () => {
    const matches = shadowMatches({ ...day, shadowAzimuth: (194.34024 + 180) % 360 });
    expect(matches).toHaveLength(1);
    const [match] = matches;
    expect(Math.abs((match?.atMs ?? 0) - at)).toBeLessThan(2 * MINUTE);
    expect(match?.fromMs).toBeLessThan(at);
    expect(match?.toMs).toBeGreaterThan(at);
    expect(match?.lengthFits).toBeNull();
  });

  it("checks a measured length ratio against the predicted one", () => {
    const direction = { ...day, shadowAzimuth: (194.34024 + 180) % 360 };
    expect(shadowMatches({ ...direction, lengthRatio: 1.2 })[0]?.lengthFits).toBe(true);
    expect(shadowMatches({ ...direction, lengthRatio: 3 })[0]?.lengthFits).toBe(false);
  });

  it("finds nothing for a shadow pointing towards the sun's side at noon", () => {
    expect(shadowMatches({ ...day, shadowAzimuth: 180 })).toEqual([]);
  });
});
