import { describe, expect, it } from "vitest";
import { asLines, summarizeIn } from "#app/test/summaries.ts";
import { compareTexts } from "./compare.ts";
import { compareTextsSummaries, comparisonResult } from "./evidence-summary.ts";
import { DEFAULT_OPTIONS } from "./options.ts";

const summarize = compareTextsSummaries["text-comparison"];

describe("a comparison's summary", () => {
  it("gives the similarity, the changes, the settings, and that a difference does not date a text", () => {
    const options = { ...DEFAULT_OPTIONS, ignoreCase: true };
    const comparison = compareTexts(
      "Le pont sera fermé lundi soir.",
      "Le pont sera fermé mardi soir.",
      options,
      { locale: "fr" },
    );
    const lines = asLines(
      summarizeIn("fr", "text-comparison", summarize, comparisonResult(comparison, options)),
    );
    expect(lines[0]).toMatch(/^Similarité\u00a0?: \d/);
    expect(lines).toContain("Modifications: 1 modification");
    expect(lines).toContain("Réglages: comparaison par mot, en ignorant les majuscules");
    expect(lines.at(-1)).toMatch(/^Une différence montre/);
    const en = asLines(
      summarizeIn("en", "text-comparison", summarize, comparisonResult(comparison, options)),
    );
    expect(en).toContain("Only in the first text: 5 characters");
  });
});
