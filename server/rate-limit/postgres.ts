import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { decide, type RateLimitStore } from "./rate-limiter.ts";
import { createSaltedKeys, newSalt, type SaltStore } from "./salted-keys.ts";

/** How often windows that have ended are deleted. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Rate-limit windows in PostgreSQL, shared by every process on the database: each request is one
 * upsert that starts a new window or counts in the current one, atomically under the row's lock.
 */
export function createPostgresRateLimitStore(
  db: Kysely<Database>,
  { now = Date.now }: { now?: () => number } = {},
): RateLimitStore {
  const salts: SaltStore = {
    async saltOf(day) {
      await db
        .insertInto("rate_limit_salts")
        .values({ day, salt: newSalt() })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .execute();
      await db.deleteFrom("rate_limit_salts").where("day", "<", day).execute();
      const row = await db
        .selectFrom("rate_limit_salts")
        .select("salt")
        .where("day", "=", day)
        .executeTakeFirstOrThrow();
      return row.salt;
    },
  };
  const saltedKey = createSaltedKeys(salts, now);
  const sweeper = setInterval(() => {
    db.deleteFrom("rate_limit_windows")
      .where("expires_at", "<=", now())
      .execute()
      // The next sweep tries again; an unreachable database is reported by the requests themselves.
      .catch(() => {});
  }, SWEEP_INTERVAL_MS).unref();

  return {
    limiter(name, limit) {
      return {
        async take(key) {
          const time = now();
          const id = `${name}:${await saltedKey(key)}`;
          const { rows } = await sql<{ expires_at: string; hits: number }>`
            insert into rate_limit_windows as w (key, expires_at, hits)
            values (${id}, ${time + limit.windowMs}, 1)
            on conflict (key) do update set
              expires_at = case when w.expires_at <= ${time} then excluded.expires_at else w.expires_at end,
              hits = case when w.expires_at <= ${time} then 1 else w.hits + 1 end
            returning expires_at, hits`.execute(db);
          const row = rows[0];
          if (row === undefined) throw new Error("The rate-limit upsert returned no row");
          return decide(row.hits, Number(row.expires_at) - time, limit);
        },
      };
    },
    async close() {
      clearInterval(sweeper);
    },
  };
}
