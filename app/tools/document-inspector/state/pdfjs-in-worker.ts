// pdf.js inside the document worker: its own "worker" part runs on this same thread (pdf.js takes
// globalThis.pdfjsWorker for that), so parsing stays off the page without a second worker, and the
// reports and the scan read the document directly. Scripting is never on: pdf.js parses JavaScript to
// list it and never runs it (and the page's CSP has no 'unsafe-eval').
import type { PDFDocumentLoadingTask } from "pdfjs-dist";

/**
 * pdf.js's data files, served by this site (vite.config.ts keeps their names, one folder each): the
 * character maps of CJK text, the standard fonts a PDF names without embedding, colour profiles, and
 * the WebAssembly decoders of JPEG 2000 and JBIG2 images. Nothing is fetched from a CDN.
 */
const DATA_FILES = import.meta.glob(
  [
    "/node_modules/pdfjs-dist/cmaps/*",
    "/node_modules/pdfjs-dist/standard_fonts/*",
    "/node_modules/pdfjs-dist/iccs/*",
    "/node_modules/pdfjs-dist/wasm/*.wasm",
    // The scripting sandbox: never used, since nothing in a document is run.
    "!/node_modules/pdfjs-dist/wasm/quickjs-eval.wasm",
  ],
  { query: "?url", import: "default", eager: true },
) as Record<string, string>;

/** The folder (with its final slash) that the file of pdf.js's `folder` was emitted to. */
function folderOf(folder: string): string | undefined {
  const url = Object.entries(DATA_FILES).find(([path]) => path.includes(`/pdfjs-dist/${folder}/`))?.[1];
  // Absolute: pdf.js resolves a relative one against `document`, which a worker has not.
  return url ? new URL(url.slice(0, url.lastIndexOf("/") + 1), self.location.href).href : undefined;
}

let library: Promise<typeof import("pdfjs-dist")> | undefined;

function pdfjs(): Promise<typeof import("pdfjs-dist")> {
  library ??= Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.mjs")]).then(
    ([api, worker]) => {
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return api;
    },
  );
  return library;
}

/** pdf.js's table of drawing operators (the scan reads operator lists by it). */
export const operators = async () => (await pdfjs()).OPS;

/**
 * Starts opening `bytes` (pdf.js takes them over: pass a copy if they are still needed); the task's
 * `promise` is the document, its `destroy()` lets it go.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentLoadingTask> {
  const { getDocument } = await pdfjs();
  return getDocument({
    data: bytes,
    cMapUrl: folderOf("cmaps"),
    cMapPacked: true,
    standardFontDataUrl: folderOf("standard_fonts"),
    iccUrl: folderOf("iccs"),
    wasmUrl: folderOf("wasm"),
    // pdf.js's own part fetches them (its page-side default would judge the addresses by `document`).
    useWorkerFetch: true,
    // No DOM here: fonts are parsed for their text, never installed.
    disableFontFace: true,
    useSystemFonts: false,
    // A damaged file is read as far as it goes, as viewers do; stopAtErrors would refuse it whole.
    stopAtErrors: false,
    verbosity: 0,
  });
}
