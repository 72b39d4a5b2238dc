import { describe, expect, it } from "vitest";
import topology from "world-atlas/countries-110m.json";
import { type CountriesTopology, countryAt, readCountries } from "./countries.ts";

const countries = readCountries(topology as unknown as CountriesTopology);
const at = (lat: number, lon: number) => countryAt(countries, { lat, lon })?.properties.code ?? null;

describe("readCountries", () => {
  it("gives each outline its ISO numeric id and alpha-2 code, Kosovo's by its name", () => {
    const vietnam = countries.features.find((outline) => outline.id === "704");
    expect(vietnam?.properties).toEqual({ name: "Vietnam", code: "VN" });
    expect(countries.features.find((outline) => outline.properties.name === "Kosovo")?.properties.code).toBe(
      "XK",
    );
    // Natural Earth's outlines that no code stands for.
    expect(
      countries.features
        .filter((outline) => outline.properties.code === null)
        .map((outline) => outline.properties.name)
        .sort(),
    ).toEqual(["N. Cyprus", "Somaliland"]);
    expect(countries.drawn.has("FR")).toBe(true);
    expect(countries.drawn.has("SG")).toBe(false);
  });
});

describe("countryAt", () => {
  it("finds the outline a point is in: Paris in France, Hà Nội in Vietnam, Kyiv in Ukraine", () => {
    expect(at(48.8566, 2.3522)).toBe("FR");
    expect(at(21.0245, 105.8412)).toBe("VN");
    expect(at(50.45, 30.52)).toBe("UA");
  });

  it("finds none at sea", () => {
    expect(at(40, -40)).toBeNull(); // the middle of the North Atlantic
    expect(at(15, 112)).toBeNull(); // the South China Sea, between Vietnam and the Paracels
    expect(at(90, 0)).toBeNull();
  });

  it("holds outlines across the antimeridian and around the South Pole", () => {
    expect(at(65, -175)).toBe("RU"); // Chukotka, east of 180°
    expect(at(65, 175)).toBe("RU");
    expect(at(-16.6, 179.5)).toBe("FJ"); // Vanua Levu
    expect(at(-16.6, 539.5)).toBe("FJ"); // the same longitude written past 180°
    expect(at(-80, 0)).toBe("AQ");
    expect(at(-90, 0)).toBe("AQ");
  });
});
