import type { Kysely } from "kysely";
import type { DialectName } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { createMemoryRateLimitStore } from "./memory.ts";
import { createPostgresRateLimitStore } from "./postgres.ts";
import type { RateLimitStore } from "./rate-limiter.ts";
import { createRedisRateLimitStore } from "./redis.ts";

export interface RateLimitStoreOptions {
  redisUrl: string | undefined;
  database: { db: Kysely<Database>; dialect: DialectName };
  logger: Logger;
}

/**
 * Where the limits are counted, so that they hold per visitor however many processes serve the site:
 * Redis when REDIS_URL is set, else PostgreSQL when it is the database, else this process's memory
 * (the embedded database has one process).
 */
export async function createRateLimitStore(options: RateLimitStoreOptions): Promise<RateLimitStore> {
  const { redisUrl, database, logger } = options;
  const store = redisUrl
    ? await createRedisRateLimitStore({ url: redisUrl, logger }).catch((error: unknown) => {
        // The URL itself is not repeated: it may hold a password.
        throw new Error(`REDIS_URL: Redis could not be reached (${(error as Error).message})`, {
          cause: error,
        });
      })
    : database.dialect === "postgres"
      ? createPostgresRateLimitStore(database.db)
      : createMemoryRateLimitStore();
  return failingOpen(store, logger);
}

/**
 * A limit that cannot be counted lets the request through and says so in the log: the shared store
 * being unreachable must not take shortening down with it, and every write is checked anyway.
 */
function failingOpen(store: RateLimitStore, logger: Logger): RateLimitStore {
  return {
    limiter(name, limit) {
      const limiter = store.limiter(name, limit);
      return {
        async take(key) {
          try {
            return await limiter.take(key);
          } catch (error) {
            logger.error("rate limit could not be counted; request let through", { limit: name, error });
            return { allowed: true };
          }
        },
      };
    },
    close: () => store.close(),
  };
}
