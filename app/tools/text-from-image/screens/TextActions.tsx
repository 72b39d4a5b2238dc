import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useSendTo } from "#app/lib/hand-off/use-send-to.ts";
import { Button, buttonClasses } from "#app/ui/Button.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import { QUOTE_ENGINE_NAMES, QUOTE_ENGINES, quoteOf, quoteSearchUrl } from "../logic/quote-search.ts";

/** Copy, send to the text tools, and exact-quote searches that the person opens themselves. */
export function TextActions({ text }: { text: string }) {
  const { t } = useTranslation("text_from_image");
  const { copied, copy } = useCopy();
  const [sending, setSending] = useState(false);
  const sendTo = useSendTo();
  const quote = quoteOf(text);
  const empty = text.trim() === "";
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => copy(text)} disabled={empty}>
          <Icon name={copied ? "check" : "copy"} />
          {copied ? t("actions.copied") : t("actions.copy")}
        </Button>
        <Button
          variant="outline"
          disabled={empty || sending}
          aria-busy={sending}
          onClick={async () => {
            setSending(true);
            try {
              await sendTo("/tools/text-tools", { kind: "text", text, from: "text-from-image" });
            } finally {
              setSending(false);
            }
          }}
        >
          <Icon name="text" />
          {t("actions.textTools")}
        </Button>
      </div>
      <div>
        <h3 className="font-semibold">{t("actions.quoteHeading")}</h3>
        <p className="mb-2 text-sm text-muted-foreground">{t("actions.quoteNote")}</p>
        {empty ? (
          <p className="text-sm text-muted-foreground">{t("actions.quoteEmpty")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {QUOTE_ENGINES.map((engine) => (
              <li key={engine}>
                <a
                  href={quoteSearchUrl(engine, quote)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses("outline", "sm")}
                >
                  <Icon name="search" />
                  {QUOTE_ENGINE_NAMES[engine]}
                  <span className="sr-only"> {t("actions.newTab")}</span>
                  <Icon name="external-link" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
