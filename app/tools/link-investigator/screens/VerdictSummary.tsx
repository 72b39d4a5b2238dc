import { useTranslation } from "#app/i18n/react.tsx";
import { cn } from "#app/ui/cn.ts";
import { Icon } from "#app/ui/Icon.tsx";
import type { IconName } from "#app/ui/icon-names.ts";
import { DANGEROUS, type Report, type Verdict } from "../logic/report.ts";
import { warningText } from "../logic/warning-text.ts";
import { LookalikeHost } from "./LookalikeHost.tsx";

/** Each verdict's box: its colour and icon only repeat what its words say. */
const VERDICT_LOOKS: Record<Verdict, { icon: IconName; box: string }> = {
  clear: { icon: "check", box: "border-emerald-600/50 bg-emerald-600/10" },
  warnings: { icon: "triangle-alert", box: "border-amber-500/60 bg-amber-500/10" },
  dangerous: { icon: "triangle-alert", box: "border-destructive bg-destructive/10" },
  unreachable: { icon: "x", box: "border-muted-foreground/50 bg-muted" },
};

/** The verdict in words (never colour alone) and each warning with why it matters. */
export function VerdictSummary({ report }: { report: Report }) {
  const { t, i18n } = useTranslation("link_investigator");
  const lang = i18n.language;
  const verdict =
    report.verdict === "warnings"
      ? t("report.verdict.warnings", { count: report.warnings.length })
      : t(`report.verdict.${report.verdict}`);
  const look = VERDICT_LOOKS[report.verdict];
  return (
    <>
      <div
        role={report.verdict === "clear" ? "status" : "alert"}
        className={cn("mt-4 rounded-lg border p-4", look.box)}
        data-testid="verdict"
        data-verdict={report.verdict}
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Icon name={look.icon} />
          {verdict}
        </p>
        <p className="mt-1">{t(`report.verdictNote.${report.verdict}`)}</p>
      </div>

      {report.warnings.length > 0 && (
        <ul className="mt-4 grid gap-3" aria-label={verdict}>
          {report.warnings.map((warning) => {
            const { title, why } = warningText(t, lang, warning);
            return (
              <li
                key={`${warning.code} ${warning.detail ?? ""}`}
                className={cn(
                  "rounded-md border p-3",
                  DANGEROUS.has(warning.code) ? "border-destructive" : "border-border",
                )}
                data-warning={warning.code}
              >
                <p className="font-semibold">{title}</p>
                <p className="text-sm">{why}</p>
                {warning.host !== undefined && warning.letters !== undefined && (
                  <LookalikeHost host={warning.host} letters={warning.letters} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-sm text-muted-foreground">{t("report.limits")}</p>
    </>
  );
}
