// Measures the hidden-characters tool's analysis (everything the page shows of a text, as its worker
// computes it) on 10 MB of sentences in English, French and Vietnamese with hidden characters, look-alike
// letters and French no-break spaces sprinkled in, and on the same text with its accents decomposed
// (NFD), the slowest case. The target is 500 ms for 10 MB. Run: npm run bench:hidden
import os from "node:os";
import { seededRandom } from "../app/test/seeded-random.ts";
import { analyze } from "../app/tools/hidden-characters/logic/analyze.ts";
import { CHARACTER_CLASSES } from "../app/tools/hidden-characters/logic/char-classes.ts";
import { cleanText } from "../app/tools/hidden-characters/logic/clean.ts";

const TARGET_BYTES = 10 * 1024 * 1024;
const MAX_MS = 500;
const RUNS = 5;

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
];
// One word in fifty: a hidden or unusual character, a look-alike, or French punctuation with its space.
const EXTRAS = [
  "ap\u200Bple",
  "pаypal",
  "\u202Egnp.exe",
  "co\u00ADoperate",
  "prix\u00A0:",
  "«\u202Foui\u202F»",
  "❤\uFE0F",
];

function buildText(): string {
  const next = seededRandom(20_260_301);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const parts: string[] = [];
  let bytes = 0;
  while (bytes < TARGET_BYTES) {
    const word = next() < 0.02 ? pick(EXTRAS) : pick(WORDS);
    parts.push(word, next() < 0.08 ? ".\n" : " ");
    bytes += Buffer.byteLength(word) + 1;
  }
  return parts.join("");
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The median wall time of a few runs, and the median CPU time: on a machine shared with other work the
 * wall time also counts the time other processes held the cores, the CPU time only this one's.
 */
function time(label: string, run: () => unknown): number {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const [wallMs, cpuMs] = [median(wall), median(cpu)];
  console.log(
    `${label.padEnd(50)} ${wallMs.toFixed(0).padStart(5)} ms wall, ${cpuMs.toFixed(0).padStart(5)} ms CPU`,
  );
  return cpuMs;
}

const text = buildText();
const decomposed = text.normalize("NFD");
const megabytes = (value: string) => (Buffer.byteLength(value) / 1024 / 1024).toFixed(1);
console.log(`Text: ${megabytes(text)} MB, ${text.length.toLocaleString("en")} UTF-16 code units`);
const found = analyze(text);
console.log(
  `Found: ${found.findings.length} distinct characters, ${Object.values(found.counts)
    .reduce((a, b) => a + b, 0)
    .toLocaleString("en")} in all`,
);

const analysis = time("analyse (composed accents, NFC)", () => analyze(text));
const analysisNfd = time(`analyse (decomposed accents, NFD, ${megabytes(decomposed)} MB)`, () =>
  analyze(decomposed),
);
time("clean every kind", () => cleanText(text, new Set(CHARACTER_CLASSES)));
const verdict = (ms: number) => (ms <= MAX_MS ? "within" : "OVER");
console.log(
  `Medians of ${RUNS} runs. Load average: ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores.`,
);
console.log(`Target ${MAX_MS} ms (CPU time): NFC ${verdict(analysis)}, NFD ${verdict(analysisNfd)}`);
