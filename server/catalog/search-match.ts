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

/**
 * Tools prepared for matching, each given by its fields in order of importance (name, keywords,
 * description), folded once: every word of every field in sorted order, so that the words starting
 * with a query word are one range found by binary search, and each tool's texts.
 */
export interface MatchIndex {
  readonly fieldCount: number;
  /** Every word of every field, sorted by code unit, once each. */
  readonly words: readonly string[];
  /** For each of `words`, where it is: tool × fieldCount + field. */
  readonly places: readonly (readonly number[])[];
  /**
   * For each tool, each field's texts as their words, one a line between line breaks
   * ("\nfuseau horaire\nheure d ete\n"), where a query that is one whole text is found.
   */
  readonly texts: readonly (readonly string[])[];
  /**
   * For each tool, its fields' folded texts in one string, one a line, so that a query (which holds
   * no line break) never spans two of them: a substring is found in one search, and where it starts
   * says in which field, each ending at its offset in `ends`.
   */
  readonly folded: readonly string[];
  readonly ends: readonly (readonly number[])[];
}

/** The index of some tools, each given as its fields, each field one text or several (the keywords). */
export function matchIndex(tools: readonly (readonly (readonly string[])[])[]): MatchIndex {
  const fieldCount = Math.max(0, ...tools.map((fields) => fields.length));
  const placesOf = new Map<string, number[]>();
  const folded = tools.map((fields) => fields.map((texts) => texts.map(foldForSearch)));
  const texts = folded.map((fields, tool) =>
    fields.map((field, at) => {
      const words = field.map(wordsOf);
      for (const word of new Set(words.flat())) {
        const places = placesOf.get(word) ?? [];
        places.push(tool * fieldCount + at);
        placesOf.set(word, places);
      }
      return `\n${words.map((text) => text.join(" ")).join("\n")}\n`;
    }),
  );
  const words = [...placesOf.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    fieldCount,
    words,
    places: words.map((word) => placesOf.get(word) ?? []),
    texts,
    folded: folded.map((fields) => fields.map((field) => field.join("\n")).join("\n")),
    ends: folded.map((fields) => {
      let end = -1;
      return fields.map((field) => {
        end += field.join("\n").length + 1;
        return end;
      });
    }),
  };
}

/** A query folded once, with its words. */
export interface MatchQuery {
  readonly folded: string;
  readonly words: readonly string[];
  /** "\nword word\n", found where a whole text (a keyword, a name) is the query. */
  readonly text: string;
}

/** The query as it is matched; null when it folds to nothing (a query of combining marks alone). */
export function matchQuery(query: string): MatchQuery | null {
  const folded = foldForSearch(query.trim());
  if (folded === "") return null;
  const words = wordsOf(folded);
  return { folded, words, text: `\n${words.join(" ")}\n` };
}

/** Ranks a field has for word matches: the whole text, whole words, word starts. */
const STEPS = 3;
/** No match. */
export const NO_MATCH = -1;

/**
 * How well a query matches each tool of the index by its words, lower is better, NO_MATCH for none:
 * 0 to 8 when every word of the query starts a word of some field. The least important field needed
 * sets the rank, three steps a field; within a field, the query being one of its texts (a keyword, the
 * name) comes first, then every word whole, then word starts.
 */
export function rankWordMatches(index: MatchIndex, query: MatchQuery): Int8Array {
  const { fieldCount } = index;
  const count = index.texts.length;
  // For each tool, the least important field a query word needs as a word start, and as a whole word;
  // fieldCount where a word is nowhere, which stays the greatest.
  const start = new Int8Array(count).fill(fieldCount);
  const whole = new Int8Array(count).fill(fieldCount);
  for (const [i, word] of query.words.entries()) {
    const wordStart = i === 0 ? start : new Int8Array(count).fill(fieldCount);
    const wordWhole = i === 0 ? whole : new Int8Array(count).fill(fieldCount);
    for (let at = firstAtLeast(index.words, word); at < index.words.length; at++) {
      const candidate = index.words[at] ?? "";
      if (!candidate.startsWith(word)) break;
      for (const place of index.places[at] ?? []) {
        const tool = Math.floor(place / fieldCount);
        const field = place % fieldCount;
        if (field < (wordStart[tool] ?? 0)) wordStart[tool] = field;
        if (candidate.length === word.length && field < (wordWhole[tool] ?? 0)) wordWhole[tool] = field;
      }
    }
    if (i === 0) continue;
    for (let tool = 0; tool < count; tool++) {
      start[tool] = Math.max(start[tool] ?? 0, wordStart[tool] ?? 0);
      whole[tool] = Math.max(whole[tool] ?? 0, wordWhole[tool] ?? 0);
    }
  }
  const ranks = new Int8Array(count);
  for (let tool = 0; tool < count; tool++) {
    // A query without words (punctuation only) leaves every tool at fieldCount.
    const field = start[tool] ?? fieldCount;
    ranks[tool] =
      field < fieldCount
        ? (wholeTextRank(query, index.texts[tool] ?? [], field) ??
          STEPS * field + ((whole[tool] ?? fieldCount) <= field ? 1 : 2))
        : NO_MATCH;
  }
  return ranks;
}

/**
 * Gives the tools of `ranks` without a word match the rank of the query inside a word of one of their
 * fields ("anh" in "Đánh"), the weakest kind of match: 9 to 11, by the first field that has it.
 */
export function rankInsideMatches(index: MatchIndex, query: MatchQuery, ranks: Int8Array): void {
  for (let tool = 0; tool < ranks.length; tool++) {
    if (ranks[tool] !== NO_MATCH) continue;
    ranks[tool] = insideRank(query, index.folded[tool] ?? "", index.ends[tool] ?? [], index.fieldCount);
  }
}

/** The rank of the query being a whole text of a field up to `last`, the only ones that rank better. */
function wholeTextRank(query: MatchQuery, texts: readonly string[], last: number): number | null {
  for (let field = 0; field <= last; field++) if (texts[field]?.includes(query.text)) return STEPS * field;
  return null;
}

/** The rank of the query inside a word of a field, by the field it is first found in. */
function insideRank(query: MatchQuery, folded: string, ends: readonly number[], fieldCount: number): number {
  const at = folded.indexOf(query.folded);
  if (at < 0) return NO_MATCH;
  let field = 0;
  while ((ends[field] ?? at) < at) field++;
  return STEPS * fieldCount + field;
}

/** The position of the first of the sorted `words` that is not before `word`. */
function firstAtLeast(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] ?? "") < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
