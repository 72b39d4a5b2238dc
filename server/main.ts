import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouterContext, ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./config.ts";
import { createAppServer } from "./http/app-server.ts";
import { createStaticFiles } from "./http/static-files.ts";
import { createLogger } from "./logger.ts";
import { createServices, type Services } from "./services.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHUTDOWN_GRACE_MS = 10_000;

interface AppBuild extends ServerBuild {
  entry: ServerBuild["entry"] & {
    module: ServerBuild["entry"]["module"] & {
      servicesContext: RouterContext<Services>;
      clientAddressContext: RouterContext<string>;
    };
  };
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  const logger = createLogger(config.logLevel);
  const buildFile = path.join(ROOT, "build/server/index.js");
  const build = (await import(buildFile).catch(() => {
    throw new Error(`No server build at ${buildFile}: run "npm run build" first.`);
  })) as AppBuild;

  const services = await createServices(config, logger);
  const server = createAppServer({
    build,
    servicesContext: build.entry.module.servicesContext,
    clientAddressContext: build.entry.module.clientAddressContext,
    services,
    staticFiles: createStaticFiles(path.join(ROOT, "build/client")),
  });

  server.listen(config.port, config.host, () => {
    logger.info("listening", { url: config.publicUrl, host: config.host, port: config.port });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // Stop accepting, let in-flight requests finish, then close the database.
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    // Event streams never end by themselves: end them, or closing would wait for the forced stop.
    services.shortLinkEvents.close();
    server.close(async () => {
      clearTimeout(force);
      await services.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `VeriTools failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
