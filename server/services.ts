import type { Language } from "../app/i18n/languages.ts";
import { TOOL_SERVERS, type ToolServices } from "../app/tools/servers.ts";
import { createCatalogRepository } from "./catalog/repository.ts";
import type { SearchGroup } from "./catalog/search.ts";
import { createSearchIndex } from "./catalog/search-index.ts";
import { seedCatalog } from "./catalog/seed.ts";
import type { Config } from "./config.ts";
import { openDatabase, ping } from "./db/connect.ts";
import { migrateToLatest } from "./db/migrate.ts";
import type { Logger } from "./logger.ts";
import { createPageHeadReader } from "./net/page-head-reader.ts";
import type { RateLimitStore } from "./rate-limit/rate-limiter.ts";
import { createRateLimitStore } from "./rate-limit/store.ts";
import type { ChangeFeed } from "./realtime/change-feed.ts";
import { createChangeFeed } from "./realtime/create-change-feed.ts";
import { loadToolEnv } from "./tool-env.ts";
import type { HotPath, Platform, StartedTool, ToolEndpoints } from "./tool-server.ts";

/** What the server itself gives every page, beside what the tools add. */
export interface CoreServices {
  config: Config;
  logger: Logger;
  catalog: ReturnType<typeof createCatalogRepository>;
  /** Active tools matching the query in `lang`, grouped by category; answered from memory. */
  search(query: string, lang: Language): Promise<SearchGroup[]>;
  /** Resolves when the database answers; rejects otherwise. */
  checkDatabase(): Promise<void>;
}

/** What loaders, actions and the HTTP entry use; built once per process. */
export type Services = CoreServices & ToolServices;

/** The services, and what the HTTP entry and the shutdown need of the tools. */
export interface Backend {
  services: Services;
  /** The tools' endpoints, made once with the services. */
  endpoints: ToolEndpoints[];
  /** Paths tried before anything else (the short links' redirect). */
  hotPaths: HotPath[];
  /** Ends the event streams, so the HTTP server can close. */
  endStreams(): void;
  /** Stops every tool (storing what they hold), then closes the change feed and the database. */
  close(): Promise<void>;
}

/**
 * Reads the tools' variables (a ConfigError names a bad one), opens the database, brings its schema up
 * to date and seeds the catalogue, builds the platform, then starts each tool's server part in the
 * order of app/tools/servers.ts.
 */
export async function startBackend(
  config: Config,
  logger: Logger,
  environment: Record<string, string | undefined> = process.env,
): Promise<Backend> {
  // The tools' variables are read first: a bad one stops the start before any database work.
  const toolEnv = loadToolEnv(TOOL_SERVERS, environment);
  const platform = await createPlatform(config, logger);
  const started: StartedTool<object>[] = [];
  const catalog = createCatalogRepository(platform.database.db);
  const core: CoreServices = {
    config,
    logger,
    catalog,
    search: createSearchIndex(catalog, { logger }).search,
    checkDatabase: () => ping(platform.database),
  };
  const built: Record<string, unknown> = { ...core };
  const stop = async () => {
    // The last started stops first: a tool's services are still there for those started after it.
    try {
      for (const tool of started.toReversed()) await tool.stop?.();
    } finally {
      await closePlatform(platform);
    }
  };
  try {
    for (const tool of TOOL_SERVERS) {
      // Each tool states what it uses of those before it; the order of the list provides it.
      const running = await tool.start(platform, built as never, toolEnv[tool.slug] as never);
      started.push(running);
      Object.assign(built, running.services);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const services = built as unknown as Services;
  return {
    services,
    endpoints: TOOL_SERVERS.map((tool) => tool.endpoints?.(services, platform) ?? {}),
    hotPaths: started.flatMap((tool) => (tool.hotPath ? [tool.hotPath] : [])),
    endStreams: () => {
      for (const tool of started) tool.endStreams?.();
    },
    close: stop,
  };
}

/** The floor every tool stands on: database, rate limits, change feed, page reader, fetch rules. */
async function createPlatform(config: Config, logger: Logger): Promise<Platform> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let changes: ChangeFeed | undefined;
  let rateLimits: RateLimitStore | undefined;
  try {
    await migrateToLatest(database.db);
    const seeded = await seedCatalog(database.db);
    logger.info("database ready", { dialect: database.dialect, seeded });
    rateLimits = await createRateLimitStore({ redisUrl: config.redisUrl, database, logger });
    changes = await createChangeFeed(database, { databaseUrl: config.databaseUrl, logger });
  } catch (error) {
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
  return {
    config,
    logger,
    database,
    rateLimits,
    changes,
    // Previews and investigations read pages in these threads, away from the event loop.
    pageHeads: createPageHeadReader(),
    fetchRules: { publicUrl: config.publicUrl, allowPrivateAddresses: config.allowPrivateAddresses },
  };
}

async function closePlatform({ pageHeads, changes, rateLimits, database }: Platform): Promise<void> {
  try {
    await pageHeads.close();
    // Announcements go through the database: the feed closes before it.
    await changes.close();
    await rateLimits.close();
  } finally {
    await database.close();
  }
}
