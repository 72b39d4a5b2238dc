import type { Kysely } from "kysely";

// Shared rate-limit windows, for several processes on one PostgreSQL (the embedded database counts in
// memory, but keeps one schema). Keys are salted hashes, never client addresses (see rate-limit/).
export async function up<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("key", "text", (column) => column.primaryKey())
    // Milliseconds since the epoch: compared with the application's clock on every request.
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("hits", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_windows_expires_at_idx")
    .on("rate_limit_windows")
    .column("expires_at")
    .execute();
  await db.schema
    .createTable("rate_limit_salts")
    .addColumn("day", "text", (column) => column.primaryKey())
    .addColumn("salt", "text", (column) => column.notNull())
    .execute();
}
