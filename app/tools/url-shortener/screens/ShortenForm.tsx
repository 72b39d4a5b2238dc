import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { qrFileName } from "../../../features/qr-code/options.ts";
import { QrPanel } from "../../../features/qr-code/QrPanel.tsx";
import { useTranslation } from "../../../i18n/react.tsx";
import { useLocalizedPath } from "../../../i18n/use-localized-path.ts";
import { Button, buttonClasses } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { toast } from "../../../ui/toaster.tsx";
import { useCopy } from "../../../ui/use-copy.ts";
import { shortenErrorText } from "../logic/messages.ts";
import { ALIAS_MAX_LENGTH } from "../logic/short-slug.ts";
import type { ShortenAnswer } from "../logic/types.ts";
import { validateUrlInput } from "../logic/validate-input.ts";
import { ManageKeyNotice } from "./ManageKeyNotice.tsx";
import { UnlistedOption } from "./UnlistedOption.tsx";

/**
 * The shorten form. With JavaScript it submits in place and answers with toasts; without, it is a plain
 * form post answered by the same route action, whose result arrives as `fallback`.
 */
export function ShortenForm({ fallback }: { fallback?: ShortenAnswer }) {
  const { t } = useTranslation("url_shortener");
  const fetcher = useFetcher<ShortenAnswer>();
  const id = useId();
  const [inputError, setInputError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  // A new submission clears the previous result and warning.
  const answer = busy ? undefined : (fetcher.data ?? fallback);
  const announced = useRef<ShortenAnswer | undefined>(undefined);

  useEffect(() => {
    if (!fetcher.data || fetcher.data === announced.current || busy) return;
    announced.current = fetcher.data;
    const data = fetcher.data;
    if (data.status === "success") {
      toast.success(data.fromCache ? t("toast.cached") : t("toast.shortened"), {
        description: t("toast.ready"),
      });
    } else if (data.isMalicious) {
      toast.error(t("malicious.title"), { description: shortenErrorText(t, data) });
    } else {
      toast.error(t("toast.errorTitle"), { description: shortenErrorText(t, data) });
    }
  }, [fetcher.data, busy, t]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const problem = validateUrlInput(String(new FormData(event.currentTarget).get("url") ?? ""));
    setInputError(problem ? t(`errors.${problem}`) : null);
    if (problem) event.preventDefault();
  };

  return (
    <>
      <Card className="p-5 sm:p-8">
        <h2 className="sr-only">{t("form.title")}</h2>
        <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <label htmlFor={`${id}-url`} className="text-sm font-medium">
              {t("form.urlLabel")}
            </label>
            <input
              id={`${id}-url`}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={t("form.urlPlaceholder")}
              aria-invalid={inputError ? true : undefined}
              aria-describedby={inputError ? `${id}-url-error` : undefined}
              className="h-12 rounded-md border border-input bg-background px-4 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive"
            />
            {inputError && (
              <p id={`${id}-url-error`} role="alert" className="text-sm font-medium text-destructive">
                {inputError}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <label htmlFor={`${id}-alias`} className="text-sm font-medium">
              {t("form.aliasLabel")}
            </label>
            <input
              id={`${id}-alias`}
              name="alias"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={ALIAS_MAX_LENGTH}
              placeholder={t("form.aliasPlaceholder")}
              aria-describedby={`${id}-alias-hint`}
              className="h-11 rounded-md border border-input bg-background px-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <p id={`${id}-alias-hint`} className="text-sm text-muted-foreground">
              {t("form.aliasHint")}
            </p>
          </div>
          <UnlistedOption />
          <Button
            type="submit"
            size="lg"
            disabled={busy}
            aria-busy={busy}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {busy ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="link-2" />}
            {busy ? t("form.submitting") : t("form.submit")}
          </Button>
        </fetcher.Form>
      </Card>
      {answer?.status === "error" && answer.isMalicious && (
        <SecurityWarning text={shortenErrorText(t, answer)} />
      )}
      {answer?.status === "error" && !answer.isMalicious && !fetcher.data && (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-destructive"
        >
          {shortenErrorText(t, answer)}
        </p>
      )}
      {answer?.status === "success" && <ShortLinkResult answer={answer} />}
    </>
  );
}

function SecurityWarning({ text }: { text: string }) {
  const { t } = useTranslation("url_shortener");
  return (
    <div
      role="alert"
      className="mt-6 flex gap-3 rounded-lg border border-destructive bg-destructive/10 p-4 text-destructive"
    >
      <Icon name="triangle-alert" className="mt-0.5 size-5" />
      <div>
        <p className="font-semibold">{t("malicious.title")}</p>
        <p className="mt-1">{text}</p>
      </div>
    </div>
  );
}

function ShortLinkResult({ answer }: { answer: Extract<ShortenAnswer, { status: "success" }> }) {
  const { t } = useTranslation("url_shortener");
  const localized = useLocalizedPath();
  const { copied, copy } = useCopy();
  const onCopy = async () => {
    if (await copy(answer.internalUrl)) toast.success(t("toast.copied"), { description: answer.internalUrl });
    else toast.error(t("toast.copyFailedTitle"), { description: t("toast.copyFailed") });
  };
  return (
    <Card className="mt-6 border-primary/40 p-5" data-testid="short-link-result">
      <h2 className="text-sm font-medium text-muted-foreground">{t("result.title")}</h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <a
          href={answer.internalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-lg font-semibold text-primary hover:underline"
        >
          {answer.internalUrl}
          <span className="sr-only"> {t("result.opensInNewTab")}</span>
        </a>
        <Button
          variant="outline"
          size="sm"
          onClick={onCopy}
          aria-label={copied ? t("result.copied") : t("result.copy")}
        >
          <Icon name={copied ? "check" : "copy"} />
          <span aria-live="polite">{copied ? t("result.copied") : t("result.copy")}</span>
        </Button>
      </div>
      <a
        href={`${localized("/tools/link-investigator")}?url=${encodeURIComponent(answer.shortenedUrl)}`}
        className={buttonClasses("outline", "sm", "mt-3")}
      >
        <Icon name="scan-search" />
        {t("result.investigate")}
      </a>
      <p className="mt-3 text-sm text-muted-foreground">
        {t("result.direct")}{" "}
        <a
          href={answer.shortenedUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all hover:underline"
        >
          {answer.shortenedUrl}
        </a>
      </p>
      {answer.unlisted && <p className="mt-3 text-sm">{t("result.unlisted")}</p>}
      <ManageKeyNotice answer={answer} />
      <QrPanel
        text={answer.shortenedUrl}
        fileName={qrFileName(answer.shortenedUrl)}
        heading="h3"
        className="mt-5 border-t pt-5"
      />
    </Card>
  );
}
