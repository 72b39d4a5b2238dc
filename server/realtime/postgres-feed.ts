import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { ChangeFeed, ShortLinkChange } from "./change-feed.ts";
import { createInProcessFeed } from "./in-process-feed.ts";

/** The LISTEN/NOTIFY channel; its payload is the JSON of a ShortLinkChange. */
export const CHANGE_CHANNEL = "short_links_changes";

export interface PostgresFeedOptions {
  /** Publishes through the application's pool. */
  db: Kysely<Database>;
  /** For the dedicated listening connection: a pooled one could not hold LISTEN. */
  databaseUrl: string;
  logger: Logger;
  /** Wait before the first attempt to reconnect, doubled after each failure up to max. Default 250 ms to 10 s. */
  reconnectDelayMs?: { min: number; max: number };
}

const CHANGE_TYPES = new Set(["insert", "update", "delete"]);

/**
 * The change feed of several processes on one PostgreSQL database: publish sends a NOTIFY, and every
 * process (this one included) hears it on its LISTEN connection and hands it to its own subscribers.
 * When that connection drops, subscribers are kept and it reconnects with backoff; changes published
 * while it was down are not heard (browsers refetch the list when their stream reconnects, not here).
 * Resolves once listening, so that nothing published afterwards is missed.
 */
export async function createPostgresFeed({
  db,
  databaseUrl,
  logger,
  reconnectDelayMs = { min: 250, max: 10_000 },
}: PostgresFeedOptions): Promise<ChangeFeed> {
  const local = createInProcessFeed({ logger });
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = reconnectDelayMs.min;
  let closed = false;

  function hear(message: pg.Notification): void {
    const change = parseChange(message.payload);
    if (!change) {
      logger.warn("change feed ignored a malformed notification", {
        payload: message.payload?.slice(0, 200),
      });
      return;
    }
    void local.publish(change);
  }

  function reconnectLater(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        () => {
          if (!closed) logger.info("change feed listening again");
        },
        (error: unknown) => logger.warn("change feed could not reconnect", { error, retryInMs: delay }),
      );
    }, delay);
    // Growing by a random factor, so that every process does not knock on a restarted server at once.
    delay = Math.min(reconnectDelayMs.max, delay * (1.5 + Math.random() / 2));
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    let lost = false;
    const drop = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (listener === client) {
        listener = undefined;
        logger.warn("change feed connection lost", { error });
      }
      client.end().catch(() => {});
      reconnectLater();
    };
    // A dropped connection emits "error" (then "end"); unhandled, it would end the process.
    client.on("error", drop);
    client.on("end", () => drop());
    client.on("notification", hear);
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      drop(error);
      throw error;
    }
    // Dropped as soon as it listened: a failure too, whose reconnection is already scheduled.
    if (lost) throw new Error("The change feed connection dropped right after LISTEN");
    if (closed) {
      lost = true;
      await client.end();
      return;
    }
    listener = client;
    delay = reconnectDelayMs.min;
  }

  const feed: ChangeFeed = {
    async publish(change) {
      const { type, id, unlisted, slugs } = change;
      const payload = JSON.stringify({ type, id, unlisted, slugs });
      await sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`.execute(db);
    },
    subscribe: (subscriber) => local.subscribe(subscriber),
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end();
      await local.close();
    },
  };

  try {
    await listen();
  } catch (error) {
    await feed.close(); // also cancels the reconnection the failure scheduled
    throw error;
  }
  return feed;
}

/** Other processes may run another version: anything not shaped like a change is ignored. */
function parseChange(payload: string | undefined): ShortLinkChange | null {
  try {
    const value: unknown = JSON.parse(payload ?? "");
    if (typeof value !== "object" || value === null) return null;
    const { type, id, unlisted, slugs } = value as Record<string, unknown>;
    if (typeof type !== "string" || !CHANGE_TYPES.has(type) || !Number.isSafeInteger(id)) return null;
    const change = { type, id } as ShortLinkChange;
    if (unlisted === true) change.unlisted = true;
    if (Array.isArray(slugs) && slugs.every((slug) => typeof slug === "string")) change.slugs = slugs;
    return change;
  } catch {
    return null;
  }
}
