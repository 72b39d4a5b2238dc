// Where pdf.js finds its data files, for its copy in the document worker and the one that draws pages.
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

/** The folder (with its final slash) that the files of pdf.js's `folder` were emitted to, absolute. */
function folderOf(folder: string, base: string): string | undefined {
  const url = Object.entries(DATA_FILES).find(([path]) => path.includes(`/pdfjs-dist/${folder}/`))?.[1];
  return url ? new URL(url.slice(0, url.lastIndexOf("/") + 1), base).href : undefined;
}

/**
 * getDocument's options for the data files, as absolute addresses (pdf.js resolves a relative one
 * against `document`, which a worker has not), fetched by pdf.js's own worker part (its page-side
 * default would judge the addresses by `document` too).
 */
export function pdfjsData(base: string) {
  return {
    cMapUrl: folderOf("cmaps", base),
    cMapPacked: true,
    standardFontDataUrl: folderOf("standard_fonts", base),
    iccUrl: folderOf("iccs", base),
    wasmUrl: folderOf("wasm", base),
    useWorkerFetch: true,
  };
}
