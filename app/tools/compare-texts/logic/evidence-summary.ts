// Two texts compared, as a case keeps and says them: the similarity, the changes, what was compared by
// and ignored; and that a difference does not say which text came first.
import { fields, known, numberOf, type Summarizer } from "#app/tools/evidence-summary.ts";
import type { Comparison } from "./compare.ts";
import { type CompareOptions, GRANULARITIES, IGNORE_OPTIONS } from "./options.ts";
import { formatSimilarity, settingsText } from "./report-words.ts";

/** What "Add to case" keeps of a comparison (both texts go as files beside it). */
export function comparisonResult(comparison: Comparison, options: CompareOptions) {
  const { changes, deleted, inserted, similarity, approximate } = comparison;
  return { changes, deleted, inserted, similarity, approximate, options };
}

const summarizeComparison: Summarizer = (result, { t, language }) => {
  const stored = fields(result);
  const similarity = numberOf(stored.similarity);
  const changes = numberOf(stored.changes);
  const deleted = numberOf(stored.deleted);
  const inserted = numberOf(stored.inserted);
  const options = fields(stored.options);
  const granularity = GRANULARITIES.find((value) => value === options.granularity);
  const ignoring = Object.fromEntries(IGNORE_OPTIONS.map((option) => [option, options[option] === true]));
  return {
    lines: known([
      similarity !== undefined && { label: t("similarity"), value: formatSimilarity(language, similarity) },
      changes !== undefined && { label: t("changes"), value: t("changeCount", { count: changes }) },
      deleted !== undefined && { label: t("deleted"), value: t("characters", { count: deleted }) },
      inserted !== undefined && { label: t("inserted"), value: t("characters", { count: inserted }) },
      granularity && {
        label: t("settings"),
        value: settingsText(t, language, { granularity, ...ignoring } as CompareOptions),
      },
      stored.approximate === true && { label: t("note"), value: t("approximate") },
    ]),
    limits: t("limits"),
  };
};

export const compareTextsSummaries = { "text-comparison": summarizeComparison };
