/*
 * How a query meets a tool's texts. Both sides are folded (case, accents, đ and ligatures), so "duong"
 * finds "Đường" and "Đường" finds "duong". A query matches a text by its words, each the start of a word
 * of the text ("fuseau horaire" finds "fuseaux horaires", "photo loc" finds "photo, location"), or else
 * as a substring anywhere in it ("hortene" finds "Shortener").
 */

// Letters that are not a base letter plus combining marks, so NFD leaves them whole. The typographic
// apostrophe, which the catalogue writes in "d’URL", is searched as the keyboard's "d'URL".
const LETTERS: Readonly<Record<string, string>> = {
  đ: "d",
  œ: "oe",
  æ: "ae",
  ß: "ss",
  ø: "o",
  ł: "l",
  "’": "'",
};
const MAPPED = /[đœæßøł’]/g;
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * Lower case without accents, with đ→d, œ→oe, æ→ae, ß→ss, ø→o, ł→l, ’→' and runs of white space made one
 * space.
 */
export function foldForSearch(text: string): string {
  // Lower case first: "İ" lowers to "i" plus a combining dot, which the next step removes.
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(MARKS, "")
    .replace(MAPPED, (letter) => LETTERS[letter] ?? letter)
    .replace(SPACES, " ");
}

function wordsOf(folded: string): string[] {
  return folded.split(NOT_WORD).filter((word) => word !== "");
}

/** One field of a tool (its name, its keywords or its description), folded once when the index is built. */
export interface MatchField {
  /** The folded texts, one a line, so that a query (which holds no line break) never spans two keywords. */
  readonly folded: string;
  /** Every word, each after a space and the last one followed by one: " sun position ". */
  readonly words: string;
}

/** A field made of one text or several (the keywords). */
export function matchField(texts: readonly string[]): MatchField {
  const folded = texts.map(foldForSearch);
  return { folded: folded.join("\n"), words: ` ${folded.flatMap(wordsOf).join(" ")} ` };
}

/** A query folded once, with its words ready to be looked for at the start of a field's words. */
export interface MatchQuery {
  readonly folded: string;
  /** " word", found in a field's words where a word starts with it. */
  readonly starts: readonly string[];
  /** " word ", found where a word is the query's word. */
  readonly wholes: readonly string[];
}

/** The query as it is matched; null when it folds to nothing (a query of combining marks alone). */
export function matchQuery(query: string): MatchQuery | null {
  const folded = foldForSearch(query.trim());
  if (folded === "") return null;
  const words = wordsOf(folded);
  return { folded, starts: words.map((word) => ` ${word}`), wholes: words.map((word) => ` ${word} `) };
}

/**
 * How well a query matches a tool's fields, given in order of importance (name, keywords, description):
 * lower is better, null is no match.
 *
 * - 0 to 5: every word of the query starts a word of some field; the rank is set by the least important
 *   field needed (two steps a field), and within a field whole words (0) come before word starts (1).
 * - 6 to 8: the query is inside a word of a field ("anh" in "Đánh"), the weakest kind of match, ranked by
 *   the first field that has it.
 */
export function matchRank(query: MatchQuery, fields: readonly MatchField[]): number | null {
  // The least important field each word needs, as a word start and as a whole word (Infinity: nowhere).
  let startField = -1;
  let wholeField = -1;
  for (const [i, start] of query.starts.entries()) {
    const found = fields.findIndex((field) => field.words.includes(start));
    if (found < 0) return insideRank(query, fields);
    startField = Math.max(startField, found);
    const whole = fields.findIndex((field) => field.words.includes(query.wholes[i] ?? start));
    wholeField = Math.max(wholeField, whole < 0 ? Number.POSITIVE_INFINITY : whole);
  }
  if (startField < 0) return insideRank(query, fields);
  return 2 * startField + (wholeField <= startField ? 0 : 1);
}

function insideRank(query: MatchQuery, fields: readonly MatchField[]): number | null {
  const inside = fields.findIndex((field) => field.folded.includes(query.folded));
  return inside < 0 ? null : 2 * fields.length + inside;
}
