// A document's report to keep or pass on: JSON a script can read (its shape documented below and held
// to by its version), and Markdown a person reads, in the page's language. Everything the document wrote
// (names, quotes, scripts, addresses) goes into the Markdown through markdown-text.ts: it reads as
// written and can become no markup, whatever a hostile file put in it.
import type { Language } from "#app/i18n/languages.ts";
import type { TFunction } from "#app/i18n/translator.ts";
import type { FindingCode, FindingValues } from "./findings.ts";
import {
  activeLines,
  fileLines,
  findingLines,
  fontLines,
  hiddenLines,
  revisionLines,
  signatureLines,
  whoWhenLines,
  writerFor,
} from "./markdown-sections.ts";
import {
  contentLines,
  officeFileLines,
  officeHiddenLines,
  officeProblemLines,
  propertyLines,
  trackedChangeLines,
} from "./office-markdown.ts";
import type { FontsReport } from "./pdf/fonts.ts";
import type { HiddenTextFinding, HiddenTextKind, HiddenTextSummary } from "./pdf/hidden-text.ts";
import type { PdfFacts } from "./pdf/pdf-facts.ts";
import type { Revision, RevisionProblem } from "./pdf/revisions.ts";
import type { SignatureReport } from "./pdf/signatures.ts";
import type { DocumentReportInput, OfficeReportInput } from "./report-input.ts";

export type * from "./report-input.ts";

/** The JSON report's `format`: what a script checks before reading the rest. */
export const REPORT_FORMAT = "veritools-document-report";
/** Raised when a field is renamed or removed or changes meaning; new fields may come within a version. */
export const REPORT_VERSION = 1;

/**
 * The JSON report, version 1. Plain data only: offsets and sizes in bytes, page sizes and boxes in PDF
 * points (1/72 inch), dates as the file wrote them (a PDF date "D:2026…" or ISO 8601) unless said
 * otherwise; a signature's dates are ISO 8601 instants in UTC.
 */
export interface DocumentReportJson {
  format: typeof REPORT_FORMAT;
  version: typeof REPORT_VERSION;
  /** The file's name, its size in bytes and, when it was computed, its SHA-256 in lower-case hex. */
  file: { name: string; size: number; sha256?: string };
  kind: "pdf";
  /** What calls for attention, by code (the tool's findings.ts), with the values its sentences take. */
  findings: { code: FindingCode; caution: boolean; values: FindingValues }[];
  /** What pdf.js reads: Info, XMP, pages, scripts, attachments, links, form fields, annotations. */
  facts: PdfFacts;
  /** Each save of the file, oldest first, with what it changed counted by kind (not each object). */
  revisions: {
    linearized: boolean;
    /** Bytes after the last save's end. */
    trailingBytes: number;
    problems: RevisionProblem[];
    list: Omit<Revision, "objects">[];
  };
  /** The fonts the file defines as its last save left them (the first MAX_FONTS), and how many in all. */
  fonts: FontsReport;
  /** Each signature and document time stamp, in file order; no certificate is judged against a trust list. */
  signatures: SignatureReport[];
  /** Text a reader cannot see, page by page (only pages with some), quoted; null when the pages were not searched. */
  hiddenText: {
    summary: HiddenTextSummary;
    pages: {
      page: number;
      scannedPage: boolean;
      incomplete: boolean;
      /** Findings past the page's cap, counted but not quoted. */
      omitted: number;
      counts: Record<HiddenTextKind, number>;
      findings: HiddenTextFinding[];
    }[];
  } | null;
}

/** The report as the JSON object `reportToJson` writes. */
export function reportJson({ file, report, scan, findings }: DocumentReportInput): DocumentReportJson {
  const { revisions } = report;
  return {
    format: REPORT_FORMAT,
    version: REPORT_VERSION,
    file: { name: file.name, size: file.size, ...(file.sha256 ? { sha256: file.sha256 } : {}) },
    kind: "pdf",
    findings: findings.map(({ code, caution, values }) => ({ code, caution, values })),
    facts: report.facts,
    revisions: {
      linearized: revisions.linearized,
      trailingBytes: revisions.trailingBytes,
      problems: revisions.problems,
      list: revisions.revisions.map(({ objects: _objects, ...revision }) => revision),
    },
    fonts: revisions.fonts,
    signatures: report.signatures,
    hiddenText: scan
      ? {
          summary: scan.summary,
          pages: scan.pages.map(({ page, hidden }) => ({
            page,
            scannedPage: hidden.scannedPage,
            incomplete: hidden.incomplete,
            omitted: hidden.omitted,
            counts: hidden.counts,
            findings: hidden.findings,
          })),
        }
      : null,
  };
}

/** An Office file's report as the JSON object a case stores and `officeReportToJson` writes. */
export function officeReportJson(input: OfficeReportInput) {
  const { file, office, findings } = input;
  return {
    format: REPORT_FORMAT,
    version: REPORT_VERSION,
    file: { name: file.name, size: file.size, ...(file.sha256 ? { sha256: file.sha256 } : {}) },
    kind: "office" as const,
    findings: findings.map(({ code, caution, values }) => ({ code, caution, values })),
    office,
  };
}

/** An Office file's report as pretty-printed JSON. */
export const officeReportToJson = (input: OfficeReportInput) =>
  JSON.stringify(officeReportJson(input), null, 2);

/** The report as pretty-printed JSON (DocumentReportJson). */
export function reportToJson(input: DocumentReportInput): string {
  return JSON.stringify(reportJson(input), null, 2);
}

/**
 * The report in Markdown, in the page's language (`t` reads the document_inspector namespace): the file,
 * the findings with what each means and does not prove, who and when, the revisions, the signatures, the
 * hidden text quoted page by page, scripts in fenced blocks, attachments, links as code (never clickable).
 */
export function reportToMarkdown(input: DocumentReportInput, t: TFunction, language: Language): string {
  const w = writerFor(t, language);
  const { facts } = input.report;
  const lines = [
    ...fileLines(w, input.file, facts),
    ...findingLines(w, input.findings),
    ...hiddenLines(w, input.scan),
    ...whoWhenLines(w, facts),
    ...revisionLines(w, input.report.revisions),
    ...signatureLines(w, input.report.signatures),
    ...activeLines(w, facts),
    ...fontLines(w, input.report.revisions.fonts, input.report.revisions.revisions.length),
  ];
  return `${lines.join("\n").trimEnd()}\n`;
}

/**
 * An Office file's report in Markdown, in the page's language, as the page shows it: the file, the
 * findings, the properties and the people named, the tracked changes, what is hidden, the comments,
 * embedded files and links (as code, never clickable).
 */
export function officeReportToMarkdown(input: OfficeReportInput, t: TFunction, language: Language): string {
  const w = writerFor(t, language);
  const { office } = input;
  const lines = [
    ...officeFileLines(w, input),
    ...findingLines(w, input.findings),
    ...propertyLines(w, office),
    ...(office.word ? trackedChangeLines(w, office.word) : []),
    ...officeHiddenLines(w, office),
    ...contentLines(w, office),
    ...officeProblemLines(w, office),
  ];
  return `${lines.join("\n").trimEnd()}\n`;
}
