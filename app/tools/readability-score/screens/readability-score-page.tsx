import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { cn } from "#app/ui/cn.ts";
import { download } from "#app/ui/download.ts";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { READING_LANGUAGES, type ReadingLanguage } from "../logic/languages.ts";
import { reportJson, reportTitle } from "../logic/report.ts";
import type { Route } from "./+types/readability-score-page";
import { Counts } from "./Counts.tsx";
import { HardestSentences } from "./HardestSentences.tsx";
import { Limits } from "./Limits.tsx";
import { Scores } from "./Scores.tsx";
import { StatusLine } from "./StatusLine.tsx";
import { useNumbers } from "./use-numbers.ts";
import { useReadability } from "./use-readability.ts";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "readability_score:meta") };
}

export const meta = metaFromLoader;

/** /tools/readability-score: the text is measured in a worker in the browser and never sent. */
export default function ReadabilityPage() {
  const { t } = useTranslation("readability_score");
  const state = useReadability();
  const numbers = useNumbers();
  const id = useId();
  const { measured } = state;
  const analysis = measured?.value.analysis ?? null;
  // A text no formula scores (Vietnamese) shows its figures first, then only the limits that apply to them.
  const scored = (analysis?.scores.length ?? 0) > 0;
  const error =
    state.tooLong !== null ? t("input.tooLong", { size: numbers.whole(state.tooLong) }) : undefined;
  const described = error ? `${id}-error` : `${id}-hint`;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="grid grid-cols-1 gap-6">
        <Card className="grid grid-cols-1 gap-3 p-5 sm:p-6">
          <label htmlFor={id} className="text-sm font-medium">
            {t("input.label")}
          </label>
          <textarea
            id={id}
            value={state.text}
            rows={8}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => state.input(event.target.value)}
            className={cn(fieldBox(), "h-auto min-h-40 py-2", error && "border-destructive")}
          />
          {error ? (
            <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {t("input.hint")}
            </p>
          )}
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <label htmlFor={`${id}-language`} className="text-sm font-medium">
                {t("language.label")}
              </label>
              <select
                id={`${id}-language`}
                value={state.language}
                onChange={(event) => state.setLanguage(event.target.value as ReadingLanguage | "auto")}
                className={cn(fieldBox("compact"), "w-auto min-w-48")}
              >
                <option value="auto">{t("language.auto")}</option>
                {READING_LANGUAGES.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`language.names.${lang}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="ghost" disabled={state.text === ""} onClick={state.clear}>
              <Icon name="x" />
              {t("input.clear")}
            </Button>
          </div>
          <StatusLine state={state} />
        </Card>
        {analysis && measured && (
          <>
            <Scores analysis={analysis} />
            {scored && <Limits formulas />}
            <Card className="grid gap-8 p-5 sm:p-6">
              <Counts analysis={analysis} />
              <HardestSentences text={measured.text} analysis={analysis} />
              <div className="grid gap-1">
                <div className="flex flex-wrap gap-3">
                  <Button
                    variant="outline"
                    onClick={() =>
                      download(
                        "readability.json",
                        "application/json",
                        reportJson(analysis, measured.text, new Date()),
                      )
                    }
                  >
                    <Icon name="download" />
                    {t("export.json")}
                  </Button>
                  <AddToCaseButton
                    evidence={() => ({
                      kind: "readability",
                      title: reportTitle(measured.text),
                      result: JSON.parse(reportJson(analysis, measured.text, new Date())),
                    })}
                  />
                </div>
                <p className="text-xs text-muted-foreground">{t("export.hint")}</p>
              </div>
            </Card>
            {!scored && <Limits formulas={false} />}
          </>
        )}
      </div>
    </div>
  );
}
