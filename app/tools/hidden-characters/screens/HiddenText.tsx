import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import type { HiddenText as Hidden } from "../logic/hidden-text.ts";

/** The text written in tag characters, decoded on request (it may be an instruction aimed at a reader). */
export function HiddenText({ texts }: { texts: readonly Hidden[] }) {
  const { t } = useTranslation("hidden_characters");
  const [open, setOpen] = useState(false);
  if (texts.length === 0) return null;
  return (
    <section aria-labelledby="hidden-heading" className="grid grid-cols-1 gap-3">
      <h2 id="hidden-heading" className="text-lg font-semibold">
        {t("hidden.heading")}
      </h2>
      <div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls="hidden-texts"
          onClick={() => setOpen(!open)}
        >
          {t(open ? "hidden.hide" : "hidden.decode")}
        </Button>
      </div>
      {open && (
        <div id="hidden-texts" className="grid grid-cols-1 gap-2">
          <p className="text-sm text-muted-foreground">{t("hidden.intro")}</p>
          <ul className="grid grid-cols-1 gap-2" data-testid="hidden-texts">
            {texts.map((hidden) =>
              hidden.flag ? (
                <li key={hidden.index} className="text-sm">
                  {t("hidden.flag", { position: hidden.index + 1, code: hidden.text })}
                </li>
              ) : (
                <li key={hidden.index} className="grid grid-cols-1 gap-1">
                  <span className="text-sm text-muted-foreground">
                    {t("hidden.at", { position: hidden.index + 1 })}
                  </span>
                  <code className="whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-2 text-sm">
                    {hidden.text}
                  </code>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
    </section>
  );
}
