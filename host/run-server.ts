import type http from "node:http";
import { type Config, ConfigError, loadConfig } from "#server/config.ts";
import { type AppServerOptions, createAppServer } from "#server/http/app-server.ts";
import { createLogger } from "#server/logger.ts";
import { startBackend } from "./backend.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** What serves the app itself beside the server's own endpoints: the built files, or Vite in development. */
export interface AppSource extends Pick<AppServerOptions, "build" | "staticFiles"> {
  /** Binds to the HTTP server before it listens (Vite's HMR websocket shares its port). */
  attach?(server: http.Server): Promise<void>;
  /** Stops it; the first thing a shutdown does. */
  close?(): Promise<void>;
}

/**
 * Starts VeriTools (configuration, the app from `loadApp`, services, HTTP) and stops it cleanly on SIGTERM
 * or SIGINT. `loadApp` runs before the services, so that a missing build stops the start before any
 * database work. Exits with 78 on a bad configuration, 1 on any other failure to start.
 */
export function runServer(loadApp: () => Promise<AppSource>): void {
  start(loadApp).catch((error: unknown) => {
    process.stderr.write(
      `VeriTools failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}

async function start(loadApp: () => Promise<AppSource>): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    stopOnConfigError(error);
  }
  const logger = createLogger(config.logLevel);
  const app = await loadApp();
  const backend = await startBackend(config, logger).catch(stopOnConfigError);
  const server = createAppServer({ build: app.build, backend, staticFiles: app.staticFiles });
  await app.attach?.(server);

  server.listen(config.port, config.host, () => {
    logger.info("listening", { url: config.publicUrl, host: config.host, port: config.port });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    await app.close?.();
    // Stop accepting, let in-flight requests finish, then close the database.
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    // Event streams never end by themselves: end them, or closing would wait for the forced stop.
    backend.endStreams();
    server.close(async () => {
      clearTimeout(force);
      await backend.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** A bad configuration variable (the server's or a tool's) stops the start with exit code 78, said plainly. */
function stopOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(78);
}
