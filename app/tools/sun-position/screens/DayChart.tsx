import { useTranslation } from "#app/i18n/react.tsx";
import { FiguresTable } from "#app/ui/FiguresTable.tsx";
import type { SunSample } from "../logic/sun.ts";
import type { Formats } from "./use-formats.ts";

const WIDTH = 720;
const HEIGHT = 280;
const LEFT = 48;
const RIGHT = 56;
const TOP = 12;
const BOTTOM = 32;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;

/** An SVG path through the points, broken where `breakAt` says two neighbours must not be joined. */
function path(points: [number, number][], breakAt: (a: [number, number], b: [number, number]) => boolean) {
  return points
    .map((point, index) => {
      const previous = points[index - 1];
      const move = previous === undefined || breakAt(previous, point);
      return `${move ? "M" : "L"}${point[0].toFixed(1)},${point[1].toFixed(1)}`;
    })
    .join("");
}

/**
 * The day's altitude (left scale, −90° to 90°) and azimuth (right scale, 0° to 360°) drawn in SVG, no
 * chart library, with the same figures hour by hour in a table for those who do not read the chart.
 */
export function DayChart({
  samples,
  atMs,
  formats,
}: {
  samples: SunSample[];
  atMs: number;
  formats: Formats;
}) {
  const { t } = useTranslation("sun_position");
  const first = samples[0]?.atMs ?? 0;
  const span = (samples.at(-1)?.atMs ?? first + 1) - first || 1;
  const x = (ms: number) => LEFT + ((ms - first) / span) * PLOT_W;
  const yAltitude = (degrees: number) => TOP + ((90 - degrees) / 180) * PLOT_H;
  const yAzimuth = (degrees: number) => TOP + ((360 - degrees) / 360) * PLOT_H;
  const altitude = path(
    samples.map((sample) => [x(sample.atMs), yAltitude(sample.altitude)]),
    () => false,
  );
  // An azimuth passing north jumps between 360° and 0°: the line is lifted there, not drawn across.
  const azimuth = path(
    samples.map((sample) => [x(sample.atMs), yAzimuth(sample.azimuth)]),
    (a, b) => Math.abs(a[1] - b[1]) > PLOT_H / 2,
  );
  const hourly = samples.filter((sample) => Math.round((sample.atMs - first) / 60_000) % 60 === 0);
  const ticks = hourly.filter((_, index) => index % 3 === 0);

  return (
    <section aria-labelledby="sun-chart-heading" className="mt-8">
      <h3 id="sun-chart-heading" className="text-lg font-semibold">
        {t("chart.heading")}
      </h3>
      <p id="sun-chart-description" className="mt-1 text-sm text-muted-foreground">
        {t("chart.description")}
      </p>
      {/* On a phone the chart keeps a readable size and scrolls sideways (and takes focus to do so). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <figure className="mt-3 overflow-x-auto" tabIndex={0} aria-labelledby="sun-chart-heading">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[36rem] text-muted-foreground"
          role="img"
          aria-describedby="sun-chart-description"
          data-testid="sun-chart"
        >
          <title>{t("chart.heading")}</title>
          <g fontSize="12" fill="currentColor">
            {[-90, -45, 0, 45, 90].map((degrees) => (
              <g key={degrees}>
                <line
                  x1={LEFT}
                  x2={WIDTH - RIGHT}
                  y1={yAltitude(degrees)}
                  y2={yAltitude(degrees)}
                  stroke="currentColor"
                  strokeOpacity={degrees === 0 ? 0.8 : 0.2}
                />
                <text x={LEFT - 6} y={yAltitude(degrees) + 4} textAnchor="end">
                  {formats.wholeDegrees(degrees)}
                </text>
                <text x={WIDTH - RIGHT + 6} y={yAltitude(degrees) + 4}>
                  {formats.wholeDegrees(((degrees + 90) / 180) * 360)}
                </text>
              </g>
            ))}
            {ticks.map((sample) => (
              <text key={sample.atMs} x={x(sample.atMs)} y={HEIGHT - 10} textAnchor="middle">
                {formats.time(sample.atMs)}
              </text>
            ))}
          </g>
          <path
            d={azimuth}
            fill="none"
            className="stroke-amber-600 dark:stroke-amber-400"
            strokeWidth="2"
            strokeDasharray="6 4"
          />
          <path d={altitude} fill="none" className="stroke-primary" strokeWidth="2.5" />
          <line
            x1={x(atMs)}
            x2={x(atMs)}
            y1={TOP}
            y2={TOP + PLOT_H}
            className="stroke-foreground"
            strokeWidth="1.5"
          />
        </svg>
      </figure>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <svg width="28" height="8" aria-hidden="true">
            <line x1="0" x2="28" y1="4" y2="4" className="stroke-primary" strokeWidth="2.5" />
          </svg>
          {t("chart.altitude")}
        </span>
        <span className="inline-flex items-center gap-2">
          <svg width="28" height="8" aria-hidden="true">
            <line
              x1="0"
              x2="28"
              y1="4"
              y2="4"
              className="stroke-amber-600 dark:stroke-amber-400"
              strokeWidth="2"
              strokeDasharray="6 4"
            />
          </svg>
          {t("chart.azimuth")}
        </span>
      </p>
      <div className="mt-3">
        <FiguresTable
          summary={t("chart.table")}
          caption={t("chart.heading")}
          testId="sun-table"
          rows={hourly}
          rowKey={(sample) => sample.atMs}
          columns={[
            { header: t("chart.time"), cell: (sample) => formats.time(sample.atMs) },
            { header: t("chart.altitude"), cell: (sample) => formats.degrees(sample.altitude) },
            { header: t("chart.azimuth"), cell: (sample) => formats.degrees(sample.azimuth) },
            {
              header: t("chart.shadow"),
              cell: (sample) => (sample.shadowLength === null ? "—" : formats.metres(sample.shadowLength)),
            },
          ]}
        />
      </div>
    </section>
  );
}
