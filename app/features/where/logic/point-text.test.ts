import { describe, expect, it } from "vitest";
import { pointText } from "./point-text.ts";

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
