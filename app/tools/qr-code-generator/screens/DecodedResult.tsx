import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { Button, buttonClasses } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { toast } from "#app/ui/Toaster.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import { decodedLink } from "../logic/decoded.ts";

/**
 * What the codes hold, as text: a web address is never made a link here. Its way out is the link
 * investigator, which shows where it leads without opening it.
 */
export function DecodedResult({ texts }: { texts: string[] }) {
  const { t } = useTranslation("qr_code_generator");
  return (
    <div className="grid gap-4" data-testid="decoded">
      <h3 className="font-semibold">{t("read.found", { count: texts.length })}</h3>
      {texts.map((text) => (
        <Decoded key={text} text={text} />
      ))}
    </div>
  );
}

function Decoded({ text }: { text: string }) {
  const { t } = useTranslation("qr_code_generator");
  const localized = useLocalizedPath();
  const { copied, copy } = useCopy();
  const link = decodedLink(text);
  const onCopy = async () => {
    if (await copy(text)) toast.success(t("read.copied"));
    else toast.error(t("share.copyFailed"));
  };
  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <pre
        data-testid="decoded-text"
        className="max-h-60 overflow-auto whitespace-pre-wrap break-all font-mono text-sm"
      >
        {text}
      </pre>
      {link && (
        <div
          className="flex gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
          data-testid="quishing-warning"
        >
          <Icon name="triangle-alert" className="mt-0.5 size-5 text-amber-700 dark:text-amber-400" />
          <div>
            <p className="font-semibold">{t("read.quishing.title")}</p>
            <p className="mt-1">{t("read.quishing.text")}</p>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {link && (
          <a
            href={`${localized("/tools/link-investigator")}?url=${encodeURIComponent(link)}`}
            className={buttonClasses("default", "sm")}
          >
            <Icon name="scan-search" />
            {t("read.investigate")}
          </a>
        )}
        <Button variant="outline" size="sm" onClick={onCopy}>
          <Icon name={copied ? "check" : "copy"} />
          {copied ? t("read.copied") : t("read.copy")}
        </Button>
      </div>
    </div>
  );
}
