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
import { useKeptPictures } from "./kept-pictures.tsx";
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
  const { pictures } = useKeptPictures();
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
          evidence={() => ({
            kind: "document",
            title: file.name,
            result: forms.json(),
            // The page pictures chosen in the comparisons go with the file, each under its own name.
            files: [
              file,
              ...[...pictures].map(([name, picture]) => new File([picture], name, { type: "image/png" })),
            ],
          })}
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
      {pictures.size > 0 && (
        <p className="mt-2 text-sm" data-testid="kept-pictures">
          {t("actions.pictures", { count: pictures.size })}
        </p>
      )}
      {report.kind === "pdf" && !scan && (
        <p className="mt-2 text-sm text-muted-foreground">{t("actions.scanPending")}</p>
      )}
    </Section>
  );
}
