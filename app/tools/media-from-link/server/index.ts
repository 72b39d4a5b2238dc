// The media-from-link tool's server part (decision 019): one JSON endpoint, GET /api/media-from-link?text=…, which
// counts a text's characters with the page's own logic, rate-limited per client address.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "#server/config.ts";
import { rateLimit } from "#server/env-fields.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { apiError, sendJson } from "#server/http/json.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { defineToolServer } from "#server/tool-server.ts";
import { countCharacters } from "../logic/characters.ts";

export interface MediaFromLinkServices {
  /** MEDIA_FROM_LINK_RATE_LIMIT, per client address: GET /api/media-from-link. */
  mediaFromLinkRateLimiter: RateLimiter;
}

// Loaders and endpoints find these among the services (server/services.ts).
declare module "../../../../server/services.ts" {
  interface ToolServices extends MediaFromLinkServices {}
}

/** GET /api/media-from-link?text=…: `{ characters }`, or 429 with Retry-After past the rate limit. */
function createEndpoint(services: MediaFromLinkServices, config: Pick<Config, "trustedProxies">) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    const decision = await services.mediaFromLinkRateLimiter.take(
      rateLimitKey(clientAddress(req, config.trustedProxies)),
    );
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      const wait = `Too many requests: try again in ${decision.retryAfterSeconds} s.`;
      return sendJson(req, res, 429, apiError("rate_limited", wait));
    }
    const text = new URL(target, "http://localhost").searchParams.get("text") ?? "";
    sendJson(req, res, 200, { characters: countCharacters(text) });
  };
}

export const mediaFromLinkServer = defineToolServer({
  slug: "media-from-link",
  env: {
    MEDIA_FROM_LINK_RATE_LIMIT: rateLimit.default({ requests: 60, windowMs: 60_000 }),
  },
  async start({ rateLimits }, _tools, env) {
    const services: MediaFromLinkServices = {
      mediaFromLinkRateLimiter: rateLimits.limiter("media-from-link", env.MEDIA_FROM_LINK_RATE_LIMIT),
    };
    return { services };
  },
  endpoints: (services, { config }) => ({
    paths: {
      "/api/media-from-link": { methods: READ_METHODS, answer: createEndpoint(services, config) },
    },
  }),
});
