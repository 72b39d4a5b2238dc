import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { qrFileName } from "#app/features/qr-code/options.ts";
import { QrPanel } from "#app/features/qr-code/QrPanel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { Button, buttonClasses } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import { toast } from "#app/ui/Toaster.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import { shortenedLinkResult } from "../logic/evidence-summary.ts";
import { errorField, shortenErrorText } from "../logic/messages.ts";
import { ALIAS_MAX_LENGTH } from "../logic/short-slug.ts";
import type { ShortenAnswer } from "../logic/types.ts";
import { validateAliasInput, validateUrlInput } from "../logic/validate-input.ts";
import { ManageKeyNotice } from "./ManageKeyNotice.tsx";
import { UnlistedOption } from "./UnlistedOption.tsx";

/**
 * The shorten form. With JavaScript it submits in place and answers with toasts; without, it is a plain
 * form post answered by the same route action, whose result arrives as `fallback`. Either way a refusal
 * is said at the field it is about (the address or the alias) until that field changes; a refusal of the
 * request itself (too many links, a failure) stays under the form.
 */
export function ShortenForm({ fallback }: { fallback?: ShortenAnswer }) {
  const { t } = useTranslation("url_shortener");
  const fetcher = useFetcher<ShortenAnswer>();
  const [typed, setTyped] = useState<{ url?: string; alias?: string }>({});
  // The answer whose URL, or alias, has been edited since: its refusal of that field no longer applies.
  const [edited, setEdited] = useState<{ url?: ShortenAnswer; alias?: ShortenAnswer }>({});
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

  const refusal = answer?.status === "error" ? answer : undefined;
  const refused = refusal ? errorField(refusal.error.code) : null;
  const refusalText = refusal && shortenErrorText(t, refusal);
  const showsRefusal = (field: "url" | "alias") => refused === field && edited[field] !== answer;
  const urlError =
    typed.url ??
    (showsRefusal("url") ? (refusal?.isMalicious ? t("malicious.atField") : refusalText) : undefined);
  const aliasError = typed.alias ?? (showsRefusal("alias") ? refusalText : undefined);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const url = validateUrlInput(String(form.get("url") ?? ""));
    const alias = validateAliasInput(String(form.get("alias") ?? ""));
    const problems = {
      url: url ? t(`errors.${url}`) : undefined,
      alias: alias ? t(`errors.codes.${alias}`) : undefined,
    };
    setTyped(problems);
    if (problems.url || problems.alias) event.preventDefault();
  };
  const onEdit = (field: "url" | "alias") => () => {
    setTyped((problems) => ({ ...problems, [field]: undefined }));
    setEdited((answers) => ({ ...answers, [field]: answer }));
  };

  return (
    <>
      <Card className="p-5 sm:p-8">
        <h2 className="sr-only">{t("form.title")}</h2>
        <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            label={t("form.urlLabel")}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t("form.urlPlaceholder")}
            error={urlError}
            onChange={onEdit("url")}
          />
          <TextField
            label={t("form.aliasLabel")}
            name="alias"
            autoCapitalize="none"
            maxLength={ALIAS_MAX_LENGTH}
            placeholder={t("form.aliasPlaceholder")}
            hint={t("form.aliasHint")}
            error={aliasError}
            onChange={onEdit("alias")}
          />
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
      {refusal?.isMalicious && refusalText && edited.url !== answer && <SecurityWarning text={refusalText} />}
      {refusal && refused === null && (
        <div
          role="alert"
          className="mt-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-destructive"
        >
          <p className="font-semibold">{t("errors.requestTitle")}</p>
          <p className="mt-1">{refusalText}</p>
        </div>
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
  const card = useRef<HTMLDivElement>(null);
  // On a phone the result lands below the fold: it is brought up, its top clear of the toasts (scroll-mt).
  useEffect(() => {
    const top = card.current?.getBoundingClientRect().top;
    if (top !== undefined && (top < 0 || top > window.innerHeight * 0.6)) card.current?.scrollIntoView();
  }, []);
  const localized = useLocalizedPath();
  const { copied, copy } = useCopy();
  const onCopy = async () => {
    if (await copy(answer.internalUrl)) toast.success(t("toast.copied"), { description: answer.internalUrl });
    else toast.error(t("toast.copyFailedTitle"), { description: t("toast.copyFailed") });
  };
  return (
    <Card ref={card} className="mt-6 scroll-mt-44 border-primary/40 p-5" data-testid="short-link-result">
      <h2 className="text-sm font-medium text-muted-foreground">{t("result.title")}</h2>
      {answer.fromCache && <p className="mt-1 text-sm">{t("result.cached")}</p>}
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
      {/* The link, where it leads and when it was made; never its management key. */}
      <AddToCaseButton
        className="mt-3"
        evidence={() => ({
          kind: "shortened-link",
          title: answer.shortenedUrl,
          result: shortenedLinkResult(answer),
        })}
      />
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
