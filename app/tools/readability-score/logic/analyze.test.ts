import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

const score = (analysis: ReturnType<typeof analyze>, id: string) =>
  analysis.scores.find((s) => s.id === id)?.value;

describe("English, scores computed by hand from the formulas", () => {
  // 1 « The cat sat on the mat. »        6 words, 6 syllables, 3+3+3+2+3+3 = 17 letters
  // 2 « It was a very happy cat. »       6 words, 1+1+1+2+2+1 = 8 syllables, 2+3+1+4+5+3 = 18 letters
  // 3 « Everyone celebrated loudly. »    3 words, 3+4+2 = 9 syllables, 8+10+6 = 24 letters
  // Text: 3 sentences, 15 words, 23 syllables, 59 letters (and characters), 2 words of 3 syllables or
  // more (everyone, celebrated), 2 of more than 6 letters (the same two).
  const text = "The cat sat on the mat. It was a very happy cat. Everyone celebrated loudly.";
  const analysis = analyze(text, "en");

  it("counts sentences, words, syllables and letters", () => {
    expect(analysis.counts).toEqual({
      sentences: 3,
      words: 15,
      syllables: 23,
      letters: 59,
      characters: 59,
      polysyllables: 2,
      longWords: 2,
    });
  });

  it("Flesch reading ease: 206.835 − 1.015 × 15/3 − 84.6 × 23/15 = 206.835 − 5.075 − 129.72 = 72.04", () => {
    expect(score(analysis, "flesch")).toBeCloseTo(72.04, 6);
  });

  it("Flesch–Kincaid grade: 0.39 × 5 + 11.8 × 23/15 − 15.59 = 1.95 + 18.0933 − 15.59 = 4.4533", () => {
    expect(score(analysis, "fleschKincaid")).toBeCloseTo(4.45333, 4);
  });

  it("Coleman–Liau: 0.0588 × (59/15 × 100) − 0.296 × (3/15 × 100) − 15.8 = 23.128 − 5.92 − 15.8 = 1.408", () => {
    expect(score(analysis, "colemanLiau")).toBeCloseTo(1.408, 6);
  });

  it("SMOG: 3.1291 + 1.043 × √(2 × 30/3) = 3.1291 + 1.043 × 4.47214 = 7.79354", () => {
    expect(score(analysis, "smog")).toBeCloseTo(7.79354, 4);
  });

  it("automated readability: 4.71 × 59/15 + 0.5 × 15/3 − 21.43 = 18.526 + 2.5 − 21.43 = −0.404", () => {
    expect(score(analysis, "ari")).toBeCloseTo(-0.404, 6);
  });

  it("lists as hardest the sentences harder than the whole text, hardest first", () => {
    // Ease of each alone: 1: 206.835 − 6.09 − 84.6 = 116.1; 2: 206.835 − 6.09 − 112.8 = 87.9;
    // 3: 206.835 − 3.045 − 253.8 = −49.99. The whole text's is 72.04: only sentence 3 is harder.
    expect(analysis.hardest.map(({ start, end }) => text.slice(start, end))).toEqual([
      "Everyone celebrated loudly.",
    ]);
  });

  it("ranks the harder sentences by their ease, and keeps at most five", () => {
    const hard = "Considerable administrative complications necessitated extraordinary deliberations.";
    const many = analyze(`${"It is fine. ".repeat(10)}${`${hard} `.repeat(7)}Okay then.`, "en");
    expect(many.hardest).toHaveLength(5);
    expect(many.hardest.every((s) => s.words === 6)).toBe(true);
  });

  it("lists the one sentence of a one-sentence text", () => {
    expect(analyze("A cat.", "en").hardest).toHaveLength(1);
  });
});

describe("French, scores computed by hand", () => {
  // 1 « Le chat dort. »                   3 words, 3 syllables
  // 2 « Il aime beaucoup le soleil. »     5 words, 1 + 1 + 2 + 1 + 2 = 7 syllables; « beaucoup » has 8 letters
  const analysis = analyze("Le chat dort. Il aime beaucoup le soleil.", "fr");

  it("counts 2 sentences, 8 words, 10 syllables, 1 word longer than 6 letters", () => {
    expect(analysis.counts).toMatchObject({ sentences: 2, words: 8, syllables: 10, longWords: 1 });
  });

  it("Kandel–Moles: 207 − 1.015 × 8/2 − 73.6 × 10/8 = 207 − 4.06 − 92 = 110.94", () => {
    expect(score(analysis, "kandelMoles")).toBeCloseTo(110.94, 6);
  });

  it("LIX: 8/2 + 100 × 1/8 = 4 + 12.5 = 16.5", () => {
    expect(score(analysis, "lix")).toBeCloseTo(16.5, 6);
  });

  it("gives no English score", () => {
    expect(analysis.scores.map((s) => s.id)).toEqual(["kandelMoles", "lix"]);
  });
});

describe("Vietnamese", () => {
  // 1 « Hôm nay trời đẹp. »                    4 syllables, 3+3+4+3 = 13 letters
  // 2 « Chúng tôi đi học ở trường mới. »       7 syllables, 5+3+2+3+1+6+3 = 23 letters
  const analysis = analyze("Hôm nay trời đẹp. Chúng tôi đi học ở trường mới.", "vi");

  it("counts 2 sentences, 11 syllables, 36 letters", () => {
    expect(analysis.counts).toMatchObject({ sentences: 2, syllables: 11, letters: 36 });
  });

  it("gives no index: none could be checked against its source, the figures describe the text", () => {
    expect(analysis.scores).toEqual([]);
  });

  it("counts a sentence of more than 40 syllables as long", () => {
    const long = `Một${" hai ba bốn năm một".repeat(9)} sáu.`; // 1 + 9 × 5 + 1 = 47 syllables
    const mixed = analyze(`Trời mưa. ${long} Hết.`, "vi");
    expect(mixed.longLimit).toEqual({ count: 40, unit: "syllables" });
    expect(mixed.longSentences).toBe(1);
    expect(mixed.hardest[0]).toMatchObject({ syllables: 47, long: true });
  });
});

it("leaves numbers and symbols out of the words", () => {
  const analysis = analyze("In 2026, prices rose by 12 % — again.", "en");
  expect(analysis.counts.words).toBe(5); // In, prices, rose, by, again
});

it("counts an English sentence of 26 words as long, one of 25 as not", () => {
  // A lower-case word after a full stop continues the sentence (Unicode's rules): each starts with a capital.
  const words = (n: number) => `Word${" word".repeat(n - 1)}.`;
  const analysis = analyze(`${words(25)} ${words(26)}`, "en");
  expect(analysis.longSentences).toBe(1);
  expect(analysis.hardest[0]).toMatchObject({ words: 26, long: true });
});

it("gives no score for a text without words", () => {
  const analysis = analyze("2026 — 12 %", "en");
  expect(analysis.counts.sentences).toBe(0);
  expect(analysis.scores.every((s) => Number.isNaN(s.value))).toBe(true);
});
