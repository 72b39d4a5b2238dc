import { describe, expect, it } from "vitest";
import { locatePoint } from "../logic/locate.ts";
import { loadCountries, loadWhere } from "./where-data.ts";

describe("loadWhere", () => {
  it("loads the towns, the outlines and the zone lookup, each once", async () => {
    const data = await loadWhere();
    expect(data.towns.towns.length).toBeGreaterThan(10_000);
    expect(await loadCountries()).toBe(data.countries);
    expect(locatePoint(data, { lat: 48.8566, lon: 2.3522 }, 1).zone).toBe("Europe/Paris");
  });
});
