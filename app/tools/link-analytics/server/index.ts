// Link analytics' server part (decision 019): the figures of a short link, its API, and the roll-up of
// old clicks. It describes each visit through the shortener's visit hook; the shortener knows nothing of it.
import { z } from "zod";
import type { ShortenerServices } from "#app/tools/url-shortener/server/public.ts";
import { rateLimit } from "#server/env-fields.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { defineToolServer, type Endpoint } from "#server/tool-server.ts";
import { loadCountryLookup } from "./country.ts";
import { rollUpClicks, scheduleRollUp } from "./rollup.ts";
import { createLinkStatsReader, type LinkStatsReader } from "./stats.ts";
import { createStatsEndpoint, statsSlug } from "./stats-endpoint.ts";
import { createVisitClassifier } from "./visit.ts";

export interface LinkAnalyticsServices {
  /** A short link's click statistics (people and bots apart), for the analytics page and API. */
  linkStats: LinkStatsReader;
  /** STATS_RATE_LIMIT, per client address: GET /api/short-links/{slug}/stats. */
  statsRateLimiter: RateLimiter;
}

// Loaders and endpoints find these among the services (server/services.ts).
declare module "../../../../server/services.ts" {
  interface ToolServices extends LinkAnalyticsServices {}
}

export const linkAnalyticsServer = defineToolServer({
  slug: "link-analytics",
  env: {
    // Days each click is kept as an event before it becomes part of a daily count.
    CLICK_EVENTS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    // A page of live statistics refetches at most once a second: two such tabs per address.
    STATS_RATE_LIMIT: rateLimit.default({ requests: 120, windowMs: 60_000 }),
  },
  async start(
    { logger, database, rateLimits, changes },
    tools: Pick<ShortenerServices, "shortener" | "shortLinkVisits">,
    env,
  ) {
    tools.shortLinkVisits.classifyWith(createVisitClassifier(await loadCountryLookup()));
    // Events older than CLICK_EVENTS_DAYS become daily counts: at start, then every few hours.
    const stopRollUp = scheduleRollUp(
      () => rollUpClicks(database.db, env.CLICK_EVENTS_DAYS),
      (error) => logger.error("click roll-up failed; retrying later", { error }),
    );
    const services: LinkAnalyticsServices = {
      linkStats: createLinkStatsReader(database.db, tools.shortener, { changes }),
      statsRateLimiter: rateLimits.limiter("stats", env.STATS_RATE_LIMIT),
    };
    return { services, stop: stopRollUp };
  },
  endpoints(services, { config }) {
    // GET /api/short-links/{slug}/stats: one path per link, so matched rather than listed.
    const stats: Endpoint = { methods: READ_METHODS, answer: createStatsEndpoint({ ...services, config }) };
    return { match: (pathname) => (statsSlug(pathname) === null ? undefined : stats) };
  },
});
