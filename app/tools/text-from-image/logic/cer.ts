import { distance } from "fastest-levenshtein";

/**
 * The character error rate of a reading against the true text: edits (insertions, deletions,
 * substitutions) over the true text's length, both in NFC (so a Vietnamese "ộ" is one character
 * whichever way it was composed) with runs of white space as one space. Used by the tests and the
 * bench, never by the page.
 */
export function characterErrorRate(truth: string, reading: string): number {
  const clean = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();
  const expected = clean(truth);
  if (expected.length === 0) return clean(reading).length === 0 ? 0 : 1;
  return distance(expected, clean(reading)) / expected.length;
}
