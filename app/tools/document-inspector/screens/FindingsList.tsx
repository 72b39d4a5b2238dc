import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { MeansNotProves } from "#app/ui/MeansNotProves.tsx";
import { formatDocDate } from "../logic/doc-dates.ts";
import { type Finding, shownFindingValues } from "../logic/findings.ts";

/** The report's findings first: each titled, with what it means and what it does not prove. */
export function FindingsList({ findings }: { findings: readonly Finding[] }) {
  const { t, i18n } = useTranslation("document_inspector");
  const lang = i18n.language as Language;
  return (
    <section aria-labelledby="findings-heading" className="mt-8">
      <h2 id="findings-heading" className="mb-3 text-xl font-semibold">
        {t("findings.heading")}
      </h2>
      {findings.length === 0 ? (
        <p className="text-muted-foreground">{t("findings.none")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="findings">
          {findings.map((finding, index) => {
            const values = shownFindingValues(
              finding.values,
              lang,
              (raw) => formatDocDate(lang, raw, t("whoWhen.noZone")),
              (event) => t(`findings.events.${event}`),
            );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a code may come twice (two dates disagree)
              <li key={index} data-finding={finding.code}>
                <Card className={finding.caution ? "border-amber-500/60 p-4" : "p-4"}>
                  <h3 className="flex min-w-0 items-start gap-2 font-semibold [overflow-wrap:anywhere]">
                    <Icon
                      name={finding.caution ? "triangle-alert" : "info"}
                      className={
                        finding.caution
                          ? "mt-0.5 shrink-0 text-amber-600 dark:text-amber-400"
                          : "mt-0.5 shrink-0 text-primary"
                      }
                    />
                    {finding.caution && <span className="sr-only">{t("findings.caution")}</span>}
                    <span className="min-w-0">{t(`findings.${finding.code}.title`, values)}</span>
                  </h3>
                  <MeansNotProves
                    className="mt-2"
                    labels={{ means: t("findings.means"), notProves: t("findings.notProves") }}
                    means={t(`findings.${finding.code}.means`, values)}
                    notProves={t(`findings.${finding.code}.notProves`, values)}
                  />
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
