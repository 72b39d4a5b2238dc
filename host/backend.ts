// The composition: the platform of server/, then the catalogue and every tool of app/tools/, in one set of
// services. The one place that knows both the floor and the tools; nothing below imports it.
import { TOOLS } from "#app/tools/registry.ts";
import { TOOL_SERVERS } from "#app/tools/servers.ts";
import { createCatalogRepository } from "#server/catalog/repository.ts";
import { createSearchIndex } from "#server/catalog/search-index.ts";
import { seedCatalog } from "#server/catalog/seed.ts";
import type { Config } from "#server/config.ts";
import { ping } from "#server/db/connect.ts";
import type { Logger } from "#server/logger.ts";
import { closePlatform, createPlatform } from "#server/platform.ts";
import type { Backend, CoreServices, Services } from "#server/services.ts";
import { startSharedImages } from "#server/shared-images/index.ts";
import { loadToolEnv } from "#server/tool-env.ts";
import type { StartedTool } from "#server/tool-server.ts";

type Started = Awaited<ReturnType<(typeof TOOL_SERVERS)[number]["start"]>>["services"];
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/**
 * Reads the tools' variables (a ConfigError names a bad one), builds the platform (database brought up
 * to date, rate limits, change feed), seeds the catalogue with app/tools/registry.ts's tools, then starts
 * each tool's server part in the order of app/tools/servers.ts.
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
  const sharedImages = startSharedImages(config, platform);
  const stop = async () => {
    sharedImages.stop();
    // The last started stops first: a tool's services are still there for those started after it.
    try {
      for (const tool of started.toReversed()) await tool.stop?.();
    } finally {
      await closePlatform(platform);
    }
  };
  const catalog = createCatalogRepository(platform.database.db);
  const core: CoreServices = {
    config,
    logger,
    catalog,
    search: createSearchIndex(catalog, { logger, tools: TOOLS }).search,
    checkDatabase: () => ping(platform.database),
    sharedImages: sharedImages.availability,
  };
  const built: Record<string, unknown> = { ...core };
  try {
    const seeded = await seedCatalog(platform.database.db, TOOLS);
    logger.info("catalogue seeded", { seeded });
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
  // What the tools declare they add to Services (in their server/index.ts) must be what they start.
  const services: Services = built as unknown as CoreServices & Intersection<Started>;
  return {
    services,
    endpoints: [
      sharedImages.endpoints,
      ...TOOL_SERVERS.map((tool) => tool.endpoints?.(services, platform) ?? {}),
    ],
    hotPaths: started.flatMap((tool) => (tool.hotPath ? [tool.hotPath] : [])),
    endStreams: () => {
      for (const tool of started) tool.endStreams?.();
    },
    close: stop,
  };
}
