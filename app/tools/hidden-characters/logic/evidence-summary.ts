// A text checked for hidden characters, as a case keeps and says it: how many were found of each kind,
// the text hidden in tag characters, and that such characters are a lead, not proof of intent.
import { fields, known, listOf, numberOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";
import type { Analysis } from "./analyze.ts";
import { CHARACTER_CLASSES } from "./char-classes.ts";

/** What "Add to case" keeps of an analysis (the text itself goes as a file beside it). */
export function hiddenCharactersResult(analysis: Analysis) {
  return {
    length: analysis.length,
    found: Object.values(analysis.counts).reduce((sum, count) => sum + count, 0),
    counts: analysis.counts,
    hiddenTexts: analysis.hiddenTexts.filter((hidden) => !hidden.flag).map((hidden) => hidden.text),
  };
}

const summarizeHidden: Summarizer = (result, { t, language }) => {
  const stored = fields(result);
  const found = numberOf(stored.found);
  const length = numberOf(stored.length);
  const counts = fields(stored.counts);
  const kinds = CHARACTER_CLASSES.flatMap((kind) => {
    const count = numberOf(counts[kind]);
    return count ? [t("kindCount", { kind: t(`kinds.${kind}`), count })] : [];
  });
  const hidden = listOf(stored.hiddenTexts).flatMap((text) => textOf(text) ?? []);
  return {
    lines: known([
      found !== undefined &&
        length !== undefined && {
          label: t("found"),
          value: found === 0 ? t("none", { count: length }) : t("some", { count: found }),
        },
      kinds.length > 0 && {
        label: t("kindList"),
        value: new Intl.ListFormat(language, { type: "unit" }).format(kinds),
      },
      ...hidden.map((text) => ({ label: t("hiddenText"), value: text })),
    ]),
    limits: t("limits"),
  };
};

export const hiddenCharactersSummaries = { "hidden-characters": summarizeHidden };
