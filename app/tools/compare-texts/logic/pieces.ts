import { GraphemeCursor, standsAlone } from "#app/tools/text-tools/public.ts";
import type { KeyOf } from "./keys.ts";

/** The three levels a text is cut at: lines first, then words within changed lines, then characters. */
export type Level = "line" | "word" | "character";

/**
 * A text cut into compared units. Unit i is text[ends[i - 1] ?? head, ends[i]) and is compared by
 * ids[i] (equal keys, equal ids). What the options ignore is not a unit: it stays with the unit before
 * it, or in the head (text[0, head)) when nothing comes before it.
 */
export type Pieces = { text: string; head: number; ends: number[]; ids: number[] };

/** Gives each distinct key its number, shared by both texts at one level, so ids compare as keys do. */
export class Interner {
  private readonly ids = new Map<string, number>();

  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    return id;
  }
}

const CHECK_EVERY = 4096;

const segmenters = new Map<string, Intl.Segmenter>();

/** Word and grapheme segmenters of a language, made once: making one costs more than a short text. */
function segmenter(locale: string, granularity: "word" | "grapheme"): Intl.Segmenter {
  const name = `${locale}:${granularity}`;
  let made = segmenters.get(name);
  if (!made) {
    made = new Intl.Segmenter(locale, { granularity });
    segmenters.set(name, made);
  }
  return made;
}

/**
 * Where the raw pieces of a level end: each line with its line break, the words and the runs between
 * them as Intl.Segmenter finds them in the page's language, or grapheme clusters (an emoji, a letter
 * with its stacked Vietnamese marks).
 */
function pieceEnds(text: string, level: Level, locale: string, deadline: number): number[] | undefined {
  const ends: number[] = [];
  if (level === "line") {
    for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) ends.push(at + 1);
    if ((ends.at(-1) ?? 0) < text.length) ends.push(text.length);
    return ends;
  }
  const granularity = level === "word" ? "word" : "grapheme";
  for (const { index, segment } of segmenter(locale, granularity).segment(text)) {
    // About a microsecond a segment: a megabyte of very different text could take the whole budget.
    if (ends.length % CHECK_EVERY === 0 && Date.now() > deadline) return undefined;
    ends.push(index + segment.length);
  }
  return ends;
}

/** The text cut at a level, or undefined if the deadline (a Date.now() time) passed meanwhile. */
export function cut(
  text: string,
  level: Level,
  locale: string,
  keyOf: KeyOf,
  interner: Interner,
  deadline: number,
): Pieces | undefined {
  const ends = pieceEnds(text, level, locale, deadline);
  if (!ends) return undefined;
  const pieces: Pieces = { text, head: 0, ends: [], ids: [] };
  let start = 0;
  for (const end of ends) {
    const key = keyOf(text.slice(start, end));
    if (key !== "") {
      pieces.ends.push(end);
      pieces.ids.push(interner.id(key));
    } else if (pieces.ends.length > 0) {
      pieces.ends[pieces.ends.length - 1] = end;
    } else {
      pieces.head = end;
    }
    start = end;
  }
  return pieces;
}

/** Where unit `index` starts in the text (its end is ends[index]). */
export function unitStart(pieces: Pieces, index: number): number {
  return index === 0 ? pieces.head : (pieces.ends[index - 1] ?? pieces.head);
}

/**
 * Loads what a first comparison would otherwise wait for (a quarter of a second and more): the
 * language's segmenters and the table of code points that join their neighbours.
 */
export function warmUp(locale: string): void {
  segmenter(locale, "word").segment("warm up");
  segmenter(locale, "grapheme").segment("warm up");
  countGraphemes("");
}

/**
 * The characters of a text as a reader counts them (grapheme clusters), fast enough for megabytes:
 * outside the rare stretches where code points join, a code unit that stands alone is one character.
 */
export function countGraphemes(text: string): number {
  const cursor = new GraphemeCursor(text);
  let count = 0;
  let plainEnd = 0;
  for (let start = 0; start < text.length; count++) {
    if (start < plainEnd && standsAlone(text.charCodeAt(start))) {
      start++;
    } else {
      start = cursor.end(start);
      plainEnd = cursor.plainUntil(start);
    }
  }
  return count;
}
