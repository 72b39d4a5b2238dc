import { describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import en from "../locales/en.json";
import fr from "../locales/fr.json";
import vi from "../locales/vi.json";
import type { CompassPoint } from "./geodesy.ts";
import type { NearPlace } from "./nearest-places.ts";
import { countryName, formatDistance, placeDescription } from "./place-description.ts";
import type { Town } from "./towns.ts";

const TEXTS = { en, fr, vi };
const describeIn = (lang: Language, place: NearPlace) =>
  placeDescription(createTranslator(lang, { where: TEXTS[lang] }).t, lang, place);

const town = (country: string, en: string, fr = en, vi = en): Town => ({
  country,
  lat: 0,
  lon: 0,
  population: 0,
  names: { en, fr, vi },
});
const hanoi = town("VN", "Hanoi", "Hanoï", "Hà Nội");
const near = (place: Town, distanceKm: number, direction: CompassPoint): NearPlace => ({
  town: place,
  distanceKm,
  bearing: 0,
  direction,
});

describe("placeDescription", () => {
  it("says how far and which way from the nearest town, in the page's language", () => {
    const place = near(hanoi, 12.3, "NNE");
    expect(describeIn("en", place)).toBe("12 km NNE of Hanoi, Vietnam");
    expect(describeIn("fr", place)).toBe("à 12\u202fkm au nord-nord-est de Hanoï (Viêt Nam)");
    expect(describeIn("vi", place)).toBe("cách Hà Nội (Việt Nam) 12 km về phía bắc đông bắc");
  });

  it("says a point within a kilometre is in the town", () => {
    const place = near(hanoi, 0.6, "S");
    expect(describeIn("en", place)).toBe("in Hanoi, Vietnam");
    expect(describeIn("fr", place)).toBe("à Hanoï (Viêt Nam)");
    expect(describeIn("vi", place)).toBe("tại Hà Nội (Việt Nam)");
  });

  it("writes French's d’, du and des, and au and aux, before a town's name", () => {
    const amiens = town("FR", "Amiens");
    const cairo = town("EG", "Cairo", "Le Caire");
    const abymes = town("GP", "Les Abymes");
    expect(describeIn("fr", near(amiens, 4.26, "E"))).toBe("à 4,3\u202fkm à l’est d’Amiens (France)");
    expect(describeIn("fr", near(town("FR", "Évry"), 3, "N"))).toBe("à 3\u202fkm au nord d’Évry (France)");
    expect(describeIn("fr", near(cairo, 30, "SW"))).toBe("à 30\u202fkm au sud-ouest du Caire (Égypte)");
    expect(describeIn("fr", near(cairo, 0.2, "SW"))).toBe("au Caire (Égypte)");
    expect(describeIn("fr", near(abymes, 2, "W"))).toBe("à 2\u202fkm à l’ouest des Abymes (Guadeloupe)");
    expect(describeIn("fr", near(abymes, 0.5, "W"))).toBe("aux Abymes (Guadeloupe)");
    expect(describeIn("en", near(cairo, 30, "SW"))).toBe("30 km SW of Cairo, Egypt");
    expect(describeIn("vi", near(amiens, 4.26, "ENE"))).toBe(
      "cách Amiens (Pháp) 4,3 km về phía đông đông bắc",
    );
  });
});

describe("formatDistance and countryName", () => {
  it("gives one decimal under 10 km, whole kilometres from there, as each language writes numbers", () => {
    expect(formatDistance("en", 2.45)).toBe("2.5 km");
    expect(formatDistance("en", 9.5)).toBe("9.5 km");
    expect(formatDistance("en", 10.4)).toBe("10 km");
    expect(formatDistance("en", 1234.5)).toBe("1,235 km");
    expect(formatDistance("fr", 1234.5)).toBe("1\u202f235\u202fkm");
    expect(formatDistance("vi", 2.45)).toBe("2,5 km");
  });

  it("names a country with Intl, and leaves a code it does not know as it is", () => {
    expect(countryName("fr", "VN")).toBe("Viêt Nam");
    expect(countryName("vi", "FR")).toBe("Pháp");
    expect(countryName("en", "AQ")).toBe("Antarctica");
    expect(countryName("en", "ZZ")).toBe("Unknown Region");
  });
});
