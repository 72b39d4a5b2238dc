// What other tools may use of the text tools in any code (decision 019): grapheme clusters found fast,
// for tools that count or walk large texts character by character as a reader sees them.
export { GraphemeCursor, standsAlone } from "./logic/graphemes.ts";
