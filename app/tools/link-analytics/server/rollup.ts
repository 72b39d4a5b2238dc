import { type Kysely, sql } from "kysely";
import { dialectOf } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";

const DAY_MS = 86_400_000;
// Any number of our own: the PostgreSQL advisory lock that lets one process roll up at a time.
const ROLLUP_LOCK = 15_015;
const DIMENSIONS = ["is_bot", "referrer", "country", "device", "browser", "os"] as const;

/**
 * Rolls the click events of whole UTC days older than `days` into daily counts (click_daily), then
 * deletes them, in one transaction: a crash leaves either both or neither. On PostgreSQL, an advisory
 * lock keeps two processes from rolling up the same events twice. Returns how many events it folded.
 */
export async function rollUpClicks(db: Kysely<Database>, days: number, now = Date.now()): Promise<number> {
  // Midnight UTC, so that a day is rolled up whole, never split between events and its daily count.
  const cutoff = new Date(Math.floor((now - days * DAY_MS) / DAY_MS) * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === "postgres") await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`.execute(trx);
    // Link by link through the (link_id, created_at) index, rather than a scan of every event.
    const links = trx.selectFrom("short_links").select("id");
    const old = trx.selectFrom("click_events").where("link_id", "in", links).where("created_at", "<", cutoff);
    const counted = await old.select((eb) => eb.fn.sum<number | string>("clicks").as("n")).executeTakeFirst();
    const folded = Number(counted?.n ?? 0);
    if (folded === 0) return 0;
    const day = sql<string>`substr(created_at, 1, 10)`;
    await trx
      .insertInto("click_daily")
      .columns(["link_id", "day", ...DIMENSIONS, "clicks"])
      .expression(
        old
          .select((eb) => ["link_id", day.as("day"), ...DIMENSIONS, eb.fn.sum<number>("clicks").as("clicks")])
          .groupBy(["link_id", day, ...DIMENSIONS]),
      )
      .onConflict((conflict) =>
        conflict
          .columns(["link_id", "day", ...DIMENSIONS])
          .doUpdateSet((eb) => ({ clicks: eb("click_daily.clicks", "+", eb.ref("excluded.clicks")) })),
      )
      .execute();
    await trx
      .deleteFrom("click_events")
      .where("link_id", "in", links)
      .where("created_at", "<", cutoff)
      .execute();
    return folded;
  });
}

/** Rolls up now and then every few hours, until stopped; a failure is logged and retried next time. */
export function scheduleRollUp(
  run: () => Promise<number>,
  onError: (error: unknown) => void,
  everyMs = 6 * 3_600_000,
): () => void {
  const tick = () => {
    run().catch(onError);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
