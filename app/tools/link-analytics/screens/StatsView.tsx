import { Link } from "react-router";
import { zoneLabel } from "#app/features/time-zones/logic/city-names.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { AddToCaseButton } from "#app/tools/case-file/public.ts";
import { withKeyFragment } from "#app/tools/url-shortener/public.ts";
import { buttonClasses } from "#app/ui/Button.tsx";
import { cn } from "#app/ui/cn.ts";
import { download } from "#app/ui/download.ts";
import { Icon } from "#app/ui/Icon.tsx";
import { statsToCsv } from "../logic/export.ts";
import { type LinkStats, RANGES, type Ranked } from "../logic/series.ts";
import { RankedTable } from "./RankedTable.tsx";
import { SeriesChart } from "./SeriesChart.tsx";
import { useLiveStats } from "./use-live-stats.ts";

const DEVICES = new Set(["desktop", "mobile", "tablet", "tv"]);

/**
 * A link's figures: totals, the range's chart, the lists, exports; live while the page is open. An
 * unlisted link's come with its `manageKey`, which its range links keep in their fragment.
 */
export function StatsView({
  linkId,
  initial,
  manageKey,
}: {
  linkId: number;
  initial: LinkStats;
  manageKey?: string;
}) {
  const { t, i18n } = useTranslation("link_analytics");
  const { stats, live } = useLiveStats(linkId, initial, manageKey);
  const numbers = new Intl.NumberFormat(i18n.language);
  const regions = new Intl.DisplayNames([i18n.language], { type: "region", fallback: "code" });
  const unknown = t("lists.unknown");
  // The five lists of the API, each with its column and how its keys read (an empty key is "unknown").
  const lists: {
    id: string;
    title: string;
    heading: string;
    rows: Ranked[];
    label: (key: string) => string;
  }[] = [
    {
      id: "referrers",
      title: t("lists.referrers"),
      heading: t("lists.referrer"),
      rows: stats.referrers,
      label: (key) => key || t("lists.direct"),
    },
    {
      id: "countries",
      title: t("lists.countries"),
      heading: t("lists.country"),
      rows: stats.countries,
      label: (key) => (key ? (regions.of(key) ?? key) : unknown),
    },
    {
      id: "devices",
      title: t("lists.devices"),
      heading: t("lists.device"),
      rows: stats.devices,
      label: (key) => (DEVICES.has(key) ? t(`devices.${key}`) : unknown),
    },
    {
      id: "browsers",
      title: t("lists.browsers"),
      heading: t("lists.browser"),
      rows: stats.browsers,
      label: (key) => key || unknown,
    },
    {
      id: "os",
      title: t("lists.os"),
      heading: t("lists.system"),
      rows: stats.os,
      label: (key) => key || unknown,
    },
  ];
  const fileName = `link-analytics-${stats.slug}-${stats.range}`;

  return (
    <div className="grid gap-6">
      <nav aria-label={t("range.label")} className="flex flex-wrap gap-2">
        {RANGES.map((range) => (
          <Link
            key={range}
            to={manageKey ? withKeyFragment(`?range=${range}`, manageKey) : `?range=${range}`}
            preventScrollReset
            aria-current={range === stats.range ? "page" : undefined}
            className={buttonClasses(range === stats.range ? "default" : "outline", "sm")}
          >
            {t(`range.${range}`)}
          </Link>
        ))}
      </nav>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border bg-card p-5 shadow-sm">
          <p className="text-sm text-muted-foreground">{t(`totals.humans.${stats.range}`)}</p>
          <p className="mt-1 text-4xl font-bold tabular-nums" data-testid="total-humans">
            {numbers.format(stats.totalHumans)}
          </p>
        </div>
        <div className="rounded-lg border bg-card p-5 shadow-sm">
          <p className="text-sm text-muted-foreground">{t("totals.bots")}</p>
          <p className="mt-1 text-4xl font-bold tabular-nums text-muted-foreground" data-testid="total-bots">
            {numbers.format(stats.totalBots)}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{t("totals.botsNote")}</p>
        </div>
      </div>

      <section className="rounded-lg border bg-card p-5 shadow-sm" aria-labelledby="clicks-over-time">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="clicks-over-time" className="text-xl font-semibold">
            {t("chart.title")}
          </h2>
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <span
              aria-hidden="true"
              className={cn(
                "inline-block size-2 rounded-full",
                live ? "bg-green-600" : "bg-muted-foreground",
              )}
            />
            {live ? t("live.on") : t("live.off")} ·{" "}
            {t("chart.zone", { zone: zoneLabel(stats.timeZone, i18n.language) })}
          </p>
        </div>
        <SeriesChart series={stats.series} range={stats.range} timeZone={stats.timeZone} />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        {lists.map((list) => (
          <RankedTable
            key={list.id}
            title={list.title}
            heading={list.heading}
            rows={list.rows}
            label={list.label}
            countHeading={t("lists.clicks")}
            numbers={numbers}
            empty={t("lists.empty")}
            testId={`list-${list.id}`}
          />
        ))}
      </div>

      <section className="flex flex-wrap items-center gap-3" aria-label={t("export.label")}>
        <button
          type="button"
          className={buttonClasses("outline")}
          onClick={() => download(`${fileName}.csv`, "text/csv", statsToCsv(stats))}
        >
          <Icon name="download" />
          {t("export.csv")}
        </button>
        <button
          type="button"
          className={buttonClasses("outline")}
          onClick={() =>
            download(`${fileName}.json`, "application/json", `${JSON.stringify(stats, null, 2)}\n`)
          }
        >
          <Icon name="download" />
          {t("export.json")}
        </button>
        <AddToCaseButton
          evidence={() => ({
            kind: "short-link",
            title: stats.slug,
            sourceUrl: location.href,
            result: stats,
            files: [new File([statsToCsv(stats)], `${fileName}.csv`, { type: "text/csv" })],
          })}
        />
        <p className="text-sm text-muted-foreground">{t("export.note")}</p>
      </section>
    </div>
  );
}
