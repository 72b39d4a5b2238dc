import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";

/** A link's people count and its stored click events (bots included), as tests compare them. */
export async function clicksCounted(
  db: Kysely<Database>,
  linkId: number,
): Promise<{ usage: number; events: number }> {
  const link = await db
    .selectFrom("short_links")
    .select("usage_count")
    .where("id", "=", linkId)
    .executeTakeFirst();
  const events = await db
    .selectFrom("click_events")
    .select((eb) => eb.fn.sum<number | string>("clicks").as("n"))
    .where("link_id", "=", linkId)
    .executeTakeFirst();
  return { usage: Number(link?.usage_count), events: Number(events?.n ?? 0) };
}
