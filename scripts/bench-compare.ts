// Measures Compare texts on two 1 MB texts, the second an edited copy of the first (a word changed,
// dropped or added, a sentence cut, a line added, a capital changed, about every 2 KB, and one
// paragraph rewrapped), by word and by character, with and without options: the target is 2 s.
// Then a copy typed without accents, compared ignoring them (every line must be compared word by word),
// and two unrelated 1 MB texts, the worst case, which must still answer within the target (parts
// shown replaced whole, the result marked approximate).
import { compareTexts } from "#app/tools/compare-texts/logic/compare.ts";
import { type CompareOptions, DEFAULT_OPTIONS } from "#app/tools/compare-texts/logic/options.ts";
import { warmUp } from "#app/tools/compare-texts/logic/pieces.ts";
import { chooser, MIXED_WORDS, sentence } from "./bench/corpus.ts";
import { begin, judgeWorst, measure, timingLine } from "./bench/harness.ts";

const TARGET_CHARS = 1_000_000;
const EDIT_EVERY = 2_000;
const MAX_MS = 2_000;
const RUNS = 3;

function paragraphs(seed: number): string[] {
  const { next, between, word } = chooser(seed);
  const lines: string[] = [];
  let size = 0;
  while (size < TARGET_CHARS) {
    const line = Array.from({ length: between(2, 6) }, () =>
      sentence(
        Array.from({ length: between(6, 19) }, () => word(MIXED_WORDS)),
        next() < 0.8 ? "." : " ?",
      ),
    ).join(" ");
    lines.push(line);
    size += line.length + 1;
  }
  return lines;
}

/** The first text with an edit about every EDIT_EVERY characters, of six kinds, and one paragraph rewrapped. */
function edited(lines: readonly string[], seed: number): string {
  const { next, word } = chooser(seed);
  const pick = () => word(MIXED_WORDS);
  const out: string[] = [];
  let sinceEdit = 0;
  for (const [index, line] of lines.entries()) {
    sinceEdit += line.length;
    if (index === 100) {
      out.push(line.replace(/ /g, (space) => (next() < 0.1 ? "\n" : space)));
      continue;
    }
    if (sinceEdit < EDIT_EVERY) {
      out.push(line);
      continue;
    }
    sinceEdit = 0;
    const words = line.split(" ");
    const at = Math.floor(next() * words.length);
    const kind = Math.floor(next() * 6);
    if (kind === 0) words[at] = pick();
    else if (kind === 1) words.splice(at, 1);
    else if (kind === 2) words.splice(at, 0, pick());
    else if (kind === 3) words[at] = (words[at] ?? "").toUpperCase();
    if (kind === 4) out.push(line.replace(/^[^.?]*[.?] /, ""));
    else if (kind === 5) out.push(line, words.slice(0, 8).join(" "));
    else out.push(words.join(" "));
  }
  return out.join("\n");
}

/** Times one comparison, printing its figures; returns its median wall time. */
async function timeComparison(
  label: string,
  first: string,
  second: string,
  options: Partial<CompareOptions>,
): Promise<number> {
  const timing = await measure(
    () => compareTexts(first, second, { ...DEFAULT_OPTIONS, ...options }, { locale: "vi" }),
    { runs: RUNS },
  );
  const result = timing.value;
  console.log(
    `${timingLine(label, timing)}; ${result.changes} changes, similarity ${(result.similarity * 100).toFixed(1)} %${result.approximate ? ", approximate" : ""}`,
  );
  return timing.wall.median;
}

// The worker warms up when the page opens (segmenters, grapheme tables); so does the bench.
warmUp("vi");
const original = paragraphs(20_260_101);
const first = original.join("\n");
const second = edited(original, 7);
const unrelated = paragraphs(99).join("\n");
// Every line differs, only in what is ignored: the whole text is compared word by word.
const unaccented = first.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d");
begin(
  `Compare texts: ${first.length.toLocaleString("en")} and ${second.length.toLocaleString("en")} characters`,
);
const cases: [string, string, Partial<CompareOptions>][] = [
  ["edited copy, by word", second, {}],
  ["edited copy, by character", second, { granularity: "character" }],
  [
    "edited copy, by word, ignoring everything",
    second,
    { ignoreCase: true, ignoreWhitespace: true, ignorePunctuation: true, ignoreDiacritics: true },
  ],
  ["edited copy, by character, ignoring case", second, { granularity: "character", ignoreCase: true }],
  ["copy without accents, ignoring accents", unaccented, { ignoreDiacritics: true }],
  ["unrelated texts, by word", unrelated, {}],
  ["unrelated texts, by character", unrelated, { granularity: "character" }],
];
const walls: [string, number][] = [];
for (const [label, other, options] of cases)
  walls.push([label, await timeComparison(label, first, other, options)]);
judgeWorst("slowest comparison by wall time", walls, { atMost: MAX_MS });
