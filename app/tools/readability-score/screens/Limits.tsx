import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";

/**
 * What no readability figure says, beside every result. `formulas`: the text was scored by formulas,
 * whose own limits (what they count, what they were fitted on, estimated syllables) are said too; a text
 * no formula scores (Vietnamese) gets only the limits of its counts.
 */
export function Limits({ formulas }: { formulas: boolean }) {
  const { t } = useTranslation("readability_score");
  return (
    <aside
      aria-labelledby="limits-heading"
      className="grid gap-2 rounded-lg border border-amber-700/60 p-4 dark:border-amber-400/60"
      data-testid="limits"
    >
      <h2 id="limits-heading" className="flex items-center gap-2 font-semibold">
        <Icon name="triangle-alert" className="size-5 shrink-0 text-amber-700 dark:text-amber-400" />
        {t("notes.notProve")}
      </h2>
      <ul className="ml-5 grid list-disc gap-1 text-sm">
        <li>{t("limits.truth")}</li>
        {formulas ? (
          <>
            <li>{t("limits.surface")}</li>
            <li>{t("limits.origin")}</li>
            <li>{t("limits.counting")}</li>
          </>
        ) : (
          <>
            <li>{t("limits.surfaceFigures")}</li>
            <li>{t("limits.sentences")}</li>
          </>
        )}
      </ul>
    </aside>
  );
}
