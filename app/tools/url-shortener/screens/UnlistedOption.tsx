import { useTranslation } from "#app/i18n/react.tsx";

/** The form's "Unlisted" box, posted as `unlisted=on`. */
export function UnlistedOption() {
  const { t } = useTranslation("url_shortener");
  return (
    <div className="flex items-start gap-2">
      <input
        id="shorten-unlisted"
        name="unlisted"
        type="checkbox"
        aria-describedby="shorten-unlisted-hint"
        className="mt-1 size-4 shrink-0"
      />
      <div className="grid gap-0.5">
        <label htmlFor="shorten-unlisted" className="text-sm font-medium">
          {t("form.unlistedLabel")}
        </label>
        <p id="shorten-unlisted-hint" className="text-sm text-muted-foreground">
          {t("form.unlistedHint")}
        </p>
      </div>
    </div>
  );
}
