import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/i18n/languages.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { localeFile } from "#app/site/namespaces.ts";
import { parseDate } from "./date-input.ts";
import { DATE_PROBLEM_KEYS, dateProblemText } from "./date-problem-text.ts";

const NAMESPACES = ["time_zone_converter", "date_difference", "sun_position"];

function translator(lang: (typeof LANGUAGES)[number]) {
  const resources = Object.fromEntries(
    NAMESPACES.map((ns) => [
      ns,
      JSON.parse(readFileSync(path.join(import.meta.dirname, "../..", localeFile(lang, ns)), "utf8")),
    ]),
  );
  return createTranslator(lang, resources);
}

describe("dateProblemText", () => {
  it("has its texts in every tool that uses it, in every language", () => {
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        const t = translator(lang).getFixedT(ns);
        // "no_such_date" counts the month's days: its forms are found through a count.
        for (const key of DATE_PROBLEM_KEYS)
          expect(t(`problems.${key}`, { count: 28 }), `${lang} ${ns} ${key}`).not.toBe(`problems.${key}`);
      }
    }
  });

  it("says which month has how many days", () => {
    const problem = parseDate("2026-02-30");
    if (problem.ok) throw new Error("a date that does not exist was read");
    const t = translator("fr").getFixedT("date_difference");
    expect(dateProblemText(t, "fr", "2026-02-30", problem.problem)).toBe(
      "La date 2026-02-30 n’existe pas\u00a0: février 2026 compte 28 jours.",
    );
    const month13 = parseDate("2026-13-01");
    if (month13.ok) throw new Error("month 13 was read");
    expect(dateProblemText(t, "fr", "2026-13-01", month13.problem)).toBe(
      "Il n’y a pas de mois 13\u00a0: les mois vont de 01 à 12.",
    );
  });
});
