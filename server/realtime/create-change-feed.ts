import type { DatabaseHandle } from "../db/connect.ts";
import type { Logger } from "../logger.ts";
import type { ChangeFeed } from "./change-feed.ts";
import { createInProcessFeed } from "./in-process-feed.ts";
import { createPostgresFeed } from "./postgres-feed.ts";

export interface ChangeFeedOptions {
  /** The handle's PostgreSQL URL (config.databaseUrl): the feed listens on a connection of its own. */
  databaseUrl: string | undefined;
  logger: Logger;
}

/**
 * The feed that fits the database: in-process on SQLite (one process owns the file), LISTEN/NOTIFY on
 * PostgreSQL (any number of processes). Close it before the handle.
 */
export async function createChangeFeed(
  handle: DatabaseHandle,
  { databaseUrl, logger }: ChangeFeedOptions,
): Promise<ChangeFeed> {
  if (handle.dialect === "sqlite") return createInProcessFeed({ logger });
  if (!databaseUrl) throw new Error("The PostgreSQL change feed needs the database URL to listen on");
  return createPostgresFeed({ db: handle.db, databaseUrl, logger });
}
