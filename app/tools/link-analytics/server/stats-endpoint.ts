import type { IncomingMessage, ServerResponse } from "node:http";
import { canonicalZone } from "#app/features/time-zones/logic/zone-id.ts";
import { isShortSlug } from "#app/tools/url-shortener/public.ts";
import {
  bearerKey,
  errorBody,
  rateLimitedBody,
  type Shortener,
} from "#app/tools/url-shortener/server/public.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { sendJson } from "#server/http/json.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { isRange } from "../logic/series.ts";
import type { LinkStatsReader } from "./stats.ts";

/** GET /api/short-links/{slug}/stats: the slug, or null for any other path. */
export function statsSlug(pathname: string): string | null {
  if (!pathname.startsWith(STATS_PREFIX) || !pathname.endsWith(STATS_SUFFIX)) return null;
  const slug = pathname.slice(STATS_PREFIX.length, -STATS_SUFFIX.length);
  return isShortSlug(slug) ? slug : null;
}

const STATS_PREFIX = "/api/short-links/";
const STATS_SUFFIX = "/stats";

export interface StatsEndpointServices {
  linkStats: LinkStatsReader;
  shortener: Pick<Shortener, "findBySlug" | "keyMatches">;
  /** STATS_RATE_LIMIT, per client address. */
  statsRateLimiter: RateLimiter;
  config: { trustedProxies: number };
}

/**
 * GET /api/short-links/{slug}/stats?range=24h|30d|all&tz=Europe/Paris: a link's figures (stats.ts) as
 * JSON, people and bots apart. Bad input answers 400, an unknown slug 404 and a client over
 * STATS_RATE_LIMIT 429, in the shorten API's error shape. A listed link's figures are public, as the link
 * itself is: anyone who has it can see how often it was followed. An unlisted link's need its management
 * key (`Authorization: Bearer {key}`, else 403); a link removed by its creator is 410.
 */
export function createStatsEndpoint({
  linkStats,
  shortener,
  statsRateLimiter,
  config,
}: StatsEndpointServices) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    const url = new URL(target, "http://localhost");
    const slug = statsSlug(url.pathname) ?? "";
    const range = url.searchParams.get("range") ?? "30d";
    // The zone by its one name, whatever alias the browser reported (Asia/Saigon is Asia/Ho_Chi_Minh).
    const timeZone = canonicalZone(url.searchParams.get("tz") ?? "UTC");
    if (!isRange(range)) {
      return sendJson(req, res, 400, errorBody("invalid_range", 'range must be "24h", "30d" or "all".'));
    }
    if (timeZone === null) {
      return sendJson(
        req,
        res,
        400,
        errorBody("invalid_time_zone", "tz must be an IANA time zone, e.g. Europe/Paris."),
      );
    }
    const decision = await statsRateLimiter.take(rateLimitKey(clientAddress(req, config.trustedProxies)));
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      return sendJson(req, res, 429, rateLimitedBody(decision.retryAfterSeconds));
    }
    const link = await shortener.findBySlug(slug);
    if (link?.removedAt) {
      return sendJson(req, res, 410, errorBody("removed", "This short link was removed by its creator."));
    }
    if (link?.unlisted && !shortener.keyMatches(link, bearerKey(req.headers.authorization))) {
      const message = "This link is unlisted: its statistics need its management key.";
      return sendJson(req, res, 403, errorBody("private_stats", message));
    }
    const stats = link && (await linkStats(slug, range, timeZone));
    if (stats === null)
      return sendJson(req, res, 404, errorBody("not_found", "No short link has this slug."));
    sendJson(req, res, 200, stats);
  };
}
