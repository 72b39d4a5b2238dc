// The luminance histogram under the level sweep: 256 bars, the swept band marked, and the figures behind
// it as a table (in bands of 16 levels) for a reader who does not read the chart.
import { useTranslation } from "#app/i18n/react.tsx";
import { FiguresTable } from "#app/ui/FiguresTable.tsx";
import { type HistogramBand, histogramBands } from "../../logic/forensics/histogram.ts";
import { useForensicView } from "./use-forensic-view.ts";
import { ViewStatus } from "./ViewStatus.tsx";

export function LevelsHistogram({ level, width }: { level: number; width: number }) {
  const { t, i18n } = useTranslation("image_inspector");
  const state = useForensicView({ kind: "histogram" });
  if (state.status !== "done") return <ViewStatus state={state} />;
  const bins = state.value;
  const total = bins.reduce((sum, n) => sum + n, 0) || 1;
  const highest = Math.max(...bins, 1);
  const bars = bins.map((count, level) => ({ count, level }));
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  const low = Math.max(0, level - width / 2);
  const high = Math.min(255, level + width / 2);
  return (
    <figure className="grid gap-2" data-testid="levels-histogram">
      <figcaption className="text-sm font-medium">{t("forensics.levels.histogram.title")}</figcaption>
      <svg
        viewBox="0 0 256 100"
        preserveAspectRatio="none"
        role="img"
        aria-label={t("forensics.levels.histogram.alt", { from: low, to: high })}
        className="h-32 w-full rounded border bg-muted"
      >
        <rect x={low} y={0} width={high - low + 1} height={100} className="fill-primary/20" />
        {bars.map((bar) => (
          <rect
            key={bar.level}
            x={bar.level}
            y={100 - (bar.count / highest) * 100}
            width={1}
            height={(bar.count / highest) * 100}
            className="fill-foreground/70"
          />
        ))}
      </svg>
      <FiguresTable<HistogramBand>
        summary={t("forensics.levels.histogram.table")}
        caption={t("forensics.levels.histogram.title")}
        columns={[
          { header: t("forensics.levels.histogram.levels"), cell: (band) => `${band.from}–${band.to}` },
          { header: t("forensics.levels.histogram.pixels"), cell: (band) => number.format(band.pixels) },
          {
            header: t("forensics.levels.histogram.share"),
            cell: (band) => percent.format(band.pixels / total),
          },
        ]}
        rows={histogramBands(bins)}
        rowKey={(band) => band.from}
        testId="histogram-table"
      />
    </figure>
  );
}
