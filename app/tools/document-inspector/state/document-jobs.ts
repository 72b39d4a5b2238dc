// The document worker's jobs: the file is sniffed, then read by the PDF or the Office readers; the open
// document stays here for the jobs that follow (the hidden-text scan, a revision, an attachment, a part).
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from "pdfjs-dist";
import { MAX_DOCUMENT_BYTES } from "../logic/limits.ts";
import { readPdfFacts } from "../logic/pdf/pdf-facts.ts";
import { NotAPdfError, type RevisionsReport, readRevisions, revisionBytes } from "../logic/pdf/revisions.ts";
import { scanOf, scanPages } from "../logic/pdf/scan-pages.ts";
import { readSignatures } from "../logic/pdf/signatures.ts";
import type { DocumentJobs, DocumentReport } from "./document-protocol.ts";
import { openPdf, operators, preloadPdfjs } from "./pdfjs-in-worker.ts";

/** The Office readers (zip.js, saxes) load with the first Office file: a PDF's worker starts without them. */
const officeReaders = () => import("../logic/ooxml/read-office.ts");

/** Objects of a revision listed in the report; the summary counts all of them. */
const MAX_OBJECTS_SENT = 500;

let open: {
  task?: PDFDocumentLoadingTask;
  pdf?: PDFDocumentProxy;
  /** The PDF as chosen: its bytes went to pdf.js, a revision is cut from the file again. */
  pdfFile?: File;
  revisions?: RevisionsReport;
  office?: File;
} = {};

/** A ZIP's local file header: an Office file is a ZIP package. */
const isZip = (head: Uint8Array) =>
  head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

async function readOfficeFile(file: File): Promise<DocumentReport> {
  const office = await (await officeReaders()).readOffice(file);
  if (!office.ok) {
    // A ZIP built to exhaust a reader is refused as unreadable; any other ZIP is simply not a document.
    const hostile = office.reason === "unsafe-zip" || office.reason === "too-many-parts";
    return { kind: "none", problem: hostile ? "unreadable" : "not_document" };
  }
  open.office = file;
  return { kind: "office", office };
}

/** "%PDF-" within the first kilobyte, as readers accept it (some files start with junk). */
function isPdf(head: Uint8Array): boolean {
  const text = new TextDecoder("latin1").decode(head);
  return text.includes("%PDF-");
}

/**
 * Our readers go first, then pdf.js is handed the bytes themselves: it takes them over (detaches them),
 * and a copy for it would cost 50 MB and tens of milliseconds on a 50 MB file. pdf.js's own parsing runs
 * on this thread too, so no order lets the two overlap.
 */
async function readPdf(
  file: File,
  bytes: Uint8Array,
  onPage: (page: number, count: number) => void,
): Promise<DocumentReport> {
  let revisions: RevisionsReport;
  try {
    revisions = readRevisions(bytes);
  } catch (error) {
    if (error instanceof NotAPdfError) return { kind: "none", problem: "not_document" };
    throw error;
  }
  const signatures = await readSignatures(bytes);
  let pdf: PDFDocumentProxy;
  try {
    open.task = await openPdf(bytes);
    pdf = await open.task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { kind: "none", problem: name === "PasswordException" ? "encrypted" : "unreadable" };
  }
  open.pdf = pdf;
  open.pdfFile = file;
  open.revisions = revisions;
  const facts = await readPdfFacts(pdf, (page) => onPage(page, pdf.numPages));
  return {
    kind: "pdf",
    facts,
    signatures,
    revisions: {
      ...revisions,
      revisions: revisions.revisions.map((revision) => ({
        ...revision,
        objects: revision.objects.slice(0, MAX_OBJECTS_SENT),
      })),
    },
  };
}

export const documentJobs: DocumentJobs = {
  async open(file, context) {
    await open.task?.destroy();
    open = {};
    if (file.size > MAX_DOCUMENT_BYTES) return { kind: "none", problem: "too_large" };
    const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
    if (isZip(head)) return readOfficeFile(file);
    if (!isPdf(head)) return { kind: "none", problem: "not_document" };
    preloadPdfjs();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return readPdf(file, bytes, (pagesRead, pageCount) => context.progress({ pagesRead, pageCount }));
  },

  async officePart(path) {
    if (!open.office) return null;
    const part = await (await officeReaders()).officePartBytes(open.office, path);
    return part.ok ? { bytes: part.bytes, type: part.contentType ?? "application/octet-stream" } : null;
  },

  async scanHidden(_, context) {
    const { pdf } = open;
    if (!pdf) return null;
    const perPage = await scanPages(pdf, await operators(), (scanned) => {
      context.progress({ scanned, pageCount: pdf.numPages });
      // Another file was opened meanwhile: this scan is of a document that is gone.
      return open.pdf === pdf;
    });
    return perPage ? scanOf(perPage) : null;
  },

  async revision(index) {
    const revision = open.revisions?.revisions[index - 1];
    if (!open.pdfFile || !revision) return null;
    return new Uint8Array(await revisionBytes(open.pdfFile, revision).arrayBuffer());
  },

  async attachment(id) {
    if (!open.pdf) return null;
    return open.pdf.getAttachmentContent(id).catch(() => null);
  },
};
