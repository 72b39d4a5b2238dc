import { useTranslation } from "#app/i18n/react.tsx";
import { useLocalizedPath } from "#app/i18n/use-localized-path.ts";
import { Card } from "#app/ui/Card.tsx";
import { Icon } from "#app/ui/Icon.tsx";
import { relativeDate } from "../logic/relative-date.ts";
import { statsPagePath } from "../logic/short-slug.ts";
import type { PublicShortLink } from "../logic/types.ts";
import { LinkImage } from "./LinkImage.tsx";
import { useLiveLinks } from "./use-live-links.ts";

function CreatedOn({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation("url_shortener");
  const when = relativeDate(new Date(iso), new Date(), i18n.language);
  const text =
    when.kind === "today"
      ? t("recent.today")
      : when.kind === "yesterday"
        ? t("recent.yesterday")
        : when.kind === "daysAgo"
          ? t("recent.daysAgo", { count: when.days })
          : when.text;
  // The server renders in its time zone, the browser in the reader's: the browser's word wins.
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}

function LinkCard({ link }: { link: PublicShortLink }) {
  const { t } = useTranslation("url_shortener");
  const localized = useLocalizedPath();
  const title = link.title || link.originalUrl;
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="recent-link">
      <LinkImage link={link} className="h-36 w-full" />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 font-semibold [overflow-wrap:anywhere]">{title}</h3>
        {link.description && (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{link.description}</p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm text-muted-foreground">
          <CreatedOn iso={link.createdAt} />
          <span data-testid="click-count">{t("recent.clicks", { count: link.usageCount })}</span>
        </div>
        <a
          href={link.internalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          aria-label={t("recent.visitLabel", { title })}
        >
          <Icon name="arrow-right" />
          {t("recent.visit")}
        </a>
        <a
          href={localized(statsPagePath(link.shortenedUrl))}
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          aria-label={t("recent.statsLabel", { title })}
        >
          <Icon name="chart-line" />
          {t("recent.stats")}
        </a>
      </div>
    </Card>
  );
}

/**
 * Up to six newest links, live; hidden while there are none, even while they are fetched again: the page
 * came with the list, and showing the heading for the moment of a refresh that finds none would push
 * the rest of the page down and back (Lighthouse counted it as a layout shift on every visit).
 */
export function RecentLinks({ initial }: { initial: PublicShortLink[] }) {
  const { t } = useTranslation("url_shortener");
  const { links, loading } = useLiveLinks(initial);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="recent-links" aria-busy={loading} className="mt-12">
      <div className="mb-5 flex items-center gap-3">
        <h2 id="recent-links" className="text-2xl font-semibold">
          {t("recent.title")}
        </h2>
        {loading && (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <Icon name="loader-circle" className="size-4 animate-spin" />
            {t("recent.loading")}
          </span>
        )}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.id}>
            <LinkCard link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
