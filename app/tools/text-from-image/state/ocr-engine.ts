import type { Worker as TesseractWorker } from "tesseract.js";
import { coresUpTo } from "#app/lib/workers/cores.ts";
import type { OcrLanguage, TesseractBlocks } from "../logic/lines.ts";
import type { ImageStrip } from "./prepare-image.ts";

/**
 * Tesseract, loaded on first use and kept for the page's life: one worker per core (two at most, each
 * holds its model), which read the strips of an image side by side. Every file comes from this site
 * under a hashed name (cached for a year, sent precompressed): tesseract.js's worker script, its core
 * (an LSTM-only build with its WebAssembly inside), and the "best_int" models of the three languages,
 * already gzipped in their packages. Nothing is fetched from a CDN: every path is given.
 */
const MODELS: Record<OcrLanguage, () => Promise<{ default: string }>> = {
  eng: () => import("@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url"),
  fra: () => import("@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz?url"),
  vie: () => import("@tesseract.js-data/vie/4.0.0_best_int/vie.traineddata.gz?url"),
};

export type OcrProgress = { stage: "loading" | "reading"; share: number };

/** How many strips an image is cut into: one per worker. */
export const WORKER_COUNT = coresUpTo(2);

/**
 * The running workers and the languages they read ("vie+eng+fra"): one set at a time (a model takes
 * tens of megabytes in each worker).
 */
let engine: { languages: string; workers: Promise<TesseractWorker[]> } | undefined;
/** The reading's progress, a share per worker. */
let progress: { shares: number[]; listener?: (progress: OcrProgress) => void } = { shares: [] };

/**
 * The folder of the models: tesseract.js fetches "{folder}/{code}.traineddata.gz" from one folder for
 * all the languages a worker reads. The build puts every model, under its own name, in one folder named
 * by the models' packages (vite.config.ts), so the browser caches them for good. (Handing tesseract.js
 * the bytes instead, as {code, data}, does not work in 7.0: its initialize step joins the data where it
 * means the codes.)
 */
async function langPath(languages: readonly OcrLanguage[]): Promise<string> {
  const urls = await Promise.all(languages.map(async (language) => (await MODELS[language]()).default));
  const folders = new Set(urls.map((url) => url.slice(0, url.lastIndexOf("/"))));
  const [folder] = folders;
  if (folder === undefined || folders.size > 1) throw new Error("the models are not in one folder");
  return folder;
}

async function start(languages: readonly OcrLanguage[]): Promise<TesseractWorker[]> {
  const [{ createWorker, OEM }, workerPath, corePath, folder] = await Promise.all([
    import("tesseract.js"),
    import("tesseract.js/dist/worker.min.js?url"),
    import("tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url"),
    langPath(languages),
  ]);
  const one = (index: number) =>
    createWorker(languages.join("+"), OEM.LSTM_ONLY, {
      workerPath: workerPath.default,
      corePath: corePath.default,
      // tesseract.js starts its worker from a one-line blob (importScripts of workerPath): a blob worker
      // keeps the page's CSP (script-src 'self', 'wasm-unsafe-eval'), whereas a worker loaded from
      // /assets/ would take that file's own "default-src 'none'" and could load neither core nor wasm.
      workerBlobURL: true,
      langPath: folder,
      gzip: true,
      // The browser's HTTP cache keeps the model (immutable address): no second copy in IndexedDB.
      cacheMethod: "none",
      logger: (message) => {
        if (message.status !== "recognizing text") return;
        progress.shares[index] = message.progress;
        const { shares, listener } = progress;
        listener?.({
          stage: "reading",
          share: shares.reduce((sum, share) => sum + share, 0) / shares.length,
        });
      },
    });
  const started = await Promise.allSettled(Array.from({ length: WORKER_COUNT }, (_, index) => one(index)));
  const workers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  // All or none: a worker that started is not left running beside one that failed.
  if (workers.length < started.length) {
    await Promise.allSettled(workers.map((worker) => worker.terminate()));
    throw new Error("a Tesseract worker failed to start");
  }
  return workers;
}

/**
 * The workers for `languages`: the running ones, or new ones (a worker loads its models when it starts;
 * the core is in the browser's cache by then).
 */
function workersFor(languages: readonly OcrLanguage[]): Promise<TesseractWorker[]> {
  const key = languages.join("+");
  if (engine?.languages === key) return engine.workers;
  void engine?.workers
    .then((old) => Promise.allSettled(old.map((worker) => worker.terminate())))
    .catch(() => undefined);
  const workers = start(languages);
  engine = { languages: key, workers };
  // Workers that failed to start are not kept: the next reading tries again.
  workers.catch(() => {
    if (engine?.workers === workers) engine = undefined;
  });
  return workers;
}

/**
 * Starts the workers for `languages` (the engine's files and the models are fetched the first time),
 * so that a failure to load is told apart from a failure to read: recognize() then finds them running.
 */
export async function loadEngine(languages: readonly OcrLanguage[]): Promise<void> {
  await workersFor(languages);
}

/** One strip's result, with the row of the read image the strip starts at. */
export interface StripResult {
  result: TesseractBlocks;
  top: number;
}

/**
 * Reads the strips of a pre-processed image (PGM files, logic/regions.ts) in `languages`, each on its
 * own worker; the blocks of each result hold its lines with their boxes and confidences.
 */
export async function recognize(
  strips: readonly ImageStrip[],
  languages: readonly OcrLanguage[],
  onProgress?: (progress: OcrProgress) => void,
): Promise<StripResult[]> {
  progress = { shares: strips.map(() => 0), listener: onProgress };
  onProgress?.({ stage: "loading", share: 0 });
  const workers = await workersFor(languages);
  return Promise.all(
    strips.map(async ({ file, top }, index) => {
      const worker = workers[index % workers.length] as TesseractWorker;
      // Tesseract's worker takes the bytes of an image file; a Uint8Array is its own file format here.
      const { data } = await worker.recognize(file as unknown as Blob, {}, { blocks: true, text: false });
      return { result: data, top };
    }),
  );
}
