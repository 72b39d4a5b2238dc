import { sql } from "kysely";
import { expect, it } from "vitest";
import type { TestDatabase } from "../test/databases.ts";
import { describeEachDialect } from "../test/describe-each-dialect.ts";
import { migrateToLatest, migrationNames } from "./migrate.ts";
import { readFlag } from "./schema.ts";

const tables = ["short_links", "tool_categories", "tool_category_translations", "tool_translations", "tools"];

async function tableNames(database: TestDatabase): Promise<string[]> {
  const found = await database.handle.db.introspection.getTables();
  return found.map((table) => table.name).filter((name) => tables.includes(name));
}

describeEachDialect(
  "migrateToLatest",
  (database) => {
    it("creates every table in an empty database", async () => {
      expect(await tableNames(database())).toEqual([]);
      await migrateToLatest(database().handle.db);
      expect((await tableNames(database())).sort()).toEqual(tables);
    });

    it("does nothing when the database is up to date", async () => {
      await migrateToLatest(database().handle.db);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        database().handle.db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(migrationNames);
    });

    it("gives short links their defaults", async () => {
      const { db } = database().handle;
      const link = await db
        .insertInto("short_links")
        .values({
          created_at: "2025-01-01T00:00:00.000Z",
          shortened_slug: "abc123",
          original_url: "https://example.org/a",
          normalized_url: "https://example.org/a",
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(link).toMatchObject({
        id: expect.any(Number),
        internal_slug: null,
        title: null,
        usage_count: 0,
        preview_status: "pending",
        language: "en",
      });
    });

    it("refuses a short-link slug that differs from another only by case", async () => {
      const { db } = database().handle;
      const row = (slug: string) => ({
        created_at: "2025-01-01T00:00:00.000Z",
        internal_slug: slug,
        shortened_slug: slug,
        original_url: "https://example.org/b",
        normalized_url: "https://example.org/b",
      });
      await db.insertInto("short_links").values(row("MyAlias")).execute();
      await expect(db.insertInto("short_links").values(row("myalias")).execute()).rejects.toThrow();
    });

    it("stores flags with their defaults and enforces foreign keys", async () => {
      const { db } = database().handle;
      const tool = await db
        .insertInto("tools")
        .values({ name: "T", slug: "t", icon: "Link", created_at: "2025-01-01T00:00:00.000Z" })
        .returning(["is_active", "is_featured", "coming_soon"])
        .executeTakeFirstOrThrow();
      expect([readFlag(tool.is_active), readFlag(tool.is_featured), readFlag(tool.coming_soon)]).toEqual([
        true,
        false,
        false,
      ]);
      await expect(
        db
          .insertInto("tool_translations")
          .values({ tool_id: 999_999, language: "fr", name: "x", description: "" })
          .execute(),
      ).rejects.toThrow();
    });
  },
  { migrate: false },
);

describeEachDialect(
  "migrateToLatest when a migration fails",
  (database) => {
    it("names the migration and leaves the database as it was", async () => {
      const { db } = database().handle;
      await db.schema.createTable("short_links").addColumn("id", "integer").execute();
      await expect(migrateToLatest(db)).rejects.toThrow(/^Database migration "0002_short_links" failed: /);
      // Every pending migration runs in one transaction, so the first one is rolled back too.
      expect(await tableNames(database())).toEqual(["short_links"]);
    });
  },
  { migrate: false },
);
