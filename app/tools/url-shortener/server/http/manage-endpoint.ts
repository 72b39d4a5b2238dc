import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { Config } from "#server/config.ts";
import { BodyError, readJsonBody } from "#server/http/body.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { sendJson } from "#server/http/json.ts";
import type { Logger } from "#server/logger.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { isShortSlug } from "../../logic/short-slug.ts";
import { errorBody, managedLink, manageRefusal, rateLimitedBody } from "../api.ts";
import { bearerKey } from "../rules/manage-key.ts";
import type { Shortener } from "../service.ts";
import { SHORTEN_BODY_LIMIT } from "./shorten-endpoint.ts";

const PREFIX = "/api/short-links/";

/** /api/short-links/{slug}: the slug, or null for any other path (its statistics' included). */
export function managedSlug(pathname: string): string | null {
  if (!pathname.startsWith(PREFIX)) return null;
  const slug = pathname.slice(PREFIX.length);
  return isShortSlug(slug) ? slug : null;
}

/** A new destination, or the link disabled or enabled again: one change per request. */
const patchSchema = z.union([z.strictObject({ url: z.string() }), z.strictObject({ disabled: z.boolean() })]);

export interface ManageEndpointServices {
  shortener: Pick<
    Shortener,
    "manage" | "changeDestination" | "setDisabled" | "remove" | "destinationHistory"
  >;
  /** Writes are counted as shortening is: one allowance per client. */
  shortenRateLimiter: RateLimiter;
  config: Pick<Config, "publicUrl" | "trustedProxies">;
  logger: Logger;
}

/**
 * GET, PATCH and DELETE /api/short-links/{slug}, each with `Authorization: Bearer {manageKey}`: the link
 * as its creator sees it, a new destination (`{url}`, checked as shortening checks it), the link disabled
 * or enabled again (`{disabled}`), its removal (204). A missing or wrong key is 403 and changes nothing;
 * a removed link is 410.
 */
export function createManageEndpoint({
  shortener,
  shortenRateLimiter,
  config,
  logger,
}: ManageEndpointServices) {
  const siteOrigin = new URL(config.publicUrl).origin;

  async function answer(req: IncomingMessage, res: ServerResponse, target: string): Promise<void> {
    const slug = managedSlug(new URL(target, "http://localhost").pathname) ?? "";
    // A page of another site could send these with a visitor's key it somehow learnt: refuse it.
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) {
      return sendJson(
        req,
        res,
        403,
        errorBody("cross_origin", "Requests from other sites are not accepted."),
      );
    }
    // Every attempt is counted, wrong keys included, so that keys cannot be tried at speed.
    const decision = await shortenRateLimiter.take(rateLimitKey(clientAddress(req, config.trustedProxies)));
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      return sendJson(req, res, 429, rateLimitedBody(decision.retryAfterSeconds));
    }
    const key = bearerKey(req.headers.authorization);

    if (req.method === "DELETE") {
      const outcome = await shortener.remove(slug, key);
      if (outcome.kind !== "removed") {
        const { httpStatus, body } = manageRefusal(outcome);
        return sendJson(req, res, httpStatus, body);
      }
      res.writeHead(204, { "Cache-Control": "no-store" }).end();
      return;
    }

    if (req.method === "PATCH") {
      let body: unknown;
      try {
        body = await readJsonBody(req, SHORTEN_BODY_LIMIT);
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        if (!req.complete) res.setHeader("Connection", "close");
        return sendJson(req, res, error.status, errorBody(error.code, error.message));
      }
      const payload = patchSchema.safeParse(body);
      if (!payload.success) {
        const message =
          'The request body must be a JSON object with either a "url" string or a "disabled" boolean.';
        return sendJson(req, res, 400, errorBody("invalid_request", message));
      }
      if ("disabled" in payload.data) {
        const toggled = await shortener.setDisabled(slug, key, payload.data.disabled);
        if (toggled.kind !== "done") {
          const { httpStatus, body: refused } = manageRefusal(toggled);
          return sendJson(req, res, httpStatus, refused);
        }
        const history = await shortener.destinationHistory(toggled.link.id);
        return sendJson(req, res, 200, { status: "success", link: managedLink(toggled.link, history) });
      }
      const outcome = await shortener.changeDestination(slug, key, payload.data.url);
      if (outcome.kind === "changed") {
        const history = await shortener.destinationHistory(outcome.link.id);
        return sendJson(req, res, 200, { status: "success", link: managedLink(outcome.link, history) });
      }
      if (outcome.kind === "invalid" || outcome.kind === "malicious") {
        const malicious = outcome.kind === "malicious";
        return sendJson(req, res, 400, errorBody(outcome.code, outcome.message, malicious));
      }
      const { httpStatus, body: refused } = manageRefusal(outcome);
      return sendJson(req, res, httpStatus, refused);
    }

    const link = await shortener.manage(slug, key);
    if ("kind" in link) {
      const { httpStatus, body } = manageRefusal(link);
      return sendJson(req, res, httpStatus, body);
    }
    const history = await shortener.destinationHistory(link.id);
    sendJson(req, res, 200, { status: "success", link: managedLink(link, history) });
  }

  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    try {
      await answer(req, res, target);
    } catch (error) {
      // Failures past validation are the server's: logged in full, answered without details.
      logger.error("short link management failed", { error });
      if (!res.headersSent) {
        sendJson(req, res, 500, errorBody("internal_error", "An error occurred. Please try again."));
      } else res.destroy();
    }
  };
}
