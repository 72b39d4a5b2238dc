import type { Kysely } from "kysely";
import { dialectOf } from "../dialect.ts";
import { generatedId } from "./columns.ts";

// Counted visits of a short link (never the visitor's address nor any identifier of them),
// and the daily counts that events older than the retention period are rolled up into (decision 015).
export async function up<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .createTable("click_events")
    // No AUTOINCREMENT on SQLite: an event is never referred to, and its sequence row would be one page
    // more to write at every commit (decision 015 counts them).
    .addColumn(
      "id",
      "integer",
      dialectOf(db) === "postgres" ? generatedId(db) : (column) => column.primaryKey(),
    )
    .addColumn("link_id", "integer", (column) =>
      column.notNull().references("short_links.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("is_bot", "boolean", (column) => column.notNull())
    // "" where nothing is known (no referrer, an unknown country or agent).
    .addColumn("referrer", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("country", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("device", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("browser", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("os", "text", (column) => column.notNull().defaultTo(""))
    // Alike visits committed together (within milliseconds) are one row.
    .addColumn("clicks", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  // A link's statistics read its events of a time range; the roll-up reads the oldest of all links.
  await db.schema
    .createIndex("click_events_link_id_created_at_idx")
    .on("click_events")
    .columns(["link_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("click_events_created_at_idx")
    .on("click_events")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("click_daily")
    .addColumn("link_id", "integer", (column) =>
      column.notNull().references("short_links.id").onDelete("cascade"),
    )
    // The UTC day, YYYY-MM-DD.
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("is_bot", "boolean", (column) => column.notNull())
    .addColumn("referrer", "text", (column) => column.notNull())
    .addColumn("country", "text", (column) => column.notNull())
    .addColumn("device", "text", (column) => column.notNull())
    .addColumn("browser", "text", (column) => column.notNull())
    .addColumn("os", "text", (column) => column.notNull())
    .addColumn("clicks", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("click_daily_pkey", [
      "link_id",
      "day",
      "is_bot",
      "referrer",
      "country",
      "device",
      "browser",
      "os",
    ] as never)
    .execute();
}
