import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { fileStem } from "#app/lib/files/file-name.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { download } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import {
  officeReportJson,
  officeReportToJson,
  reportJson,
  reportToJson,
  reportToMarkdown,
} from "../logic/export.ts";
import type { Finding } from "../logic/findings.ts";
import type { HiddenTextScan, OfficeDocumentReport, PdfReport } from "../state/document-protocol.ts";
import { Section } from "./Section.tsx";

/**
 * The report to keep: into a case (the file itself with its report, hashed and kept by the case file),
 * as JSON for a script, as Markdown in the page's language for a person (PDF).
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
  const pdfInput =
    report.kind === "pdf" ? { file: described, report, ...(scan ? { scan } : {}), findings } : undefined;
  return (
    <Section id="actions" icon="download" title={t("actions.heading")}>
      <div className="flex flex-wrap gap-3">
        <AddToCaseButton
          evidence={() => ({
            kind: "document",
            title: file.name,
            result: pdfInput
              ? reportJson(pdfInput)
              : officeReportJson({
                  file: described,
                  office: (report as OfficeDocumentReport).office,
                  findings,
                }),
            files: [file],
          })}
        />
        <Button
          variant="outline"
          onClick={() =>
            download(
              `${stem}-report.json`,
              "application/json",
              pdfInput
                ? reportToJson(pdfInput)
                : officeReportToJson({
                    file: described,
                    office: (report as OfficeDocumentReport).office,
                    findings,
                  }),
            )
          }
        >
          <Icon name="braces" />
          {t("actions.json")}
        </Button>
        {pdfInput && (
          <Button
            variant="outline"
            onClick={() =>
              download(
                `${stem}-report.md`,
                "text/markdown",
                reportToMarkdown(pdfInput, t, i18n.language as Language),
              )
            }
          >
            <Icon name="file-text" />
            {t("actions.markdown")}
          </Button>
        )}
      </div>
      {pdfInput && !scan && <p className="mt-2 text-sm text-muted-foreground">{t("actions.scanPending")}</p>}
    </Section>
  );
}
