import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { LETTER_SCRIPTS } from "#server/net/homograph.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import vi from "../locales/vi.json" with { type: "json" };
import { codePoint, foreignLetterTexts, hostPieces, SCRIPT_CODES } from "./lookalike-text.ts";

const RESOURCES = { en, fr, vi };

describe("foreignLetterTexts", () => {
  it("names each foreign letter once, with its script and the Latin letter it passes for", () => {
    const t = createTranslator("en", { link_investigator: en }).getFixedT("link_investigator");
    expect(
      foreignLetterTexts(t, "en", [
        { at: 1, letter: "ο", script: "Greek", looksLike: "o" },
        { at: 2, letter: "ο", script: "Greek", looksLike: "o" },
        { at: 3, letter: "l", script: "Latin" },
      ]),
    ).toEqual(["ο (U+03BF) — Greek, looks like “o”", "l (U+006C) — Latin"]);
  });

  it("says it in French and Vietnamese, with their quotation marks", () => {
    const letter = { at: 1, letter: "а", script: "Cyrillic", looksLike: "a" };
    const text = (lang: "fr" | "vi") =>
      foreignLetterTexts(
        createTranslator(lang, { link_investigator: RESOURCES[lang] }).getFixedT("link_investigator"),
        lang,
        [letter],
      );
    expect(text("fr")).toEqual(["а (U+0430) — cyrillique, ressemble à «\u00a0a\u00a0»"]);
    expect(text("vi")).toEqual(["а (U+0430) — chữ Kirin, trông giống “a”"]);
  });

  it("names every script a letter can be given in every language, not by its code", () => {
    for (const lang of LANGUAGES) {
      const t = createTranslator(lang, { link_investigator: RESOURCES[lang] }).getFixedT("link_investigator");
      for (const script of [...LETTER_SCRIPTS, "other"] as const) {
        const [text = ""] = foreignLetterTexts(t, lang, [{ at: 0, letter: "x", script }]);
        const name = text.slice(text.indexOf("—") + 2);
        expect(name, `${lang} ${script}`).not.toBe("");
        // Thai is "Thai" in English; in French and Vietnamese no name is left as the code or in English.
        if (lang !== "en") expect(name, `${lang} ${script}`).not.toBe(SCRIPT_CODES[script]);
        if (lang !== "en") expect(name, `${lang} ${script}`).not.toBe(script);
        if (script !== "other") expect(SCRIPT_CODES[script], script).toMatch(/^[A-Z][a-z]{3}$/);
      }
    }
    const t = createTranslator("vi", { link_investigator: vi }).getFixedT("link_investigator");
    expect(foreignLetterTexts(t, "vi", [{ at: 0, letter: "ა", script: "other" }])).toEqual([
      "ა (U+10D0) — một hệ chữ khác",
    ]);
  });
});

describe("hostPieces", () => {
  it("cuts the host around each foreign letter, even two side by side", () => {
    expect(
      hostPieces("gοοgle.com", [
        { at: 1, letter: "ο", script: "Greek" },
        { at: 2, letter: "ο", script: "Greek" },
      ]),
    ).toEqual([
      { at: 0, text: "g", foreign: false },
      { at: 1, text: "ο", foreign: true },
      { at: 2, text: "ο", foreign: true },
      { at: 3, text: "gle.com", foreign: false },
    ]);
  });

  it("counts places in characters, not in UTF-16 units", () => {
    expect(hostPieces("𝐚b", [{ at: 1, letter: "b", script: "Latin" }])).toEqual([
      { at: 0, text: "𝐚", foreign: false },
      { at: 1, text: "b", foreign: true },
    ]);
    expect(codePoint("𝐚")).toBe("U+1D41A");
  });
});
