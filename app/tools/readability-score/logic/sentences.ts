import type { ReadingLanguage } from "./languages.ts";

/** A sentence as a span of the text: [start, end) in UTF-16 code units, trailing spaces left out. */
export interface Span {
  start: number;
  end: number;
}

// Abbreviations that stand before a name or a number, so their full stop never ends a sentence. Words
// that can end one (etc., p.m.) are not here: « Il a vu Mme Martin, etc. Puis… » is two sentences.
const TITLES: Record<ReadingLanguage, ReadonlySet<string>> = {
  en: new Set([
    "mr",
    "mrs",
    "ms",
    "dr",
    "prof",
    "st",
    "mt",
    "sr",
    "jr",
    "gen",
    "col",
    "capt",
    "lt",
    "sgt",
    "rep",
    "sen",
    "gov",
    "rev",
    "hon",
    "no",
    "nos",
    "vs",
    "fig",
    "e.g",
    "i.e",
    "cf",
    "approx",
    "vol",
    "pp",
    "p",
  ]),
  fr: new Set([
    "m",
    "mm",
    "mme",
    "mmes",
    "mlle",
    "mlles",
    "dr",
    "pr",
    "me",
    "mgr",
    "st",
    "ste",
    "cf",
    "p.ex",
    "n°",
    "no",
    "vol",
    "art",
    "av",
    "bd",
    "env",
    "p",
    "pp",
    "chap",
    "fig",
    "gén",
    "lt",
    "cdt",
    "col",
  ]),
  vi: new Set([
    "tp",
    "ts",
    "ths",
    "pgs",
    "gs",
    "bs",
    "ks",
    "th.s",
    "pgs.ts",
    "gs.ts",
    "q",
    "p",
    "tt",
    "gđ",
    "nxb",
    "tr",
    "st",
    "ubnd",
    "hđnd",
    "đc",
    "ô",
    "b",
    "pv",
  ]),
};

/** The last word before the end of `segment` when it ends with a full stop, lower-cased, without it. */
function wordBeforeStop(segment: string): string | null {
  let end = segment.length;
  while (end > 0 && /\s/.test(segment[end - 1] as string)) end--;
  if (segment[end - 1] !== ".") return null;
  let start = end - 1;
  while (start > 0 && !/[\s("«“'‘]/.test(segment[start - 1] as string)) start--;
  return segment.slice(start, end - 1);
}

/** Whether a segment ending so is an abbreviation or an initial that the next sentence continues. */
function continues(segment: string, language: ReadingLanguage): boolean {
  const word = wordBeforeStop(segment);
  if (word === null || word === "") return false;
  // A single capital is an initial: « J. K. Rowling », « Nguyễn V. A. ».
  if (/^\p{Lu}$/u.test(word)) return true;
  return TITLES[language].has(word.toLowerCase());
}

const segmenters = new Map<ReadingLanguage, Intl.Segmenter>();
function sentenceSegmenter(language: ReadingLanguage): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/**
 * The text's sentences by the Unicode rules (`Intl.Segmenter`), joined again where the rules cut after
 * a title or an initial (« Dr. Jones », « M. Dupont », « TS. Trần »); spans holding no letter or digit
 * (a lone dash, a line of stars) are dropped.
 */
export function splitSentences(text: string, language: ReadingLanguage): Span[] {
  const spans: Span[] = [];
  let open: Span | null = null;
  let openText = "";
  for (const { segment, index } of sentenceSegmenter(language).segment(text)) {
    if (open) {
      open.end = index + segment.length;
      openText = segment;
    } else {
      open = { start: index, end: index + segment.length };
      openText = segment;
    }
    if (continues(openText, language)) continue;
    spans.push(open);
    open = null;
  }
  if (open) spans.push(open);
  return spans.flatMap((span) => {
    let end = span.end;
    while (end > span.start && /\s/.test(text[end - 1] as string)) end--;
    let start = span.start;
    while (start < end && /\s/.test(text[start] as string)) start++;
    return /[\p{L}\p{N}]/u.test(text.slice(start, end)) ? [{ start, end }] : [];
  });
}
