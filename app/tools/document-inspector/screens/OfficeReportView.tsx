import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { formatDocDate } from "../logic/doc-dates.ts";
import { officeFindings } from "../logic/office-findings.ts";
import { propertyRows } from "../logic/office-rows.ts";
import type { OfficeDocumentReport } from "../state/document-protocol.ts";
import { FindingsList } from "./FindingsList.tsx";
import { OfficeContent } from "./OfficeContent.tsx";
import { OfficeHidden } from "./OfficeHidden.tsx";
import { ReportActions } from "./ReportActions.tsx";
import { FactsTable, Section, Sha256 } from "./Section.tsx";
import { TrackedChanges } from "./TrackedChanges.tsx";

/** An Office file's report: the file, the findings, its properties and people, then what it holds. */
export function OfficeReportView({
  report,
  file,
  sha256,
}: {
  report: OfficeDocumentReport;
  file: File;
  sha256?: string;
}) {
  const { office } = report;
  const findings = officeFindings(office);
  const { t, i18n } = useTranslation("document_inspector");
  const lang = i18n.language as Language;
  const number = (value: number) => new Intl.NumberFormat(lang).format(value);
  const rows = propertyRows(office.properties, {
    label: (key) => t(`office.properties.${key}`),
    date: (raw) => formatDocDate(lang, raw, t("whoWhen.noZone")),
    minutes: (value) => t("office.minutes", { count: value, value: number(value) }),
  });
  return (
    <>
      <Section id="file" icon="file-text" title={t("file.heading")}>
        <FactsTable
          caption={t("file.heading")}
          rows={[
            [t("file.name"), file.name],
            [t("file.size"), formatBytes(file.size, lang)],
            [t("file.sha256"), <Sha256 key="sha256" value={sha256} />],
            [t("file.kind"), t(`office.kinds.${office.kind}`)],
            [t("office.parts"), number(office.partCount)],
          ]}
        />
      </Section>
      <FindingsList findings={findings} />
      <Section id="properties" icon="users" title={t("office.propertiesHeading")}>
        {rows.length > 0 ? (
          <FactsTable caption={t("office.propertiesHeading")} rows={rows} />
        ) : (
          <p className="text-muted-foreground">{t("office.noProperties")}</p>
        )}
        {office.authors.items.length > 0 && (
          <>
            <h3 className="mt-4 mb-2 font-semibold">{t("office.people")}</h3>
            <ul className="grid gap-1 text-sm" data-testid="people">
              {office.authors.items.map((author) => (
                <li key={author.name}>
                  <span className="font-medium">{author.name}</span>
                  <span className="text-muted-foreground">
                    {" "}
                    (
                    {author.roles
                      .map((role) => t(`office.roles.${role.role}`, { count: role.count }))
                      .join(", ")}
                    )
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
      {office.word && <TrackedChanges word={office.word} />}
      <OfficeHidden office={office} />
      <OfficeContent office={office} />
      <ReportActions file={file} sha256={sha256} report={report} findings={findings} />
      {office.problems.items.length > 0 && (
        <p className="mt-6 text-sm text-muted-foreground">
          {t("office.problems", { count: office.problems.items.length + office.problems.omitted })}
        </p>
      )}
    </>
  );
}
