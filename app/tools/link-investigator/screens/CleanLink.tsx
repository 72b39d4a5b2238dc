import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { toast } from "#app/ui/Toaster.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import type { Report } from "../logic/report.ts";
import { Section } from "./ReportParts.tsx";

/** The address reached without its tracking parameters, to copy; or why there is none to copy. */
export function CleanLink({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("link_investigator");
  const lang = i18n.language;
  const { copied, copy } = useCopy();
  const clean = report.cleanUrl;
  if ("withheld" in clean) {
    return (
      <Section title={t("report.clean.heading")}>
        <p data-testid="clean-link-withheld">{t(`report.clean.withheld.${clean.withheld}`)}</p>
      </Section>
    );
  }
  return (
    <Section title={t("report.clean.heading")}>
      <p className="break-all font-mono" data-testid="clean-link">
        {clean.url}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {clean.removed.length > 0
          ? t("report.clean.removed", {
              count: clean.removed.length,
              names: new Intl.ListFormat(lang, { type: "conjunction" }).format(clean.removed),
            })
          : t("report.clean.none")}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        onClick={async () => {
          if (await copy(clean.url)) toast.success(t("report.clean.copied"));
          else toast.error(t("report.clean.copyFailed"));
        }}
      >
        <Icon name={copied ? "check" : "copy"} />
        <span aria-live="polite">{copied ? t("report.clean.copied") : t("report.clean.copy")}</span>
      </Button>
    </Section>
  );
}
