import { useMemo, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { download } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { toBlocks } from "../logic/blocks.ts";
import type { Comparison } from "../logic/compare.ts";
import { comparisonResult } from "../logic/evidence-summary.ts";
import type { CompareOptions } from "../logic/options.ts";
import { toHtml, toMarkdown } from "../logic/report.ts";
import { formatSimilarity } from "../logic/report-words.ts";
import { DiffView, type View } from "./DiffView.tsx";
import { reportTexts, summaryText } from "./report-texts.ts";
import type { ComparisonState } from "./use-comparison.ts";

/**
 * The outcome: where the comparison is, its figures and what they mean, the differences, the exports and
 * "Add to case" (both texts as files, the figures as its result).
 */
export function ResultPanel({
  state,
  comparison,
  options,
  texts,
  onStop,
}: {
  state: ComparisonState;
  comparison: Comparison | null;
  options: CompareOptions;
  texts: readonly [string, string];
  onStop(): void;
}) {
  const { t, i18n } = useTranslation("compare_texts");
  const lang = i18n.language;
  const [view, setView] = useState<View>("side");
  const blocks = useMemo(() => (comparison ? toBlocks(comparison.parts) : []), [comparison]);
  const percent = new Intl.NumberFormat(lang, { style: "percent" });

  const save = (format: "md" | "html") => {
    if (!comparison) return;
    const texts = reportTexts(t, lang, comparison, options);
    const file = t("report.fileName");
    if (format === "md") download(`${file}.md`, "text/markdown;charset=utf-8", toMarkdown(comparison, texts));
    else download(`${file}.html`, "text/html;charset=utf-8", toHtml(comparison, texts));
  };

  return (
    <div className="grid gap-4" aria-busy={state.status === "running"}>
      <h2 className="text-xl font-semibold">{t("result.heading")}</h2>
      <div role="status" className="text-sm" data-testid="compare-status">
        {state.status === "empty" && <p className="text-muted-foreground">{t("result.empty")}</p>}
        {state.status === "running" && (
          <div className="flex flex-wrap items-center gap-3">
            <Icon name="loader-circle" className="animate-spin" />
            <span>{t("result.comparing", { percent: percent.format(state.progress) })}</span>
            <progress className="h-2 w-40 accent-primary" max={1} value={state.progress} aria-hidden="true" />
            <Button variant="outline" size="sm" onClick={onStop}>
              <Icon name="x" />
              {t("result.stop")}
            </Button>
          </div>
        )}
        {state.status === "stopped" && <p>{t("result.stopped")}</p>}
        {state.status === "failed" && <p className="text-destructive">{t("result.failed")}</p>}
      </div>
      {comparison && state.status !== "empty" && (
        <>
          <div className="grid gap-2">
            <p className="text-lg font-semibold" data-testid="compare-summary">
              {summaryText(t, lang, comparison)}
            </p>
            {comparison.approximate && (
              <p className="flex gap-2 text-sm font-medium">
                <Icon name="triangle-alert" className="mt-0.5" />
                {t("result.approximate")}
              </p>
            )}
            <p className="text-sm text-muted-foreground">{t("result.similarityHow")}</p>
            <p className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm">
              <Icon name="info" className="mt-0.5" />
              {t("result.caveat")}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">{t("views.label")}</legend>
              {(["side", "inline"] as const).map((option) => (
                <label
                  key={option}
                  className="flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="radio"
                    name="compare-view"
                    className="sr-only"
                    checked={view === option}
                    onChange={() => setView(option)}
                  />
                  {t(`views.${option}`)}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => save("md")}>
                <Icon name="download" />
                {t("report.markdown")}
              </Button>
              <Button variant="outline" size="sm" onClick={() => save("html")}>
                <Icon name="download" />
                {t("report.html")}
              </Button>
              {state.status === "done" && (
                <AddToCaseButton
                  size="sm"
                  evidence={() => ({
                    kind: "text-comparison",
                    title: t("case.caseTitle", { percent: formatSimilarity(lang, comparison.similarity) }),
                    result: comparisonResult(comparison, options),
                    files: [
                      new File([texts[0]], t("case.firstFile"), { type: "text/plain;charset=utf-8" }),
                      new File([texts[1]], t("case.secondFile"), { type: "text/plain;charset=utf-8" }),
                    ],
                  })}
                />
              )}
            </div>
          </div>
          {comparison.changes === 0 ? (
            <p className="flex gap-2 font-medium">
              <Icon name="circle-check" className="mt-1" />
              {t("result.noChanges")}
            </p>
          ) : (
            <DiffView
              key={`${view}-${blocks.length}`}
              blocks={blocks}
              changes={comparison.changes}
              view={view}
            />
          )}
        </>
      )}
    </div>
  );
}
