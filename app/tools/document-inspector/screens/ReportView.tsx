import type { DocumentReport } from "../state/document-protocol.ts";
import { OfficeReportView } from "./OfficeReportView.tsx";
import { PdfReportView } from "./PdfReportView.tsx";
import type { DocumentState } from "./use-document.ts";

/** The report of one document, PDF or Office: loaded with the first file, so the empty page stays light. */
export default function ReportView({
  file,
  report,
  scan,
  sha256,
}: {
  file: File;
  report: Exclude<DocumentReport, { kind: "none" }>;
  scan?: DocumentState["scan"];
  sha256?: string;
}) {
  return (
    <div data-testid="document-report">
      {report.kind === "pdf" ? (
        <PdfReportView file={file} report={report} scan={scan} sha256={sha256} />
      ) : (
        <OfficeReportView file={file} report={report} sha256={sha256} />
      )}
    </div>
  );
}
