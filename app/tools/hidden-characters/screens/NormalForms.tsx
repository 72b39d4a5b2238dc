import { useTranslation } from "#app/i18n/react.tsx";
import { Button } from "#app/ui/Button.tsx";
import { DataTable } from "#app/ui/DataTable.tsx";
import { codePointLabel } from "../logic/code-point-label.ts";
import type { Change, FormEffect, NormalForm, Normalization } from "../logic/normalization.ts";

/** How the accents are written, said as ordinary, and what NFC and NFKC would change, before applying. */
export function NormalForms({
  normalization,
  busy,
  onApply,
}: {
  normalization: Normalization;
  busy: boolean;
  onApply: (form: NormalForm) => void;
}) {
  const { t } = useTranslation("hidden_characters");
  const { composed, decomposed } = normalization;
  const state = decomposed > 0 ? (composed > 0 ? "mixed" : "nfd") : composed > 0 ? "nfc" : "plain";

  return (
    <section aria-labelledby="normal-heading" className="grid grid-cols-1 gap-3" data-testid="normal-forms">
      <h2 id="normal-heading" className="text-lg font-semibold">
        {t("normal.heading")}
      </h2>
      <p data-testid="accent-form">{t(`normal.${state}`)}</p>
      {state !== "plain" && <p className="text-sm text-muted-foreground">{t("normal.notSuspicious")}</p>}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <FormCard form="NFC" effect={normalization.nfc} busy={busy} onApply={onApply} />
        <FormCard form="NFKC" effect={normalization.nfkc} busy={busy} onApply={onApply} />
      </div>
    </section>
  );
}

/** A character as the preview shows it: itself, then its code points (a mark or a space alone shows little). */
function Shown({ value }: { value: string }) {
  const points = [...value].map((c) => codePointLabel(c.codePointAt(0) ?? 0)).join(" ");
  return (
    <>
      <span className="mr-1 inline-block min-w-6 font-mono text-base">
        {value.trim() === "" ? "⟨ ⟩" : value}
      </span>{" "}
      <span className="font-mono text-xs text-muted-foreground">{points}</span>
    </>
  );
}

function FormCard({
  form,
  effect,
  busy,
  onApply,
}: {
  form: NormalForm;
  effect: FormEffect;
  busy: boolean;
  onApply: (form: NormalForm) => void;
}) {
  const { t, i18n } = useTranslation("hidden_characters");
  const key = form === "NFC" ? "nfc" : "nfkc";
  return (
    <div className="grid grid-cols-1 content-start gap-2 rounded-lg border p-4" data-testid={`form-${key}`}>
      <h3 className="font-semibold">{t(`normal.${key}Name`)}</h3>
      <p className="text-sm text-muted-foreground">{t(`normal.${key}About`)}</p>
      {effect.count === 0 ? (
        <p className="text-sm">{t("normal.noChange")}</p>
      ) : (
        <>
          <p className="text-sm">{t("normal.changes", { count: effect.count })}</p>
          <DataTable<Change>
            caption={t("normal.previewCaption", { form })}
            rows={effect.changes}
            rowKey={(change) => change.from}
            columns={[
              { header: t("normal.before"), cell: (change) => <Shown value={change.from} /> },
              { header: t("normal.after"), cell: (change) => <Shown value={change.to} /> },
              {
                header: t("list.times"),
                figures: true,
                cell: (change) => new Intl.NumberFormat(i18n.language).format(change.count),
              },
            ]}
          />
          <div>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onApply(form)}>
              {t("normal.apply", { form })}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
