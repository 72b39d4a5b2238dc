import { type Kysely, sql } from "kysely";
import { generatedId } from "./columns.ts";

export async function up<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .createTable("short_links")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("internal_slug", "text", (column) => column.unique())
    .addColumn("shortened_slug", "text", (column) => column.notNull().unique())
    .addColumn("original_url", "text", (column) => column.notNull())
    .addColumn("normalized_url", "text", (column) => column.notNull())
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addColumn("og_image", "text")
    .addColumn("favicon", "text")
    .addColumn("usage_count", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("preview_status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en"))
    .execute();

  // Aliases are unique whatever their case; the plain unique constraints above serve exact lookups.
  await db.schema
    .createIndex("short_links_internal_slug_lower_key")
    .unique()
    .on("short_links")
    .expression(sql`lower(internal_slug)`)
    .execute();
  await db.schema
    .createIndex("short_links_shortened_slug_lower_key")
    .unique()
    .on("short_links")
    .expression(sql`lower(shortened_slug)`)
    .execute();
  // Shortening an address already shortened returns the existing link.
  await db.schema
    .createIndex("short_links_normalized_url_idx")
    .on("short_links")
    .column("normalized_url")
    .execute();
  // The recent-links list reads the newest rows.
  await db.schema.createIndex("short_links_created_at_idx").on("short_links").column("created_at").execute();
}
