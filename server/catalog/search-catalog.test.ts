import { beforeAll, expect, it } from "vitest";
import { caseFile } from "#app/tools/case-file/tool.ts";
import type { ToolDefinition } from "#app/tools/definition.ts";
import { urlShortener } from "#app/tools/url-shortener/tool.ts";
import { describeEachDialect } from "../test/describe-each-dialect.ts";
import { loadSearchCatalog, type SearchCatalog } from "./search-catalog.ts";
import { seedCatalog } from "./seed.ts";

const createdAt = "2025-01-01T00:00:00.000Z";
// Two tools of the site, one of them as a coming-soon tool; the seed adds every category.
const seededTools: readonly ToolDefinition[] = [
  urlShortener,
  { ...caseFile, status: "coming-soon", routes: [] },
];
const slugs = (rows: readonly { slug: string }[]) => rows.map((row) => row.slug);

describeEachDialect("the search catalogue", (database) => {
  let catalog: SearchCatalog;

  // The seed plus an inactive tool with a blank French translation, and a tool without a category.
  beforeAll(async () => {
    const { db } = database().handle;
    await seedCatalog(db, seededTools);
    const webTools = await db
      .selectFrom("tool_categories")
      .select("id")
      .where("slug", "=", "web-tools")
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto("tools")
      .values([
        {
          slug: "retired-tool",
          name: "Retired Tool",
          icon: "Link",
          category_id: webTools.id,
          is_active: false,
          created_at: createdAt,
        },
        {
          slug: "orphan-tool",
          name: "Orphan Tool",
          icon: "Link",
          category_id: null,
          is_active: true,
          created_at: createdAt,
        },
      ])
      .returning("id")
      .execute();
    await db
      .insertInto("tool_translations")
      .values([{ tool_id: rows[0]?.id ?? 0, language: "fr", name: " ", description: "" }])
      .execute();
    catalog = await loadSearchCatalog(db);
  });

  it("loads every category in display order with all its translations", async () => {
    const { categories } = catalog;
    expect(slugs(categories)).toEqual(["web-tools", "text-tools", "analytics", "time-tools", "planning"]);
    expect(categories[0]).toEqual({
      slug: "web-tools",
      base: {
        name: "Web Tools",
        description: "Utilities to inspect, share and verify links and web addresses.",
      },
      translations: {
        en: {
          name: "Web Tools",
          description: "Utilities to inspect, share and verify links and web addresses.",
        },
        fr: {
          name: "Outils web",
          description: "Des utilitaires pour examiner, partager et vérifier des liens et des adresses web.",
        },
        vi: {
          name: "Công cụ web",
          description: "Các tiện ích giúp kiểm tra, chia sẻ và xác minh liên kết cũng như địa chỉ web.",
        },
      },
    });
  });

  it("loads every tool, active or not, with its category slug and all its stored translations", async () => {
    const { tools } = catalog;
    expect(tools).toHaveLength(seededTools.length + 2);
    const bySlug = new Map(tools.map((tool) => [tool.slug, tool]));
    expect(bySlug.get("url-shortener")).toEqual({
      slug: "url-shortener",
      icon: "Link",
      active: true,
      comingSoon: false,
      categorySlug: "web-tools",
      base: {
        name: "URL Shortener",
        description: "Shorten long links, check them for known threats and preview where they lead.",
      },
      translations: {
        en: expect.objectContaining({ name: "URL Shortener" }),
        fr: expect.objectContaining({ name: "Raccourcisseur d’URL" }),
        vi: expect.objectContaining({ name: "Rút gọn liên kết" }),
      },
    });
    expect(bySlug.get("case-file")).toMatchObject({ comingSoon: true, active: true });
    expect(bySlug.get("retired-tool")).toEqual({
      slug: "retired-tool",
      icon: "Link",
      active: false,
      comingSoon: false,
      categorySlug: "web-tools",
      base: { name: "Retired Tool", description: "" },
      translations: { fr: { name: " ", description: "" } },
    });
    expect(bySlug.get("orphan-tool")).toMatchObject({ active: true, categorySlug: null, translations: {} });
  });
});
