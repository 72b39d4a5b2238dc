// The URL shortener's server part (decision 019): its services, its API, the /r/ redirect and the live
// updates of new links, with the previews fetched in the background.
import { z } from "zod";
import { filePath, rateLimit } from "#server/env-fields.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { defineToolServer, type Endpoint } from "#server/tool-server.ts";
import { createChainCheck } from "./chain-check.ts";
import { createManageEndpoint, managedSlug } from "./http/manage-endpoint.ts";
import { createRedirects, type Redirects } from "./http/redirect.ts";
import { createShortLinkEvents, type ShortLinkEvents } from "./http/short-link-events.ts";
import { createShortenEndpoints } from "./http/shorten-endpoint.ts";
import { createPreviewLoader, previewColumns } from "./preview/load-preview.ts";
import { createPreviewQueue } from "./preview/preview-queue.ts";
import { createShortLinkRepository } from "./repository.ts";
import { createBlocklist } from "./rules/blocklist.ts";
import { checkSafeBrowsing } from "./rules/safe-browsing.ts";
import { createShortener, type Shortener } from "./service.ts";
import { createVisitHook, type VisitHook } from "./visit-hook.ts";

/** How many links left without a preview by an earlier process get one at start. */
const PENDING_PREVIEWS_AT_START = 200;

export interface ShortenerServices {
  shortener: Shortener;
  /** The /r/ hot path and its per-process cache of slugs, which an edit of a link must `forget`. */
  redirects: Redirects;
  /**
   * SHORTEN_RATE_LIMIT, per client address: one allowance for the API and the page's form alike, shared
   * by every process of the site (see server/rate-limit/store.ts).
   */
  shortenRateLimiter: RateLimiter;
  /** GET /api/short-links/events: inserts and updates of short links as Server-Sent Events. */
  shortLinkEvents: ShortLinkEvents;
  /** The shortener's threat rules (blocklist, Safe Browsing) on any address: a reason, or null. */
  shortLinkThreat(url: string): Promise<string | null>;
  /** Where another tool may describe each visit further before it is counted. */
  shortLinkVisits: VisitHook;
  /** Whether addresses are sent to Google Safe Browsing (SAFE_BROWSING_API_KEY is set). */
  usesSafeBrowsing: boolean;
}

// Loaders and endpoints find these among the services (server/services.ts).
declare module "../../../../server/services.ts" {
  interface ToolServices extends ShortenerServices {}
}

export const urlShortenerServer = defineToolServer({
  slug: "url-shortener",
  env: {
    SHORTEN_RATE_LIMIT: rateLimit.default({ requests: 20, windowMs: 60_000 }),
    // Domains and URL prefixes to refuse, on top of the shipped list; re-read when it changes.
    BLOCKLIST_FILE: filePath.optional(),
    SAFE_BROWSING_API_KEY: z.string().trim().min(1).optional(),
  },
  async start({ config, logger, database, rateLimits, changes, pageHeads, fetchRules }, _tools, env) {
    const blocklist = createBlocklist({ file: env.BLOCKLIST_FILE, logger });
    const repository = createShortLinkRepository(database.db);
    // Previews are fetched after the link exists and never hold up the answer.
    const previews = createPreviewQueue({
      fetch: createPreviewLoader(fetchRules, pageHeads),
      markFailed: (id, url) => repository.updatePreview(id, { preview_status: "failed" }, url),
      save: async (id, result, url) => {
        await repository.updatePreview(id, previewColumns(result), url);
        await shortener.announceUpdate(id);
      },
      logger,
    });
    const safeBrowsingApiKey = env.SAFE_BROWSING_API_KEY;
    const safeBrowsing = safeBrowsingApiKey
      ? (url: string) => checkSafeBrowsing(url, { apiKey: safeBrowsingApiKey, logger })
      : undefined;
    const visits = createVisitHook();
    const shortener = createShortener({
      repository,
      classifyVisit: visits.classify,
      onCreated: (link) => previews.enqueue({ id: link.id, url: link.originalUrl }),
      followChain: createChainCheck({ fetch: fetchRules, pageHeads }),
      changes,
      site: { publicUrl: config.publicUrl, shortUrlBase: config.shortUrlBase },
      safety: {
        blocklist,
        safeBrowsing,
        allowPrivateAddresses: fetchRules.allowPrivateAddresses,
        resolve: fetchRules.resolve,
      },
      clickJournalDir: config.clickJournalDir,
      logger,
    });
    try {
      await shortener.start();
      // Previews queued when the last process stopped were abandoned: queue them again.
      for (const link of await repository.listPendingPreviews(PENDING_PREVIEWS_AT_START)) {
        previews.enqueue({ id: link.id, url: link.originalUrl });
      }
    } catch (error) {
      blocklist.close();
      await previews.close();
      throw error;
    }
    const shortLinkEvents = createShortLinkEvents(changes, { trustedProxies: config.trustedProxies });
    const services: ShortenerServices = {
      shortener,
      redirects: createRedirects({
        shortener,
        publicUrl: config.publicUrl,
        shortUrlBase: config.shortUrlBase,
        trustedProxies: config.trustedProxies,
        changes,
      }),
      shortenRateLimiter: rateLimits.limiter("shorten", env.SHORTEN_RATE_LIMIT),
      shortLinkEvents,
      async shortLinkThreat(url) {
        const parsed = URL.parse(url);
        if (parsed && blocklist.match(parsed) != null) return "blocklist";
        const verdict = safeBrowsing ? await safeBrowsing(url) : null;
        return verdict && !verdict.safe ? (verdict.threatType ?? verdict.reason) : null;
      },
      shortLinkVisits: visits,
      usesSafeBrowsing: safeBrowsing !== undefined,
    };
    return {
      services,
      hotPath: (req, res, pathname, query) => services.redirects.answer(req, res, pathname, query),
      endStreams: () => shortLinkEvents.close(),
      async stop() {
        // The queued clicks are stored before the database closes, the previews saved before the feed does.
        shortLinkEvents.close();
        try {
          await previews.close();
          await shortener.close();
        } finally {
          blocklist.close();
        }
      },
    };
  },
  endpoints(services, { config, logger }) {
    const api = createShortenEndpoints({ ...services, config, logger });
    const events: Endpoint = { methods: READ_METHODS, answer: services.shortLinkEvents };
    // GET /api/short-links/{slug}: one path per link, so matched rather than listed, after the fixed ones.
    const manage: Endpoint = {
      methods: [...READ_METHODS, "PATCH", "DELETE"],
      answer: createManageEndpoint({ ...services, config, logger }),
    };
    return {
      paths: {
        "/api/shorten-url": { methods: ["POST"], answer: api.shorten },
        "/api/short-links/recent": { methods: READ_METHODS, answer: api.recent },
        "/api/short-links/events": events,
      },
      match: (pathname) => (managedSlug(pathname) === null ? undefined : manage),
    };
  },
});
