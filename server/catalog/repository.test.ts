import { beforeAll, expect, it } from "vitest";
import { caseFile } from "#app/tools/case-file/tool.ts";
import { dateDifference } from "#app/tools/date-difference/tool.ts";
import type { ToolDefinition } from "#app/tools/definition.ts";
import { imageInspector } from "#app/tools/image-inspector/tool.ts";
import { linkAnalytics } from "#app/tools/link-analytics/tool.ts";
import { linkInvestigator } from "#app/tools/link-investigator/tool.ts";
import { qrCodeGenerator } from "#app/tools/qr-code-generator/tool.ts";
import { readabilityScore } from "#app/tools/readability-score/tool.ts";
import { sunPosition } from "#app/tools/sun-position/tool.ts";
import { textTools } from "#app/tools/text-tools/tool.ts";
import { timeZoneConverter } from "#app/tools/time-zone-converter/tool.ts";
import { timestampDecoder } from "#app/tools/timestamp-decoder/tool.ts";
import { urlShortener } from "#app/tools/url-shortener/tool.ts";
import { describeEachDialect } from "../test/describe-each-dialect.ts";
import { type CatalogRepository, createCatalogRepository } from "./repository.ts";
import { seedCatalog } from "./seed.ts";
import { allToolsSlug } from "./tool-lists.ts";

const createdAt = "2025-01-01T00:00:00.000Z";
// The tools this test seeds, its own list rather than the site's: a tool added to the site changes
// nothing here.
const seededTools: readonly ToolDefinition[] = [
  urlShortener,
  linkInvestigator,
  imageInspector,
  qrCodeGenerator,
  textTools,
  linkAnalytics,
  readabilityScore,
  timeZoneConverter,
  dateDifference,
  timestampDecoder,
  sunPosition,
  // The test's coming-soon tool: the case file, seeded as one whatever its status on the site.
  { ...caseFile, status: "coming-soon", routes: [] },
];
const slugs = (rows: readonly { slug: string }[]) => rows.map((row) => row.slug);

describeEachDialect("catalog repository", (database) => {
  let catalog: CatalogRepository;

  // The seeded catalogue, plus: a category whose only tool is inactive, an inactive tool among active
  // ones, a tool without a category, and a tool whose French translation is blank and Vietnamese missing.
  beforeAll(async () => {
    const { db } = database().handle;
    await seedCatalog(db, seededTools);
    const archive = await db
      .insertInto("tool_categories")
      .values({ name: "Archive", slug: "archive", description: "Retired tools.", sort_order: 99 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const webTools = await db
      .selectFrom("tool_categories")
      .select("id")
      .where("slug", "=", "web-tools")
      .executeTakeFirstOrThrow();
    const tool = (slug: string, name: string, categoryId: number | null, isActive: boolean) => ({
      slug,
      name,
      description: `${name} description.`,
      icon: "Link",
      category_id: categoryId,
      is_active: isActive,
      created_at: createdAt,
    });
    const [, , , untranslated] = await db
      .insertInto("tools")
      .values([
        tool("old-tool", "Old Tool", archive.id, false),
        tool("retired-tool", "Retired Tool", webTools.id, false),
        tool("orphan-tool", "Orphan Tool", null, true),
        tool("untranslated-tool", "Untranslated Tool", webTools.id, true),
      ])
      .returning("id")
      .execute();
    await db
      .insertInto("tool_translations")
      .values({ tool_id: untranslated?.id ?? 0, language: "fr", name: " ", description: "" })
      .execute();
    catalog = createCatalogRepository(database().handle.db);
  });

  it("lists every category in order, translated, with its number of active tools", async () => {
    const categories = await catalog.listCategories("fr");
    expect(categories.map(({ slug, name, toolCount }) => ({ slug, name, toolCount }))).toEqual([
      { slug: "web-tools", name: "Outils web", toolCount: 4 },
      { slug: "text-tools", name: "Outils de texte", toolCount: 1 },
      { slug: "analytics", name: "Analyse", toolCount: 3 },
      { slug: "time-tools", name: "Outils de date et d’heure", toolCount: 4 },
      { slug: "planning", name: "Planification", toolCount: 1 },
      { slug: "archive", name: "Archive", toolCount: 0 },
    ]);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      slug: "web-tools",
      name: "Outils web",
      description: "Des utilitaires pour examiner, partager et vérifier des liens et des adresses web.",
      toolCount: 4,
    });
  });

  it("lists the featured tools by category, in the reader's language", async () => {
    expect(await catalog.listFeaturedTools("vi")).toEqual([
      // Within a category, by translated name: "Điều tra…" before "Rút gọn…".
      expect.objectContaining({ slug: "link-investigator", name: "Điều tra liên kết", comingSoon: false }),
      {
        id: expect.any(Number),
        slug: "url-shortener",
        name: "Rút gọn liên kết",
        description: "Rút gọn liên kết dài, kiểm tra các mối đe dọa đã biết và xem trước trang đích.",
        icon: "Link",
        comingSoon: false,
        category: { slug: "web-tools", name: "Công cụ web" },
      },
      // "Kiểm tra…" before "Thống kê…".
      expect.objectContaining({
        slug: "image-inspector",
        name: "Kiểm tra hình ảnh",
        icon: "ScanEye",
        comingSoon: false,
        category: { slug: "analytics", name: "Phân tích" },
      }),
      expect.objectContaining({
        slug: "link-analytics",
        icon: "ChartLine",
        comingSoon: false,
        category: { slug: "analytics", name: "Phân tích" },
      }),
    ]);
  });

  it("lists the active tools of a category, sorted by translated name", async () => {
    const en = await catalog.listToolsByCategory("time-tools", "en");
    expect(en.category).toEqual({
      slug: "time-tools",
      name: "Time Tools",
      description: "Check dates, durations and time zones when you reconstruct a timeline of events.",
    });
    expect(slugs(en.tools)).toEqual([
      "date-difference",
      "sun-position",
      "time-zone-converter",
      "timestamp-decoder",
    ]);
    // "Convertisseur…" comes before "Décodeur…" and "Écart…" in French, accent or not.
    const fr = await catalog.listToolsByCategory("time-tools", "fr");
    expect(slugs(fr.tools)).toEqual([
      "time-zone-converter",
      "timestamp-decoder",
      "date-difference",
      "sun-position",
    ]);

    const web = await catalog.listToolsByCategory("web-tools", "en");
    expect(slugs(web.tools)).toEqual([
      "link-investigator",
      "qr-code-generator",
      "untranslated-tool",
      "url-shortener",
    ]);
  });

  it("gives a category whose tools are all inactive, and no tools", async () => {
    expect(await catalog.listToolsByCategory("archive", "vi")).toEqual({
      category: { slug: "archive", name: "Archive", description: "Retired tools." },
      tools: [],
    });
  });

  it("gives nothing for an unknown category", async () => {
    expect(await catalog.listToolsByCategory("no-such-category", "en")).toEqual({
      category: null,
      tools: [],
    });
  });

  it("lists every active tool under all-tools, those without a category last", async () => {
    const all = await catalog.listToolsByCategory(allToolsSlug, "en");
    expect(all.category).toBeNull();
    expect(slugs(all.tools)).toEqual([
      "link-investigator",
      "qr-code-generator",
      "untranslated-tool",
      "url-shortener",
      "text-tools",
      "image-inspector",
      "link-analytics",
      "readability-score",
      "date-difference",
      "sun-position",
      "time-zone-converter",
      "timestamp-decoder",
      "case-file",
      "orphan-tool",
    ]);
    expect(all.tools.at(-1)?.category).toBeNull();
  });

  it("gets an active tool by slug, and null for an inactive or unknown one", async () => {
    expect(await catalog.getTool("url-shortener", "fr")).toEqual({
      id: expect.any(Number),
      slug: "url-shortener",
      name: "Raccourcisseur d’URL",
      description:
        "Raccourcissez les liens trop longs, vérifiez qu’ils ne mènent pas à une menace connue et voyez leur destination avant de les ouvrir.",
      icon: "Link",
      comingSoon: false,
      category: { slug: "web-tools", name: "Outils web" },
    });
    expect(await catalog.getTool("retired-tool", "en")).toBeNull();
    expect(await catalog.getTool("no-such-tool", "en")).toBeNull();
  });

  it("falls back to the base text when a translation is blank or missing", async () => {
    for (const lang of ["fr", "vi"] as const) {
      expect(await catalog.getTool("untranslated-tool", lang)).toMatchObject({
        name: "Untranslated Tool",
        description: "Untranslated Tool description.",
      });
    }
  });

  it("groups the active tools by category, leaving out empty categories and tools without one", async () => {
    const groups = await catalog.listActiveToolsGroupedByCategory("en");
    expect(groups.map((group) => [group.category.slug, slugs(group.tools)])).toEqual([
      ["web-tools", ["link-investigator", "qr-code-generator", "untranslated-tool", "url-shortener"]],
      ["text-tools", ["text-tools"]],
      ["analytics", ["image-inspector", "link-analytics", "readability-score"]],
      ["time-tools", ["date-difference", "sun-position", "time-zone-converter", "timestamp-decoder"]],
      ["planning", ["case-file"]],
    ]);
    expect(groups[0]?.category).toEqual({
      slug: "web-tools",
      name: "Web Tools",
      description: "Utilities to inspect, share and verify links and web addresses.",
    });
    for (const group of groups) {
      for (const tool of group.tools) expect(tool.category?.slug).toBe(group.category.slug);
    }
  });
});
