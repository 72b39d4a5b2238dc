import { useTranslation } from "#app/i18n/react.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { findingTexts } from "../logic/export.ts";
import type { Finding, FindingCode } from "../logic/findings.ts";
import { dateFormats } from "../logic/formats.ts";
import { MeansNotProves } from "./MeansNotProves.tsx";

/** Findings that call for care get the warning icon; the words say it too, never the colour alone. */
const CAUTION: ReadonlySet<FindingCode> = new Set([
  "unreadable",
  "misnamed",
  "truncated",
  "identifies_author",
  "ai_declared",
  "dates_disagree",
  "thumbnail_differs",
  "c2pa_invalid",
  "c2pa_unchecked",
  "edited_with",
]);

/** `pending`: Content Credentials are still being read, so whether the file says anything is not known yet. */
export function FindingsList({
  findings,
  pending = false,
}: {
  findings: readonly Finding[];
  pending?: boolean;
}) {
  const { t, i18n } = useTranslation("image_inspector");
  const dates = dateFormats(i18n.language);
  return (
    <section aria-labelledby="findings-heading" className="mt-8">
      <h2 id="findings-heading" className="mb-3 text-xl font-semibold">
        {t("findings.heading")}
      </h2>
      {pending && (
        <p role="status" className="mb-3 flex items-center gap-2 text-muted-foreground">
          <Icon name="loader-circle" className="animate-spin" />
          {t("findings.pending")}
        </p>
      )}
      <ul className="grid gap-3" data-testid="findings">
        {findings.map((finding) => {
          const text = findingTexts(finding, t, i18n.language, dates);
          const caution = CAUTION.has(finding.code);
          return (
            <li key={finding.code} data-finding={finding.code}>
              <Card className={caution ? "border-amber-500/60 p-4" : "p-4"}>
                <h3 className="flex items-start gap-2 font-semibold">
                  <Icon
                    name={caution ? "triangle-alert" : "info"}
                    className={caution ? "mt-0.5 text-amber-600 dark:text-amber-400" : "mt-0.5 text-primary"}
                  />
                  {text.title}
                </h3>
                <MeansNotProves className="mt-2" means={text.means} notProves={text.notProves} />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
