import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { analyze } from "./analyze.ts";
import { CHARACTER_CLASSES } from "./char-classes.ts";
import { hiddenCharactersResult, hiddenCharactersSummaries } from "./evidence-summary.ts";

const summarize = hiddenCharactersSummaries["hidden-characters"];
/** "Hello" written in tag characters (U+E0048…), invisible when the text is shown. */
const TAGS = [..."Hello"].map((char) => String.fromCodePoint(0xe0000 + (char.codePointAt(0) ?? 0))).join("");

describe("a hidden-characters check's summary", () => {
  it("counts what was found by kind, and quotes the text hidden in tag characters", () => {
    const result = hiddenCharactersResult(analyze(`Thông\u200b báo chính thức${TAGS}`));
    expect(asLines(summarizeIn("en", "hidden-characters", summarize, result))).toEqual([
      "Result: 6 hidden or unusual characters found",
      "By kind: Zero-width characters (1), Tag characters (5)",
      "Text hidden in tag characters: Hello",
      expect.stringMatching(/^A hidden character is a lead, not proof of intent/),
    ]);
    expect(asLines(summarizeIn("fr", "hidden-characters", summarize, result))[1]).toBe(
      "Par type: caractères de largeur nulle (1) et caractères d’étiquette (5)",
    );
  });

  it("says a clean text is clean, with its length", () => {
    const result = hiddenCharactersResult(analyze("Bản tin lúc 7 giờ"));
    expect(summarizeIn("vi", "hidden-characters", summarize, result).lines).toEqual([
      { label: "Kết quả", value: "Không có ký tự ẩn hay bất thường nào trong 17 ký tự" },
    ]);
  });

  it("names every kind the tool counts, in every language", () => {
    for (const lang of ["en", "fr", "vi"] as const) {
      for (const kind of CHARACTER_CLASSES) {
        const result = { length: 10, found: 1, counts: { [kind]: 1 }, hiddenTexts: [] };
        const [, byKind] = asLines(summarizeIn(lang, "hidden-characters", summarize, result));
        expect(byKind, `${lang} ${kind}`).not.toMatch(/kinds\./);
      }
    }
  });
});
