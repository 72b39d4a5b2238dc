import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { bandSamples, countriesInBand } from "./band-places.ts";
import { sunPositionSummaries } from "./evidence-summary.ts";
import { shadowBand } from "./shadow-band.ts";
import { stripBand } from "./zone-unknown-band.ts";

const summarize = sunPositionSummaries["shadow-band"];

describe("a shadow band's summary", () => {
  it("gives the instant, the shadow asked, the sun overhead and the countries in the case's language", () => {
    const query = {
      atMs: Date.parse("2026-03-20T12:00:00Z"),
      ratio: 1,
      ratioTolerance: 0.05,
      direction: { degrees: 0, tolerance: 10 },
    };
    const band = shadowBand(query);
    if (!band) throw new Error("no band");
    // Samples placed by longitude alone: the summary only names the codes it is given.
    const countries = countriesInBand(bandSamples(band, query.direction), ({ lon }) =>
      lon < 3 ? "ES" : lon < 7 ? "FR" : "IT",
    );
    const result = { address: "https://example.org/", query, subsolar: band.subsolar, countries };
    const fr = asLines(summarizeIn("fr", "shadow-band", summarize, result));
    expect(fr.some((line) => line.includes("±\u00a05\u00a0%"))).toBe(true);
    expect(fr.some((line) => /France/.test(line) && /Espagne/.test(line) && /Italie/.test(line))).toBe(true);
    expect(fr.at(-1)).toMatch(/^La bande montre/);
    const vi = asLines(summarizeIn("vi", "shadow-band", summarize, result));
    expect(vi.some((line) => line.includes("Pháp"))).toBe(true);
  });

  it("gives a local clock's time and the strips of latitude when the zone was unknown", () => {
    const query = {
      atMs: Date.parse("2026-03-20T12:00:00Z"),
      ratio: 1,
      ratioTolerance: 0.05,
      zoneUnknown: true,
    };
    const band = stripBand(query);
    if (!band) throw new Error("no band");
    const result = { address: "https://example.org/", query, strips: band.strips, countries: [] };
    const en = asLines(summarizeIn("en", "shadow-band", summarize, result));
    expect(en).toContain("Local time (zone unknown): March 20, 2026 at 12:00");
    expect(en.some((line) => /^Latitudes in the band: 46\.\d+° S to 46\.\d+° N$/.test(line))).toBe(true);
    expect(en.some((line) => line.startsWith("Sun overhead"))).toBe(false);
    const vi = asLines(summarizeIn("vi", "shadow-band", summarize, result));
    expect(vi.some((line) => line.startsWith("Giờ địa phương (không rõ múi giờ): "))).toBe(true);
  });
});
