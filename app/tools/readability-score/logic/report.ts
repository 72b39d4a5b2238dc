import type { Analysis } from "./analyze.ts";

/**
 * The figures of a measure as a JSON document to keep or cite: the counts, every score with its
 * formula's name, and the hardest sentences quoted, with the date and what counted them. Scores that
 * could not be computed are null (JSON has no NaN).
 */
export function reportJson(analysis: Analysis, text: string, measuredAt: Date): string {
  const round = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : null);
  return JSON.stringify(
    {
      tool: "VeriTools readability score",
      measuredAt: measuredAt.toISOString(),
      language: analysis.language,
      characters: text.length,
      counts: analysis.counts,
      scores: analysis.scores.map((score) => ({ ...score, value: round(score.value) })),
      longSentences: { ...analysis.longLimit, over: analysis.longSentences },
      hardest: analysis.hardest.map(({ start, end, words, syllables, long }) => ({
        text: text.slice(start, end),
        words,
        syllables,
        long,
      })),
    },
    null,
    2,
  );
}

/** Words a case item's title keeps from the text. */
const TITLE_WORDS = 8;

/** The first words of a text, to name its figures in a case: "The cat sat on the mat. It was…". */
export function reportTitle(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > TITLE_WORDS ? `${words.slice(0, TITLE_WORDS).join(" ")}…` : words.join(" ");
}
