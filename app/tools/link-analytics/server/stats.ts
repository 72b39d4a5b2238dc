import { type Kysely, sql } from "kysely";
import type { Shortener } from "#app/tools/url-shortener/server/public.ts";
import { type Database, readFlag } from "#server/db/schema.ts";
import { LruCache } from "#server/lib/lru-cache.ts";
import type { ChangeFeed } from "#server/realtime/change-feed.ts";
import { bucketsOf, fillSeries, type LinkStats, rank, type StatsRange } from "../logic/series.ts";

/** The most entries of each list: enough for any chart, bounded for a link shared on countless sites. */
const LIST_LIMIT = 100;
const DIMENSIONS = [
  ["referrers", "referrer"],
  ["countries", "country"],
  ["devices", "device"],
  ["browsers", "browser"],
  ["os", "os"],
] as const;

export interface StatsQuery {
  link: { id: number; slug: string; createdAt: string };
  range: StatsRange;
  timeZone: string;
  now?: number;
}

/**
 * Reads a link's statistics: its events of the range, counted by the database per minute, 10 minutes or
 * hour, and for all time also the daily counts events were rolled up into (rollup.ts), then placed in
 * the buckets of the page's time zone. A daily count falls in the month of its UTC day.
 */
export async function readLinkStats(db: Kysely<Database>, query: StatsQuery): Promise<LinkStats> {
  const { link, range, timeZone, now = Date.now() } = query;
  const buckets = bucketsOf(range, timeZone, now, Date.parse(link.createdAt));
  const from = new Date(buckets.starts[0] ?? now).toISOString();
  // Counted per minute (24 h), per 10 minutes (30 days: exact in zones offset by half hours) or per
  // hour (all time), as the leading characters of the ISO timestamps; `rest` completes each into an instant.
  const [prefix, rest] = range === "24h" ? [16, ":00Z"] : range === "30d" ? [15, "0:00Z"] : [13, ":00:00Z"];
  const instant = (text: string) => Date.parse(`${text}${rest}`);
  const withDaily = range === "all";

  const events = db.selectFrom("click_events").where("link_id", "=", link.id).where("created_at", ">=", from);
  const daily = db.selectFrom("click_daily").where("link_id", "=", link.id);

  const period = sql<string>`substr(created_at, 1, ${sql.lit(prefix)})`;
  const [eventCounts, dailyCounts, ...lists] = await Promise.all([
    events
      .select((eb) => [period.as("period"), "is_bot", eb.fn.sum<number | string>("clicks").as("clicks")])
      .groupBy([period, "is_bot"])
      .execute(),
    withDaily
      ? daily
          .select((eb) => ["day", "is_bot", eb.fn.sum<number | string>("clicks").as("clicks")])
          .groupBy(["day", "is_bot"])
          .execute()
      : Promise.resolve([]),
    ...DIMENSIONS.map(async ([, column]) => {
      const fromEvents = await events
        .where("is_bot", "=", false)
        .select((eb) => [eb.ref(column).as("key"), eb.fn.sum<number | string>("clicks").as("count")])
        .groupBy(column)
        .execute();
      const fromDaily = withDaily
        ? await daily
            .where("is_bot", "=", false)
            .select((eb) => [eb.ref(column).as("key"), eb.fn.sum<number | string>("clicks").as("count")])
            .groupBy(column)
            .execute()
        : [];
      return rank(
        [...fromEvents, ...fromDaily].map((row) => ({ key: String(row.key), count: Number(row.count) })),
        LIST_LIMIT,
      );
    }),
  ]);

  const first = buckets.starts[0] ?? now;
  const counts = [
    ...eventCounts.map((row) => ({
      at: instant(row.period),
      bot: readFlag(row.is_bot),
      clicks: Number(row.clicks),
    })),
    // A UTC day may begin before the link's first local month (zones east of UTC): it belongs to it.
    ...dailyCounts.map((row) => ({
      at: Math.max(first, Date.parse(`${row.day}T00:00:00Z`)),
      bot: readFlag(row.is_bot),
      clicks: Number(row.clicks),
    })),
  ];
  const series = fillSeries(buckets, counts);
  const [referrers = [], countries = [], devices = [], browsers = [], os = []] = lists;
  return {
    slug: link.slug,
    range,
    timeZone,
    totalHumans: series.reduce((sum, point) => sum + point.humans, 0),
    totalBots: series.reduce((sum, point) => sum + point.bots, 0),
    series,
    referrers,
    countries,
    devices,
    browsers,
    os,
  };
}

/** A link's statistics by slug (either of its two), or null when no link has it. */
export type LinkStatsReader = (
  slug: string,
  range: StatsRange,
  timeZone: string,
) => Promise<LinkStats | null>;

export interface LinkStatsReaderOptions {
  /** The short links' changes: a link's cached figures are dropped when it changes. */
  changes: Pick<ChangeFeed, "subscribe">;
  /** How long figures are shared; default 5 s. */
  cacheMs?: number;
  now?: () => number;
}

/** Links whose figures are kept, and versions (range and zone) kept of each: at most 1,024 in all. */
const CACHED_LINKS = 128;
const VERSIONS_PER_LINK = 8;

/**
 * Reads statistics through a short cache, so that the many viewers of a viral link (each refetching
 * on every event of the live stream) cost one computation (12 queries for all time) rather than one
 * each. Viewers refetch right after the event announcing new clicks, often within the cache time of
 * the last computation, so a time alone would show them the old figures until the next click: a
 * link's figures are dropped when the change feed announces it, which it does once the clicks are
 * committed (decision 015), on every process. The time only bounds what a missed announcement (a
 * PostgreSQL listener reconnecting) or the sliding window of the last 24 hours can leave stale.
 */
export function createLinkStatsReader(
  db: Kysely<Database>,
  shortener: Pick<Shortener, "findBySlug">,
  { changes, cacheMs = 5000, now = Date.now }: LinkStatsReaderOptions,
): LinkStatsReader {
  // Per link, then per "range zone": the computation's promise, shared by whoever asks while it runs.
  const cache = new LruCache<number, LruCache<string, { at: number; stats: Promise<LinkStats> }>>(
    CACHED_LINKS,
  );
  changes.subscribe((change) => cache.delete(change.id));
  return async (slug, range, timeZone) => {
    const link = await shortener.findBySlug(slug);
    if (link === null) return null;
    let versions = cache.get(link.id);
    if (versions === undefined) {
      versions = new LruCache(VERSIONS_PER_LINK);
      cache.set(link.id, versions);
    }
    const key = `${range} ${timeZone}`;
    const cached = versions.get(key);
    if (cached !== undefined && now() - cached.at < cacheMs) return cached.stats;
    const entry = {
      at: now(),
      stats: readLinkStats(db, {
        link: { id: link.id, slug: link.shortenedSlug, createdAt: link.createdAt },
        range,
        timeZone,
      }),
    };
    versions.set(key, entry);
    // A failure is not shared beyond those already waiting for it.
    const own = versions;
    entry.stats.catch(() => {
      if (own.get(key) === entry) own.delete(key);
    });
    return entry.stats;
  };
}
