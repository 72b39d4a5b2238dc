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
  /** Each text as its words, one a line between line breaks: "\nfuseau horaire\nheure d ete\n". */
  readonly texts: string;
}

/** A field made of one text or several (the keywords). */
export function matchField(texts: readonly string[]): MatchField {
  const folded = texts.map(foldForSearch);
  const words = folded.map(wordsOf);
  return {
    folded: folded.join("\n"),
    words: ` ${words.flat().join(" ")} `,
    texts: `\n${words.map((text) => text.join(" ")).join("\n")}\n`,
  };
}

/** A query folded once, with its words ready to be looked for in a field's words and texts. */
export interface MatchQuery {
  readonly folded: string;
  /** " word", found in a field's words where a word starts with it. */
  readonly starts: readonly string[];
  /** " word ", found where a word is the query's word. */
  readonly wholes: readonly string[];
  /** "\nword word\n", found where a whole text (a keyword, a name) is the query. */
  readonly text: string;
}

/** The query as it is matched; null when it folds to nothing (a query of combining marks alone). */
export function matchQuery(query: string): MatchQuery | null {
  const folded = foldForSearch(query.trim());
  if (folded === "") return null;
  const words = wordsOf(folded);
  return {
    folded,
    starts: words.map((word) => ` ${word}`),
    wholes: words.map((word) => ` ${word} `),
    text: `\n${words.join(" ")}\n`,
  };
}

/** Ranks a field has for word matches: the whole text, whole words, word starts. */
const STEPS = 3;

/**
 * How well a query matches a tool's fields, given in order of importance (name, keywords, description):
 * lower is better, null is no match.
 *
 * - 0 to 8: every word of the query starts a word of some field. The least important field needed sets
 *   the rank, three steps a field; within a field, the query being one of its texts (a keyword, the name)
 *   comes first, then every word whole, then word starts.
 * - 9 to 11: the query is inside a word of a field ("anh" in "Đánh"), the weakest kind of match, ranked by
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
  const byWords = STEPS * startField + (wholeField <= startField ? 1 : 2);
  const textField = fields.findIndex((field) => field.texts.includes(query.text));
  return textField < 0 ? byWords : Math.min(byWords, STEPS * textField);
}

function insideRank(query: MatchQuery, fields: readonly MatchField[]): number | null {
  const inside = fields.findIndex((field) => field.folded.includes(query.folded));
  return inside < 0 ? null : STEPS * fields.length + inside;
}
