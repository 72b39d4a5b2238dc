// What the page computes, without React or the DOM, so it runs and is tested anywhere.

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The characters of a text as a reader counts them: a letter and its accent typed as two code points
 * ("e" + U+0301) count once, and so does an emoji with its skin tone.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}
