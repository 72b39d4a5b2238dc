import http from "node:http";
import type { AddressInfo } from "node:net";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { expect, it } from "vitest";
import type { ClickEvent } from "#app/tools/url-shortener/server/click-recorder.ts";
import { createShortLinkRepository } from "#app/tools/url-shortener/server/repository.ts";
import { manageKeyMatches, newManageKey } from "#app/tools/url-shortener/server/rules/manage-key.ts";
import { createLogger } from "#server/logger.ts";
import { createMemoryRateLimiter } from "#server/rate-limit/memory.ts";
import { createInProcessFeed } from "#server/realtime/in-process-feed.ts";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { rollUpClicks } from "./rollup.ts";
import { createLinkStatsReader, readLinkStats } from "./stats.ts";
import { createStatsEndpoint } from "./stats-endpoint.ts";

const NOW = Date.parse("2026-06-15T10:30:00Z");
const person = {
  bot: false,
  referrer: "news.example",
  country: "FR",
  device: "mobile",
  browser: "Safari",
  os: "iOS",
  clicks: 1,
};
const desktop = {
  bot: false,
  referrer: "",
  country: "VN",
  device: "desktop",
  browser: "Chrome",
  os: "Windows",
  clicks: 1,
};
const bot = { bot: true, referrer: "", country: "US", device: "", browser: "", os: "", clicks: 1 };

/** Counts the queries sent through the database handle it is plugged into. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

describeEachDialect("link statistics", (database) => {
  let unique = 0;
  /** The shortener's look-up of a slug, on the real repository. */
  function findBySlug() {
    const repository = createShortLinkRepository(database().handle.db);
    return {
      findBySlug: async (slug: string) => {
        const record = await repository.findBySlug(slug);
        return record && { ...record, internalUrl: "", shortenedUrl: "" };
      },
      keyMatches: (link: { manageKeyHash: string | null }, key: string | null) =>
        manageKeyMatches(key, link.manageKeyHash),
    };
  }
  const feed = () => createInProcessFeed({ logger: createLogger("silent") });

  async function linkWith(
    clicks: [string, Omit<ClickEvent, "linkId" | "at">][],
    managed: { unlisted?: boolean; manageKeyHash?: string } = {},
  ) {
    const repository = createShortLinkRepository(database().handle.db);
    const slug = `stats${++unique}`;
    const link = await repository.insert({
      internalSlug: slug,
      shortenedSlug: slug,
      originalUrl: "https://example.com/",
      normalizedUrl: "https://example.com/",
      language: "en",
      ...managed,
    });
    // One commit per click, so that none share a row.
    for (const [at, figures] of clicks) await repository.storeClicks([{ linkId: link.id, at, ...figures }]);
    return { id: link.id, slug, createdAt: "2025-12-20T08:00:00.000Z" };
  }

  it("counts the last 24 hours by hour in the page's zone, bots apart and out of the lists", async () => {
    const link = await linkWith([
      ["2026-06-15T10:05:00.000Z", person],
      ["2026-06-15T09:59:00.000Z", person],
      ["2026-06-15T09:30:00.000Z", desktop],
      ["2026-06-15T09:31:00.000Z", bot],
      ["2026-06-14T10:29:00.000Z", person], // 24 h 1 min ago: out of range
    ]);
    const stats = await readLinkStats(database().handle.db, {
      link,
      range: "24h",
      timeZone: "Asia/Kolkata",
      now: NOW,
    });
    expect(stats).toMatchObject({
      slug: link.slug,
      range: "24h",
      timeZone: "Asia/Kolkata",
      totalHumans: 3,
      totalBots: 1,
    });
    expect(stats.series).toHaveLength(24);
    // 10:30 UTC is 16:00 in Kolkata: the last hour starts then and holds none of the clicks above.
    expect(stats.series[23]).toEqual({ start: "2026-06-15T10:30:00.000Z", humans: 0, bots: 0 });
    expect(stats.series[22]).toEqual({ start: "2026-06-15T09:30:00.000Z", humans: 3, bots: 1 });
    expect(stats.referrers).toEqual([
      { key: "news.example", count: 2 },
      { key: "", count: 1 },
    ]);
    expect(stats.countries).toEqual([
      { key: "FR", count: 2 },
      { key: "VN", count: 1 },
    ]);
    expect(stats.devices).toEqual([
      { key: "mobile", count: 2 },
      { key: "desktop", count: 1 },
    ]);
    expect(stats.browsers[0]).toEqual({ key: "Safari", count: 2 });
    expect(stats.os[0]).toEqual({ key: "iOS", count: 2 });
  });

  it("places the last 30 days' clicks in the local days of a zone offset by half an hour", async () => {
    const link = await linkWith([
      // 18:29 UTC is 23:59 on 14 June in Kolkata; 18:31 is 00:01 on 15 June.
      ["2026-06-14T18:29:00.000Z", person],
      ["2026-06-14T18:31:00.000Z", person],
    ]);
    const stats = await readLinkStats(database().handle.db, {
      link,
      range: "30d",
      timeZone: "Asia/Kolkata",
      now: NOW,
    });
    expect(stats.series.slice(-2)).toEqual([
      { start: "2026-06-13T18:30:00.000Z", humans: 1, bots: 0 },
      { start: "2026-06-14T18:30:00.000Z", humans: 1, bots: 0 },
    ]);
  });

  it("rolls events older than the retention period into daily counts, all time unchanged", async () => {
    const link = await linkWith([
      ["2026-01-10T23:00:00.000Z", person],
      ["2026-01-10T01:00:00.000Z", person],
      ["2026-01-10T02:00:00.000Z", bot],
      ["2026-02-03T12:00:00.000Z", desktop],
      ["2026-06-14T12:00:00.000Z", person],
    ]);
    const { db } = database().handle;
    const before = await readLinkStats(db, { link, range: "all", timeZone: "UTC", now: NOW });
    // 90 days before 15 June: 17 March; January and February events are rolled up, June's stay.
    expect(await rollUpClicks(db, 90, NOW)).toBe(4);
    expect(await rollUpClicks(db, 90, NOW)).toBe(0);
    const daily = await db
      .selectFrom("click_daily")
      .select(["day", "is_bot", "country", "clicks"])
      .where("link_id", "=", link.id)
      .orderBy("day")
      .orderBy("is_bot")
      .execute();
    expect(daily.map((row) => [row.day, Boolean(row.is_bot), row.country, row.clicks])).toEqual([
      ["2026-01-10", false, "FR", 2],
      ["2026-01-10", true, "US", 1],
      ["2026-02-03", false, "VN", 1],
    ]);
    const events = await db
      .selectFrom("click_events")
      .select("created_at")
      .where("link_id", "=", link.id)
      .execute();
    expect(events.map((row) => row.created_at)).toEqual(["2026-06-14T12:00:00.000Z"]);
    const after = await readLinkStats(db, { link, range: "all", timeZone: "UTC", now: NOW });
    expect(after).toEqual(before);
    expect(after.series.map((point) => point.start.slice(0, 7))).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    expect(after.series[1]).toMatchObject({ humans: 2, bots: 1 });
    expect(after).toMatchObject({ totalHumans: 4, totalBots: 1 });
  });

  /** The stats API on a real HTTP server, limited to `requests` a minute per client. */
  async function statsApi(requests: number) {
    const answer = createStatsEndpoint({
      linkStats: createLinkStatsReader(database().handle.db, findBySlug(), { changes: feed() }),
      shortener: findBySlug(),
      statsRateLimiter: createMemoryRateLimiter({ requests, windowMs: 60_000 }),
      config: { trustedProxies: 0 },
    });
    const server = http.createServer((req, res) => void answer(req, res, req.url ?? "/"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/short-links`,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it("computes a link's figures once for many viewers, and again once the feed announces a click", async () => {
    const link = await linkWith([[new Date().toISOString(), person]]);
    const counter = new QueryCounter();
    const changes = feed();
    let clock = 0;
    const read = createLinkStatsReader(database().handle.db.withPlugin(counter), findBySlug(), {
      changes,
      now: () => clock,
    });
    const viewers = () =>
      Promise.all(Array.from({ length: 20 }, () => read(link.slug, "all", "Europe/Paris")));

    // All time: 12 queries (counts by period and by day, then each of 5 lists from events and from days).
    expect((await viewers()).map((stats) => stats?.totalHumans)).toEqual(Array(20).fill(1));
    expect(counter.count).toBe(12);
    expect((await viewers()).every((stats) => stats?.totalHumans === 1)).toBe(true);
    expect(counter.count).toBe(12);

    // Live updates: a click stored, then announced, is in the very next answer.
    const repository = createShortLinkRepository(database().handle.db);
    await repository.storeClicks([{ linkId: link.id, at: new Date().toISOString(), ...desktop }]);
    await changes.publish({ type: "update", id: link.id });
    expect((await viewers()).every((stats) => stats?.totalHumans === 2)).toBe(true);
    expect(counter.count).toBe(24);

    // Another zone is another computation; an unannounced change shows once the cache time is over.
    await read(link.slug, "all", "Asia/Ho_Chi_Minh");
    expect(counter.count).toBe(36);
    await repository.storeClicks([{ linkId: link.id, at: new Date().toISOString(), ...desktop }]);
    clock += 5000;
    expect((await read(link.slug, "all", "Europe/Paris"))?.totalHumans).toBe(3);
  });

  it("limits the API per client with 429 and Retry-After", async () => {
    const link = await linkWith([[new Date().toISOString(), person]]);
    const api = await statsApi(2);
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${api.base}/${link.slug}/stats`)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await fetch(`${api.base}/${link.slug}/stats`);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ status: "error", error: { code: "rate_limited" } });
    } finally {
      await api.close();
    }
  });

  it("answers the API with the figures, 404 for an unknown slug and 400 for a bad range or zone", async () => {
    const link = await linkWith([[new Date().toISOString(), person]]);
    const api = await statsApi(100);
    const { base } = api;
    try {
      const ok = await fetch(`${base}/${link.slug}/stats?range=30d&tz=Europe/Paris`);
      expect(ok.status).toBe(200);
      const body = await ok.json();
      expect(Object.keys(body)).toEqual([
        "slug",
        "range",
        "timeZone",
        "totalHumans",
        "totalBots",
        "series",
        "referrers",
        "countries",
        "devices",
        "browsers",
        "os",
      ]);
      expect(body).toMatchObject({ slug: link.slug, totalHumans: 1, totalBots: 0 });
      expect(body.series).toHaveLength(30);
      expect(body.series[29]).toMatchObject({ humans: 1, bots: 0 });
      expect(body.referrers).toEqual([{ key: "news.example", count: 1 }]);

      const missing = await fetch(`${base}/nosuchlink/stats`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({
        status: "error",
        error: { code: "not_found" },
        isMalicious: false,
      });
      const badRange = await fetch(`${base}/${link.slug}/stats?range=7d`);
      expect(badRange.status).toBe(400);
      expect((await badRange.json()).error.code).toBe("invalid_range");
      // A browser reporting a zone by its older name gets the figures under its current one.
      const renamed = await fetch(`${base}/${link.slug}/stats?tz=Asia/Saigon`);
      expect((await renamed.json()).timeZone).toBe("Asia/Ho_Chi_Minh");
      const badZone = await fetch(`${base}/${link.slug}/stats?tz=Mars%2FOlympus`);
      expect((await badZone.json()).error.code).toBe("invalid_time_zone");
    } finally {
      await api.close();
    }
  });

  it("shows an unlisted link's figures only with its key, and none of a removed link", async () => {
    const { key, hash } = newManageKey();
    const link = await linkWith([[new Date().toISOString(), person]], {
      unlisted: true,
      manageKeyHash: hash,
    });
    const api = await statsApi(100);
    try {
      const address = `${api.base}/${link.slug}/stats`;
      const withKey = (value: string) => ({ headers: { authorization: `Bearer ${value}` } });
      const without = await fetch(address);
      expect(without.status).toBe(403);
      expect(await without.json()).toMatchObject({ status: "error", error: { code: "private_stats" } });
      expect((await fetch(address, withKey(newManageKey().key))).status).toBe(403);
      const open = await fetch(address, withKey(key));
      expect(open.status).toBe(200);
      expect(await open.json()).toMatchObject({ slug: link.slug, totalHumans: 1 });

      await createShortLinkRepository(database().handle.db).remove(link.id);
      const gone = await fetch(address, withKey(key));
      expect(gone.status).toBe(410);
      expect(await gone.json()).toMatchObject({ error: { code: "removed" } });
    } finally {
      await api.close();
    }
  });
});
