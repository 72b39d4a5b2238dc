import { useTranslation } from "#app/i18n/react.tsx";
import { CheckboxField } from "#app/ui/CheckboxField.tsx";

/** The form's "Unlisted" box, posted as `unlisted=on`. */
export function UnlistedOption() {
  const { t } = useTranslation("url_shortener");
  return (
    <CheckboxField
      id="shorten-unlisted"
      name="unlisted"
      label={t("form.unlistedLabel")}
      hint={t("form.unlistedHint")}
    />
  );
}
