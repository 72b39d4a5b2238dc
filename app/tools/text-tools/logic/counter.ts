import { CLOSER, charClasses, LETTER, LINE_FEED, NUMBER, SPACE, TERMINATOR } from "./char-classes.ts";
import { GraphemeCursor, standsAlone } from "./graphemes.ts";

/**
 * Text statistics, shown live (the counter replaces nothing, so it has no message). Definitions:
 * - characters are grapheme clusters: "é" typed as e + U+0301, "👨‍👩‍👧", "🇫🇷" and CR LF count one each;
 *   a cluster is a space when its first code point is whitespace;
 * - a word is a whitespace-separated run that holds a letter or a digit, so French spaced
 *   punctuation ("Bonjour !") and lone dashes are not words; its length includes attached
 *   punctuation ("raisons." is 8);
 * - a sentence ends at . ! ? or … followed by whitespace or the end (closing quotes and brackets may
 *   come between), and must contain a letter or a digit: "3.14" and "Wait..." are one sentence each;
 *   text after the last terminator is a sentence too;
 * - a final line break ends the last line rather than starting an empty one ("a\n" is one line);
 * - empty lines are blank or whitespace-only; paragraphs are runs of non-empty lines.
 */
export type TextStats = {
  characters: number;
  charactersNoSpaces: number;
  words: number;
  lines: number;
  sentences: number;
  paragraphs: number;
  emptyLines: number;
  averageWordLength: number;
};

// A letter or a digit makes a whitespace-separated run a word, and a sentence worth counting.
const WORD = LETTER | NUMBER;

/**
 * One pass, one grapheme cluster at a time. The state lives in local variables rather than in an
 * object: this loop runs ten million times on 10 MB, and locals stay in registers.
 */
export function countText(text: string): TextStats {
  const cursor = new GraphemeCursor(text);
  let characters = 0;
  let spaces = 0;
  let words = 0;
  let wordCharacters = 0;
  let lines = 0;
  let emptyLines = 0;
  let paragraphs = 0;
  let sentences = 0;
  let wordLength = 0; // clusters in the current whitespace-separated run, 0 between runs
  let runIsWord = false; // the current run holds a letter or a digit
  let lineOpen = false; // the current line has clusters and no line break yet
  let lineHasContent = false;
  let inParagraph = false;
  let sentenceHasContent = false;
  let sentenceEnding = false; // after a terminator (and closers) that ends a sentence with content

  // Before this, a code unit that stands alone is a cluster: no need to ask the cursor.
  let plainEnd = 0;
  for (let start = 0; start < text.length; ) {
    const unit = text.charCodeAt(start);
    let classes: number;
    if (start < plainEnd && standsAlone(unit)) {
      classes = charClasses(unit);
      start++;
    } else {
      const end = cursor.end(start);
      classes = end === start + 1 ? charClasses(unit) : classesOfCluster(text, start, end);
      start = end;
      plainEnd = cursor.plainUntil(end);
    }
    characters++;
    if (!(classes & SPACE)) {
      lineOpen = true;
      lineHasContent = true;
      wordLength++;
      if (classes & WORD) {
        runIsWord = true;
        sentenceHasContent = true;
        sentenceEnding = false;
      } else if (classes & TERMINATOR) {
        sentenceEnding = sentenceHasContent;
      } else if (!(classes & CLOSER)) {
        sentenceEnding = false;
      }
      continue;
    }
    spaces++;
    if (runIsWord) {
      words++;
      wordCharacters += wordLength;
    }
    wordLength = 0;
    runIsWord = false;
    if (sentenceEnding) {
      sentences++;
      sentenceHasContent = false;
      sentenceEnding = false;
    }
    if (!(classes & LINE_FEED)) {
      lineOpen = true;
      continue;
    }
    lines++;
    if (!lineHasContent) emptyLines++;
    else if (!inParagraph) paragraphs++;
    inParagraph = lineHasContent;
    lineHasContent = false;
    lineOpen = false;
  }

  // The text may end in the middle of a word, a sentence and a line.
  if (runIsWord) {
    words++;
    wordCharacters += wordLength;
  }
  if (sentenceHasContent) sentences++;
  if (lineOpen) {
    lines++;
    if (!lineHasContent) emptyLines++;
    else if (!inParagraph) paragraphs++;
  }
  return {
    characters,
    charactersNoSpaces: characters - spaces,
    words,
    lines,
    sentences,
    paragraphs,
    emptyLines,
    averageWordLength: words === 0 ? 0 : Math.round((wordCharacters / words) * 10) / 10,
  };
}

/**
 * A cluster of several code units takes its classes from its first code point (CR LF is a line
 * break), and is a word character if any of its code points is a letter or a digit ("e" + U+0301).
 */
function classesOfCluster(text: string, start: number, end: number): number {
  const first = text.codePointAt(start) ?? 0;
  let flags = charClasses(first);
  for (let index = start + (first > 0xffff ? 2 : 1); index < end; ) {
    const codePoint = text.codePointAt(index) ?? 0;
    flags |= charClasses(codePoint) & (WORD | LINE_FEED);
    index += codePoint > 0xffff ? 2 : 1;
  }
  return flags;
}
