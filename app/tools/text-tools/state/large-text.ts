/**
 * Texts longer than this (in UTF-16 code units) are not put in the text area: browsers lay out every
 * line of a text area's value, which for a few hundred thousand lines freezes the page for seconds
 * whenever the value is set. They are shown read-only, only the lines in view being drawn, and every
 * tool, Copy, Clear and Undo work on the whole text as usual.
 */
export const LARGE_TEXT_THRESHOLD = 500_000;

export function isLargeText(text: string): boolean {
  return text.length > LARGE_TEXT_THRESHOLD;
}

/**
 * The text a paste would make, when it would be large enough to be kept out of the text area, or null
 * when the browser should paste as usual. The pasted text replaces the selection.
 */
export function largePaste(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  pasted: string,
): string | null {
  if (value.length - (selectionEnd - selectionStart) + pasted.length <= LARGE_TEXT_THRESHOLD) return null;
  return value.slice(0, selectionStart) + pasted + value.slice(selectionEnd);
}

/** Where each line starts, for drawing only the lines in view (a final line break ends the last line). */
export function lineStarts(text: string): Int32Array {
  let count = 1;
  for (let at = text.indexOf("\n"); at >= 0 && at < text.length - 1; at = text.indexOf("\n", at + 1)) count++;
  const starts = new Int32Array(count);
  let line = 1;
  for (let at = text.indexOf("\n"); at >= 0 && line < count; at = text.indexOf("\n", at + 1))
    starts[line++] = at + 1;
  return starts;
}

/** Line `index` without its line ending, cut at `maxCharacters`. */
export function lineAt(text: string, starts: Int32Array, index: number, maxCharacters = 2000): string {
  const start = starts[index] ?? text.length;
  let end = index + 1 < starts.length ? (starts[index + 1] ?? text.length) - 1 : text.length;
  if (end > start && text.charCodeAt(end - 1) === 10) end--;
  if (end > start && text.charCodeAt(end - 1) === 13) end--;
  return end - start > maxCharacters
    ? `${text.slice(start, start + maxCharacters)}…`
    : text.slice(start, end);
}

/** The read-only view's geometry, in pixels. */
export const LINE_HEIGHT = 24;
export const VIEW_HEIGHT = 288;
// Browsers cap an element's height (Chrome near 33 million pixels): past this, scrolling is scaled.
const MAX_SCROLL_HEIGHT = 8_000_000;
export const VISIBLE_LINES = Math.ceil(VIEW_HEIGHT / LINE_HEIGHT) + 1;

/** Which lines to draw, and where, for a scroll position. */
export function visibleWindow(scrollTop: number, lineCount: number) {
  const total = lineCount * LINE_HEIGHT;
  const height = Math.min(total, MAX_SCROLL_HEIGHT);
  if (total === height) {
    const first = Math.max(0, Math.floor(scrollTop / LINE_HEIGHT));
    return { height, first, top: first * LINE_HEIGHT };
  }
  const progress = Math.min(1, scrollTop / (height - VIEW_HEIGHT));
  return { height, first: Math.floor(progress * (lineCount - VISIBLE_LINES)), top: scrollTop };
}
