import { seededRandom } from "../../../test/seeded-random.ts";

/**
 * Random short texts for the tests that check grapheme clusters against Intl.Segmenter: combining
 * marks, joiners, emoji and their modifiers, flags, Hangul jamo, Devanagari, prepend and format
 * characters, lone surrogates, line breaks, between plain letters.
 */
const PIECES = [
  "a",
  "é",
  "\u0301",
  "\u0323",
  "\u200d",
  "👨",
  "👩",
  "🇫",
  "🇷",
  "🏻",
  "\ufe0f",
  "\r",
  "\n",
  " ",
  "\u1100",
  "\u1161",
  "\u11a8",
  "가",
  "क",
  "्",
  "ष",
  "\u0600",
  "\ud800",
  "\udc00",
  "\u{1d165}",
  "\u{e0067}",
  "😀",
];

export function randomJoiningTexts(count: number, seed: number): string[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, () => {
    let text = "";
    const length = Math.floor(next() * 12);
    for (let i = 0; i < length; i++) text += PIECES[Math.floor(next() * PIECES.length)];
    return text;
  });
}

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The grapheme clusters of `text`, as the engine's segmenter finds them. */
export function segment(text: string): string[] {
  return Array.from(segmenter.segment(text), ({ segment }) => segment);
}
