import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { toast } from "#app/ui/Toaster.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import type { ShortenAnswer } from "../logic/types.ts";

/**
 * Below a new short link: its management address, shown this once (the server keeps only a hash of the
 * key), or, for an address shortened before, why there is none. Said in words, not by colour alone.
 */
export function ManageKeyNotice({ answer }: { answer: Extract<ShortenAnswer, { status: "success" }> }) {
  const { t } = useTranslation("url_shortener");
  const { copied, copy } = useCopy();
  if (answer.manageUrl === undefined) {
    return (
      <p className="mt-4 rounded-md border bg-muted/40 p-3 text-sm" data-testid="existing-link-note">
        <Icon name="info" className="me-1.5 inline size-4 align-[-3px]" />
        {t("result.existing")}
      </p>
    );
  }
  const manageUrl = answer.manageUrl;
  const onCopy = async () => {
    if (await copy(manageUrl)) toast.success(t("toast.keyCopied"));
    else toast.error(t("toast.copyFailedTitle"), { description: t("toast.copyFailed") });
  };
  return (
    <section
      aria-labelledby="manage-key-title"
      className="mt-5 rounded-md border border-amber-600/60 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/50 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h3 id="manage-key-title" className="flex items-center gap-2 font-semibold">
        <Icon name="triangle-alert" className="size-4" />
        {t("result.keyTitle")}
      </h3>
      <p className="mt-1 text-sm">{t("result.keyWarning")}</p>
      <label htmlFor="manage-url" className="mt-3 block text-sm font-medium">
        {t("result.keyAddress")}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="manage-url"
          readOnly
          value={manageUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 font-mono text-sm text-foreground"
        />
        <Button type="button" variant="outline" onClick={onCopy} className="text-foreground">
          <Icon name={copied ? "check" : "copy"} />
          <span aria-live="polite">{copied ? t("result.copied") : t("result.copyKey")}</span>
        </Button>
      </div>
    </section>
  );
}
