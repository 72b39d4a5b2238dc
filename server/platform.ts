import type { Config } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import type { Logger } from "./logger.ts";
import { createPageHeadReader } from "./net/page-head-reader.ts";
import { resolverWithTable } from "./net/private-endpoints.ts";
import { systemResolver } from "./net/resolve.ts";
import type { RateLimitStore } from "./rate-limit/rate-limiter.ts";
import { createRateLimitStore } from "./rate-limit/store.ts";
import type { ChangeFeed } from "./realtime/change-feed.ts";
import { createChangeFeed } from "./realtime/create-change-feed.ts";
import type { Platform } from "./tool-server.ts";

/** The floor every tool stands on: database, rate limits, change feed, page reader, fetch rules. */
export async function createPlatform(config: Config, logger: Logger): Promise<Platform> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let changes: ChangeFeed | undefined;
  let rateLimits: RateLimitStore | undefined;
  try {
    await migrateToLatest(database.db);
    logger.info("database ready", { dialect: database.dialect });
    rateLimits = await createRateLimitStore({ redisUrl: config.redisUrl, database, logger });
    changes = await createChangeFeed(database, { databaseUrl: config.databaseUrl, logger });
  } catch (error) {
    await rateLimits?.close();
    await database.close();
    throw error;
  }
  if (config.allowPrivateAddresses === true) {
    logger.warn(
      "ALLOW_PRIVATE_ADDRESSES is set: links and previews may point to this machine and its network. " +
        "It exists for tests; never set it on a public server.",
    );
  } else if (config.allowedPrivateEndpoints.length > 0) {
    logger.warn("ALLOW_PRIVATE_ENDPOINTS is set: links and previews may point to these private endpoints", {
      endpoints: config.allowedPrivateEndpoints,
    });
  }
  return {
    config,
    logger,
    database,
    rateLimits,
    changes,
    // Previews and investigations read pages in these threads, away from the event loop.
    pageHeads: createPageHeadReader(),
    fetchRules: {
      publicUrl: config.publicUrl,
      allowPrivateAddresses: config.allowPrivateAddresses,
      resolve: resolverWithTable(config.hostAddresses, systemResolver),
    },
  };
}

export async function closePlatform({ pageHeads, changes, rateLimits, database }: Platform): Promise<void> {
  try {
    await pageHeads.close();
    // Announcements go through the database: the feed closes before it.
    await changes.close();
    await rateLimits.close();
  } finally {
    await database.close();
  }
}
