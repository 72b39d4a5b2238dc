import { useId } from "react";
import { judgeColours } from "#app/features/qr-code/contrast.ts";
import { MAX_MARGIN } from "#app/features/qr-code/options.ts";
import { QrPanel } from "#app/features/qr-code/QrPanel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { Card } from "#app/ui/Card.tsx";
import { fieldBox } from "#app/ui/field-box.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { toast } from "#app/ui/Toaster.tsx";
import { useCopy } from "#app/ui/use-copy.ts";
import { buildPayload, PAYLOAD_KINDS, type PayloadFields } from "../logic/payload.ts";
import { PayloadFieldset } from "./PayloadFieldset.tsx";
import { useShareState } from "./use-share-state.ts";

/** The fields each kind reads: a problem is shown once one of them is filled in. */
const FILLED: Record<(typeof PAYLOAD_KINDS)[number], (keyof PayloadFields)[]> = {
  text: ["text"],
  url: ["url"],
  email: ["email", "subject", "body"],
  phone: ["phone"],
  wifi: ["ssid", "password"],
};

/** The maker: what the code holds, its colours and margin, the code itself and its address to share. */
export function QrGenerator() {
  const { t, i18n } = useTranslation("qr_code_generator");
  const id = useId();
  const { state, setState, setField } = useShareState();
  const { kind, fields, style } = state;
  const payload = buildPayload(kind, fields);
  const started = FILLED[kind].some((field) => fields[field] !== "");
  const problems = !payload.ok && started ? payload.problems : {};
  const colours = judgeColours(style.foreground, style.background);
  const ratio = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(colours.ratio);
  const setStyle = (changes: Partial<typeof style>) =>
    setState((previous) => ({ ...previous, style: { ...previous.style, ...changes } }));
  const { copied, copy } = useCopy();
  const onCopyLink = async () => {
    if (await copy(window.location.href)) toast.success(t("share.copied"));
    else toast.error(t("share.copyFailed"));
  };

  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-xl font-semibold">{t("make.heading")}</h2>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium">{t("make.kind")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PAYLOAD_KINDS.map((option) => (
            <label
              key={option}
              className="flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-checked:font-semibold has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => setState((previous) => ({ ...previous, kind: option }))}
                className="sr-only"
              />
              {t(`kinds.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_minmax(0,22rem)]">
        <div className="grid content-start gap-5">
          <PayloadFieldset kind={kind} fields={fields} problems={problems} setField={setField} />
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-base font-semibold">{t("style.heading")}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <label className="grid gap-1 text-sm">
                {t("style.foreground")}
                <input
                  type="color"
                  value={style.foreground}
                  onChange={(event) => setStyle({ foreground: event.target.value })}
                  aria-describedby={`${id}-contrast`}
                  className="h-10 w-full cursor-pointer rounded-md border border-input bg-background p-1"
                />
              </label>
              <label className="grid gap-1 text-sm">
                {t("style.background")}
                <input
                  type="color"
                  value={style.background}
                  onChange={(event) => setStyle({ background: event.target.value })}
                  aria-describedby={`${id}-contrast`}
                  className="h-10 w-full cursor-pointer rounded-md border border-input bg-background p-1"
                />
              </label>
              <label className="grid gap-1 text-sm">
                {t("style.margin")}
                <input
                  type="number"
                  min={0}
                  max={MAX_MARGIN}
                  value={style.margin}
                  onChange={(event) => {
                    const margin = Math.round(Number(event.target.value));
                    if (Number.isFinite(margin))
                      setStyle({ margin: Math.min(MAX_MARGIN, Math.max(0, margin)) });
                  }}
                  aria-describedby={`${id}-margin-hint`}
                  className={fieldBox("compact")}
                />
              </label>
            </div>
            <p id={`${id}-margin-hint`} className="text-sm text-muted-foreground">
              {style.margin < 2 ? (
                <span className="font-medium text-destructive">{t("style.marginTooSmall")}</span>
              ) : (
                t("style.marginHint")
              )}
            </p>
            <div id={`${id}-contrast`} data-testid="contrast" aria-live="polite">
              {colours.readable ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Icon name="circle-check" className="text-primary" />
                  {t("style.contrastOk", { ratio })}
                </p>
              ) : (
                <p className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
                  <Icon name="triangle-alert" className="mt-0.5" />
                  <span>
                    <strong>{t("style.warningTitle")}</strong> {t(`style.${colours.problem}`, { ratio })}
                  </span>
                </p>
              )}
            </div>
          </fieldset>
        </div>

        <div className="grid content-start gap-4">
          {payload.ok ? (
            <QrPanel text={payload.text} style={style} fileName={`qr-${kind}`} large />
          ) : (
            <div className="flex min-h-44 flex-col items-center justify-center gap-2 rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
              <Icon name="qr-code" className="size-8" />
              {t("make.empty")}
            </div>
          )}
          {payload.ok && (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">
                {kind === "wifi" ? t("share.wifiNote") : t("share.note")}
              </p>
              <Button variant="outline" size="sm" onClick={onCopyLink} className="justify-self-start">
                <Icon name={copied ? "check" : "link"} />
                {copied ? t("share.copiedButton") : t("share.copy")}
              </Button>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
