import { describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import en from "../locales/en.json" with { type: "json" };
import fr from "../locales/fr.json" with { type: "json" };
import vi from "../locales/vi.json" with { type: "json" };
import type { Comparison } from "../logic/compare.ts";
import { summaryText } from "./report-texts.ts";

const LOCALES = { en, fr, vi };

function summary(lang: Language, changes: number, deleted: number, inserted: number): string {
  const t = createTranslator(lang, { compare_texts: LOCALES[lang] as never }).getFixedT("compare_texts");
  const comparison: Comparison = {
    parts: [],
    changes,
    deleted,
    inserted,
    similarity: 0.5,
    approximate: false,
  };
  return summaryText(t as never, lang, comparison);
}

describe("summaryText", () => {
  it("agrees each count with its noun and participle, in French without « (s) »", () => {
    expect(summary("fr", 1, 1, 1234)).toBe(
      "Similarité de 50\u00a0%\u00a0: 1 changement, 1 caractère supprimé et 1\u202f234 caractères ajoutés.",
    );
    expect(summary("fr", 3, 12, 1)).toBe(
      "Similarité de 50\u00a0%\u00a0: 3 changements, 12 caractères supprimés et 1 caractère ajouté.",
    );
    expect(summary("fr", 2, 0, 5)).not.toContain("(s)");
  });

  it("reads naturally in English and Vietnamese, numbers as the language writes them", () => {
    expect(summary("en", 1, 1, 1234)).toBe(
      "Similarity 50%: 1 change, 1 character removed and 1,234 characters added.",
    );
    expect(summary("vi", 2, 12, 1)).toBe(
      "Độ tương đồng 50%: 2 thay đổi, 12 ký tự bị xóa và 1 ký tự được thêm.",
    );
  });
});
