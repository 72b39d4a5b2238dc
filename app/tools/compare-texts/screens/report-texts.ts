import type { TFunction } from "#app/i18n/translator.ts";
import type { Comparison } from "../logic/compare.ts";
import type { CompareOptions } from "../logic/options.ts";
import type { ReportTexts } from "../logic/report.ts";
import { formatSimilarity, settingsText } from "../logic/report-words.ts";

/** The summary line: similarity, changes, characters deleted and inserted. */
export function summaryText(t: TFunction, lang: string, comparison: Comparison): string {
  return t("compare_texts:result.summary", {
    count: comparison.changes,
    percent: formatSimilarity(lang, comparison.similarity),
    deleted: t("compare_texts:result.deletedCharacters", { count: comparison.deleted }),
    inserted: t("compare_texts:result.insertedCharacters", { count: comparison.inserted }),
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
    settings: settingsText((key, values) => t(`compare_texts:${key}`, values), lang, options),
    similarityHow: t("compare_texts:result.similarityHow"),
    caveat: t("compare_texts:result.caveat"),
    approximate: t("compare_texts:result.approximate"),
    noChanges: t("compare_texts:result.noChanges"),
    deleted: t("compare_texts:result.deleted"),
    inserted: t("compare_texts:result.inserted"),
    change: (number, lineA, lineB) => t("compare_texts:report.change", { number, lineA, lineB }),
  };
}
