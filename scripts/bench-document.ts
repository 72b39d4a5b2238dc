// Measures the Document Inspector on the production build (`npm run build` first), on files made here
// into a temp dir that is removed at the end: a 50 MB, 300-page PDF saved three times and then signed on
// top (4 revisions, 1 signature), and a 20 MB DOCX with 500 tracked changes. In Chromium, through the page:
// the time from choosing the PDF to its report (who and when, revisions, signatures; target ≤ 1 s) and
// to the end of the hidden-text scan of every page (≤ 10 s); then, in the comparison of the first save
// with the original, the time to draw both pictures of page 1 (two 50 MB revisions opened by the page's
// pdf.js first) and of another page (≤ 300 ms: a page rendered); and the time from choosing the DOCX to
// its report with the tracked changes (≤ 1 s). In Node, for reference, the same readers on the same files,
// the PDF report's path step by step (where its time goes), and a page drawn by pdf.js on @napi-rs/canvas.
// Each figure is one function in FIGURES. PORT=3460 serves the site on that port (a free one otherwise).
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
const docxPath = path.join(dir, "tracked-changes.docx");
writeFileSync(docxPath, new Uint8Array(await docx.arrayBuffer()));
console.log(
  `  PDF: ${PAGES + 10} pages, ${(pdf.length / MB).toFixed(1)} MB, 3 saves and a signature on top\n` +
    `  DOCX: ${(docx.size / MB).toFixed(1)} MB, 500 tracked changes`,
);

/** A copy for pdf.js, which takes over (detaches) the buffer it is given. */
const pdfCopy = () => pdf.slice();

// --- In Chromium, through the page --------------------------------------------------------------------

/** What the page shows of a PDF: its report, then the hidden-text scan's result. */
const PDF_REPORT = ["document-report", "who-when", "revisions", "signatures"];
const PDF_SCAN = ["hidden-text", "hidden-none"];
/** What it shows of a Word file: its report with the tracked changes. */
const DOCX_REPORT = ["document-report", "tracked-changes"];

type Marks = { chosen?: number; report?: number; scan?: number; failed?: string };

/**
 * Chooses `file` on `page`'s document inspector; the times (ms since the file's change event) at which
 * the page showed every part of `report`, and any one of `scan` (then it waits for that too). The marks
 * are taken in the page (performance.now() at the change event, then by a MutationObserver), so
 * Playwright's own round trips are not in the figures.
 */
async function choose(
  page: Page,
  file: string,
  report: string[],
  scan: string[] = [],
): Promise<{ report: number; scan?: number }> {
  await page.evaluate(
    ({ report, scan }) => {
      const marks: Marks = {};
      (window as unknown as { benchMarks: Marks }).benchMarks = marks;
      document.addEventListener("change", () => (marks.chosen ??= performance.now()), {
        capture: true,
        once: true,
      });
      const found = (id: string) => document.querySelector(`[data-testid="${id}"]`) !== null;
      const check = () => {
        if (marks.chosen === undefined) return;
        if (report.every(found)) marks.report ??= performance.now();
        if (scan.some(found)) marks.scan ??= performance.now();
        const alert = document.querySelector('[role="alert"]');
        if (alert) marks.failed ??= alert.textContent ?? "failed";
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true });
    },
    { report, scan },
  );
  await page.getByLabel("Choose a document").setInputFiles(file);
  await page.waitForFunction(
    (waitForScan) => {
      const marks = (window as unknown as { benchMarks: Marks }).benchMarks;
      return (waitForScan ? marks.scan : marks.report) !== undefined || marks.failed !== undefined;
    },
    scan.length > 0,
    { timeout: 300_000, polling: 100 },
  );
  const marks = await page.evaluate(() => (window as unknown as { benchMarks: Marks }).benchMarks);
  if (marks.failed || marks.report === undefined || (scan.length > 0 && marks.scan === undefined))
    throw new Error(`the page did not show the report: ${marks.failed ?? "no report before the scan's end"}`);
  const chosen = marks.chosen ?? 0;
  return {
    report: marks.report - chosen,
    ...(marks.scan !== undefined && { scan: marks.scan - chosen }),
  };
}

/** Both pictures of the comparison drawn. */
const BOTH_DRAWN = '[data-testid="revision-compare"] canvas[data-drawn="true"]';

/**
 * The time (ms, in the page) from the `event` that `act` causes (a click, a change) until `selector`
 * matches `count` elements again, having matched fewer meanwhile (a picture is redrawn, not left as it was).
 */
async function timeInPage(
  page: Page,
  event: "click" | "change",
  selector: string,
  count: number,
  act: () => Promise<void>,
): Promise<number> {
  type Timer = { start?: number; fewer?: boolean; end?: number };
  await page.evaluate(
    ({ event, selector, count }) => {
      const timer: Timer = {};
      (window as unknown as { benchTimer: Timer }).benchTimer = timer;
      document.addEventListener(event, () => (timer.start ??= performance.now()), {
        capture: true,
        once: true,
      });
      const check = () => {
        if (timer.start === undefined) return;
        if (document.querySelectorAll(selector).length < count) timer.fewer = true;
        else if (timer.fewer) timer.end ??= performance.now();
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    },
    { event, selector, count },
  );
  await act();
  await page.waitForFunction(
    () => (window as unknown as { benchTimer: Timer }).benchTimer.end !== undefined,
    null,
    { timeout: 120_000, polling: 50 },
  );
  const timer = await page.evaluate(() => (window as unknown as { benchTimer: Timer }).benchTimer);
  return (timer.end ?? 0) - (timer.start ?? 0);
}

/** Opens the comparison of the first save with the original, then shows page 2: both times. */
async function compare(page: Page): Promise<{ opened: number; another: number }> {
  const opened = await timeInPage(page, "click", BOTH_DRAWN, 2, () =>
    page.getByRole("button", { name: "Compare with the version before" }).first().click(),
  );
  const another = await timeInPage(page, "change", BOTH_DRAWN, 2, async () => {
    await page.getByTestId("revision-compare").getByLabel("Page", { exact: true }).selectOption("2");
  });
  return { opened, another };
}

async function newPage(context: BrowserContext, base: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/en/tools/document-inspector`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

const anotherDocument = (page: Page) => page.getByRole("button", { name: "Another document" }).click();

/**
 * Each run opens a new page (a new worker, pdf.js loaded on the first file: "cold"), chooses the PDF,
 * then "Another document" and the same PDF again in the worker already running ("warm"); once its scan
 * is done, compares the first save with the original. Then a new page for the DOCX, and it again.
 */
async function browserRuns(context: BrowserContext, base: string) {
  const runs: Record<"cold" | "warm" | "opened" | "another" | "docxCold" | "docxWarm", number[]> = {
    cold: [],
    warm: [],
    opened: [],
    another: [],
    docxCold: [],
    docxWarm: [],
  };
  const scans: Record<"cold" | "warm", number[]> = { cold: [], warm: [] };
  let shown = "";
  for (let run = 0; run < BROWSER_RUNS; run++) {
    const page = await newPage(context, base);
    for (const when of ["cold", "warm"] as const) {
      if (when === "warm") await anotherDocument(page);
      const times = await choose(page, pdfPath, PDF_REPORT, PDF_SCAN);
      runs[when].push(times.report);
      scans[when].push(times.scan ?? 0);
    }
    shown ||=
      `${await page.locator("[data-revision]").count()} revisions and ` +
      `${await page.locator('[data-testid="signatures"] > li').count()} signature(s)`;
    const { opened, another } = await compare(page);
    runs.opened.push(opened);
    runs.another.push(another);
    await page.close();
    const office = await newPage(context, base);
    runs.docxCold.push((await choose(office, docxPath, DOCX_REPORT)).report);
    await anotherDocument(office);
    runs.docxWarm.push((await choose(office, docxPath, DOCX_REPORT)).report);
    await office.close();
  }
  const list = (values: number[]) => values.map(figure).join(", ");
  console.log(
    `  Chromium shows ${shown}; runs (ms): report cold ${list(runs.cold)}, warm ${list(runs.warm)}; ` +
      `scan cold ${list(scans.cold)}, warm ${list(scans.warm)}; comparison opened ${list(runs.opened)}, ` +
      `another page ${list(runs.another)}; DOCX cold ${list(runs.docxCold)}, warm ${list(runs.docxWarm)}`,
  );
  return {
    coldReport: spread(runs.cold),
    coldScan: spread(scans.cold),
    warmReport: spread(runs.warm),
    warmScan: spread(scans.warm),
    compareOpened: spread(runs.opened),
    anotherPage: spread(runs.another),
    docxCold: spread(runs.docxCold),
    docxWarm: spread(runs.docxWarm),
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
  readRevisions(bytes);
  step("readRevisions");
  await readSignatures(bytes);
  step("readSignatures (SHA-256 of the signed bytes)");
  // The worker hands pdf.js these very bytes, which it takes over: no copy.
  const task = getDocument({ data: bytes, verbosity: 0 });
  try {
    const document = await task.promise;
    step("pdf.js opens the document");
    await readPdfFacts(document);
    step(`readPdfFacts (${document.numPages} pages' annotations)`);
  } finally {
    await task.destroy();
  }
  return steps;
}

/** Page 2 drawn by pdf.js as the comparison draws it (420 CSS pixels wide, at twice the density). */
async function pageInNode() {
  const task = openPdfInNode();
  try {
    const document = await task.promise;
    return await nodeTiming(async () => {
      const page = await document.getPage(2);
      const viewport = page.getViewport({ scale: (2 * 420) / page.getViewport({ scale: 1 }).width });
      // In Node, pdf.js's canvas factory makes @napi-rs/canvas canvases; render() takes one as the page's.
      const factory = document.canvasFactory as {
        create(width: number, height: number): { canvas: unknown };
      };
      const { canvas } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
      await page.render({ canvas: canvas as HTMLCanvasElement, viewport }).promise;
      page.cleanup();
    });
  } finally {
    await task.destroy();
  }
}

// --- The figures --------------------------------------------------------------------------------------

/** One row of the table: what is measured, where, its target (ms), and how to measure it. */
interface Figure {
  what: string;
  where: "Chromium" | "Node";
  target?: number;
  /** The figure's spread in ms. */
  measure: () => Promise<Spread>;
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
    what: "comparison opened → page 1 of 2 saves drawn (2 × 50 MB opened)",
    where: "Chromium",
    measure: async () => (await chromiumFigures()).compareOpened,
  },
  {
    what: "a page rendered: another page of the comparison → both drawn",
    where: "Chromium",
    target: 300,
    measure: async () => (await chromiumFigures()).anotherPage,
  },
  {
    what: `DOCX ${(docx.size / MB).toFixed(0)} MB, 500 changes chosen → report, new page`,
    where: "Chromium",
    target: 1000,
    measure: async () => (await chromiumFigures()).docxCold,
  },
  {
    what: "DOCX chosen → report, worker already running",
    where: "Chromium",
    target: 1000,
    measure: async () => (await chromiumFigures()).docxWarm,
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
  { what: "a page drawn by pdf.js (page 2, 840 px wide)", where: "Node", measure: pageInNode },
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
  },
];

// --- The table ----------------------------------------------------------------------------------------

const rows: string[] = [];
for (const item of FIGURES) {
  const value = await item.measure();
  const met = item.target !== undefined ? meets(value.median, { atMost: item.target }) : undefined;
  if (met === false) process.exitCode = 1;
  const over = item.target !== undefined && !met ? ` (+${ms(value.median - item.target)})` : "";
  rows.push(
    [
      item.what.padEnd(66),
      item.where.padEnd(9),
      spreadText(value).padEnd(32),
      (item.target === undefined ? "reference" : `≤ ${ms(item.target)}`).padEnd(12),
      met === undefined ? "" : met ? "meets" : `MISSES${over}`,
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
