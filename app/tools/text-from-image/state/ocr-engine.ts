import type { Worker as TesseractWorker } from "tesseract.js";
import type { OcrLanguage, TesseractBlocks } from "../logic/lines.ts";

/**
 * Tesseract, loaded on first use and kept for the page's life. Every file comes from this site under a
 * hashed name (cached for a year, sent precompressed): tesseract.js's worker script, its core (the
 * SIMD build for LSTM models, with its WebAssembly inside), and the "best_int" models of the three
 * languages, already gzipped in their packages. Nothing is fetched from a CDN: every path is given.
 */
const MODELS: Record<OcrLanguage, () => Promise<{ default: string }>> = {
  eng: () => import("@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url"),
  fra: () => import("@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz?url"),
  vie: () => import("@tesseract.js-data/vie/4.0.0_best_int/vie.traineddata.gz?url"),
};

export type OcrProgress = { stage: "loading" | "reading"; share: number };

/** The running worker and its language; one at a time (a model takes tens of megabytes once loaded). */
let engine: { language: OcrLanguage; worker: Promise<TesseractWorker> } | undefined;
let progressListener: ((progress: OcrProgress) => void) | undefined;

/**
 * The folder of a language's model: tesseract.js fetches "{folder}/{code}.traineddata.gz" from it. The
 * build puts each model, under its own name, in a folder named by its hash (vite.config.ts), so the
 * browser caches it for good. (Handing tesseract.js the bytes instead, as {code, data}, does not work in
 * 7.0: its initialize step joins the data where it means the codes.)
 */
async function langPath(language: OcrLanguage): Promise<string> {
  const url = (await MODELS[language]()).default;
  return url.slice(0, url.lastIndexOf("/"));
}

async function start(language: OcrLanguage): Promise<TesseractWorker> {
  const [{ createWorker, OEM }, workerPath, corePath, folder] = await Promise.all([
    import("tesseract.js"),
    import("tesseract.js/dist/worker.min.js?url"),
    import("tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url"),
    langPath(language),
  ]);
  return createWorker(language, OEM.LSTM_ONLY, {
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
      if (message.status === "recognizing text") {
        progressListener?.({ stage: "reading", share: message.progress });
      }
    },
  });
}

/**
 * The worker for `language`: the running one, or a new one (each language's model lives in its own
 * folder, which a worker is given when it starts; the core is in the browser's cache by then).
 */
function workerFor(language: OcrLanguage): Promise<TesseractWorker> {
  if (engine?.language === language) return engine.worker;
  void engine?.worker.then((old) => old.terminate()).catch(() => undefined);
  const worker = start(language);
  engine = { language, worker };
  // A worker that failed to start is not kept: the next reading tries again.
  worker.catch(() => {
    if (engine?.worker === worker) engine = undefined;
  });
  return worker;
}

/**
 * Reads `image` (a PGM file of the pre-processed image, or the original file) in `language`; the
 * blocks of the result hold its lines with their boxes and confidences.
 */
export async function recognize(
  image: Uint8Array | Blob,
  language: OcrLanguage,
  onProgress?: (progress: OcrProgress) => void,
): Promise<TesseractBlocks> {
  progressListener = onProgress;
  onProgress?.({ stage: "loading", share: 0 });
  const worker = await workerFor(language);
  // Tesseract's worker takes the bytes of an image file; a Uint8Array is its own file format here.
  const { data } = await worker.recognize(image as Blob, {}, { blocks: true, text: false });
  return data;
}
