import { useId } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { staticPageMeta } from "#app/lib/pages/page-loader.server.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { cn } from "#app/ui/cn.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import { CHARACTER_CLASSES } from "../logic/char-classes.ts";
import { hiddenCharactersResult } from "../logic/evidence-summary.ts";
import { isTooLong, LARGE_TEXT, MAX_BYTES } from "../state/text-size.ts";
import type { Route } from "./+types/hidden-characters-page";
import { FindingsList } from "./FindingsList.tsx";
import { HiddenText } from "./HiddenText.tsx";
import { MarkedText } from "./MarkedText.tsx";
import { NormalForms } from "./NormalForms.tsx";
import { StatusLine } from "./StatusLine.tsx";
import { useHiddenCharacters } from "./use-hidden-characters.ts";

export function loader(args: Route.LoaderArgs) {
  return { meta: staticPageMeta(args, "hidden_characters:meta") };
}

export const meta = metaFromLoader;

/** /tools/hidden-characters: the text is checked in a worker in the browser and never sent. */
export default function HiddenCharactersPage() {
  const { t, i18n } = useTranslation("hidden_characters");
  const state = useHiddenCharacters();
  const { text, analysis, checking } = state;
  const { copied, copy } = useCopy();
  const id = useId();
  const large = text.length > LARGE_TEXT;
  const limit = formatBytes(MAX_BYTES, i18n.language);
  const error =
    state.tooLong !== null
      ? t("input.tooLong", { limit, size: formatBytes(state.tooLong, i18n.language) })
      : undefined;
  const described = error ? `${id}-error` : `${id}-hint`;
  const found = analysis ? Object.values(analysis.counts).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="grid grid-cols-1 gap-6">
        <Card className="grid grid-cols-1 gap-3 p-5 sm:p-6">
          {large ? (
            <>
              <p className="text-sm font-medium">{t("input.label")}</p>
              <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="large-text">
                {t("input.large", { count: text.length })}
              </p>
            </>
          ) : (
            <>
              <label htmlFor={id} className="text-sm font-medium">
                {t("input.label")}
              </label>
              <textarea
                id={id}
                value={text}
                rows={8}
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
                onChange={(event) => state.input(event.target.value)}
                onPaste={(event) => {
                  // A paste that would make a huge text is taken here: it never reaches the text area.
                  const { value, selectionStart, selectionEnd } = event.currentTarget;
                  const pasted = event.clipboardData.getData("text/plain");
                  const next = value.slice(0, selectionStart) + pasted + value.slice(selectionEnd);
                  if (next.length <= LARGE_TEXT && isTooLong(next) === null) return;
                  event.preventDefault();
                  state.input(next);
                }}
                className={cn(
                  "min-h-40 w-full rounded-md border border-input bg-background px-3 py-2 text-base",
                  error && "border-destructive",
                )}
              />
            </>
          )}
          {error ? (
            <p id={`${id}-error`} aria-live="polite" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {t("input.hint", { limit })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={checking || found === 0}
              onClick={() => state.clean([...CHARACTER_CLASSES])}
              data-testid="clean-all"
            >
              <Icon name="eraser" />
              {t("actions.cleanAll")}
            </Button>
            <Button variant="outline" disabled={text === ""} onClick={() => void copy(text)}>
              <Icon name={copied ? "check" : "copy"} />
              <span aria-live="polite">{copied ? t("input.copied") : t("input.copy")}</span>
            </Button>
            <Button variant="outline" disabled={!state.canUndo || checking} onClick={state.undo}>
              <Icon name="undo-2" />
              {t("input.undo")}
            </Button>
            <Button variant="ghost" disabled={text === ""} onClick={state.clear}>
              <Icon name="x" />
              {t("input.clear")}
            </Button>
            {analysis && !checking && (
              // The findings and the text itself, as a file the case hashes.
              <AddToCaseButton
                evidence={() => ({
                  kind: "hidden-characters",
                  title: t("case.caseTitle", { count: text.length }),
                  result: hiddenCharactersResult(analysis),
                  files: [new File([text], t("case.caseFile"), { type: "text/plain;charset=utf-8" })],
                })}
              />
            )}
          </div>
          {state.notKept && (
            <p className="text-xs text-muted-foreground">{t(`case.notKept.${state.notKept}`)}</p>
          )}
          <StatusLine
            text={text}
            analysis={analysis}
            found={found}
            checking={checking}
            failure={state.failure}
            outcome={state.outcome}
          />
        </Card>
        {analysis && (
          <Card className="grid grid-cols-1 gap-8 p-5 sm:p-6">
            {found > 0 && <MarkedText text={text} analysis={analysis} />}
            <FindingsList analysis={analysis} busy={checking} onClean={state.clean} />
            <HiddenText texts={analysis.hiddenTexts} />
            <NormalForms normalization={analysis.normalization} busy={checking} onApply={state.normalize} />
          </Card>
        )}
      </div>
    </div>
  );
}
