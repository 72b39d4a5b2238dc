// Measures the readability tool's whole measure of a text (language detection, sentences, words,
// syllables, every score and the hardest sentences, as its worker computes them) on 1 MB of English,
// French and Vietnamese prose with a vocabulary of a few thousand words, cold (a fresh syllable memory
// each run, as a new page has). The target is 500 ms of CPU for 1 MB: on a machine shared with other
// work the wall time also counts the time other processes held the cores. Run: npm run bench:readability
import { LANGUAGES, type Language } from "#app/i18n/languages.ts";
import { analyze } from "#app/tools/readability-score/logic/analyze.ts";
import { detectLanguage } from "#app/tools/readability-score/logic/detect-language.ts";
import { chooser, NEWS_WORDS, sentence, TITLES } from "./bench/corpus.ts";
import { begin, judgeWorst, measure, timingLine } from "./bench/harness.ts";

const TARGET_BYTES = 1024 * 1024;
const MAX_MS = 500;
const RUNS = 5;

/** 1 MB of sentences of 5 to 40 words; one word in four gets a made-up ending, so words vary as in prose. */
function buildText(language: Language): string {
  const { next, pick, between } = chooser(20_261_126);
  const parts: string[] = [];
  let bytes = 0;
  while (bytes < TARGET_BYTES) {
    const words = Array.from({ length: between(5, 40) }, () => {
      const word = pick(NEWS_WORDS[language]);
      return next() < 0.25 && language !== "vi" ? `${word}${Math.floor(next() * 500)}x` : word;
    });
    if (next() < 0.1) words.unshift(TITLES[language]);
    const text = `${sentence(words, next() < 0.1 ? "?" : ".")}${next() < 0.15 ? "\n\n" : " "}`;
    parts.push(text);
    bytes += Buffer.byteLength(text);
  }
  return parts.join("");
}

begin(`Readability, 1 MB of prose per language, cold`);
const cpu: [string, number][] = [];
for (const language of LANGUAGES) {
  const text = buildText(language);
  const timing = await measure(() => analyze(text, detectLanguage(text, "en").language), {
    runs: RUNS,
    warmUps: 1,
  });
  const { counts, language: detected } = timing.value;
  const mb = (Buffer.byteLength(text) / 1024 / 1024).toFixed(2);
  console.log(
    timingLine(
      `${language}: ${mb} MB, ${counts.sentences.toLocaleString("en")} sentences, ${counts.words.toLocaleString("en")} words, detected ${detected}`,
      timing,
    ),
  );
  cpu.push([language, timing.cpu.median]);
}
judgeWorst("slowest language by CPU time", cpu, { atMost: MAX_MS });
