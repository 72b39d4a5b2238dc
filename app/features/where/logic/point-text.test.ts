import { describe, expect, it } from "vitest";
import { pointText, sentenceStart, zoneName } from "./point-text.ts";

describe("pointText", () => {
  it("writes a point as each language writes numbers, the pair apart by a semicolon where commas are decimal", () => {
    const point = { lat: 21.0285, lon: -105.8542 };
    expect(pointText("en", point)).toBe("21.028500, -105.854200");
    expect(pointText("fr", point)).toBe("21,028500\u00a0; -105,854200");
    expect(pointText("vi", point)).toBe("21,028500; -105,854200");
  });

  it("never groups the digits, and brings a longitude past 180° back", () => {
    expect(pointText("en", { lat: 0.5, lon: 1000.25 })).toBe("0.500000, -79.750000");
  });
});

describe("zoneName", () => {
  const june = Date.parse("2026-06-21T12:00:00Z");
  it("names a zone by the time people call it, then its id, in the page's language", () => {
    expect(zoneName("en", "Asia/Bangkok", june, "Bangkok")).toBe("Indochina Time (Asia/Bangkok)");
    expect(zoneName("fr", "Europe/Paris", june, "Paris")).toBe("Heure d’Europe centrale (Europe/Paris)");
    expect(zoneName("vi", "Asia/Bangkok", june, "Bangkok")).toBe("Giờ Đông Dương (Asia/Bangkok)");
  });

  it("keeps the fallback for a zone with no name of its own", () => {
    expect(zoneName("en", "Etc/GMT-7", june, "UTC+07:00")).toBe("UTC+07:00");
  });
});

describe("sentenceStart", () => {
  it("starts a sentence that stands alone with a capital, accents kept", () => {
    expect(sentenceStart("fr", "à 3,6 km au nord-est de Hanoï")).toBe("À 3,6 km au nord-est de Hanoï");
    expect(sentenceStart("vi", "cách Hà Nội 3,6 km")).toBe("Cách Hà Nội 3,6 km");
  });
});
