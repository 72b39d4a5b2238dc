import { expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { reportJson, reportTitle } from "./report.ts";

it("reports the counts, rounded scores and quoted hardest sentences, with null for a score not computed", () => {
  const text = "The cat sat on the mat. It was a very happy cat. Everyone celebrated loudly.";
  const report = JSON.parse(reportJson(analyze(text, "en"), text, new Date("2026-11-26T20:00:00Z")));
  expect(report).toMatchObject({
    measuredAt: "2026-11-26T20:00:00.000Z",
    language: "en",
    characters: 76,
    counts: { sentences: 3, words: 15, syllables: 23 },
    longSentences: { count: 25, unit: "words", over: 0 },
    hardest: [{ text: "Everyone celebrated loudly.", words: 3, syllables: 9, long: false }],
  });
  expect(report.scores[0]).toEqual({ id: "flesch", scale: "ease", value: 72.04 });
  const empty = JSON.parse(reportJson(analyze("2026", "fr"), "2026", new Date(0)));
  expect(empty.scores.map((score: { value: unknown }) => score.value)).toEqual([null, null]);
});

it("names the figures in a case by the text's first eight words, on one line", () => {
  expect(reportTitle("  The cat sat on the mat.\nIt was a very happy cat.")).toBe(
    "The cat sat on the mat. It was…",
  );
  expect(reportTitle("Hôm nay trời đẹp.")).toBe("Hôm nay trời đẹp.");
});
