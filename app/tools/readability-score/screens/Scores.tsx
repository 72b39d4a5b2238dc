import { useTranslation } from "#app/i18n/react.tsx";
import type { Analysis } from "../logic/analyze.ts";
import { ScoreCard } from "./ScoreCard.tsx";

/**
 * The formulas' scores of a text, with how its syllables were counted. Nothing when no formula applies
 * to its language (Vietnamese): the figures then say why, in `Counts`, under no empty heading.
 */
export function Scores({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation("readability_score");
  if (analysis.scores.length === 0) return null;
  return (
    <section aria-labelledby="scores-heading" className="grid gap-4">
      <h2 id="scores-heading" className="text-xl font-semibold">
        {t("scores.heading")}
      </h2>
      <p className="text-sm text-muted-foreground">{t(`method.${analysis.language}`)}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {analysis.scores.map((score) => (
          <ScoreCard key={score.id} score={score} sentences={analysis.counts.sentences} />
        ))}
      </div>
    </section>
  );
}
