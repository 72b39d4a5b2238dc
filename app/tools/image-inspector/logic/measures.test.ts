import { describe, expect, it } from "vitest";
import { createTranslator } from "#app/i18n/translator.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import { measuredValue, measureText } from "./measures.ts";

const tIn = (lang: "en" | "fr", resources: unknown) =>
  createTranslator(lang, { image_inspector: resources as never }).getFixedT("image_inspector");
const english = tIn("en", en);
const french = tIn("fr", fr);

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
    expect(measureText("exif", "FNumber", 2.8, "fr", french)).toBeUndefined();
  });

  it("reads XMP's text: a coordinate with its side, a rational or a decimal", () => {
    const xmp = (name: string, value: string) => measuredValue("xmp", name, { value, description: value });
    expect(xmp("GPSLatitude", "21,1.71N")).toBeCloseTo(21.0285, 9);
    expect(xmp("GPSLongitude", "0,7,39.279w")).toBeCloseTo(-0.1275775, 9);
    expect(xmp("GPSAltitude", "125/10")).toBe(12.5);
    expect(xmp("GPSSpeed", "45.5")).toBe(45.5);
    // No side, a side that is none, minutes or seconds past 60, a lone number, text: left as the file has it.
    for (const text of ["21,1.71", "21,1.71X", "21,61N", "21,1,60N", "21N", "21,a.5N", "1,2,3,4N"])
      expect(xmp("GPSLatitude", text)).toBeUndefined();
    for (const text of ["12/0", "1/2/3", "-5", "twelve", ""])
      expect(xmp("GPSAltitude", text)).toBeUndefined();
  });

  it("writes degrees to six decimals and metres to two, in the reader's language", () => {
    expect(measureText("gps", "Longitude", -0.12757749, "en", english)).toBe("-0.127577°");
    // A float's noise (0.30000000000000004) is not written.
    expect(measureText("gps", "Latitude", 0.1 + 0.2, "en", english)).toBe("0.3°");
    expect(measureText("gps", "Longitude", 105.8542, "vi", english)).toBe("105,8542°");
    expect(measureText("exif", "GPSAltitude", 1234.5678, "fr", french)).toBe("1\u202f234,57\u202fm");
  });

  it("names a direction's north and a speed's unit only when the file states them", () => {
    expect(measureText("exif", "GPSTrack", 270.004, "en", english, "T")).toBe("270° from true north");
    expect(measureText("exif", "GPSTrack", 12, "en", english)).toBe("12°");
    expect(measureText("exif", "GPSDestBearing", 12, "fr", french, "X")).toBe("12°");
    expect(measureText("exif", "GPSSpeed", 3.456, "en", english)).toBe("3.46");
    expect(measureText("exif", "GPSSpeed", 1234.5, "fr", french, "K")).toBe("1\u202f234,5\u202fkm/h");
  });
});
