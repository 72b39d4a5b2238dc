import { describe, expect, it } from "vitest";
import { measuredValue, measureText } from "./measures.ts";

describe("GPS measures", () => {
  it("reads a coordinate's degrees, minutes and seconds, and an altitude's one rational", () => {
    const latitude = {
      value: [
        [21, 1],
        [1, 1],
        [4260, 100],
      ],
      description: 21.028500000000001,
    };
    expect(measuredValue("exif", "GPSLatitude", latitude)).toBeCloseTo(21.0285, 9);
    expect(measuredValue("exif", "GPSAltitude", { value: [1255, 100], description: "12.55 m" })).toBe(12.55);
    // ExifReader's own summary holds plain numbers.
    expect(measuredValue("gps", "Altitude", -4.5)).toBe(-4.5);
  });

  it("leaves alone a value it cannot read and a tag that is no measure", () => {
    expect(
      measuredValue("exif", "GPSAltitude", { value: [12, 0], description: "Infinity m" }),
    ).toBeUndefined();
    expect(
      measuredValue("exif", "GPSLatitude", { value: [[21, 1]], description: Number.NaN }),
    ).toBeUndefined();
    expect(measuredValue("exif", "FNumber", { value: [28, 10], description: "f/2.8" })).toBeUndefined();
    expect(
      measuredValue("xmp", "GPSLatitude", { value: "21,1.71N", description: "21,1.71N" }),
    ).toBeUndefined();
    expect(measureText("exif", "FNumber", 2.8, "fr")).toBeUndefined();
  });

  it("writes degrees to six decimals and metres to two, in the reader's language", () => {
    expect(measureText("gps", "Longitude", -0.12757749, "en")).toBe("-0.127577°");
    // A float's noise (0.30000000000000004) is not written.
    expect(measureText("gps", "Latitude", 0.1 + 0.2, "en")).toBe("0.3°");
    expect(measureText("gps", "Longitude", 105.8542, "vi")).toBe("105,8542°");
    expect(measureText("exif", "GPSAltitude", 1234.5678, "fr")).toBe("1\u202f234,57\u202fm");
  });
});
