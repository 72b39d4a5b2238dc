// pdf.js inside the document worker: its own "worker" part runs on this same thread (pdf.js takes
// globalThis.pdfjsWorker for that), so parsing stays off the page without a second worker, and the
// reports and the scan read the document directly. Scripting is never on: pdf.js parses JavaScript to
// list it and never runs it (and the page's CSP has no 'unsafe-eval').
import type { PDFDocumentLoadingTask } from "pdfjs-dist";
import { pdfjsData } from "./pdfjs-data.ts";

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

/** Starts loading pdf.js, so that it loads while the file is read; a failure shows when it is opened. */
export function preloadPdfjs(): void {
  pdfjs().catch(() => undefined);
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
    ...pdfjsData(self.location.href),
    // No DOM here: fonts are parsed for their text, never installed.
    disableFontFace: true,
    useSystemFonts: false,
    // A damaged file is read as far as it goes, as viewers do; stopAtErrors would refuse it whole.
    stopAtErrors: false,
    verbosity: 0,
  });
}
