import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { ISO_NUMERIC_TO_ALPHA2 } from "./iso-countries.ts";

const atlasIds = (resolution: string): string[] => {
  const file = createRequire(import.meta.url).resolve(`world-atlas/countries-${resolution}.json`);
  const { objects } = JSON.parse(readFileSync(file, "utf8")) as {
    objects: { countries: { geometries: { id?: string }[] } };
  };
  return objects.countries.geometries.flatMap(({ id }) => (id === undefined ? [] : [id]));
};

describe("ISO_NUMERIC_TO_ALPHA2", () => {
  it("has every country id of world-atlas's 110m, 50m and 10m files, and only those", () => {
    const ids = new Set(["110m", "50m", "10m"].flatMap(atlasIds));
    expect(Object.keys(ISO_NUMERIC_TO_ALPHA2).sort()).toEqual([...ids].sort());
  });

  it("agrees with the region aliases of CLDR that Intl applies (und-704 is und-VN)", () => {
    for (const [numeric, alpha2] of Object.entries(ISO_NUMERIC_TO_ALPHA2)) {
      expect(Intl.getCanonicalLocales(`und-${numeric}`), numeric).toEqual([`und-${alpha2}`]);
    }
  });

  it("gives codes Intl.DisplayNames names in the three languages", () => {
    for (const lang of ["en", "fr", "vi"]) {
      const names = new Intl.DisplayNames([lang], { type: "region", fallback: "none" });
      for (const alpha2 of Object.values(ISO_NUMERIC_TO_ALPHA2))
        expect(names.of(alpha2), alpha2).toBeDefined();
    }
    expect(new Intl.DisplayNames(["vi"], { type: "region" }).of(ISO_NUMERIC_TO_ALPHA2["704"] ?? "")).toBe(
      "Việt Nam",
    );
  });
});
