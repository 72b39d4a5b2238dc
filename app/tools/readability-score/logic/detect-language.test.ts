import { expect, it } from "vitest";
import { detectLanguage } from "./detect-language.ts";

it("finds Vietnamese by its letters", () => {
  expect(detectLanguage("Hôm nay trời đẹp, chúng tôi đi học.", "en")).toEqual({ language: "vi", sure: true });
});

it("finds French and English by their commonest words", () => {
  expect(
    detectLanguage("Le gouvernement a présenté une réforme que les syndicats contestent.", "en"),
  ).toEqual({
    language: "fr",
    sure: true,
  });
  expect(detectLanguage("The government presented a reform that the unions contest.", "fr")).toEqual({
    language: "en",
    sure: true,
  });
  expect(detectLanguage("L’école qu’il aime.", "en").language).toBe("fr");
});

it("takes French with accents but no Vietnamese letter as French, not Vietnamese", () => {
  expect(detectLanguage("Où est passé l’été dernier ? À côté des élèves.", "vi").language).toBe("fr");
});

it("falls back to the page's language when nothing tells", () => {
  expect(detectLanguage("Paris, Lyon, Marseille.", "vi")).toEqual({ language: "vi", sure: false });
  expect(detectLanguage("", "fr")).toEqual({ language: "fr", sure: false });
});
