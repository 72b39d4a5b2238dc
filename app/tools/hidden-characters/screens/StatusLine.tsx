import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import type { Analysis } from "../logic/analyze.ts";
import type { Failure, Outcome } from "./use-hidden-characters.ts";

/** One polite line: checking, what was found (in words, with an icon), what an action did, or a failure. */
export function StatusLine({
  text,
  analysis,
  found,
  checking,
  failure,
  outcome,
}: {
  text: string;
  analysis: Analysis | null;
  found: number;
  checking: boolean;
  failure: Failure | null;
  outcome: Outcome;
}) {
  const { t } = useTranslation("hidden_characters");
  const done =
    outcome?.kind === "changed"
      ? t("status.changed", { count: outcome.count })
      : outcome?.kind === "normalized"
        ? t("status.normalized", { form: outcome.form })
        : outcome?.kind === "unchanged"
          ? t("status.unchanged")
          : null;
  const result = failure
    ? t(failure === "check" ? "status.failed" : "status.changeFailed")
    : checking
      ? t("status.checking")
      : text === "" || !analysis
        ? t("status.empty")
        : found === 0
          ? t("status.clean", { count: analysis.length })
          : t("status.found", { count: found });
  const warn = !checking && !failure && found > 0;

  return (
    <div role="status" className="grid gap-1" data-testid="status">
      <p
        className={warn ? "flex items-center gap-2 font-semibold" : "text-sm text-muted-foreground"}
        data-testid="result"
      >
        {warn && (
          <Icon name="triangle-alert" className="size-5 shrink-0 text-amber-700 dark:text-amber-400" />
        )}
        {!checking && !failure && text !== "" && found === 0 && (
          <Icon name="circle-check" className="size-5 shrink-0 text-primary" />
        )}
        {result}
      </p>
      {done && <p className="text-sm">{done}</p>}
    </div>
  );
}
