import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../../../../server/http/json.ts";
import { errorBody } from "../../url-shortener/server/api.ts";
import { isRange, isTimeZone } from "../logic/series.ts";
import type { LinkStatsReader } from "./stats.ts";

/** GET /api/short-links/{slug}/stats: the slug, or null for any other path. */
export function statsSlug(pathname: string): string | null {
  return /^\/api\/short-links\/([A-Za-z0-9_-]{1,64})\/stats$/.exec(pathname)?.[1] ?? null;
}

/**
 * GET /api/short-links/{slug}/stats?range=24h|30d|all&tz=Europe/Paris: a link's figures (stats.ts) as
 * JSON, people and bots apart. Bad input answers 400 and an unknown slug 404, in the shorten API's error
 * shape. Figures are public, as the link itself is: anyone who has it can see how often it was followed.
 */
export function createStatsEndpoint(linkStats: LinkStatsReader) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    const url = new URL(target, "http://localhost");
    const slug = statsSlug(url.pathname) ?? "";
    const range = url.searchParams.get("range") ?? "30d";
    const timeZone = url.searchParams.get("tz") ?? "UTC";
    if (!isRange(range)) {
      return sendJson(req, res, 400, errorBody("invalid_range", 'range must be "24h", "30d" or "all".'));
    }
    if (!isTimeZone(timeZone)) {
      return sendJson(
        req,
        res,
        400,
        errorBody("invalid_time_zone", "tz must be an IANA time zone, e.g. Europe/Paris."),
      );
    }
    const stats = await linkStats(slug, range, timeZone);
    if (stats === null)
      return sendJson(req, res, 404, errorBody("not_found", "No short link has this slug."));
    sendJson(req, res, 200, stats);
  };
}
