import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";

/** One link a document holds: where it is, its real target as written, and a way to investigate a web address. */
export function LinkTarget({ where, target }: { where: string; target: string }) {
  const { t } = useTranslation("document_inspector");
  const localized = useLocalizedPath();
  return (
    <li className="flex flex-wrap gap-x-3">
      <span className="text-muted-foreground">{where}</span>
      <code className="[overflow-wrap:anywhere]">{target}</code>
      {/^https?:\/\//i.test(target) && (
        <a
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={`${localized("/tools/link-investigator")}?url=${encodeURIComponent(target)}`}
        >
          {t("active.investigate")}
        </a>
      )}
    </li>
  );
}
