import { Temporal } from "temporal-polyfill";

/** The periods of the statistics: the last 24 hours by hour, 30 days by day, or all time by month. */
export const RANGES = ["24h", "30d", "all"] as const;
export type StatsRange = (typeof RANGES)[number];

export function isRange(value: unknown): value is StatsRange {
  return RANGES.includes(value as StatsRange);
}

/** The buckets of a series, as instants (ms since the epoch): each starts at `starts[i]`, the last ends at `end`. */
export interface Buckets {
  starts: number[];
  end: number;
}

/**
 * The buckets of `range` ending with the current hour (24h), day (30d) or month (all) in `timeZone`,
 * their boundaries at that zone's local hours, midnights and first days of the month (so a day of a
 * daylight-saving change is 23 or 25 hours long). "all" starts at the month of `since`.
 */
export function bucketsOf(range: StatsRange, timeZone: string, now: number, since: number): Buckets {
  const zoned = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  const current = zoned(now);
  let first: Temporal.ZonedDateTime;
  let step: Temporal.DurationLike;
  if (range === "24h") {
    step = { hours: 1 };
    first = current.round({ smallestUnit: "hour", roundingMode: "floor" }).subtract({ hours: 23 });
  } else if (range === "30d") {
    step = { days: 1 };
    first = current.startOfDay().subtract({ days: 29 });
  } else {
    step = { months: 1 };
    const start = zoned(Math.min(since, now));
    first = start.with({ day: 1 }).startOfDay();
  }
  const starts: number[] = [];
  let cursor = first;
  while (cursor.epochMilliseconds <= now) {
    starts.push(cursor.epochMilliseconds);
    cursor = cursor.add(step);
  }
  return { starts, end: cursor.epochMilliseconds };
}

export interface SeriesPoint {
  /** ISO 8601 UTC instant of the bucket's local start. */
  start: string;
  humans: number;
  bots: number;
}

/** Counts at instants (the start of a stored minute, hour or UTC day) added up into the buckets. */
export function fillSeries(
  buckets: Buckets,
  counts: Iterable<{ at: number; bot: boolean; clicks: number }>,
): SeriesPoint[] {
  const points = buckets.starts.map((start) => ({
    start: new Date(start).toISOString(),
    humans: 0,
    bots: 0,
  }));
  for (const { at, bot, clicks } of counts) {
    if (at >= buckets.end || at < (buckets.starts[0] ?? buckets.end)) continue;
    // The last bucket starting at or before `at` (binary search: the series may have hundreds).
    let low = 0;
    let high = buckets.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((buckets.starts[middle] ?? 0) <= at) low = middle;
      else high = middle - 1;
    }
    const point = points[low];
    if (!point) continue;
    if (bot) point.bots += clicks;
    else point.humans += clicks;
  }
  return points;
}

export interface Ranked {
  key: string;
  count: number;
}

/** Counts by key, largest first (ties by key, so the order is stable), at most `limit` of them. */
export function rank(counts: Iterable<Ranked>, limit: number): Ranked[] {
  const merged = new Map<string, number>();
  for (const { key, count } of counts) merged.set(key, (merged.get(key) ?? 0) + count);
  return [...merged]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, limit);
}

/** The figures of GET /api/short-links/{slug}/stats and of the analytics page. */
export interface LinkStats {
  slug: string;
  range: StatsRange;
  timeZone: string;
  totalHumans: number;
  totalBots: number;
  series: SeriesPoint[];
  /** People only, like every list below: bots are counted apart, in totalBots and the series. */
  referrers: Ranked[];
  countries: Ranked[];
  devices: Ranked[];
  browsers: Ranked[];
  os: Ranked[];
}
