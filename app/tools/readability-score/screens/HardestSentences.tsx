import { Fragment } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Analysis, SentenceFigures } from "../logic/analyze.ts";
import { MARKED_CHARACTERS } from "../state/text-size.ts";
import { useNumbers } from "./use-numbers.ts";

// The longest a sentence is quoted in the list; the rest is cut with an ellipsis.
const QUOTED = 400;

/** A numbered marker, the same in the marked text and in the list: a number in a box, not a colour alone. */
function Marker({ rank }: { rank: number }) {
  return (
    <span className="mr-1 inline-flex min-w-6 items-center justify-center rounded border border-foreground/60 bg-background px-1 text-xs font-bold text-foreground">
      {rank}
    </span>
  );
}

/** The text with its hardest sentences marked (short texts only), then the list of those sentences. */
export function HardestSentences({ text, analysis }: { text: string; analysis: Analysis }) {
  const { t } = useTranslation("readability_score");
  const n = useNumbers();
  const { hardest } = analysis;
  if (hardest.length === 0) return null;
  const ranked = [...hardest].sort((a, b) => a.start - b.start);
  const rankOf = (sentence: SentenceFigures) => hardest.indexOf(sentence) + 1;
  const quote = (sentence: SentenceFigures) => {
    const whole = text.slice(sentence.start, sentence.end);
    return whole.length > QUOTED ? `${whole.slice(0, QUOTED)}…` : whole;
  };
  let at = 0;
  return (
    <section aria-labelledby="hardest-heading" className="grid gap-4">
      <h2 id="hardest-heading" className="text-xl font-semibold">
        {t("hardest.heading")}
      </h2>
      <p className="text-sm text-muted-foreground">{t(`hardest.intro.${analysis.language}`)}</p>
      {text.length <= MARKED_CHARACTERS ? (
        <figure className="grid gap-2">
          <figcaption className="text-sm font-medium">{t("hardest.marked")}</figcaption>
          <div
            className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md [overflow-wrap:anywhere] border bg-muted/30 p-3 text-sm leading-relaxed"
            data-testid="marked-text"
          >
            {ranked.map((sentence) => {
              const before = text.slice(at, sentence.start);
              at = sentence.end;
              const rank = rankOf(sentence);
              return (
                <Fragment key={sentence.start}>
                  {before}
                  <mark className="rounded bg-amber-100 px-0.5 text-foreground underline decoration-amber-700 decoration-2 underline-offset-4 dark:bg-amber-900/50 dark:decoration-amber-300">
                    <span className="sr-only">{t("hardest.markerLabel", { rank })}</span>
                    <Marker rank={rank} />
                    {text.slice(sentence.start, sentence.end)}
                  </mark>
                </Fragment>
              );
            })}
            {text.slice(at)}
          </div>
        </figure>
      ) : (
        <p className="text-sm">{t("hardest.tooLong")}</p>
      )}
      <ol className="grid gap-3" data-testid="hardest">
        {hardest.map((sentence, index) => (
          <li key={sentence.start} className="grid gap-1 rounded-md border p-3">
            <p className="text-sm font-medium">
              <Marker rank={index + 1} />
              {analysis.language !== "vi" &&
                `${t("hardest.words", { count: sentence.words, n: n.whole(sentence.words) })}, `}
              {analysis.language === "vi"
                ? t("hardest.viSyllables", { count: sentence.syllables, n: n.whole(sentence.syllables) })
                : t("hardest.syllables", { count: sentence.syllables, n: n.whole(sentence.syllables) })}
              {sentence.long && <span className="ml-2 font-semibold">· {t("hardest.long")}</span>}
            </p>
            <blockquote className="border-l-4 border-amber-700 pl-3 text-sm [overflow-wrap:anywhere] dark:border-amber-300">
              {quote(sentence)}
            </blockquote>
          </li>
        ))}
      </ol>
    </section>
  );
}
