// Measures the text tools of issue 4 on a 10 MB, 200,000-line text mixing English, French and Vietnamese:
// each transform's time in Node and, in the same run, the time of its GNU equivalent where one exists,
// with the targets "within 3 times the equivalent" and "under 300 ms at 10 MB". The figures at 1, 5 and
// 10 MB show how each grows: at most n·log n, so about 2.1 times the 5 MB figure at 10 MB.
// With "json" (or no filter), the JSON tool's worst cases follow: invalid or deeply nested input that
// must be answered well under a second (decision 009).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LANGUAGES } from "#app/i18n/languages.ts";
import { countText } from "#app/tools/text-tools/logic/counter.ts";
import { runTransform, type TransformToolId } from "#app/tools/text-tools/logic/registry.ts";
import { chooser, sentence, WORDS } from "./bench/corpus.ts";
import { begin, judgeWorst, measure } from "./bench/harness.ts";

const LINES = 200_000;
const TARGET_BYTES = 10 * 1024 * 1024;
const SIZES_MB = [1, 5, 10] as const;
const MAX_MS = 300;
const MAX_RATIO = 3;
const RUNS = 5;

const PUNCTUATION = [".", ".", "!", "?", ",", ""];

/**
 * 200,000 lines of about 52 bytes: sentences in the three languages, some starting with a number, some
 * repeated, some blank, a few with emoji or decomposed accents, so that every tool has work to do.
 */
function buildText(): string {
  const { next, pick, word } = chooser(20_251_001);
  const bytesPerLine = TARGET_BYTES / LINES;
  const lines: string[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < LINES; i++) {
    const roll = next();
    if (roll < 0.04) {
      lines.push(roll < 0.02 ? "" : "   ");
      continue;
    }
    if (roll < 0.14 && lines.length > 0) {
      lines.push(pick(lines));
      continue;
    }
    const words = WORDS[pick(LANGUAGES)];
    // Words are added until the line reaches its length, overshooting it by half a word on average.
    const target = bytesPerLine * (0.5 + next()) - 3;
    const parts: string[] = [];
    if (roll < 0.24) parts.push(String(Math.floor(next() * 10_000)));
    let line = "";
    while (encoder.encode(line).length < target) {
      parts.push(word(words));
      line = parts.join(" ");
    }
    lines.push(sentence(parts, pick(PUNCTUATION)));
  }
  return `${lines.join("\n")}\n`;
}

/** A JSON document of the same size as the text, made of its lines, for the JSON tool. */
function buildJson(lines: readonly string[], bytes: number): string {
  const json = (part: readonly string[]) =>
    JSON.stringify(part.map((line, id) => ({ id, line, tags: ["en", "fr", "vi"], ok: id % 2 === 0 })));
  const whole = json(lines);
  return json(lines.slice(0, Math.round((lines.length * bytes) / Buffer.byteLength(whole))));
}

type Case = {
  label: string;
  run: (text: string) => unknown;
  /** The GNU equivalent, run on the file holding the same text. */
  command?: string;
  json?: boolean;
};

const transform =
  (toolId: TransformToolId, options: Record<string, unknown> = {}) =>
  (text: string) => {
    const result = runTransform(toolId, text, options, "fr");
    if (!result.ok && toolId !== "blank-lines") throw new Error(`${toolId} failed: ${result.messageKey}`);
    return result;
  };

const CASES: Case[] = [
  { label: "counter", run: countText, command: "wc -lwm" },
  { label: "case: lowercase", run: transform("case-converter", { mode: "lowercase" }) },
  { label: "case: uppercase", run: transform("case-converter", { mode: "uppercase" }) },
  { label: "case: capitalized", run: transform("case-converter", { mode: "capitalized" }) },
  { label: "case: sentence", run: transform("case-converter", { mode: "sentence" }) },
  {
    label: "duplicates (case sensitive)",
    run: transform("duplicates", { trim: false }),
    command: "awk '!seen[$0]++'",
  },
  { label: "duplicates (defaults)", run: transform("duplicates") },
  { label: "blank lines", run: transform("blank-lines") },
  { label: "special chars: remove", run: transform("special-chars") },
  { label: "special chars: keep", run: transform("special-chars", { mode: "keep" }) },
  { label: "sort (defaults: ignore case)", run: transform("sort-lines"), command: "sort -f" },
  {
    label: "sort (case sensitive)",
    run: transform("sort-lines", { caseSensitive: true, trim: false }),
    command: "sort",
  },
  { label: "sort descending", run: transform("sort-lines", { direction: "desc" }), command: "sort -fr" },
  { label: "sort numeric", run: transform("sort-lines", { numeric: true }), command: "sort -n" },
  { label: "reverse each line", run: transform("reverse", { mode: "eachLine" }), command: "rev" },
  { label: "reverse whole text", run: transform("reverse", { mode: "whole" }), command: "tac | rev" },
  { label: "slug", run: transform("slug") },
  { label: "line numbers", run: transform("line-numbers"), command: "nl -ba -w1 -s'. '" },
  { label: "json prettify", run: transform("json"), json: true },
  { label: "json minify", run: transform("json", { mode: "minify" }), json: true },
];

/** The median wall time after a warm-up, which compiles and fills the caches. */
async function timeNode(run: () => unknown): Promise<number> {
  return (await measure(run, { runs: RUNS, warmUps: 1 })).wall.median;
}

/** The same for a GNU command on `file`, whose warm-up reads the file into the page cache. */
async function timeCommand(command: string, file: string): Promise<number> {
  const run = () => {
    const result = spawnSync("sh", ["-c", `${command} < "${file}" > /dev/null`], {
      env: { ...process.env, LC_ALL: "C.UTF-8" },
    });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  };
  return (await measure(run, { runs: RUNS, warmUps: 1 })).wall.median;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

const MAX_WORST_MS = 500;

/** A flat copy, as a text area gives: `repeat` and `+` make ropes, which the first read flattens. */
const flat = (text: string) => Buffer.from(text, "utf16le").toString("utf16le");

/**
 * The JSON tool on inputs made to be slow: invalid ones must be refused with their line and column,
 * deep valid ones minified or refused cleanly (prettified, they would be terabytes), each well under a
 * second. `validJson` is the 10 MB JSON of the main table.
 */
async function benchJsonWorstCases(validJson: string): Promise<void> {
  const megabytes = 10 * 1024 * 1024;
  const prettify = transformOutcome({});
  const minify = transformOutcome({ mode: "minify" });
  const brackets = flat("[".repeat(megabytes));
  const deepArrays = flat(`${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`);
  const deepObjects = flat(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`);
  const rows: [string, string, (text: string) => string][] = [
    ["100,000 unclosed [ (100 KB), prettify", flat("[".repeat(100_000)), prettify],
    ["10 MB of [, prettify", brackets, prettify],
    ["10 MB of [, minify", brackets, minify],
    ['10 MB of {"a":, prettify', flat('{"a":'.repeat(megabytes / 5)), prettify],
    ["unterminated string, 10 M characters", flat(`"${"Tiếng Việt ".repeat(megabytes / 11)}`), prettify],
    ["10 MB valid, bad end, prettify", flat(`${validJson.slice(0, -1)}x`), prettify],
    ["10 MB valid, NUL after, minify", flat(`${validJson}\u0000`), minify],
    ["1,000,000 nested [] prettify", deepArrays, prettify],
    ["1,000,000 nested [] minify", deepArrays, minify],
    ['100,000 nested {"a": prettify', deepObjects, prettify],
    ['100,000 nested {"a": minify', deepObjects, minify],
  ];
  console.log(`\nJSON worst cases: target under ${MAX_WORST_MS} ms each.\n`);
  const widths = [38, 9, 9];
  const row = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === 3 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join(" ");
  console.log(row(["input", "size", "time", "answer"]));
  const times: [string, number][] = [];
  for (const [label, text, run] of rows) {
    const time = await timeNode(() => run(text));
    times.push([label, time]);
    const size = `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      row([label, size, ms(time), `${time > MAX_WORST_MS ? "OVER" : "ok"}  ${run(text)}`.slice(0, 100)]),
    );
  }
  console.log();
  judgeWorst("slowest JSON worst case", times, { atMost: MAX_WORST_MS });
}

/** The JSON tool with these options, answering its error (which says where) or its message. */
function transformOutcome(options: Record<string, unknown>) {
  return (text: string) => {
    const result = runTransform("json", text, options, "fr");
    return String(result.messageParams?.error ?? result.messageKey);
  };
}

const fullText = buildText();
const allLines = fullText.split("\n").slice(0, -1);
const directory = mkdtempSync(path.join(os.tmpdir(), "veritools-bench-text-"));
try {
  const inputs = SIZES_MB.map((megabytes) => {
    const lines = allLines.slice(0, Math.round((LINES * megabytes) / 10));
    const text = `${lines.join("\n")}\n`;
    const json = buildJson(lines, Buffer.byteLength(text));
    const textFile = path.join(directory, `${megabytes}.txt`);
    const jsonFile = path.join(directory, `${megabytes}.json`);
    writeFileSync(textFile, text);
    writeFileSync(jsonFile, json);
    return { megabytes, text, json, textFile, jsonFile };
  });
  const largest = inputs.at(-1);
  if (!largest) throw new Error("no input");
  const mb = (text: string) => (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
  begin(
    `Text tools: ${mb(largest.text)} MB in ${allLines.length.toLocaleString("en")} lines (en, fr, vi); ` +
      `JSON: ${mb(largest.json)} MB. Median of ${RUNS} runs, LC_ALL=C.UTF-8 for GNU tools.`,
  );
  console.log(
    `Targets at 10 MB: under ${MAX_MS} ms, and within ${MAX_RATIO}× the GNU equivalent where there is one.\n`,
  );
  const header = ["transform", ...SIZES_MB.map((size) => `${size} MB`), "GNU 10 MB", "ratio", "growth", ""];
  const widths = [30, 9, 9, 9, 24, 7, 7, 8];
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" ");
  console.log(row(header));
  const atTenMb: [string, number][] = [];
  const ratios: [string, number][] = [];
  // `npm run bench:text -- sort json` measures only the transforms whose label holds one of the words.
  const filters = process.argv.slice(2);
  const cases = CASES.filter(
    ({ label }) => filters.length === 0 || filters.some((word) => label.includes(word)),
  );
  for (const { label, run, command, json } of cases) {
    const times: number[] = [];
    for (const input of inputs) times.push(await timeNode(() => run(json ? input.json : input.text)));
    const last = times.at(-1) ?? Number.NaN;
    const gnu = command ? await timeCommand(command, json ? largest.jsonFile : largest.textFile) : undefined;
    const ratio = gnu === undefined ? undefined : last / gnu;
    atTenMb.push([label, last]);
    if (ratio !== undefined) ratios.push([label, ratio]);
    const misses = [
      ...(last > MAX_MS ? [`> ${MAX_MS} ms`] : []),
      ...(ratio !== undefined && ratio > MAX_RATIO ? [`> ${MAX_RATIO}×`] : []),
    ];
    console.log(
      row([
        label,
        ...times.map(ms),
        gnu === undefined ? "—" : `${ms(gnu)} ${command}`.slice(0, 24),
        ratio === undefined ? "—" : `${ratio.toFixed(1)}×`,
        `${(last / (times[1] ?? Number.NaN)).toFixed(2)}×`,
        misses.length > 0 ? `OVER (${misses.join(", ")})` : "ok",
      ]),
    );
  }
  // 1 MB of text and its working data fit in the processor's caches, 5 and 10 MB do not: the ratio
  // of 10 MB to 1 MB would measure the caches as much as the algorithm.
  console.log(`\ngrowth: the 10 MB time over the 5 MB time (linear is 2×, n·log n about 2.09×).\n`);
  judgeWorst("slowest transform at 10 MB", atTenMb, { atMost: MAX_MS });
  judgeWorst("largest ratio to the GNU equivalent", ratios, {
    atMost: MAX_RATIO,
    unit: (ratio) => `${ratio.toFixed(1)}×`,
  });
  if (filters.length === 0 || filters.some((word) => "json worst cases".includes(word)))
    await benchJsonWorstCases(largest.json);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
