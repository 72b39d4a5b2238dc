import { type Kysely, sql } from "kysely";
import { generatedId } from "./columns.ts";

// Flags are `boolean`: PostgreSQL has the type, SQLite gives the column numeric affinity and stores 0/1.
// Timestamps are ISO 8601 UTC text (see schema.ts).

const languageCheck = sql`language in ('en', 'fr', 'vi')`;

export async function up<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .createTable("tool_categories")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("tool_category_translations")
    .addColumn("category_id", "integer", (column) =>
      column.notNull().references("tool_categories.id").onDelete("cascade"),
    )
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("tool_category_translations_pkey", ["category_id", "language"])
    .addCheckConstraint("tool_category_translations_language_check", languageCheck)
    .execute();

  await db.schema
    .createTable("tools")
    .addColumn("id", "integer", generatedId(db))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("icon", "text", (column) => column.notNull())
    .addColumn("category_id", "integer", (column) =>
      column.references("tool_categories.id").onDelete("set null"),
    )
    .addColumn("is_active", "boolean", (column) => column.notNull().defaultTo(true))
    .addColumn("is_featured", "boolean", (column) => column.notNull().defaultTo(false))
    .addColumn("coming_soon", "boolean", (column) => column.notNull().defaultTo(false))
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  // PostgreSQL does not index foreign keys by itself; category pages filter on this one.
  await db.schema.createIndex("tools_category_id_idx").on("tools").column("category_id").execute();

  await db.schema
    .createTable("tool_translations")
    .addColumn("tool_id", "integer", (column) => column.notNull().references("tools.id").onDelete("cascade"))
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("tool_translations_pkey", ["tool_id", "language"])
    .addCheckConstraint("tool_translations_language_check", languageCheck)
    .execute();
}
