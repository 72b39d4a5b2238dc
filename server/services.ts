import type { Language } from "../app/i18n/languages.ts";
import { loadCountryLookup } from "../app/tools/link-analytics/server/country.ts";
import { rollUpClicks, scheduleRollUp } from "../app/tools/link-analytics/server/rollup.ts";
import { createLinkStatsReader, type LinkStatsReader } from "../app/tools/link-analytics/server/stats.ts";
import { createVisitClassifier } from "../app/tools/link-analytics/server/visit.ts";
import { createDomainLookup } from "../app/tools/link-investigator/server/domain.ts";
import {
  createLinkInvestigator,
  type LinkInvestigator,
} from "../app/tools/link-investigator/server/service.ts";
import { createWaybackLookup } from "../app/tools/link-investigator/server/wayback.ts";
import { createRedirects, type Redirects } from "../app/tools/url-shortener/server/http/redirect.ts";
import {
  createShortLinkEvents,
  type ShortLinkEvents,
} from "../app/tools/url-shortener/server/http/short-link-events.ts";
import {
  createPreviewLoader,
  previewColumns,
} from "../app/tools/url-shortener/server/preview/load-preview.ts";
import { createPreviewQueue } from "../app/tools/url-shortener/server/preview/preview-queue.ts";
import { createShortLinkRepository } from "../app/tools/url-shortener/server/repository.ts";
import { type Blocklist, createBlocklist } from "../app/tools/url-shortener/server/rules/blocklist.ts";
import { checkSafeBrowsing } from "../app/tools/url-shortener/server/rules/safe-browsing.ts";
import { createShortener, type Shortener } from "../app/tools/url-shortener/server/service.ts";
import { createCatalogRepository } from "./catalog/repository.ts";
import type { SearchGroup } from "./catalog/search.ts";
import { createSearchIndex } from "./catalog/search-index.ts";
import { seedCatalog } from "./catalog/seed.ts";
import type { Config } from "./config.ts";
import { openDatabase, ping } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import type { Logger } from "./logger.ts";
import { createPageHeadReader } from "./net/page-head-reader.ts";
import type { RateLimiter, RateLimitStore } from "./rate-limit/rate-limiter.ts";
import { createRateLimitStore } from "./rate-limit/store.ts";
import type { ChangeFeed } from "./realtime/change-feed.ts";
import { createChangeFeed } from "./realtime/create-change-feed.ts";

/** How many links left without a preview by an earlier process get one at start. */
const PENDING_PREVIEWS_AT_START = 200;

/** What loaders, actions and the HTTP entry use; built once per process. */
export interface Services {
  config: Config;
  logger: Logger;
  catalog: ReturnType<typeof createCatalogRepository>;
  /** Active tools matching the query in `lang`, grouped by category; answered from memory. */
  search(query: string, lang: Language): Promise<SearchGroup[]>;
  shortener: Shortener;
  /** The /r/ hot path and its per-process cache of slugs, which an edit of a link must `forget`. */
  redirects: Redirects;
  /**
   * SHORTEN_RATE_LIMIT, per client address: one allowance for the API and the page's form alike, shared
   * by every process of the site (see rate-limit/store.ts).
   */
  shortenRateLimiter: RateLimiter;
  /** Reports on links, shared for a few minutes by address. */
  linkInvestigator: LinkInvestigator;
  /** INVESTIGATE_RATE_LIMIT, per client address, for the page and the API alike. */
  investigateRateLimiter: RateLimiter;
  /** A short link's click statistics (people and bots apart), for the analytics page and API. */
  linkStats: LinkStatsReader;
  /** IMAGE_FETCH_RATE_LIMIT, per client address: the image inspector's fetch by address. */
  imageFetchRateLimiter: RateLimiter;
  /** STATS_RATE_LIMIT, per client address: GET /api/short-links/{slug}/stats. */
  statsRateLimiter: RateLimiter;
  /** Inserts and updates of short links, from this process and, on PostgreSQL, every other one. */
  changes: ChangeFeed;
  /** GET /api/short-links/events: the changes as Server-Sent Events. */
  shortLinkEvents: ShortLinkEvents;
  /** Resolves when the database answers; rejects otherwise. */
  checkDatabase(): Promise<void>;
  /** Stores queued clicks, then closes the change feed and the database; after the HTTP server. */
  close(): Promise<void>;
}

/** Opens the database, brings its schema up to date and seeds the catalogue, then hands out the services. */
export async function createServices(config: Config, logger: Logger): Promise<Services> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let blocklist: Blocklist | undefined;
  let changes: ChangeFeed;
  let rateLimits: RateLimitStore | undefined;
  try {
    // First, so that an unreadable BLOCKLIST_FILE stops the start before any database work.
    blocklist = createBlocklist({ file: config.blocklistFile, logger });
    await migrateToLatest(database.db);
    const seeded = await seedCatalog(database.db);
    logger.info("database ready", { dialect: database.dialect, seeded });
    rateLimits = await createRateLimitStore({ redisUrl: config.redisUrl, database, logger });
    changes = await createChangeFeed(database, { databaseUrl: config.databaseUrl, logger });
  } catch (error) {
    blocklist?.close();
    await rateLimits?.close();
    await database.close();
    throw error;
  }
  if (config.allowPrivateAddresses) {
    logger.warn(
      "ALLOW_PRIVATE_ADDRESSES is set: links and previews may point to this machine and its network. " +
        "It exists for tests; never set it on a public server.",
    );
  }
  const { safeBrowsingApiKey } = config;
  const repository = createShortLinkRepository(database.db);
  // Previews and investigations read pages in these threads, away from the event loop.
  const pageHeads = createPageHeadReader();
  // Previews are fetched after the link exists and never hold up the answer.
  const previews = createPreviewQueue({
    fetch: createPreviewLoader(
      { publicUrl: config.publicUrl, allowPrivateAddresses: config.allowPrivateAddresses },
      pageHeads,
    ),
    markFailed: (id) => repository.updatePreview(id, { preview_status: "failed" }),
    save: async (id, result) => {
      await repository.updatePreview(id, previewColumns(result));
      await changes.publish({ type: "update", id });
    },
    logger,
  });
  // Previews queued when the last process stopped were abandoned: queue them again.
  for (const link of await repository.listPendingPreviews(PENDING_PREVIEWS_AT_START)) {
    previews.enqueue({ id: link.id, url: link.originalUrl });
  }
  const safeBrowsing = safeBrowsingApiKey
    ? (url: string) => checkSafeBrowsing(url, { apiKey: safeBrowsingApiKey, logger })
    : undefined;
  const shortener = createShortener({
    repository,
    classifyVisit: createVisitClassifier(await loadCountryLookup()),
    onCreated: (link) => previews.enqueue({ id: link.id, url: link.originalUrl }),
    changes,
    site: { publicUrl: config.publicUrl, shortUrlBase: config.shortUrlBase },
    safety: {
      blocklist,
      safeBrowsing,
      allowPrivateAddresses: config.allowPrivateAddresses,
    },
    clickJournalDir: config.clickJournalDir,
    logger,
  });
  await shortener.start();
  // The shortener's threat rules, for the investigator's "blocklisted" finding.
  const threat = async (url: string): Promise<string | null> => {
    const parsed = URL.parse(url);
    if (parsed && blocklist?.match(parsed) != null) return "blocklist";
    const verdict = safeBrowsing ? await safeBrowsing(url) : null;
    return verdict && !verdict.safe ? (verdict.threatType ?? verdict.reason) : null;
  };
  const fetchRules = { publicUrl: config.publicUrl, allowPrivateAddresses: config.allowPrivateAddresses };
  const domains = createDomainLookup({ rdapBootstrapUrl: config.rdapBootstrapUrl, fetch: fetchRules });
  const linkInvestigator = createLinkInvestigator({
    fetch: fetchRules,
    pageHeads,
    threat,
    domain: domains.lookup,
    snapshot: createWaybackLookup({ availabilityUrl: config.waybackAvailabilityUrl, fetch: fetchRules }),
  });
  const catalog = createCatalogRepository(database.db);
  // Events older than CLICK_EVENTS_DAYS become daily counts: at start, then every few hours.
  const stopRollUp = scheduleRollUp(
    () => rollUpClicks(database.db, config.clickEventsDays),
    (error) => logger.error("click roll-up failed; retrying later", { error }),
  );
  const shortLinkEvents = createShortLinkEvents(changes, { trustedProxies: config.trustedProxies });
  return {
    config,
    logger,
    catalog,
    search: createSearchIndex(catalog, { logger }).search,
    shortener,
    redirects: createRedirects({
      shortener,
      publicUrl: config.publicUrl,
      shortUrlBase: config.shortUrlBase,
      trustedProxies: config.trustedProxies,
    }),
    shortenRateLimiter: rateLimits.limiter("shorten", config.shortenRateLimit),
    linkStats: createLinkStatsReader(database.db, shortener, { changes }),
    linkInvestigator,
    investigateRateLimiter: rateLimits.limiter("investigate", config.investigateRateLimit),
    imageFetchRateLimiter: rateLimits.limiter("image-fetch", config.imageFetchRateLimit),
    statsRateLimiter: rateLimits.limiter("stats", config.statsRateLimit),
    changes,
    shortLinkEvents,
    checkDatabase: () => ping(database),
    async close() {
      // Pending counts go through the database and are announced on the feed: both close after them.
      try {
        stopRollUp();
        shortLinkEvents.close();
        await previews.close();
        await pageHeads.close();
        await shortener.close();
        await changes.close();
        await rateLimits.close();
      } finally {
        blocklist.close();
        await database.close();
      }
    },
  };
}
