// pdf.js's worker part, imported to run on the document worker's own thread (pdfjs-in-worker.ts).
declare module "pdfjs-dist/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
