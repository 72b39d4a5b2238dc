import { describe, expect, it } from "vitest";
import { fold } from "./fold.ts";
import { buildZoneCatalog, searchZones } from "./zone-catalog.ts";

const ids = (lang: "en" | "fr" | "vi", query: string) =>
  searchZones(buildZoneCatalog(lang), query).map((match) => match.entry.id);

describe("fold", () => {
  it("drops case, accents, đ, spaces and punctuation", () => {
    expect(fold("Hà Nội")).toBe("hanoi");
    expect(fold("Đà Nẵng")).toBe("danang");
    expect(fold("Hô-Chi-Minh-Ville")).toBe("hochiminhville");
  });
});

describe("searchZones", () => {
  it("finds a city by its name in the page's language", () => {
    expect(ids("fr", "Londres")[0]).toBe("Europe/London");
    expect(ids("vi", "Luân Đôn")[0]).toBe("Europe/London");
    expect(ids("fr", "Pékin")[0]).toBe("Asia/Shanghai");
  });

  it("finds Hà Nội, which has no zone of its own, with or without its accents, and says so", () => {
    expect(ids("vi", "Hà Nội")[0]).toBe("Asia/Ho_Chi_Minh");
    expect(searchZones(buildZoneCatalog("vi"), "ha noi")[0]?.via).toBe("Hà Nội");
    expect(searchZones(buildZoneCatalog("fr"), "Londres")[0]?.via).toBeUndefined();
    expect(ids("en", "hanoi")[0]).toBe("Asia/Ho_Chi_Minh");
  });

  it("finds a country by its name in French or Vietnamese (Intl.DisplayNames)", () => {
    expect(ids("fr", "Allemagne")).toContain("Europe/Berlin");
    expect(ids("vi", "Đức")).toContain("Europe/Berlin");
    expect(ids("vi", "Việt Nam")[0]).toBe("Asia/Ho_Chi_Minh");
  });

  it("finds a zone by its IANA id, and UTC", () => {
    expect(ids("en", "America/New_York")[0]).toBe("America/New_York");
    expect(ids("en", "utc")[0]).toBe("UTC");
  });

  it("finds a zone by an id IANA has replaced, under its current one", () => {
    expect(ids("en", "Asia/Saigon")[0]).toBe("Asia/Ho_Chi_Minh");
    expect(ids("fr", "Europe/Kiev")[0]).toBe("Europe/Kyiv");
  });

  it("names a zone's city and countries in the page's language", () => {
    const paris = buildZoneCatalog("fr").find((entry) => entry.id === "Europe/Paris");
    expect(paris?.countries).toContain("France");
    expect(buildZoneCatalog("fr").find((entry) => entry.id === "Europe/London")?.city).toBe("Londres");
    expect(buildZoneCatalog("vi").find((entry) => entry.id === "Asia/Ho_Chi_Minh")?.countries).toEqual([
      "Việt Nam",
    ]);
  });

  it("finds nothing for nothing, and nothing for a city it does not know", () => {
    expect(ids("en", "  ")).toEqual([]);
    expect(ids("en", "Atlantis")).toEqual([]);
  });
});
