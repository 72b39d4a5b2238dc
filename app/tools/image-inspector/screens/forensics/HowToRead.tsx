import { useTranslation } from "#app/i18n/react.tsx";
import { Icon } from "#app/ui/Icon.tsx";

/** What a view shows, what it does not prove, and where its method is described. */
export function HowToRead({ view, method }: { view: string; method: string }) {
  const { t } = useTranslation("image_inspector");
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm leading-relaxed">
      {/* Each label on its own line, as the findings write theirs: the texts start as sentences (and
          are kept as such in a case), never after a colon. */}
      <dl className="grid gap-3">
        <div>
          <dt className="font-semibold">{t("forensics.shows")}</dt>
          <dd>{t(`forensics.${view}.shows`)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("forensics.notProve")}</dt>
          <dd>{t(`forensics.${view}.notProve`)}</dd>
        </div>
      </dl>
      <p>
        <a
          href={method}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
        >
          {t(`forensics.${view}.method`)}
          <Icon name="external-link" />
        </a>
      </p>
    </div>
  );
}
