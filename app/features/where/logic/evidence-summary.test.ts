import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { whereSummaries } from "./evidence-summary.ts";

const summarize = whereSummaries["placed-coordinate"];

const stored = {
  point: { lat: 21.0285, lon: 105.8542 },
  origin: "photo",
  fileName: "hanoi.jpg",
  nearest: [
    { description: "12 km NNE of Hanoi, Vietnam", town: "Hanoi", country: "VN" },
    { description: "27 km SW of Bac Ninh, Vietnam", town: "Bac Ninh", country: "VN" },
  ],
  country: { code: "VN", source: "outline" },
  zone: "Asia/Bangkok",
};

describe("a placed coordinate's summary", () => {
  it("gives the point, its source, the sentences the page said, the country and the zone, then its limits", () => {
    expect(asLines(summarizeIn("en", "placed-coordinate", summarize, stored))).toEqual([
      "Coordinates: 21.028500, 105.854200",
      "Source: GPS position of a photo, file hanoi.jpg",
      "Nearest places: 12 km NNE of Hanoi, Vietnam; 27 km SW of Bac Ninh, Vietnam",
      "Country: Vietnam",
      "Time zone (estimate): Asia/Bangkok",
      expect.stringMatching(/^A coordinate can be added to a file or edited: it does not prove where/),
    ]);
  });

  it("names the country in the case's language, and says when the nearest town gave it", () => {
    const fromTown = { ...stored, country: { code: "SG", source: "nearest-town" } };
    const fr = asLines(summarizeIn("fr", "placed-coordinate", summarize, fromTown));
    // asLines writes "label: value" the same in every language; the case page sets them apart itself.
    expect(fr).toContain("Pays: Singapour (d’après la ville la plus proche)");
    expect(fr).toContain("Coordonnées: 21,028500\u00a0; 105,854200");
    const vi = asLines(summarizeIn("vi", "placed-coordinate", summarize, stored));
    expect(vi).toContain("Quốc gia: Việt Nam");
  });

  it("says no country at sea, a typed place's own limits, and reads nothing it cannot", () => {
    const atSea = { ...stored, origin: "place", fileName: undefined, country: null };
    const lines = asLines(summarizeIn("en", "placed-coordinate", summarize, atSea));
    expect(lines).toContain("Country: None (at sea)");
    expect(lines).toContain("Source: Place chosen on the sun position page");
    expect(lines.at(-1)).toMatch(/^The place was chosen on the page/);
    const broken = asLines(
      summarizeIn("en", "placed-coordinate", summarize, { point: { lat: 200, lon: "x" }, origin: "drone" }),
    );
    expect(broken).toEqual([expect.stringMatching(/^A coordinate can be added/)]);
  });
});
