import { useTranslation } from "#app/i18n/react.tsx";
import type { Analysis } from "../logic/analyze.ts";
import { useNumbers } from "./use-numbers.ts";

/**
 * The text's counts and averages, and its share of long sentences, as a list of terms and figures. A
 * Vietnamese text's syllables are its « tiếng »; no formula scores it, so why is said here, first.
 */
export function Counts({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation("readability_score");
  const n = useNumbers();
  const { counts, longLimit, longSentences } = analysis;
  const vietnamese = analysis.language === "vi";
  const per = (a: number, b: number) => (b === 0 ? "—" : n.decimal(a / b));
  const rows: [string, string][] = [
    [t("counts.sentences"), n.whole(counts.sentences)],
    ...(vietnamese ? [] : ([[t("counts.words"), n.whole(counts.words)]] as [string, string][])),
    [vietnamese ? t("counts.viSyllables") : t("counts.syllables"), n.whole(counts.syllables)],
    vietnamese
      ? [t("counts.syllablesPerSentence"), per(counts.syllables, counts.sentences)]
      : [t("counts.wordsPerSentence"), per(counts.words, counts.sentences)],
    vietnamese
      ? [t("counts.lettersPerSyllable"), per(counts.letters, counts.syllables)]
      : [t("counts.syllablesPerWord"), per(counts.syllables, counts.words)],
    [
      t(`counts.long.${longLimit.unit}`, { count: longLimit.count }),
      counts.sentences === 0
        ? "—"
        : t("counts.longShare", {
            share: n.share(longSentences / counts.sentences),
            long: n.whole(longSentences),
            total: n.whole(counts.sentences),
          }),
    ],
  ];
  return (
    <section aria-labelledby="counts-heading" className="grid gap-3">
      <h2 id="counts-heading" className="text-xl font-semibold">
        {t("counts.heading")}
      </h2>
      {analysis.scores.length === 0 && (
        <p className="text-sm text-muted-foreground">{t(`method.${analysis.language}`)}</p>
      )}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="counts">
        {rows.map(([term, value]) => (
          <div
            key={term}
            className="flex items-baseline justify-between gap-4 border-b border-border/60 pb-1"
          >
            <dt className="text-sm">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
