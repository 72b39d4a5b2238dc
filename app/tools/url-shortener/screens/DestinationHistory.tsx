import { useTranslation } from "#app/i18n/react.tsx";
import { formatDateTime } from "#app/lib/dates/format-date.ts";
import type { DestinationChange } from "../server/short-link-record.ts";

/**
 * The public record of a link's changes of destination, newest first: a link cannot quietly start leading
 * somewhere else than where it led when it was shared. Times in UTC, said so, so that the server and the
 * browser write the same text.
 */
export function DestinationHistory({
  history,
  className,
}: {
  history: readonly DestinationChange[];
  className?: string;
}) {
  const { t, i18n } = useTranslation("url_shortener");
  if (history.length === 0) return null;
  return (
    <section className={className} aria-labelledby="destination-history">
      <h2 id="destination-history" className="font-semibold">
        {t("preview.historyTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("preview.historyText")}</p>
      <ol className="mt-3 grid gap-3">
        {[...history].reverse().map((change) => (
          <li key={`${change.changedAt} ${change.newUrl}`} className="rounded-md border p-3 text-sm">
            <p className="font-medium">
              <time dateTime={change.changedAt}>
                {t("preview.changedOn", {
                  date: formatDateTime(i18n.language, Date.parse(change.changedAt), {
                    timeZone: "UTC",
                    offset: true,
                  }),
                })}
              </time>
            </p>
            <p className="mt-1 break-all text-muted-foreground">
              {t("preview.previously")} {change.previousUrl}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
