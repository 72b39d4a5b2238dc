import type { CompareOptions } from "./options.ts";

/**
 * What a piece of text is compared by: the text itself, less the differences the options ignore. Two
 * pieces with the same key count as the same, whatever their looks; a piece whose key is empty (a space
 * when whitespace is ignored) is not compared at all.
 */
export type KeyOf = (piece: string) => string;

// Letters with a stroke rather than a mark: NFD does not take them apart, yet a reader who ignores
// accents reads "đ" as "d" (Vietnamese is often typed without its marks, đ included).
const STROKED: Readonly<Record<string, string>> = { đ: "d", Đ: "D", ł: "l", Ł: "L", ø: "o", Ø: "O" };
const STROKED_LETTER = /[đĐłŁøØ]/g;
// Below U+00C0 there is no letter with a mark (nor a stroke), so most English needs no NFD.
const MAY_HAVE_MARKS = /[^\0-\xbf]/;

/** The key function for a set of options; texts are in NFC already (see compare.ts). */
export function keyFunction(options: CompareOptions): KeyOf {
  // What is dropped goes in one character class, so a piece is scanned once however many options.
  const dropped = [
    options.ignoreWhitespace ? "\\s" : "",
    options.ignorePunctuation ? "\\p{P}" : "",
    options.ignoreDiacritics ? "\\p{M}" : "",
  ].join("");
  const drop = dropped === "" ? undefined : new RegExp(`[${dropped}]`, "gu");
  const { ignoreDiacritics, ignoreCase } = options;
  if (!drop && !ignoreCase) return (piece) => piece;
  return (piece) => {
    let key = ignoreDiacritics && MAY_HAVE_MARKS.test(piece) ? unstroked(piece.normalize("NFD")) : piece;
    if (drop) key = key.replace(drop, "");
    return ignoreCase ? key.toLowerCase() : key;
  };
}

function unstroked(text: string): string {
  return text.replace(STROKED_LETTER, (letter) => STROKED[letter] ?? letter);
}
