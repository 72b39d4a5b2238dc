import { useTranslation } from "#app/i18n/react.tsx";
import { formatUtc } from "#app/lib/dates/format-date.ts";
import { Icon } from "#app/ui/Icon.tsx";
import type { FetchedMedia } from "../state/fetch-media.ts";

/**
 * Where an inspected file came from, under its report: the address given, the file's own, when it was
 * fetched, and what that does and does not establish.
 */
export default function MediaOrigin({ media }: { media: FetchedMedia }) {
  const { t, i18n } = useTranslation("media_from_link");
  return (
    <div className="mt-6 grid gap-1 rounded-lg border p-4 text-sm" data-testid="media-origin">
      <p className="flex items-start gap-2 font-medium">
        <Icon name="link" className="mt-0.5 shrink-0" />
        {t("origin.heading", { date: formatUtc(i18n.language, media.fetchedAt) })}
      </p>
      <p className="break-all">{t("origin.page", { url: media.pageUrl })}</p>
      {media.mediaUrl !== media.pageUrl && (
        <p className="break-all">{t("origin.file", { url: media.mediaUrl })}</p>
      )}
      <p className="text-muted-foreground">{t("origin.means")}</p>
    </div>
  );
}
