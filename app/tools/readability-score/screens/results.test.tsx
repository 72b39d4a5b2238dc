// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/languages.ts";
import { TranslatorProvider } from "#app/i18n/react.tsx";
import { createTranslator } from "#app/i18n/translator.ts";
import { RESOURCES } from "#app/site/resources.server.ts";
import { analyze } from "../logic/analyze.ts";
import type { ReadingLanguage } from "../logic/languages.ts";
import { Counts } from "./Counts.tsx";
import { HardestSentences } from "./HardestSentences.tsx";
import { Limits } from "./Limits.tsx";
import { Scores } from "./Scores.tsx";

afterEach(cleanup);

const TEXTS = {
  en: "The cat sat on the mat. It was a very happy cat. Everyone celebrated loudly.",
  vi: "Hôm nay trời đẹp. Chúng tôi đi học ở trường mới.",
} as const;

/** The results of a text as the page shows them, in the page's language `lang`. */
function show(lang: Language, textLanguage: keyof typeof TEXTS & ReadingLanguage) {
  const text = TEXTS[textLanguage];
  const analysis = analyze(text, textLanguage);
  const scored = analysis.scores.length > 0;
  const t = createTranslator(lang, RESOURCES[lang]);
  const { container } = render(
    <TranslatorProvider translator={t}>
      <Scores analysis={analysis} />
      <Counts analysis={analysis} />
      <HardestSentences text={text} analysis={analysis} />
      <Limits formulas={scored} />
    </TranslatorProvider>,
  );
  return { text: container.textContent ?? "", t: t.getFixedT("readability_score") };
}

describe("the results of a text no formula scores (Vietnamese)", () => {
  it("show no scores heading nor the formulas' limits, and say why under the figures", () => {
    const { text, t } = show("vi", "vi");
    expect(screen.queryByRole("heading", { name: t("scores.heading") })).toBeNull();
    expect(screen.queryAllByTestId("score")).toHaveLength(0);
    expect(text).not.toContain(t("limits.surface"));
    expect(text).not.toContain(t("limits.origin"));
    expect(text).not.toContain(t("limits.counting"));
    expect(text).toContain(t("limits.truth"));
    expect(text).toContain(t("limits.surfaceFigures"));
    expect(text).toContain(t("limits.sentences"));
    // Why no index, said once, in the figures' section.
    const counts = screen.getByRole("heading", { name: t("counts.heading") }).closest("section");
    expect(counts?.textContent).toContain(t("method.vi"));
  });

  it("call a Vietnamese text's syllables « tiếng » in every figure, never « âm tiết »", () => {
    show("vi", "vi");
    const counts = screen.getByTestId("counts").textContent;
    const hardest = screen.getByTestId("hardest").textContent;
    expect(counts).toContain("Số tiếng11");
    expect(hardest).toContain("7 tiếng");
    expect(`${counts}${hardest}`).not.toContain("âm tiết");
  });
});

describe("the results of a text the formulas score (English)", () => {
  it("show the scores under their heading, with every limit of the formulas", () => {
    const { text, t } = show("vi", "en");
    expect(screen.getByRole("heading", { name: t("scores.heading") })).toBeTruthy();
    expect(screen.getAllByTestId("score")).toHaveLength(5);
    for (const key of ["truth", "surface", "origin", "counting"]) expect(text).toContain(t(`limits.${key}`));
    expect(text).not.toContain(t("limits.surfaceFigures"));
    // An English word's syllables are « âm tiết » in Vietnamese.
    expect(screen.getByTestId("counts").textContent).toContain("Số âm tiết");
  });

  it("in French, head the figures « Statistiques du texte » and the formulas « Indices de lisibilité »", () => {
    show("fr", "en");
    expect(screen.getByRole("heading", { level: 2, name: "Indices de lisibilité" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Statistiques du texte" })).toBeTruthy();
  });
});
