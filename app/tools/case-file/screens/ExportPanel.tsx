import { useId, useState } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { AuthorityOutcome } from "../state/export.ts";
import { exportCaseToFile, preloadExport } from "../state/export-to-file.ts";
import { type Failure, failureOf } from "../state/failure.ts";

type Outcome =
  | { state: "idle" }
  | { state: "working" }
  | {
      state: "done";
      fileName: string;
      timestamp: "added" | "failed" | "none";
      authorities: AuthorityOutcome[];
    }
  | { state: "failed"; failure: Failure };

/** Export as a signed ZIP, with the optional time stamps; says what went in, authority by authority. */
export function ExportPanel({
  record,
  authorities,
}: {
  record: { id: string; name: string };
  /** The independent time-stamp authorities this site asks (TSA_URLS), by name. */
  authorities: readonly string[];
}) {
  const { t, i18n } = useTranslation("case_file");
  const lang = i18n.language as Language;
  const id = useId();
  const [stamp, setStamp] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });

  const run = async () => {
    setOutcome({ state: "working" });
    try {
      const made = await exportCaseToFile(
        record,
        { t: (key, values) => t(key, values), language: lang },
        stamp,
        t("export.fileType"),
      );
      setOutcome(made ? { state: "done", ...made } : { state: "idle" });
    } catch (error) {
      setOutcome({ state: "failed", failure: failureOf(error, "export") });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="grid gap-4 p-5 sm:p-6">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {t("export.heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("export.explain")}</p>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={stamp}
            onChange={(event) => setStamp(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          {authorities.length > 0
            ? t("export.timestampAuthorities", {
                authorities: new Intl.ListFormat(lang, { type: "conjunction" }).format(authorities),
              })
            : t("export.timestamp")}
        </label>
        <div>
          <Button
            onClick={run}
            onPointerEnter={preloadExport}
            onFocus={preloadExport}
            disabled={outcome.state === "working"}
            aria-busy={outcome.state === "working"}
          >
            <Icon
              name={outcome.state === "working" ? "loader-circle" : "download"}
              className={outcome.state === "working" ? "animate-spin" : undefined}
            />
            {t("export.button")}
          </Button>
        </div>
        <div role="status" className="grid gap-1.5 text-sm">
          {outcome.state === "working" && <p>{t("export.working")}</p>}
          {outcome.state === "done" && (
            <>
              <p className="font-medium">{t("export.done", { name: outcome.fileName })}</p>
              {outcome.timestamp === "added" && <p>{t("export.stamped")}</p>}
              {outcome.timestamp === "failed" && (
                <p className="flex items-start gap-1.5 font-medium">
                  <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
                  {t("export.stampFailed")}
                </p>
              )}
              {outcome.authorities.map((stamp) =>
                stamp.ok ? (
                  <p key={stamp.authority} data-testid="authority-stamp">
                    {t("export.authorityStamped", {
                      authority: stamp.authority,
                      date: formatUtc(lang, stamp.time),
                    })}
                  </p>
                ) : (
                  <p
                    key={stamp.authority}
                    data-testid="authority-stamp"
                    className="flex items-start gap-1.5 font-medium"
                  >
                    <Icon name="triangle-alert" className="mt-0.5 size-4 shrink-0" />
                    {t(`export.authorityFailed.${stamp.reason}`, { authority: stamp.authority })}
                  </p>
                ),
              )}
            </>
          )}
          {outcome.state === "failed" && (
            <p className="font-medium text-destructive">{t(`export.failures.${outcome.failure}`)}</p>
          )}
        </div>
      </Card>
    </section>
  );
}
