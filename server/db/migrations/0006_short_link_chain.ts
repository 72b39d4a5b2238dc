import type { Kysely } from "kysely";

// Where a short link's redirects led when it was shortened (decision 005): links made before this have
// nulls, and their preview page says that only their own address was checked.
export async function up<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .alterTable("short_links")
    // The address the chain landed on; null when it was not followed to its end.
    .addColumn("final_url", "text")
    .execute();
  await db.schema
    .alterTable("short_links")
    // Redirects between the link and final_url (0: the link is the page itself).
    .addColumn("redirect_count", "integer")
    .execute();
  await db.schema
    .alterTable("short_links")
    // true: every address of the chain was checked; false: only the first (the rest could not be followed).
    .addColumn("chain_checked", "boolean")
    .execute();
}
