import { useId } from "react";
import type { Language } from "#app/i18n/languages.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { dateTimeFormat } from "#app/lib/dates/format-date.ts";
import { FiguresTable } from "#app/ui/FiguresTable.tsx";
import type { SeriesPoint, StatsRange } from "../logic/series.ts";

const WIDTH = 720;
const HEIGHT = 200;

/**
 * How a bucket's start reads: its hour (24h, on the 24-hour clock the site uses in every language), day
 * (30d) or month (all), in the page's zone and language.
 */
export function bucketFormat(range: StatsRange, lang: Language, timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions =
    range === "24h"
      ? { hour: "2-digit", minute: "2-digit" }
      : range === "30d"
        ? { day: "numeric", month: "short" }
        : { month: "short", year: "numeric" };
  return dateTimeFormat(lang, { ...options, timeZone });
}

/**
 * Clicks over time as stacked bars (people, then bots above them), drawn by hand in SVG: lighter than
 * any charting library for one bar chart. The same figures are in the table below it.
 */
export function SeriesChart({
  series,
  range,
  timeZone,
}: {
  series: SeriesPoint[];
  range: StatsRange;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation("link_analytics");
  const captionId = useId();
  const format = bucketFormat(range, i18n.language, timeZone);
  const numbers = new Intl.NumberFormat(i18n.language);
  const highest = Math.max(1, ...series.map((point) => point.humans + point.bots));
  const slot = WIDTH / Math.max(1, series.length);
  const bar = Math.max(1, slot * 0.7);
  const scale = (value: number) => (value / highest) * (HEIGHT - 8);
  // The first, middle and last periods name the axis, whatever the number of bars.
  const labels = [...new Set([0, Math.floor((series.length - 1) / 2), series.length - 1])]
    .map((i) => series[i])
    .filter((point) => point !== undefined);

  return (
    <figure className="grid gap-3">
      {/* Axis labels are HTML around the drawing, so they keep their size when it shrinks to a phone's width. */}
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div className="flex flex-col justify-between text-right text-xs tabular-nums text-muted-foreground">
          <span>{numbers.format(highest)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full sm:h-52"
          role="img"
          aria-labelledby={captionId}
          data-testid="series-chart"
        >
          <title>{t(`chart.caption.${range}`)}</title>
          {series.map((point, i) => {
            const x = i * slot + (slot - bar) / 2;
            const people = scale(point.humans);
            const bots = scale(point.bots);
            return (
              <g key={point.start}>
                <title>
                  {`${format.format(new Date(point.start))} · ${t("chart.humans")} ${numbers.format(point.humans)} · ${t("chart.bots")} ${numbers.format(point.bots)}`}
                </title>
                <rect x={x} width={bar} y={HEIGHT - people} height={people} className="fill-primary" />
                <rect
                  x={x}
                  width={bar}
                  y={HEIGHT - people - bots}
                  height={bots}
                  className="fill-muted-foreground/40"
                />
              </g>
            );
          })}
          <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-border" />
        </svg>
        <div className="col-start-2 flex justify-between text-xs text-muted-foreground">
          {labels.map((point) => (
            <span key={point.start}>{format.format(new Date(point.start))}</span>
          ))}
        </div>
      </div>
      <figcaption id={captionId} className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm">
        <span>{t(`chart.caption.${range}`)}</span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary" />
          {t("chart.humans")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-muted-foreground/40" />
          {t("chart.bots")}
        </span>
      </figcaption>
      <FiguresTable
        summary={t("chart.showTable")}
        caption={t(`chart.caption.${range}`)}
        testId="series-table"
        rows={series}
        rowKey={(point) => point.start}
        columns={[
          {
            header: t(`chart.period.${range}`),
            cell: (point) => <time dateTime={point.start}>{format.format(new Date(point.start))}</time>,
          },
          { header: t("chart.humans"), cell: (point) => numbers.format(point.humans) },
          { header: t("chart.bots"), cell: (point) => numbers.format(point.bots) },
        ]}
      />
    </figure>
  );
}
