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
import { useKeptPictures } from "./kept-pictures.tsx";
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
  const { pictures } = useKeptPictures();
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
            // The page pictures chosen in the comparisons go with the file, each under its own name.
            files: [
              file,
              ...[...pictures].map(([name, picture]) => new File([picture], name, { type: "image/png" })),
            ],
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
      {pictures.size > 0 && (
        <p className="mt-2 text-sm" data-testid="kept-pictures">
          {t("actions.pictures", { count: pictures.size })}
        </p>
      )}
      {pdfInput && !scan && <p className="mt-2 text-sm text-muted-foreground">{t("actions.scanPending")}</p>}
    </Section>
  );
}
