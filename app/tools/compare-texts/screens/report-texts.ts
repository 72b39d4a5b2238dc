import type { TFunction } from "#app/i18n/translator.ts";
import type { Comparison } from "../logic/compare.ts";
import { type CompareOptions, IGNORE_OPTIONS } from "../logic/options.ts";
import type { ReportTexts } from "../logic/report.ts";

/**
 * The similarity as a percentage, never rounded up to 100 % (nor down to 0 %) when the texts differ
 * (or share something): 99.96 % is shown 99.9 %.
 */
export function formatSimilarity(lang: string, similarity: number): string {
  const tenths = similarity * 1000;
  const shown =
    similarity >= 1 ? 1 : similarity <= 0 ? 0 : Math.max(1, Math.min(999, Math.floor(tenths))) / 1000;
  return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(shown);
}

/** The summary line: similarity, changes, characters deleted and inserted. */
export function summaryText(t: TFunction, lang: string, comparison: Comparison): string {
  return t("compare_texts:result.summary", {
    count: comparison.changes,
    percent: formatSimilarity(lang, comparison.similarity),
    deleted: t("compare_texts:result.deletedCharacters", { count: comparison.deleted }),
    inserted: t("compare_texts:result.insertedCharacters", { count: comparison.inserted }),
  });
}

/** "Compared by word, ignoring case and accents." */
export function settingsText(t: TFunction, lang: string, options: CompareOptions): string {
  const ignored = IGNORE_OPTIONS.filter((option) => options[option]).map((option) =>
    t(`compare_texts:report.ignored.${option}`),
  );
  const by = t(`compare_texts:report.by.${options.granularity}`);
  return ignored.length === 0
    ? t("compare_texts:report.settings", { by })
    : t("compare_texts:report.settingsIgnoring", {
        by,
        ignored: new Intl.ListFormat(lang, { type: "conjunction" }).format(ignored),
      });
}

export function reportTexts(
  t: TFunction,
  lang: string,
  comparison: Comparison,
  options: CompareOptions,
): ReportTexts {
  return {
    lang,
    title: t("compare_texts:report.title"),
    summary: summaryText(t, lang, comparison),
    settings: settingsText(t, lang, options),
    similarityHow: t("compare_texts:result.similarityHow"),
    caveat: t("compare_texts:result.caveat"),
    approximate: t("compare_texts:result.approximate"),
    noChanges: t("compare_texts:result.noChanges"),
    deleted: t("compare_texts:result.deleted"),
    inserted: t("compare_texts:result.inserted"),
    change: (number, lineA, lineB) => t("compare_texts:report.change", { number, lineA, lineB }),
  };
}
