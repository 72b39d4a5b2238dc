/** The largest text the tool takes, in UTF-8 bytes: decimal megabytes, as the page writes it (formatBytes). */
export const MAX_BYTES = 20_000_000;

/**
 * Texts longer than this (UTF-16 code units) are kept out of the text area: browsers lay out the whole
 * value of a text area whenever it is set, which for a few hundred thousand lines freezes the page.
 */
export const LARGE_TEXT = 500_000;

/** The text's size in bytes when it is over the limit, else null. */
export function isTooLong(text: string): number | null {
  // A UTF-16 code unit is at most 3 bytes of UTF-8: a shorter text cannot be over, and is not measured.
  if (text.length * 3 <= MAX_BYTES) return null;
  const bytes = new Blob([text]).size;
  return bytes > MAX_BYTES ? bytes : null;
}
