import { data } from "react-router";
import { requestI18nContext, servicesContext } from "#app/context.ts";
import { qrFileName } from "#app/features/qr-code/options.ts";
import { QrPanel } from "#app/features/qr-code/QrPanel.tsx";
import { canonicalZone } from "#app/features/time-zones/logic/zone-id.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { pageMeta } from "#app/lib/pages/page-meta.ts";
import { metaFromLoader } from "#app/lib/pages/route-meta.ts";
import { Card } from "#app/ui/Card.tsx";
import { PageHeader } from "#app/ui/PageHeader.tsx";
import { useFocusOnArrival } from "#app/ui/use-focus-on-arrival.ts";
import { isRange } from "../logic/series.ts";
import type { Route } from "./+types/stats-page";
import { LinkForm } from "./LinkForm.tsx";
import { PrivateStats } from "./PrivateStats.tsx";
import { StatsView } from "./StatsView.tsx";

/**
 * One link's statistics. The server renders them in `?tz=` (UTC without it); the browser then asks
 * for its own zone and keeps them live (use-live-stats.ts).
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, t } = context.get(requestI18nContext);
  const { shortener, linkStats, config } = context.get(servicesContext);
  const slug = params.slug ?? "";
  const requested = url.searchParams.get("range");
  const range = isRange(requested) ? requested : "30d";
  const timeZone = canonicalZone(url.searchParams.get("tz") ?? "UTC") ?? "UTC";
  const link = await shortener.findBySlug(slug);
  const stats =
    link && !link.unlisted && !link.removedAt && (await linkStats(link.shortenedSlug, range, timeZone));
  const meta = [
    ...pageMeta({
      publicUrl: config.publicUrl,
      path: url.pathname,
      lang,
      title: t("link_analytics:stats.metaTitle", { slug }),
      description: t("link_analytics:meta.description"),
    }),
    // A link's figures are for whoever holds the link, not for search engines.
    { name: "robots", content: "noindex" },
  ];
  if (link?.removedAt)
    return data({ meta, slug, range, link: null, stats: null, removed: true }, { status: 410 });
  if (link?.unlisted) {
    // Its figures and destination need its key, which only the browser has: it asks for them itself.
    const shown = {
      id: link.id,
      shortenedUrl: link.shortenedUrl,
      internalUrl: link.internalUrl,
      originalUrl: null,
      title: null,
    };
    return { meta, slug, range, link: shown, stats: null, removed: false };
  }
  if (!link || !stats)
    return data({ meta, slug, range, link: null, stats: null, removed: false }, { status: 404 });
  return {
    meta,
    slug,
    range,
    removed: false,
    link: {
      id: link.id,
      shortenedUrl: link.shortenedUrl,
      internalUrl: link.internalUrl,
      originalUrl: link.originalUrl,
      title: link.title,
    },
    stats,
  };
}

export const meta = metaFromLoader;

export default function LinkStatsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("link_analytics");
  const { link, stats, slug, range } = loaderData;
  // The statistics are what the link's form asked for: its title takes the focus once they are here.
  const title = useFocusOnArrival<HTMLHeadingElement>(link?.id);
  if (!link) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title={t("title")} />
        <Card className="p-5 sm:p-6">
          <LinkForm
            value={slug}
            error={t(loaderData.removed ? "form.errors.removed" : "form.errors.notFound")}
          />
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t("stats.title")} titleRef={title}>
        <p className="break-all text-lg">
          <a href={link.internalUrl} className="font-medium text-primary hover:underline">
            {link.shortenedUrl}
          </a>
        </p>
        {link.originalUrl && (
          <p className="break-all text-sm text-muted-foreground">
            {t("stats.destination")} {link.title ? `${link.title} — ` : ""}
            {link.originalUrl}
          </p>
        )}
      </PageHeader>
      {/* Keyed by range: another range is another page, whose live figures start from its loader's. */}
      {stats ? (
        <StatsView key={stats.range} linkId={link.id} initial={stats} />
      ) : (
        <PrivateStats linkId={link.id} slug={slug} range={range} />
      )}
      <Card className="mt-6 p-5 sm:p-6">
        <QrPanel text={link.shortenedUrl} fileName={qrFileName(link.shortenedUrl)} />
      </Card>
    </div>
  );
}
