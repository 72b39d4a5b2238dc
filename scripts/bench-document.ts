// Measures the Document Inspector on the production build (`npm run build` first), on files made here
// into a temp dir that is removed at the end: a 50 MB, 300-page PDF saved three times and then signed on
// top (4 revisions, 1 signature), and a 20 MB DOCX with 500 tracked changes. In Chromium, through the page:
// the time from choosing the PDF to its report (who and when, revisions, signatures; target ≤ 1 s) and
// to the end of the hidden-text scan of every page (≤ 10 s). In Node, for reference, the same readers on
// the same file, the report's path step by step (where its time goes), and the DOCX read by readOffice
// (≤ 1 s; the page reads no Office file yet). Figures the tool cannot give yet (a page rendered, ≤ 300 ms)
// stay in the table as "not measured yet": each figure is one function in FIGURES, to fill in later.
// PORT=3460 serves the site on that port (a free one otherwise).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { largeDocx } from "#app/tools/document-inspector/fixtures/make-office.ts";
import { threeRevisions } from "#app/tools/document-inspector/fixtures/make-pdfs.ts";
import { signedOnTop } from "#app/tools/document-inspector/fixtures/signed-pdfs.ts";
import { readOffice } from "#app/tools/document-inspector/logic/ooxml/read-office.ts";
import { summarizeHiddenText } from "#app/tools/document-inspector/logic/pdf/hidden-text.ts";
import { readPdfFacts } from "#app/tools/document-inspector/logic/pdf/pdf-facts.ts";
import { readRevisions } from "#app/tools/document-inspector/logic/pdf/revisions.ts";
import { scanPages } from "#app/tools/document-inspector/logic/pdf/scan-pages.ts";
import { readSignatures } from "#app/tools/document-inspector/logic/pdf/signatures.ts";
import { makeDataDir, startServer } from "../host/test/server.ts";
import { begin, figure, loadAverage, measure, meets, ms, spreadText } from "./bench/harness.ts";
import { type Spread, spread } from "./bench/stats.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const PAGES = 300;
const PDF_MB = 50;
const BROWSER_RUNS = 3;
const NODE_RUNS = 5;
const MB = 1024 * 1024;

// --- The files --------------------------------------------------------------------------------------

const dir = mkdtempSync(path.join(os.tmpdir(), "bench-document-"));
// Removed however the bench ends: the files are made again at each run, never kept.
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
begin(
  `Document Inspector: ${BROWSER_RUNS} runs in Chromium, ${NODE_RUNS} in Node (3 for the hidden text), medians`,
);
console.log(`Making the files in ${dir} (pdf-lib, openssl)…`);
const pdf = await signedOnTop(await threeRevisions(PAGES, PDF_MB));
const pdfPath = path.join(dir, "three-saves-signed.pdf");
writeFileSync(pdfPath, pdf);
const docx = await largeDocx();
console.log(
  `  PDF: ${PAGES + 10} pages, ${(pdf.length / MB).toFixed(1)} MB, 3 saves and a signature on top\n` +
    `  DOCX: ${(docx.size / MB).toFixed(1)} MB, 500 tracked changes`,
);

/** A copy for pdf.js, which takes over (detaches) the buffer it is given. */
const pdfCopy = () => pdf.slice();

// --- In Chromium, through the page --------------------------------------------------------------------

/** Times (ms since the file's change event) at which the page showed each thing. */
interface PageRun {
  /** The report with who and when, the revisions and the signatures. */
  report: number;
  /** The hidden-text scan's result (findings or "none found"). */
  scan: number;
  revisions: number;
  signatures: number;
}

type Marks = { chosen?: number; report?: number; scan?: number; failed?: string };

/**
 * Chooses the PDF on `page`'s document inspector and waits for the scan's end. The marks are taken in
 * the page (performance.now() at the change event, then by a MutationObserver), so Playwright's own
 * round trips are not in the figures.
 */
async function choose(page: Page): Promise<PageRun> {
  await page.evaluate(() => {
    const marks: Marks = {};
    (window as unknown as { benchMarks: Marks }).benchMarks = marks;
    document.addEventListener("change", () => (marks.chosen ??= performance.now()), {
      capture: true,
      once: true,
    });
    const found = (id: string) => document.querySelector(`[data-testid="${id}"]`) !== null;
    const check = () => {
      if (marks.chosen === undefined) return;
      if (found("document-report") && found("who-when") && found("revisions") && found("signatures"))
        marks.report ??= performance.now();
      if (found("hidden-text") || found("hidden-none")) marks.scan ??= performance.now();
      const alert = document.querySelector('[role="alert"]');
      if (alert) marks.failed ??= alert.textContent ?? "failed";
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true });
  });
  await page.getByLabel("Choose a document").setInputFiles(pdfPath);
  await page.waitForFunction(
    () => {
      const marks = (window as unknown as { benchMarks: Marks }).benchMarks;
      return marks.scan !== undefined || marks.failed !== undefined;
    },
    null,
    { timeout: 300_000, polling: 100 },
  );
  const marks = await page.evaluate(() => (window as unknown as { benchMarks: Marks }).benchMarks);
  if (marks.failed || marks.report === undefined || marks.scan === undefined)
    throw new Error(`the page did not show the report: ${marks.failed ?? "no report before the scan's end"}`);
  const chosen = marks.chosen ?? 0;
  return {
    report: marks.report - chosen,
    scan: marks.scan - chosen,
    revisions: await page.locator("[data-revision]").count(),
    signatures: await page.locator('[data-testid="signatures"] > li').count(),
  };
}

/**
 * Each run opens a new page (a new worker, pdf.js loaded on the first file: "cold"), chooses the PDF,
 * then "Another document" and the same PDF again in the worker already running ("warm").
 */
async function browserRuns(context: BrowserContext, base: string) {
  const cold: PageRun[] = [];
  const warm: PageRun[] = [];
  for (let run = 0; run < BROWSER_RUNS; run++) {
    const page = await context.newPage();
    await page.goto(`${base}/en/tools/document-inspector`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    cold.push(await choose(page));
    await page.getByRole("button", { name: "Another document" }).click();
    warm.push(await choose(page));
    await page.close();
  }
  const first = cold[0];
  console.log(
    `  Chromium shows ${first?.revisions} revisions and ${first?.signatures} signature(s); runs (report / scan, ms): ` +
      `cold ${cold.map((run) => `${figure(run.report)} / ${figure(run.scan)}`).join(", ")}; ` +
      `warm ${warm.map((run) => `${figure(run.report)} / ${figure(run.scan)}`).join(", ")}`,
  );
  const of = (runs: PageRun[], pick: (run: PageRun) => number) => spread(runs.map(pick));
  return {
    coldReport: of(cold, (run) => run.report),
    coldScan: of(cold, (run) => run.scan),
    warmReport: of(warm, (run) => run.report),
    warmScan: of(warm, (run) => run.scan),
  };
}

// --- In Node, the same readers ------------------------------------------------------------------------

/** pdf.js's legacy build as the tests use it: its worker part on this thread, as in the page's worker. */
const openPdfInNode = () => getDocument({ data: pdfCopy(), verbosity: 0 });

/** The hidden-text scan as the worker runs it (scan-pages.ts). */
async function hiddenTextInNode() {
  const task = openPdfInNode();
  try {
    const document = await task.promise;
    return summarizeHiddenText((await scanPages(document, OPS)) ?? []);
  } finally {
    await task.destroy();
  }
}

/** The report's path as the worker takes it (document-jobs.ts), each step timed: where the time goes. */
async function reportStepsInNode(): Promise<Record<string, number>> {
  const file = new Blob([pdfCopy()]);
  const steps: Record<string, number> = {};
  let at = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = now - at;
    at = now;
  };
  const bytes = new Uint8Array(await file.arrayBuffer());
  step("file read into memory (Blob.arrayBuffer)");
  const task = openPdfInNode();
  try {
    const document = await task.promise;
    step("pdf.js opens the document (its copy)");
    readRevisions(bytes);
    step("readRevisions");
    await readPdfFacts(document);
    step(`readPdfFacts (${document.numPages} pages' annotations)`);
    await readSignatures(bytes);
    step("readSignatures (SHA-256 of the signed bytes)");
  } finally {
    await task.destroy();
  }
  return steps;
}

// --- The figures --------------------------------------------------------------------------------------

/** One row of the table: what is measured, where, its target (ms), and how to measure it. */
interface Figure {
  what: string;
  where: "Chromium" | "Node";
  target?: number;
  /** The figure's spread in ms; undefined when the tool cannot give it yet (`note` says why). */
  measure: () => Promise<Spread | undefined>;
  note?: string;
}

/** Serves the built site, starts Chromium and makes the runs. */
async function runInChromium() {
  const data = await makeDataDir();
  const server = await startServer({
    DATA_DIR: data.dir,
    LOG_LEVEL: "warn",
    ...(process.env.PORT ? { PORT: process.env.PORT } : {}),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await browserRuns(await browser.newContext(), server.url);
  } finally {
    await browser.close();
    await server.stop();
    await data.remove();
  }
}

let inBrowser: ReturnType<typeof runInChromium> | undefined;
/** The Chromium runs, made once for the four figures they give. */
const chromiumFigures = () => {
  inBrowser ??= runInChromium();
  return inBrowser;
};

/** Wall time of `job` in this process, after one warm-up. */
const nodeTiming = async <T>(job: () => Promise<T> | T, runs = NODE_RUNS) =>
  (await measure(job, { runs, warmUps: 1 })).wall;

const FIGURES: Figure[] = [
  {
    what: "PDF chosen → report (who/when, revisions, signatures), new page",
    where: "Chromium",
    target: 1000,
    measure: async () => (await chromiumFigures()).coldReport,
  },
  {
    what: "PDF chosen → report, worker already running",
    where: "Chromium",
    target: 1000,
    measure: async () => (await chromiumFigures()).warmReport,
  },
  {
    what: `PDF chosen → hidden-text scan of ${PAGES + 10} pages done, new page`,
    where: "Chromium",
    target: 10_000,
    measure: async () => (await chromiumFigures()).coldScan,
  },
  {
    what: "PDF chosen → hidden-text scan done, worker already running",
    where: "Chromium",
    target: 10_000,
    measure: async () => (await chromiumFigures()).warmScan,
  },
  {
    what: "a page rendered",
    where: "Chromium",
    target: 300,
    // To add with rendering: a new page, the PDF chosen, the time to the first page's picture drawn.
    measure: async () => undefined,
    note: "not measured yet: the page renders no page",
  },
  { what: "readRevisions", where: "Node", measure: () => nodeTiming(() => readRevisions(pdf)) },
  { what: "readSignatures", where: "Node", measure: () => nodeTiming(() => readSignatures(pdf)) },
  {
    what: "pdf.js open + readPdfFacts",
    where: "Node",
    measure: () =>
      nodeTiming(async () => {
        const task = openPdfInNode();
        await readPdfFacts(await task.promise);
        await task.destroy();
      }),
  },
  {
    what: `hidden text, ${PAGES + 10} pages (pdf.js + findHiddenText)`,
    where: "Node",
    target: 10_000,
    measure: () => nodeTiming(hiddenTextInNode, 3),
  },
  {
    what: `DOCX ${(docx.size / MB).toFixed(0)} MB, 500 changes → readOffice`,
    where: "Node",
    target: 1000,
    measure: () =>
      nodeTiming(async () => {
        const reading = await readOffice(docx);
        if (!reading.ok) throw new Error(`readOffice did not read the DOCX: ${reading.reason}`);
      }),
    note: "Node only: the page reads no Office file yet",
  },
];

// --- The table ----------------------------------------------------------------------------------------

const rows: string[] = [];
for (const item of FIGURES) {
  const value = await item.measure();
  const met = value && item.target !== undefined ? meets(value.median, { atMost: item.target }) : undefined;
  if (met === false) process.exitCode = 1;
  const over = value && item.target !== undefined && !met ? ` (+${ms(value.median - item.target)})` : "";
  rows.push(
    [
      item.what.padEnd(66),
      item.where.padEnd(9),
      (value ? spreadText(value) : "—").padEnd(32),
      (item.target === undefined ? "reference" : `≤ ${ms(item.target)}`).padEnd(12),
      met === undefined ? (value ? "" : "not measured") : met ? "meets" : `MISSES${over}`,
      item.note ? ` ${item.note}` : "",
    ]
      .join(" ")
      .trimEnd(),
  );
}
console.log("\nWhere the report's time goes, in Node (one run, the worker's steps in order):");
for (const [name, took] of Object.entries(await reportStepsInNode()))
  console.log(`  ${name.padEnd(48)}${ms(took).padStart(12)}`);
console.log(
  `\n${"figure".padEnd(66)} ${"where".padEnd(9)} ${"median (min–max)".padEnd(32)} ${"target".padEnd(12)} verdict`,
);
for (const row of rows) console.log(row);
console.log(`\nAt the end: ${loadAverage()}`);
