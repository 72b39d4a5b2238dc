import { useTranslation } from "#app/i18n/react.tsx";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { download } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { reportFileName, reportToMarkdown } from "../logic/markdown.ts";
import type { Report } from "../logic/report.ts";
import { Section } from "./ReportParts.tsx";

/** The report to keep and cite: as JSON, and as Markdown in the page's language, its times in UTC. */
export function ReportExport({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("link_investigator");
  const lang = i18n.language;
  return (
    <Section title={t("report.export.heading")}>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            download(
              reportFileName(report, "json"),
              "application/json",
              `${JSON.stringify(report, null, 2)}\n`,
            )
          }
        >
          <Icon name="download" />
          {t("report.export.json")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            download(reportFileName(report, "md"), "text/markdown", reportToMarkdown(report, t, lang))
          }
        >
          <Icon name="download" />
          {t("report.export.markdown")}
        </Button>
        <AddToCaseButton
          size="sm"
          evidence={() => ({
            kind: "link-investigation",
            title: report.input,
            sourceUrl: report.input,
            result: report,
          })}
        />
      </div>
    </Section>
  );
}
