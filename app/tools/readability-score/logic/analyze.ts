import {
  automatedReadabilityIndex,
  type Counts,
  colemanLiauIndex,
  fleschKincaidGrade,
  fleschReadingEase,
  kandelMoles,
  lix,
  smogGrade,
} from "./formulas.ts";
import type { ReadingLanguage } from "./languages.ts";
import { type Span, splitSentences } from "./sentences.ts";
import { syllableCounter } from "./syllables.ts";

export type ScoreId = "flesch" | "fleschKincaid" | "colemanLiau" | "smog" | "ari" | "kandelMoles" | "lix";

/** How a score reads: on Flesch's 0–100 ease scale, as a school grade, or on LIX's scale. */
export type ScoreScale = "ease" | "grade" | "lix";

export interface Score {
  id: ScoreId;
  value: number;
  scale: ScoreScale;
}

/** One sentence's place in the text and its counts. */
export interface SentenceFigures extends Span {
  words: number;
  syllables: number;
  /** Over the language's long-sentence length. */
  long: boolean;
}

export interface Analysis {
  language: ReadingLanguage;
  counts: Counts;
  scores: Score[];
  /** What makes a sentence long: so many words (en, fr) or syllables (vi). */
  longLimit: { count: number; unit: "words" | "syllables" };
  longSentences: number;
  /** The sentences harder than the text as a whole, hardest first (at most `HARDEST`). */
  hardest: SentenceFigures[];
}

export const HARDEST = 5;

// Plain-language guides put the limit near 25 words; a Vietnamese word being one to two written
// syllables (most often two), 40 syllables is about the same length.
const LONG_LIMIT = { en: 25, fr: 25, vi: 40 } as const;

const SCORES: Record<ReadingLanguage, readonly [ScoreId, ScoreScale, (c: Counts) => number][]> = {
  en: [
    ["flesch", "ease", fleschReadingEase],
    ["fleschKincaid", "grade", fleschKincaidGrade],
    ["colemanLiau", "grade", colemanLiauIndex],
    ["smog", "grade", smogGrade],
    ["ari", "grade", automatedReadabilityIndex],
  ],
  fr: [
    ["kandelMoles", "ease", kandelMoles],
    ["lix", "lix", lix],
  ],
  // The one index published for Vietnamese (Nguyễn and Henkin, 1982) is left out: its coefficients could
  // not be checked against the paper or a public implementation (decision 027).
  vi: [],
};

const wordSegmenters = new Map<ReadingLanguage, Intl.Segmenter>();
function wordSegmenter(language: ReadingLanguage): Intl.Segmenter {
  let segmenter = wordSegmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
    wordSegmenters.set(language, segmenter);
  }
  return segmenter;
}

const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** How hard one sentence is to read, for ranking: lower is harder. */
function sentenceEase(language: ReadingLanguage, words: number, syllables: number): number {
  const one = { sentences: 1, words, syllables, letters: 0, characters: 0, polysyllables: 0, longWords: 0 };
  if (language === "en") return fleschReadingEase(one);
  if (language === "fr") return kandelMoles(one);
  return -syllables;
}

/**
 * Measures a text in `language`: sentences and words by `Intl.Segmenter` (a word is a word-like segment
 * holding a letter, so "2026" and "—" are not words), syllables by the language's counter, then the
 * language's scores and its hardest sentences.
 */
export function analyze(text: string, language: ReadingLanguage): Analysis {
  const spans = splitSentences(text, language);
  const syllablesOf = syllableCounter(language);
  const counts: Counts = {
    sentences: 0,
    words: 0,
    syllables: 0,
    letters: 0,
    characters: 0,
    polysyllables: 0,
    longWords: 0,
  };
  const perSentence = spans.map((span) => ({ ...span, words: 0, syllables: 0, long: false }));
  let current = 0;
  for (const { segment, index, isWordLike } of wordSegmenter(language).segment(text)) {
    if (!isWordLike || !LETTER.test(segment)) continue;
    while (current < perSentence.length && (perSentence[current] as Span).end <= index) current++;
    const sentence = perSentence[current];
    if (!sentence || sentence.start > index) continue;
    let letters = 0;
    let characters = 0;
    for (const character of segment) {
      if (LETTER.test(character)) letters++;
      if (LETTER_OR_DIGIT.test(character)) characters++;
    }
    const syllables = syllablesOf(segment);
    sentence.words++;
    sentence.syllables += syllables;
    counts.words++;
    counts.syllables += syllables;
    counts.letters += letters;
    counts.characters += characters;
    if (syllables >= 3) counts.polysyllables++;
    if (letters > 6) counts.longWords++;
  }
  const sentences = perSentence.filter((sentence) => sentence.words > 0);
  counts.sentences = sentences.length;
  const limit = LONG_LIMIT[language];
  let longSentences = 0;
  for (const sentence of sentences) {
    sentence.long = (language === "vi" ? sentence.syllables : sentence.words) > limit;
    if (sentence.long) longSentences++;
  }
  // The hardest are those harder than the text taken whole (longer, in Vietnamese), at most five: a
  // short sentence among long ones is not listed for want of others.
  const whole = sentenceEase(language, counts.words / counts.sentences, counts.syllables / counts.sentences);
  const ranked = sentences
    .map((sentence) => ({ sentence, ease: sentenceEase(language, sentence.words, sentence.syllables) }))
    .sort((a, b) => a.ease - b.ease || a.sentence.start - b.sentence.start);
  const harder = ranked.filter(({ ease }) => ease < whole);
  const hardest = (harder.length > 0 ? harder : ranked.slice(0, 1))
    .slice(0, HARDEST)
    .map(({ sentence }) => sentence);
  return {
    language,
    counts,
    scores: SCORES[language].map(([id, scale, formula]) => ({ id, scale, value: formula(counts) })),
    longLimit: { count: limit, unit: language === "vi" ? "syllables" : "words" },
    longSentences,
    hardest,
  };
}
