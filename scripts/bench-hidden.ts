// Measures the hidden-characters tool's analysis (everything the page shows of a text, as its worker
// computes it) on 10 MB of sentences in English, French and Vietnamese with hidden characters, look-alike
// letters and French no-break spaces sprinkled in, and on the same text with its accents decomposed
// (NFD), the slowest case. The target is 500 ms of CPU for 10 MB: on a machine shared with other work
// the wall time also counts the time other processes held the cores. Run: npm run bench:hidden
import { analyze } from "#app/tools/hidden-characters/logic/analyze.ts";
import { CHARACTER_CLASSES } from "#app/tools/hidden-characters/logic/char-classes.ts";
import { cleanText } from "#app/tools/hidden-characters/logic/clean.ts";
import { chooser, MIXED_WORDS } from "./bench/corpus.ts";
import { begin, judge, measure, timingLine } from "./bench/harness.ts";

const TARGET_BYTES = 10 * 1024 * 1024;
const MAX_MS = 500;
const RUNS = 5;

// One word in fifty: a hidden or unusual character, a look-alike, or French punctuation with its space.
const HIDDEN = [
  "ap\u200Bple",
  "pаypal",
  "\u202Egnp.exe",
  "co\u00ADoperate",
  "prix\u00A0:",
  "«\u202Foui\u202F»",
  "❤\uFE0F",
];

function buildText(): string {
  const { next, word } = chooser(20_260_301);
  const parts: string[] = [];
  let bytes = 0;
  while (bytes < TARGET_BYTES) {
    const chosen = word(MIXED_WORDS, HIDDEN);
    parts.push(chosen, next() < 0.08 ? ".\n" : " ");
    bytes += Buffer.byteLength(chosen) + 1;
  }
  return parts.join("");
}

const text = buildText();
const decomposed = text.normalize("NFD");
const megabytes = (value: string) => (Buffer.byteLength(value) / 1024 / 1024).toFixed(1);
begin(`Hidden characters: ${megabytes(text)} MB, ${text.length.toLocaleString("en")} UTF-16 code units`);
const found = analyze(text);
console.log(
  `Found: ${found.findings.length} distinct characters, ${Object.values(found.counts)
    .reduce((a, b) => a + b, 0)
    .toLocaleString("en")} in all`,
);

const nfc = await measure(() => analyze(text), { runs: RUNS });
console.log(timingLine("analyse (composed accents, NFC)", nfc));
const nfd = await measure(() => analyze(decomposed), { runs: RUNS });
console.log(timingLine(`analyse (decomposed accents, NFD, ${megabytes(decomposed)} MB)`, nfd));
const clean = await measure(() => cleanText(text, new Set(CHARACTER_CLASSES)), { runs: RUNS });
console.log(timingLine("clean every kind", clean));
judge("analysis, NFC, CPU", nfc.cpu.median, { atMost: MAX_MS });
judge("analysis, NFD, CPU", nfd.cpu.median, { atMost: MAX_MS });
