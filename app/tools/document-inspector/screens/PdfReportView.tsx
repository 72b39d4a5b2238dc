import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { pdfFindings } from "../logic/findings.ts";
import type { PdfReport } from "../state/document-protocol.ts";
import { ActiveContent } from "./ActiveContent.tsx";
import { FindingsList } from "./FindingsList.tsx";
import { Fonts } from "./Fonts.tsx";
import { HiddenText } from "./HiddenText.tsx";
import { KeptPicturesProvider } from "./kept-pictures.tsx";
import { ReportActions } from "./ReportActions.tsx";
import { Revisions } from "./Revisions.tsx";
import { FactsTable, Section, Sha256 } from "./Section.tsx";
import { Signatures } from "./Signatures.tsx";
import type { DocumentState } from "./use-document.ts";
import { WhoWhen } from "./WhoWhen.tsx";

/** A PDF's report: what the file is, the findings, then each part of what it holds. */
export function PdfReportView({
  file,
  report,
  scan,
  sha256,
}: {
  file: File;
  report: PdfReport;
  scan?: DocumentState["scan"];
  sha256?: string;
}) {
  const { t, i18n } = useTranslation("document_inspector");
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const { facts } = report;
  const findings = pdfFindings(report, scan?.result);
  return (
    <KeptPicturesProvider>
      <Section id="file" icon="file-text" title={t("file.heading")}>
        <FactsTable
          caption={t("file.heading")}
          rows={[
            [t("file.name"), file.name],
            [t("file.size"), formatBytes(file.size, i18n.language)],
            [t("file.sha256"), <Sha256 key="sha256" value={sha256} />],
            [t("file.kind"), facts.version ? t("file.pdfVersion", { version: facts.version }) : "PDF"],
            [t("file.pages"), number(facts.pageCount)],
            [
              t("file.pageSizes"),
              new Intl.ListFormat(i18n.language, { type: "unit" }).format(
                facts.pageSizes.map((size) =>
                  t("file.pageSize", {
                    width: number(Math.round((size.width / 72) * 25.4)),
                    height: number(Math.round((size.height / 72) * 25.4)),
                    count: size.count,
                  }),
                ),
              ),
            ],
          ]}
        />
      </Section>
      <FindingsList findings={findings} />
      {scan && <HiddenText scan={scan} />}
      <WhoWhen facts={facts} />
      <Revisions report={report.revisions} name={file.name} />
      {report.signatures.length > 0 && <Signatures signatures={report.signatures} />}
      <ActiveContent facts={facts} />
      <Fonts fonts={report.revisions.fonts} saves={report.revisions.revisions.length} />
      <ReportActions file={file} sha256={sha256} report={report} scan={scan?.result} findings={findings} />
    </KeptPicturesProvider>
  );
}
