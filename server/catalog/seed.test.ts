import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { LANGUAGES as languages } from "#app/i18n/languages.ts";
import { categories } from "#app/tools/categories.ts";
import { TOOLS as tools } from "#app/tools/registry.ts";
import type { Database } from "../db/schema.ts";
import { describeEachDialect } from "../test/describe-each-dialect.ts";
import { seedCatalog } from "./seed.ts";
import { catalogTexts } from "./tool-texts.ts";

async function catalogue(db: Kysely<Database>) {
  return {
    categories: await db.selectFrom("tool_categories").selectAll().orderBy("id").execute(),
    categoryTranslations: await db
      .selectFrom("tool_category_translations")
      .selectAll()
      .orderBy("category_id")
      .orderBy("language")
      .execute(),
    tools: await db.selectFrom("tools").selectAll().orderBy("id").execute(),
    toolTranslations: await db
      .selectFrom("tool_translations")
      .selectAll()
      .orderBy("tool_id")
      .orderBy("language")
      .execute(),
  };
}

describeEachDialect("seedCatalog", (database) => {
  it("inserts the whole catalogue into an empty database", async () => {
    const report = await seedCatalog(database().handle.db, tools, new Date("2025-01-01T00:00:00.000Z"));
    expect(report).toEqual({
      categories: { inserted: categories.length, updated: 0 },
      categoryTranslations: { inserted: categories.length * languages.length, updated: 0 },
      tools: { inserted: tools.length, updated: 0 },
      toolTranslations: { inserted: tools.length * languages.length, updated: 0 },
      inserted: (categories.length + tools.length) * (1 + languages.length),
      updated: 0,
    });
    const rows = await catalogue(database().handle.db);
    expect(rows.categories.map((row) => [row.slug, row.sort_order])).toEqual([
      ["web-tools", 1],
      ["text-tools", 2],
      ["analytics", 3],
      ["time-tools", 4],
      ["planning", 5],
    ]);
    expect(rows.tools.every((row) => row.created_at === "2025-01-01T00:00:00.000Z")).toBe(true);
  });

  it("changes nothing when run again", async () => {
    const before = await catalogue(database().handle.db);
    const report = await seedCatalog(database().handle.db, tools, new Date("2025-02-01T00:00:00.000Z"));
    expect(report.inserted).toBe(0);
    expect(report.updated).toBe(0);
    expect(await catalogue(database().handle.db)).toEqual(before);
  });

  it("restores the rows it owns and leaves the others alone", async () => {
    const { db } = database().handle;
    await db
      .updateTable("tools")
      .set({ name: "Edited", is_featured: false })
      .where("slug", "=", "url-shortener")
      .execute();
    const textTools = await db
      .selectFrom("tools")
      .select("id")
      .where("slug", "=", "text-tools")
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom("tool_translations")
      .where("tool_id", "=", textTools.id)
      .where("language", "=", "vi")
      .execute();
    await db
      .updateTable("tool_category_translations")
      .set({ description: "Edited" })
      .where("language", "=", "fr")
      .execute();
    await db
      .insertInto("tools")
      .values({ name: "Local", slug: "local-tool", icon: "Link", created_at: "2025-01-02T00:00:00.000Z" })
      .execute();
    const before = await catalogue(db);

    const report = await seedCatalog(db, tools);
    expect(report).toMatchObject({
      categories: { inserted: 0, updated: 0 },
      categoryTranslations: { inserted: 0, updated: categories.length },
      tools: { inserted: 0, updated: 1 },
      toolTranslations: { inserted: 1, updated: 0 },
    });
    const after = await catalogue(db);
    const urlShortener = after.tools.find((row) => row.slug === "url-shortener");
    expect(urlShortener?.name).toBe("URL Shortener");
    // Only the edited columns change: created_at stays.
    expect(urlShortener?.created_at).toBe(
      before.tools.find((row) => row.slug === "url-shortener")?.created_at,
    );
    expect(after.tools.find((row) => row.slug === "local-tool")).toEqual(
      before.tools.find((row) => row.slug === "local-tool"),
    );

    const again = await seedCatalog(db, tools);
    expect([again.inserted, again.updated]).toEqual([0, 0]);
  });
});

describe("catalogue seed data", () => {
  const slugs = (rows: readonly { slug: string }[]) => rows.map((row) => row.slug);

  it("has the footer's categories, in order", () => {
    expect(slugs(categories)).toEqual(["web-tools", "text-tools", "analytics", "time-tools", "planning"]);
  });

  it("files at least one tool under every category and features four", () => {
    for (const category of categories) {
      expect(tools.some((tool) => tool.category === category.slug)).toBe(true);
    }
    expect(tools.filter((tool) => tool.featured)).toHaveLength(4);
  });

  it("gives every working tool its page and announces the others without one", () => {
    for (const tool of tools) {
      const page = tool.routes.some((route) => route.path === `tools/${tool.slug}`);
      expect([tool.slug, page]).toEqual([tool.slug, tool.status === "active"]);
    }
  });

  it("uses unique slugs and lucide icon names", () => {
    expect(new Set(slugs(tools)).size).toBe(tools.length);
    for (const tool of tools) expect(tool.icon).toMatch(/^(?:[A-Z][a-z0-9]*)+$/);
  });

  it("names and describes everything in every language, in one sentence", () => {
    for (const text of [...categories.map((category) => category.text), ...tools.map(catalogTexts)]) {
      for (const language of languages) {
        expect(text[language].name.trim()).not.toBe("");
        expect(text[language].description).toMatch(/^[^.!?]+[.!?]$/u);
      }
      expect(new Set(languages.map((language) => text[language].description)).size).toBe(languages.length);
    }
  });
});
