import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { Config } from "#server/config.ts";
import { BodyError, readJsonBody } from "#server/http/body.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { sendJson } from "#server/http/json.ts";
import type { Logger } from "#server/logger.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { errorBody, publicLink, rateLimitedBody, shortenResponse } from "../api.ts";
import type { Shortener } from "../service.ts";

/** A URL of 2,048 characters and an alias fit many times over. */
export const SHORTEN_BODY_LIMIT = 8 * 1024;

// Older clients also send `origin`; it is accepted and ignored (the site's own address is used), as are
// unknown fields.
const payloadSchema = z.object({
  url: z.string(),
  alias: z.string().nullish(),
  language: z.string().nullish(),
  unlisted: z.boolean().nullish(),
});

export interface ShortenEndpoints {
  /** POST /api/shorten-url */
  shorten(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** GET /api/short-links/recent */
  recent(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** The shortener's JSON endpoints, answered by the HTTP entry itself. Errors follow api.ts's shape. */
export function createShortenEndpoints(services: {
  shortener: Pick<Shortener, "shorten" | "listRecent">;
  shortenRateLimiter: RateLimiter;
  config: Pick<Config, "publicUrl" | "trustedProxies">;
  logger: Logger;
}): ShortenEndpoints {
  const { shortener, shortenRateLimiter, config, logger } = services;
  const siteOrigin = new URL(config.publicUrl).origin;

  const fail = (req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string) =>
    sendJson(req, res, status, errorBody(code, message));

  async function shorten(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Browsers name the page behind every POST they send; refusing other sites' pages stops them from
    // shortening through a visitor's browser (and from spending that visitor's rate limit).
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) {
      return fail(req, res, 403, "cross_origin", "Requests from other sites are not accepted.");
    }
    const decision = await shortenRateLimiter.take(rateLimitKey(clientAddress(req, config.trustedProxies)));
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      return sendJson(req, res, 429, rateLimitedBody(decision.retryAfterSeconds));
    }
    let body: unknown;
    try {
      body = await readJsonBody(req, SHORTEN_BODY_LIMIT);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      // A body left unread (too large, or of the wrong type) is not worth draining: close the connection.
      if (!req.complete) res.setHeader("Connection", "close");
      return fail(req, res, error.status, error.code, error.message);
    }
    const payload = payloadSchema.safeParse(body);
    if (!payload.success) {
      const message = 'The request body must be a JSON object with a "url" string.';
      return fail(req, res, 400, "invalid_request", message);
    }
    const { httpStatus, body: answer } = shortenResponse(await shortener.shorten(payload.data));
    sendJson(req, res, httpStatus, answer);
  }

  async function recent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const links = await shortener.listRecent();
    sendJson(req, res, 200, { links: links.map(publicLink) });
  }

  // Failures past validation are the server's: logged in full, answered without details.
  const guarded =
    (name: string, handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) =>
    async (req: IncomingMessage, res: ServerResponse) => {
      try {
        await handler(req, res);
      } catch (error) {
        logger.error(`${name} failed`, { error });
        if (!res.headersSent) fail(req, res, 500, "internal_error", "An error occurred. Please try again.");
        else res.destroy();
      }
    };

  return { shorten: guarded("shorten", shorten), recent: guarded("recent links", recent) };
}
