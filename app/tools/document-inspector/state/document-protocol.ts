// The document worker's jobs (lib/workers/job-protocol.ts) and the report they make.
import type { JobContext } from "#app/lib/workers/job-protocol.ts";
import type { OfficeReport } from "../logic/ooxml/read-office.ts";
import type { HiddenTextScanParts, PdfReportParts } from "../logic/report-input.ts";

/** Why a file gave no report: what the person is told, in their language. */
export type DocumentProblem = "not_document" | "unreadable" | "encrypted" | "too_large";

/** A PDF's report; its revisions' objects cut to the first MAX_OBJECTS_SENT (the summaries count them all). */
export interface PdfReport extends PdfReportParts {
  kind: "pdf";
}

export interface OfficeDocumentReport {
  kind: "office";
  office: OfficeReport;
}

export type DocumentReport = PdfReport | OfficeDocumentReport | { kind: "none"; problem: DocumentProblem };

/** How far the reading is: pages read of the document's. */
export type OpenProgress = { pagesRead: number; pageCount: number };

/** The hidden-text scan of every page: the pages with findings, by number, and the sum. */
export type HiddenTextScan = HiddenTextScanParts;

/** How far the scan is: pages scanned of the document's. */
export type ScanProgress = { scanned: number; pageCount: number };

export type DocumentJobs = {
  open(file: File, context: JobContext<OpenProgress>): Promise<DocumentReport>;
  /** Looks for hidden and covered text on every page of the open PDF. */
  scanHidden(input: undefined, context: JobContext<ScanProgress>): Promise<HiddenTextScan | null>;
  /** The bytes of an attachment of the open document, by the id its report gave. */
  attachment(id: string): Promise<Uint8Array | null>;
  /** A part of the open Office file (an embedded image), by its path in the package. */
  officePart(path: string): Promise<{ bytes: Uint8Array; type: string } | null>;
  /** The open PDF cut at the end of revision `index` (1-based): the file as it was after that save. */
  revision(index: number): Promise<Uint8Array | null>;
};
