// A readability measure as a case says it: the language, the counts, each score by its formula's name,
// and that readability is not truthfulness.
import { formatNumber } from "#app/lib/dates/format-date.ts";
import { fields, known, listOf, numberOf, type Summarizer } from "#app/tools/evidence-summary.ts";

const summarizeReadability: Summarizer = (result, { t, language }) => {
  const stored = fields(result);
  const counts = fields(stored.counts);
  const words = numberOf(counts.words);
  const sentences = numberOf(counts.sentences);
  const textLanguage = ["en", "fr", "vi"].find((code) => code === stored.language);
  const scores = listOf(stored.scores)
    .map(fields)
    .flatMap((score) => {
      const id = typeof score.id === "string" && /^[a-zA-Z]+$/.test(score.id) ? score.id : undefined;
      const value = numberOf(score.value);
      return id && value !== undefined
        ? [{ label: t(`scores.${id}`), value: formatNumber(language, value) }]
        : [];
    });
  return {
    lines: known([
      textLanguage && { label: t("language"), value: t(`languages.${textLanguage}`) },
      words !== undefined && { label: t("words"), value: formatNumber(language, words) },
      sentences !== undefined && { label: t("sentences"), value: formatNumber(language, sentences) },
      ...scores,
    ]),
    limits: t("limits"),
  };
};

export const readabilitySummaries = { readability: summarizeReadability };
