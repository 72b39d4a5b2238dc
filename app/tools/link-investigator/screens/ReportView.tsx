import { useTranslation } from "#app/i18n/react.tsx";
import { Card } from "#app/ui/Card.tsx";
import { useFocusOnArrival } from "#app/ui/use-focus-on-arrival.ts";
import type { Report } from "../logic/report.ts";
import { ArchiveSection } from "./ArchiveSection.tsx";
import { CleanLink } from "./CleanLink.tsx";
import { DestinationFacts } from "./DestinationFacts.tsx";
import { DomainFacts } from "./DomainFacts.tsx";
import { HopPath } from "./HopPath.tsx";
import { ReportExport } from "./ReportExport.tsx";
import { Section, useReportDates } from "./ReportParts.tsx";
import { VerdictSummary } from "./VerdictSummary.tsx";

/** The report, most telling first: verdict and warnings, path, destination, domain, clean link, archives. */
export function ReportView({ report }: { report: Report }) {
  const { t } = useTranslation("link_investigator");
  const { when } = useReportDates();
  const heading = useFocusOnArrival<HTMLHeadingElement>(report);
  return (
    <Card className="mt-6 p-5 sm:p-6" data-testid="investigation-report">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t("report.heading")}
      </h2>
      <p className="mt-1 break-all font-mono">{report.input}</p>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="checked-at">
        {t("report.checkedAt", { date: when(report.checkedAt) })}
      </p>
      <VerdictSummary report={report} />
      <HopPath hops={report.hops} />
      <DestinationFacts destination={report.destination} />
      <DomainFacts report={report} />
      <CleanLink report={report} />
      <Section title={t("report.archive.heading")}>
        <p className="text-sm text-muted-foreground">{t("report.archive.note")}</p>
        <ArchiveSection archive={report.archive} destination={report.destination?.url} formatDate={when} />
      </Section>

      <ReportExport report={report} />
    </Card>
  );
}
