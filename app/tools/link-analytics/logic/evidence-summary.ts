// A short link's statistics as a case says them: the period, the clicks by people and by bots, where
// most came from, and what a click count does not say.
import { fields, known, listOf, numberOf, type Summarizer, textOf } from "#app/tools/evidence-summary.ts";

/** The periods, as series.ts names them (not imported: it loads the Temporal polyfill). */
const PERIODS = ["24h", "30d", "all"] as const;

const summarizeStats: Summarizer = (result, { t }) => {
  const stats = fields(result);
  const period = PERIODS.find((range) => range === stats.range);
  const humans = numberOf(stats.totalHumans);
  const bots = numberOf(stats.totalBots);
  const top = fields(listOf(stats.referrers)[0]);
  // The empty key is clicks that named no site (typed, from an app, or hidden).
  const referrer = typeof top.key === "string" ? (textOf(top.key) ?? t("direct")) : undefined;
  const count = numberOf(top.count);
  return {
    lines: known([
      { label: t("link"), value: textOf(stats.slug) ?? "" },
      period && { label: t("period"), value: t(`periods.${period}`) },
      humans !== undefined && { label: t("humans"), value: t("clicks", { count: humans }) },
      bots !== undefined && { label: t("bots"), value: t("clicks", { count: bots }) },
      referrer &&
        count !== undefined && {
          label: t("topReferrer"),
          value: t("referrer", { site: referrer, count }),
        },
    ]),
    limits: t("limits"),
  };
};

export const linkAnalyticsSummaries = { "short-link": summarizeStats };
