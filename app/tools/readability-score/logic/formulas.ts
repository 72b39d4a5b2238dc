import { automatedReadability } from "automated-readability";
import { colemanLiau } from "coleman-liau";
import { flesch } from "flesch";
import { fleschKincaid } from "flesch-kincaid";
import { smogFormula } from "smog-formula";

/** What a text holds, counted: the inputs of every formula. */
export interface Counts {
  sentences: number;
  words: number;
  syllables: number;
  /** Letters (Coleman–Liau). */
  letters: number;
  /** Letters and digits (automated readability index). */
  characters: number;
  /** Words of three syllables or more (SMOG). */
  polysyllables: number;
  /** Words of more than six letters (LIX). */
  longWords: number;
}

// The English formulas are the field's packages (Titus Wormer's, MIT), fed our counts.
export const fleschReadingEase = (c: Counts) =>
  flesch({ sentence: c.sentences, word: c.words, syllable: c.syllables });
export const fleschKincaidGrade = (c: Counts) =>
  fleschKincaid({ sentence: c.sentences, word: c.words, syllable: c.syllables });
export const colemanLiauIndex = (c: Counts) =>
  colemanLiau({ sentence: c.sentences, word: c.words, letter: c.letters });
export const smogGrade = (c: Counts) =>
  smogFormula({ sentence: c.sentences, polysillabicWord: c.polysyllables });
export const automatedReadabilityIndex = (c: Counts) =>
  automatedReadability({ sentence: c.sentences, word: c.words, character: c.characters });

/**
 * Kandel and Moles (1958), Flesch's reading ease refitted to French: 207 − 1.015 × words per sentence −
 * 73.6 × syllables per word. Read on Flesch's scale (0 very hard, 100 very easy).
 */
export function kandelMoles(c: Counts): number {
  if (!c.sentences || !c.words) return Number.NaN;
  return 207 - 1.015 * (c.words / c.sentences) - 73.6 * (c.syllables / c.words);
}

/** Björnsson's LIX (1968): words per sentence + the percentage of words longer than six letters. */
export function lix(c: Counts): number {
  if (!c.sentences || !c.words) return Number.NaN;
  return c.words / c.sentences + (100 * c.longWords) / c.words;
}
