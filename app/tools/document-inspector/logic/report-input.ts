// What a report is made of, as plain types: the worker's PDF report and hidden-text scan (state/
// document-protocol.ts sends them) or its Office report, the file and the findings, as the exports
// take them.
import type { Finding } from "./findings.ts";
import type { OfficeReport } from "./ooxml/read-office.ts";
import type { HiddenTextSummary, PageHiddenText } from "./pdf/hidden-text.ts";
import type { PdfFacts } from "./pdf/pdf-facts.ts";
import type { RevisionsReport } from "./pdf/revisions.ts";
import type { SignatureReport } from "./pdf/signatures.ts";

/** A PDF's report as the worker gives it. */
export interface PdfReportParts {
  facts: PdfFacts;
  signatures: SignatureReport[];
  revisions: RevisionsReport;
}

/** The hidden-text scan as the worker gives it: the pages with findings, by number, and the sum. */
export interface HiddenTextScanParts {
  pages: { page: number; hidden: PageHiddenText }[];
  summary: HiddenTextSummary;
}

/** What a report is made of: the file as it was chosen, its report, the hidden-text scan once done, the findings. */
export interface DocumentReportInput {
  file: { name: string; size: number; sha256?: string };
  report: PdfReportParts;
  /** Absent when the pages were not (or not yet) searched for hidden text. */
  scan?: HiddenTextScanParts;
  findings: readonly Finding[];
}

/** What an Office file's report is made of: the file as it was chosen, the reader's report, the findings. */
export interface OfficeReportInput {
  file: DocumentReportInput["file"];
  office: OfficeReport;
  findings: readonly Finding[];
}
