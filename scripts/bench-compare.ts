// Measures Compare texts on two 1 MB texts, the second an edited copy of the first (a word changed,
// dropped or added, a sentence cut, a line added, a capital changed, about every 2 KB, and one
// paragraph rewrapped), by word and by character, with and without options: the target is 2 s.
// Then a copy typed without accents, compared ignoring them (every line must be compared word by word),
// and two unrelated 1 MB texts, the worst case, which must still answer within the target (parts
// shown replaced whole, the result marked approximate).
import os from "node:os";
import { seededRandom } from "../app/test/seeded-random.ts";
import { compareTexts } from "../app/tools/compare-texts/logic/compare.ts";
import { type CompareOptions, DEFAULT_OPTIONS } from "../app/tools/compare-texts/logic/options.ts";
import { warmUp } from "../app/tools/compare-texts/logic/pieces.ts";

const TARGET_CHARS = 1_000_000;
const EDIT_EVERY = 2_000;
const MAX_MS = 2_000;
const RUNS = 3;

const WORDS = [
  ..."the quick brown fox jumps over a lazy dog while every source is checked twice before anyone quotes it".split(
    " ",
  ),
  ..."le cœur a ses raisons que la raison ne connaît point où est passée l’été dernier à côté des élèves".split(
    " ",
  ),
  ..."đường phố hà nội những người việt nam tiếng yêu thương mùa thu ở đâu trời xanh biển rộng học sinh".split(
    " ",
  ),
  "2026",
  "👍🏽",
  "🇻🇳",
];

function paragraphs(seed: number): string[] {
  const next = seededRandom(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] ?? "";
  const lines: string[] = [];
  let size = 0;
  while (size < TARGET_CHARS) {
    const sentences: string[] = [];
    const count = 2 + Math.floor(next() * 5);
    for (let s = 0; s < count; s++) {
      const words = Array.from({ length: 6 + Math.floor(next() * 14) }, pick);
      const first = words[0] ?? "";
      words[0] = first.charAt(0).toUpperCase() + first.slice(1);
      sentences.push(`${words.join(" ")}${next() < 0.8 ? "." : " ?"}`);
    }
    const line = sentences.join(" ");
    lines.push(line);
    size += line.length + 1;
  }
  return lines;
}

/** The first text with an edit about every EDIT_EVERY characters, of six kinds, and one paragraph rewrapped. */
function edited(lines: readonly string[], seed: number): string {
  const next = seededRandom(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] ?? "";
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

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function measure(label: string, first: string, second: string, options: Partial<CompareOptions>): boolean {
  const times: number[] = [];
  let result: ReturnType<typeof compareTexts> | undefined;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    result = compareTexts(first, second, { ...DEFAULT_OPTIONS, ...options }, { locale: "vi" });
    times.push(performance.now() - start);
  }
  const ms = median(times);
  const ok = ms <= MAX_MS;
  const figures = result
    ? `${result.changes} changes, similarity ${(result.similarity * 100).toFixed(1)} %${result.approximate ? ", approximate" : ""}`
    : "";
  console.log(`${ok ? "ok  " : "SLOW"} ${label.padEnd(44)} ${ms.toFixed(0).padStart(5)} ms  (${figures})`);
  return ok;
}

// The worker warms up when the page opens (segmenters, grapheme tables); so does the bench.
warmUp("vi");
const original = paragraphs(20_260_101);
const first = original.join("\n");
const second = edited(original, 7);
const unrelated = paragraphs(99).join("\n");
// Every line differs, only in what is ignored: the whole text is compared word by word.
const unaccented = first.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d");
console.log(
  `Compare texts (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores): ${first.length.toLocaleString("en")} and ${second.length.toLocaleString("en")} characters, median of ${RUNS} runs, target ${MAX_MS} ms`,
);
const results = [
  measure("edited copy, by word", first, second, {}),
  measure("edited copy, by character", first, second, { granularity: "character" }),
  measure("edited copy, by word, ignoring everything", first, second, {
    ignoreCase: true,
    ignoreWhitespace: true,
    ignorePunctuation: true,
    ignoreDiacritics: true,
  }),
  measure("edited copy, by character, ignoring case", first, second, {
    granularity: "character",
    ignoreCase: true,
  }),
  measure("copy without accents, ignoring accents", first, unaccented, { ignoreDiacritics: true }),
  measure("unrelated texts, by word", first, unrelated, {}),
  measure("unrelated texts, by character", first, unrelated, { granularity: "character" }),
];
if (results.includes(false)) process.exitCode = 1;
