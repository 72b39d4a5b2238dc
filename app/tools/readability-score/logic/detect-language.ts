import type { ReadingLanguage } from "./languages.ts";

// Letters only Vietnamese uses among the three: ă, ơ, ư, đ and the vowels with a dot below or a hook.
const VIETNAMESE = /[ăơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
const FRENCH_WORDS = new Set(
  "le la les des du un une et est que qui dans pour pas sur au aux il elle ne se ce cette avec par plus nous vous son sa ses leur mais ou où été être sont ont".split(
    " ",
  ),
);
const ENGLISH_WORDS = new Set(
  "the of and to in is that it for was on with as be are this by not he she at from have an they you his her which were has but or".split(
    " ",
  ),
);
const ELISION = /^(?:l|d|qu|n|s|c|j)['’]/u;
// Enough of the text to decide on: its first 20,000 characters.
const SAMPLE = 20_000;

export interface Detected {
  language: ReadingLanguage;
  /** False when the sample had too few telling words to choose, and the fallback was taken. */
  sure: boolean;
}

/**
 * The text's language among English, French and Vietnamese, from its start: Vietnamese by the share of
 * words with letters only Vietnamese writes, French or English by their commonest short words. A text
 * with no such sign (a list of names, numbers) gets `fallback`, the page's language.
 */
export function detectLanguage(text: string, fallback: ReadingLanguage): Detected {
  const sample = text.slice(0, SAMPLE);
  let words = 0;
  let vietnamese = 0;
  let french = 0;
  let english = 0;
  for (const word of sample.toLowerCase().split(/[^\p{L}’']+/u)) {
    if (word === "") continue;
    words++;
    if (VIETNAMESE.test(word)) vietnamese++;
    // « l’école », « qu’il »: the elided article or pronoun is French.
    const elided = ELISION.exec(word);
    if (elided) french++;
    const bare = elided ? word.slice(elided[0].length) : word;
    if (FRENCH_WORDS.has(bare)) french++;
    if (ENGLISH_WORDS.has(bare)) english++;
  }
  if (words > 0 && vietnamese / words >= 0.15) return { language: "vi", sure: true };
  if (french + english < 2 || french === english) return { language: fallback, sure: false };
  return { language: french > english ? "fr" : "en", sure: true };
}
