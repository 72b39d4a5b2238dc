/** Lines of the preview for sort and reverse: enough to see the order, short enough to read at a glance. */
export const PREVIEW_LINES = 5;

export type TextHead = { lines: string[]; more: boolean };

/**
 * The first lines of a text, without splitting all of it (a result can be 10 MB), and whether more
 * follows. Line endings are dropped, a final line break ends the last line rather than starting an
 * empty one, and lines are cut at `maxCharacters` in total so that one huge line cannot flood the page.
 */
export function headOfText(text: string, maxLines = PREVIEW_LINES, maxCharacters = 10_000): TextHead {
  const lines: string[] = [];
  let start = 0;
  let budget = maxCharacters;
  while (start < text.length && lines.length < maxLines) {
    const newline = text.indexOf("\n", start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, text.charCodeAt(end - 1) === 13 && end > start ? end - 1 : end);
    if (line.length > budget) {
      lines.push(line.slice(0, budget));
      return { lines, more: true };
    }
    lines.push(line);
    budget -= line.length;
    start = newline < 0 ? text.length : newline + 1;
  }
  return { lines, more: start < text.length };
}
