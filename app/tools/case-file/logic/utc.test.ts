import { describe, expect, it } from "vitest";
import { formatUtc } from "./utc.ts";

describe("formatUtc", () => {
  const at = "2026-12-01T02:36:46.000Z";

  it("writes an instant in UTC, the zone named UTC after the time, in every language", () => {
    expect(formatUtc("en", at)).toBe("December 1, 2026 at 02:36:46 UTC");
    expect(formatUtc("fr", at)).toBe("1er décembre 2026 à 02:36:46 UTC");
    expect(formatUtc("vi", at)).toBe("02:36:46 UTC ngày 1/12/2026");
  });

  it("never writes Intl's offsets, nor the « lúc » Intl puts before a Vietnamese time", () => {
    for (const lang of ["en", "fr", "vi"] as const) {
      const written = formatUtc(lang, Date.parse("2026-06-15T23:59:59Z"));
      expect(written).not.toMatch(/GMT|UTC[+−-]|lúc/);
      expect(written).toContain("23:59:59 UTC");
    }
  });

  it("gives back what it cannot read", () => {
    expect(formatUtc("fr", "not a date")).toBe("not a date");
  });
});
