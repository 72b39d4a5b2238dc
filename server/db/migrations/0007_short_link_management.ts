import { type Kysely, sql } from "kysely";
import { generatedId } from "./columns.ts";

// Short links that their creator can manage with a secret key (decision 020): unlisted links, aliases
// used as the one slug of their link, removal that leaves a tombstone, and the public history of
// destination changes.
export async function up<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .alterTable("short_links")
    // Left out of the recent links and their live stream; statistics only with the key.
    .addColumn("unlisted", "boolean", (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable("short_links")
    // Made with an alias: never handed out again to someone shortening the same address.
    .addColumn("aliased", "boolean", (column) => column.notNull().defaultTo(false))
    .execute();
  // The SHA-256 of the management key (base64url); null for links made before keys existed.
  await db.schema.alterTable("short_links").addColumn("manage_key_hash", "text").execute();
  // When its creator removed it: the row stays so the address answers 410 and is never given to another.
  await db.schema.alterTable("short_links").addColumn("removed_at", "text").execute();
  // Before this migration an aliased link had a generated slug in its second column; it still redirects.
  await sql`update short_links set aliased = ${true} where internal_slug is not null and internal_slug <> shortened_slug`.execute(
    db,
  );

  await db.schema
    .createTable("short_link_destinations")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("link_id", "integer", (column) =>
      column.notNull().references("short_links.id").onDelete("cascade"),
    )
    .addColumn("changed_at", "text", (column) => column.notNull())
    .addColumn("previous_url", "text", (column) => column.notNull())
    .addColumn("new_url", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("short_link_destinations_link_id_idx")
    .on("short_link_destinations")
    .columns(["link_id", "changed_at"])
    .execute();
}
