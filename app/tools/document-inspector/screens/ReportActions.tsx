import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { TFunction } from "#app/i18n/translator.ts";
import { fileStem } from "#app/lib/files/file-name.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { download } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import {
  officeReportJson,
  officeReportToJson,
  officeReportToMarkdown,
  reportJson,
  reportToJson,
  reportToMarkdown,
} from "../logic/export.ts";
import type { Finding } from "../logic/findings.ts";
import type { DocumentReportInput } from "../logic/report-input.ts";
import type { HiddenTextScan, OfficeDocumentReport, PdfReport } from "../state/document-protocol.ts";
import { Section } from "./Section.tsx";

/** The report as a case keeps it, as JSON text and as Markdown, whether the file is a PDF or an Office file. */
function reportForms(
  report: PdfReport | OfficeDocumentReport,
  parts: { file: DocumentReportInput["file"]; scan?: HiddenTextScan; findings: readonly Finding[] },
  t: TFunction,
  language: Language,
) {
  if (report.kind === "pdf") {
    const input = { ...parts, report };
    return {
      json: () => reportJson(input),
      jsonText: () => reportToJson(input),
      markdown: () => reportToMarkdown(input, t, language),
    };
  }
  const input = { file: parts.file, office: report.office, findings: parts.findings };
  return {
    json: () => officeReportJson(input),
    jsonText: () => officeReportToJson(input),
    markdown: () => officeReportToMarkdown(input, t, language),
  };
}

/**
 * The report to keep: into a case (the file itself with its report, hashed and kept by the case file),
 * as JSON for a script, as Markdown in the page's language for a person.
 */
export function ReportActions({
  file,
  sha256,
  report,
  scan,
  findings,
}: {
  file: File;
  sha256?: string;
  report: PdfReport | OfficeDocumentReport;
  scan?: HiddenTextScan;
  findings: readonly Finding[];
}) {
  const { t, i18n } = useTranslation("document_inspector");
  const stem = fileStem(file.name, "document");
  const described = { name: file.name, size: file.size, ...(sha256 ? { sha256 } : {}) };
  const forms = reportForms(
    report,
    { file: described, ...(scan ? { scan } : {}), findings },
    t,
    i18n.language as Language,
  );
  return (
    <Section id="actions" icon="download" title={t("actions.heading")}>
      <div className="flex flex-wrap gap-3">
        <AddToCaseButton
          evidence={() => ({ kind: "document", title: file.name, result: forms.json(), files: [file] })}
        />
        <Button
          variant="outline"
          onClick={() => download(`${stem}-report.json`, "application/json", forms.jsonText())}
        >
          <Icon name="braces" />
          {t("actions.json")}
        </Button>
        <Button
          variant="outline"
          onClick={() => download(`${stem}-report.md`, "text/markdown", forms.markdown())}
        >
          <Icon name="file-text" />
          {t("actions.markdown")}
        </Button>
      </div>
      {report.kind === "pdf" && !scan && (
        <p className="mt-2 text-sm text-muted-foreground">{t("actions.scanPending")}</p>
      )}
    </Section>
  );
}
