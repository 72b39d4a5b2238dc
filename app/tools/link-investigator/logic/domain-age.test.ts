import { describe, expect, it } from "vitest";
import { domainAge, formatDomainAge } from "./domain-age.ts";

describe("a domain's age in years and months", () => {
  it("counts calendar months, then years", () => {
    // Registered 14 August 1995, read 11,436 days later: 22 November 2026.
    expect(domainAge("1995-08-14T04:00:00Z", 11_436)).toEqual({ years: 31, months: 3 });
    expect(domainAge("2026-01-31T00:00:00Z", 28)).toEqual({ days: 28 });
    expect(domainAge("2026-01-15T00:00:00Z", 31)).toEqual({ years: 0, months: 1 });
    expect(domainAge("2025-03-01T00:00:00Z", 365)).toEqual({ years: 1, months: 0 });
  });

  it("says days under a month, or when the date cannot be read", () => {
    expect(domainAge("2026-11-20T00:00:00Z", 5)).toEqual({ days: 5 });
    expect(domainAge("not a date", 40)).toEqual({ days: 40 });
  });

  it.each([
    ["en", { years: 31, months: 3 }, "31 years, 3 months"],
    ["fr", { years: 31, months: 3 }, "31 ans et 3 mois"],
    ["vi", { years: 31, months: 3 }, "31 năm, 3 tháng"],
    ["en", { years: 1, months: 0 }, "1 year"],
    ["fr", { years: 0, months: 1 }, "1 mois"],
    ["fr", { days: 11_436 }, "11 436 jours"],
    ["vi", { days: 5 }, "5 ngày"],
  ] as const)("%s: %j", (lang, age, text) => {
    // Which space ICU puts between a number and its unit, or inside the number, varies by unit and version.
    expect(formatDomainAge(lang, age).replace(/\s/gu, " ")).toBe(text);
  });
});
