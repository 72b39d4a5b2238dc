/** How two texts are compared: the unit a change is shown in, and the differences that do not count. */
export type CompareOptions = {
  granularity: Granularity;
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
  ignorePunctuation: boolean;
  /** Accents and other marks, and đ against d: "Hà Nội" equals "Ha Noi". */
  ignoreDiacritics: boolean;
};

export const GRANULARITIES = ["word", "character"] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const IGNORE_OPTIONS = [
  "ignoreCase",
  "ignoreWhitespace",
  "ignorePunctuation",
  "ignoreDiacritics",
] as const;

export const DEFAULT_OPTIONS: Readonly<CompareOptions> = Object.freeze({
  granularity: "word",
  ignoreCase: false,
  ignoreWhitespace: false,
  ignorePunctuation: false,
  ignoreDiacritics: false,
});
