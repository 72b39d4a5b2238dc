import { useTranslation } from "#app/i18n/react.tsx";
import { TextField } from "#app/ui/TextField.tsx";
import type { BandInput } from "../logic/band-input.ts";
import type { ShadowInput } from "../logic/shadow-input.ts";
import type { ShadowMatch } from "../logic/sun.ts";
import type { Formats } from "./use-formats.ts";

/** One of the three number fields: labels of one or two lines end level, so the fields line up. */
function NumberField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextField
      className="min-w-0"
      labelClassName="sm:flex sm:min-h-10 sm:items-end"
      label={label}
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? undefined}
    />
  );
}

/** Chronolocation: the shadow measured on a photo, and the times of the chosen day it fits. */
export function ShadowFinder({
  shadow,
  setShadow,
  ratio,
  setRatio,
  margin,
  setMargin,
  ratioMargin,
  setRatioMargin,
  question,
  bandInput,
  matches,
  formats,
}: {
  shadow: string;
  setShadow: (value: string) => void;
  ratio: string;
  setRatio: (value: string) => void;
  margin: string;
  setMargin: (value: string) => void;
  ratioMargin: string;
  setRatioMargin: (value: string) => void;
  question: ShadowInput;
  bandInput: BandInput;
  matches: ShadowMatch[] | null;
  formats: Formats;
}) {
  const { t } = useTranslation("sun_position");
  const wrong = new Set([
    ...(question !== null && !question.ok ? [question.field] : []),
    ...(bandInput !== null && !bandInput.ok ? [bandInput.field] : []),
  ]);
  const errorFor = (field: "shadow" | "ratio" | "tolerance" | "ratioMargin") =>
    wrong.has(field) ? t(`errors.${field}`) : null;
  return (
    <section aria-labelledby="shadow-heading">
      <h2 id="shadow-heading" className="text-xl font-semibold">
        {t("shadow.heading")}
      </h2>
      <p className="mt-1 max-w-3xl text-muted-foreground">{t("shadow.intro")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          label={t("shadow.direction")}
          value={shadow}
          onChange={setShadow}
          error={errorFor("shadow")}
        />
        <NumberField
          label={t("shadow.tolerance")}
          value={margin}
          onChange={setMargin}
          error={errorFor("tolerance")}
        />
        <NumberField label={t("shadow.ratio")} value={ratio} onChange={setRatio} error={errorFor("ratio")} />
        <NumberField
          label={t("shadow.ratioMargin")}
          value={ratioMargin}
          onChange={setRatioMargin}
          error={errorFor("ratioMargin")}
        />
      </div>
      {matches !== null && (
        <div aria-live="polite" data-testid="shadow-matches" className="mt-4">
          {matches.length === 0 ? (
            <p className="font-medium">{t("shadow.none")}</p>
          ) : (
            <ul className="grid min-w-0 grid-cols-1 gap-2">
              {matches.map((match) => (
                <li key={match.atMs} className="rounded-md border p-3">
                  <p>
                    {t("shadow.match", {
                      time: formats.time(match.atMs),
                      from: formats.time(match.fromMs),
                      to: formats.time(match.toMs),
                      altitude: formats.degrees(match.altitude),
                      ratio: formats.ratio(match.lengthRatio),
                    })}
                  </p>
                  {match.lengthFits !== null && (
                    <p className="mt-1 font-medium">
                      {t(match.lengthFits ? "shadow.lengthFits" : "shadow.lengthDoesNotFit")}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-muted-foreground">{t("shadow.limits")}</p>
        </div>
      )}
    </section>
  );
}
