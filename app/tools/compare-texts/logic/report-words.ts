// Words of a comparison that the page, its reports and its summary in a case share.
import { type CompareOptions, IGNORE_OPTIONS } from "./options.ts";

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

/**
 * "Compared by word, ignoring case and accents." `text` reads the `report.settings`, `report.by.*` and
 * `report.ignored.*` texts where the caller keeps them: the page's namespace, and the same texts under
 * `evidenceSummaries.text-comparison` for a case's summary.
 */
export function settingsText(
  text: (key: string, values?: Record<string, string>) => string,
  lang: string,
  options: Pick<CompareOptions, "granularity" | (typeof IGNORE_OPTIONS)[number]>,
): string {
  const ignored = IGNORE_OPTIONS.filter((option) => options[option]).map((option) =>
    text(`report.ignored.${option}`),
  );
  const by = text(`report.by.${options.granularity}`);
  return ignored.length === 0
    ? text("report.settings", { by })
    : text("report.settingsIgnoring", {
        by,
        ignored: new Intl.ListFormat(lang, { type: "conjunction" }).format(ignored),
      });
}
