import { useTranslation } from "#app/i18n/react.tsx";
import { Card } from "#app/ui/Card.tsx";
import type { Score } from "../logic/analyze.ts";
import { easeBand, gradeBand, lixBand } from "../logic/bands.ts";
import { useNumbers } from "./use-numbers.ts";

// SMOG was fitted on samples of 30 sentences: fewer make it a rough figure.
const SMOG_SENTENCES = 30;

/** One score: its value, what that value means in words, how it is computed, and its own limits. */
export function ScoreCard({ score, sentences }: { score: Score; sentences: number }) {
  const { t } = useTranslation("readability_score");
  const numbers = useNumbers();
  const id = `score-${score.id}`;
  const known = Number.isFinite(score.value);
  const band =
    score.scale === "ease"
      ? `bands.ease.${easeBand(score.value)}`
      : score.scale === "grade"
        ? `bands.grade.${gradeBand(score.value)}`
        : `bands.lix.${lixBand(score.value)}`;
  const value = numbers.decimal(score.value);
  return (
    <Card className="grid content-start gap-2 p-4" data-testid="score">
      <section aria-labelledby={id} className="contents">
        <h3 id={id} className="font-semibold">
          {t(`scores.${score.id}.name`)}
        </h3>
        {known ? (
          <>
            <p className="text-3xl font-bold tabular-nums" data-testid="score-value">
              {t(`scales.${score.scale}`, { value })}
            </p>
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t("notes.means")}
              </p>
              <p>{t(band)}</p>
            </div>
          </>
        ) : (
          <p className="text-muted-foreground">{t("scores.unknown")}</p>
        )}
        <p className="text-sm text-muted-foreground">{t(`scores.${score.id}.how`)}</p>
        {score.id === "smog" && known && sentences < SMOG_SENTENCES && (
          <p className="text-sm">{t("scores.smog.few", { count: sentences, needed: SMOG_SENTENCES })}</p>
        )}
      </section>
    </Card>
  );
}
