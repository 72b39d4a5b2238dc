import { describe, expect, it } from "vitest";
import { cityName, zoneLabel } from "./city-names.ts";

describe("zone names", () => {
  it("names a zone by its city in the page's language, then its id", () => {
    expect(cityName("Europe/London", "fr")).toBe("Londres");
    expect(zoneLabel("Europe/London", "vi")).toBe("Luân Đôn (Europe/London)");
    expect(zoneLabel("America/Port_of_Spain", "en")).toBe("Port of Spain (America/Port_of_Spain)");
  });

  it("writes UTC once", () => {
    expect(zoneLabel("UTC", "fr")).toBe("UTC");
  });
});
