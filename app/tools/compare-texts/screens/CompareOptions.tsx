import { useTranslation } from "#app/i18n/react.tsx";
import { type CompareOptions, GRANULARITIES, IGNORE_OPTIONS } from "../logic/options.ts";

const CHOICE =
  "flex min-h-9 cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring";

/** By word or by character, and the differences to ignore. */
export function CompareOptionsForm({
  options,
  onChange,
}: {
  options: CompareOptions;
  onChange(options: CompareOptions): void;
}) {
  const { t } = useTranslation("compare_texts");
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">{t("options.by")}</legend>
        <div className="flex flex-wrap gap-2">
          {GRANULARITIES.map((granularity) => (
            <label key={granularity} className={CHOICE}>
              <input
                type="radio"
                name="granularity"
                className="accent-primary"
                checked={options.granularity === granularity}
                onChange={() => onChange({ ...options, granularity })}
              />
              {t(`options.${granularity}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">{t("options.ignore")}</legend>
        <div className="flex flex-wrap gap-2">
          {IGNORE_OPTIONS.map((option) => (
            <label key={option} className={CHOICE}>
              <input
                type="checkbox"
                className="accent-primary"
                checked={options[option]}
                onChange={(event) => onChange({ ...options, [option]: event.target.checked })}
              />
              {t(`options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
