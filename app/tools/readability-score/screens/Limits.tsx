import { useTranslation } from "../../../i18n/react.tsx";
import { Icon } from "../../../ui/icon.tsx";

/** What no readability score says, beside every result. */
export function Limits() {
  const { t } = useTranslation("readability_score");
  return (
    <aside
      aria-labelledby="limits-heading"
      className="grid gap-2 rounded-lg border border-amber-700/60 p-4 dark:border-amber-400/60"
    >
      <h2 id="limits-heading" className="flex items-center gap-2 font-semibold">
        <Icon name="triangle-alert" className="size-5 shrink-0 text-amber-700 dark:text-amber-400" />
        {t("notes.notProve")}
      </h2>
      <ul className="ml-5 grid list-disc gap-1 text-sm">
        <li>{t("limits.truth")}</li>
        <li>{t("limits.surface")}</li>
        <li>{t("limits.origin")}</li>
        <li>{t("limits.counting")}</li>
      </ul>
    </aside>
  );
}
