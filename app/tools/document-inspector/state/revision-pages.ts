// The pages of a PDF as each revision left them, drawn and read on the page: pdf.js (loaded on the first
// comparison) with its own worker, given the file cut at that revision's end by the document worker.
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from "pdfjs-dist";
import { revisionFile } from "./document-client.ts";
import { pdfjsData } from "./pdfjs-data.ts";

let library: Promise<typeof import("pdfjs-dist")> | undefined;

function pdfjs(): Promise<typeof import("pdfjs-dist")> {
  library ??= import("pdfjs-dist").then((api) => {
    api.GlobalWorkerOptions.workerPort = new Worker(
      new URL("pdfjs-dist/build/pdf.worker.mjs", import.meta.url),
      {
        type: "module",
      },
    );
    return api;
  });
  return library;
}

/** The revisions opened so far, by index, each with its loading task (to let it go). */
const open = new Map<number, Promise<{ task: PDFDocumentLoadingTask; document: PDFDocumentProxy }>>();

async function load(index: number) {
  const [{ getDocument }, bytes] = await Promise.all([pdfjs(), revisionFile(index)]);
  if (!bytes) throw new Error("no such revision");
  const task = getDocument({
    data: bytes,
    stopAtErrors: false,
    verbosity: 0,
    ...pdfjsData(window.location.href),
  });
  return { task, document: await task.promise };
}

async function revisionDocument(index: number): Promise<PDFDocumentProxy> {
  let loading = open.get(index);
  if (!loading) {
    loading = load(index);
    open.set(index, loading);
    // A revision that failed to open is tried again next time.
    loading.catch(() => open.delete(index));
  }
  return (await loading).document;
}

/** Lets every revision's document go (another file was opened). */
export function forgetRevisions(): void {
  for (const loading of open.values()) void loading.then(({ task }) => task.destroy()).catch(() => undefined);
  open.clear();
}

/** How many pages revision `index` has. */
export const pageCountAt = async (index: number) => (await revisionDocument(index)).numPages;

/**
 * Draws page `page` of revision `index` on `canvas`, `width` CSS pixels wide (sharp on a dense screen);
 * the time it took, in milliseconds. Rejects when the revision has no such page.
 */
export async function drawPage(
  index: number,
  page: number,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<number> {
  const started = performance.now();
  const document = await revisionDocument(index);
  const proxy = await document.getPage(page);
  const base = proxy.getViewport({ scale: 1 });
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = proxy.getViewport({ scale: (width / base.width) * ratio });
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${Math.round(viewport.height / ratio)}px`;
  await proxy.render({ canvas, viewport }).promise;
  const took = performance.now() - started;
  performance.measure("document:render", { start: started });
  return took;
}

/** The text of page `page` of revision `index`, its lines joined as pdf.js reads them ("" when none). */
export async function pageText(index: number, page: number): Promise<string> {
  const document = await revisionDocument(index);
  if (page > document.numPages) return "";
  const content = await (await document.getPage(page)).getTextContent();
  return content.items
    .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
    .join("")
    .trim();
}
