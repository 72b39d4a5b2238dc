import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { AddressForm } from "#app/ui/AddressForm.tsx";

/** The field that opens any short link's statistics. */
export function LinkForm({ value = "", error }: { value?: string; error?: string | null }) {
  const { t } = useTranslation("link_analytics");
  const to = useLocalizedPath();
  return (
    <AddressForm
      id="analytics-link"
      name="link"
      action={to("/tools/link-analytics")}
      label={t("form.label")}
      value={value}
      placeholder={t("form.placeholder")}
      note={t("form.note")}
      error={error}
      submit={t("form.submit")}
      icon="chart-line"
    />
  );
}
