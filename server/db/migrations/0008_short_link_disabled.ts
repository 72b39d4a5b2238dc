import type { Kysely } from "kysely";

// A short link its creator disabled (issue 24): it answers 410 like a removed one, but keeps its
// destination, history and statistics, and its creator can enable it again with the management key.
export async function up<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema.alterTable("short_links").addColumn("disabled_at", "text").execute();
}
