import createHyphenator from "hyphen";
import frenchPatterns from "hyphen/patterns/fr.js";
import { syllable } from "syllable";
import type { ReadingLanguage } from "./languages.ts";

// The French hyphenation patterns of TeX (hyph-fr), asked for every break: each cut is a syllable boundary.
const hyphenateFrench = createHyphenator(frenchPatterns, {
  hyphenChar: "-",
  minWordLength: 1,
}) as (word: string) => string;

const FRENCH_VOWELS = "aeiouyàâäéèêëîïôöùûüÿœæ";
// After another vowel these letters are sounded apart (po-è-me, na-ïf, No-ël): they start a new group.
const FRENCH_HIATUS = "éèëïü";

/**
 * Vowel groups of a French word, less a silent final e (« table »: a-e → 1): the floor under the
 * hyphenation count. The patterns never cut off a one-letter syllable (é-cole) nor break before a final
 * mute syllable in short words, so alone they count « école » or « été » as one syllable.
 */
function frenchVowelGroups(word: string): number {
  let groups = 0;
  let previousVowel = false;
  for (const letter of word) {
    const vowel = FRENCH_VOWELS.includes(letter);
    if (vowel && (!previousVowel || FRENCH_HIATUS.includes(letter))) groups++;
    previousVowel = vowel;
  }
  // A final e, es or ent after a consonant is silent in speech: « table », « tables », « parlent ».
  const silent = /[^aeiouyàâäéèêëîïôöùûüÿœæ](e|es|ent)$/.test(word) && groups > 1;
  return Math.max(1, groups - (silent ? 1 : 0));
}

function frenchSyllables(word: string): number {
  const parts = hyphenateFrench(word)
    .split("-")
    .filter((part) => part !== "").length;
  return Math.max(parts, frenchVowelGroups(word));
}

/**
 * A Vietnamese word as the segmenter gives it is one written syllable (Vietnamese puts a space between
 * syllables); one joined by hyphens (Hà-Nội, in older spelling) counts each part.
 */
function vietnameseSyllables(word: string): number {
  return word.split("-").filter((part) => part !== "").length || 1;
}

/**
 * Counts the syllables of words in one language, remembering each word's count: a long text repeats its
 * words, and the counters (a pluralisation lexicon for English, hyphenation patterns for French) are the
 * slow part of measuring it.
 */
export function syllableCounter(language: ReadingLanguage): (word: string) => number {
  const known = new Map<string, number>();
  const count =
    language === "en"
      ? (word: string) => Math.max(1, syllable(word))
      : language === "fr"
        ? frenchSyllables
        : vietnameseSyllables;
  return (word) => {
    const lower = word.toLowerCase();
    let syllables = known.get(lower);
    if (syllables === undefined) {
      syllables = count(lower);
      known.set(lower, syllables);
    }
    return syllables;
  };
}
