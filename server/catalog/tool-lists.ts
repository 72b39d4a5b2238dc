// The catalogue's active tools as the pages list them: featured, by category, one by one, grouped; in
// the reader's language, ordered by category then by name.
import type { Kysely } from "kysely";
import type { Language } from "#app/i18n/languages.ts";
import { type Database, readFlag } from "../db/schema.ts";
import { type CategorySummary, categoriesIn, toCategorySummary } from "./categories.ts";
import { collators, translated } from "./localized-text.ts";

/** The category page slug that lists every active tool. */
export const allToolsSlug = "all-tools";

export interface Tool {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** A lucide icon name. */
  icon: string;
  comingSoon: boolean;
  category: { slug: string; name: string } | null;
}

export interface ToolGroup {
  category: CategorySummary;
  tools: Tool[];
}

/** A tool with what lists need to know of its category. */
interface ListedTool {
  tool: Tool;
  category: CategorySummary | null;
  categorySortOrder: number | null;
}

/** Active tools with their texts and their category's, in `lang`. */
function activeTools(db: Kysely<Database>, lang: Language) {
  return db
    .selectFrom("tools as t")
    .leftJoin("tool_translations as tt", (join) =>
      join.onRef("tt.tool_id", "=", "t.id").on("tt.language", "=", lang),
    )
    .leftJoin("tool_categories as c", "c.id", "t.category_id")
    .leftJoin("tool_category_translations as ct", (join) =>
      join.onRef("ct.category_id", "=", "c.id").on("ct.language", "=", lang),
    )
    .where("t.is_active", "=", true)
    .select([
      "t.id",
      "t.slug",
      "t.name",
      "t.description",
      "t.icon",
      "t.coming_soon",
      "tt.name as translatedName",
      "tt.description as translatedDescription",
      "c.slug as categorySlug",
      "c.name as categoryName",
      "c.description as categoryDescription",
      "c.sort_order as categorySortOrder",
      "ct.name as translatedCategoryName",
      "ct.description as translatedCategoryDescription",
    ]);
}

async function listed(query: ReturnType<typeof activeTools>, lang: Language): Promise<ListedTool[]> {
  const collator = collators[lang];
  const last = Number.POSITIVE_INFINITY;
  return (await query.execute())
    .map((row) => {
      const category =
        row.categorySlug === null
          ? null
          : {
              slug: row.categorySlug,
              name: translated(row.translatedCategoryName, row.categoryName ?? ""),
              description: translated(row.translatedCategoryDescription, row.categoryDescription ?? ""),
            };
      const tool: Tool = {
        id: row.id,
        slug: row.slug,
        name: translated(row.translatedName, row.name),
        description: translated(row.translatedDescription, row.description),
        icon: row.icon,
        comingSoon: readFlag(row.coming_soon),
        category: category && { slug: category.slug, name: category.name },
      };
      return { tool, category, categorySortOrder: row.categorySortOrder };
    })
    .sort(
      (a, b) =>
        (a.categorySortOrder ?? last) - (b.categorySortOrder ?? last) ||
        collator.compare(a.tool.name, b.tool.name) ||
        a.tool.id - b.tool.id,
    );
}

async function tools(query: ReturnType<typeof activeTools>, lang: Language): Promise<Tool[]> {
  return (await listed(query, lang)).map((entry) => entry.tool);
}

export function listFeaturedTools(db: Kysely<Database>, lang: Language): Promise<Tool[]> {
  return tools(activeTools(db, lang).where("t.is_featured", "=", true), lang);
}

/** `allToolsSlug` gives every active tool and a null category; an unknown slug gives null and no tools. */
export async function listToolsByCategory(
  db: Kysely<Database>,
  slug: string,
  lang: Language,
): Promise<{ category: CategorySummary | null; tools: Tool[] }> {
  if (slug === allToolsSlug) return { category: null, tools: await tools(activeTools(db, lang), lang) };
  const [category, toolsOfCategory] = await Promise.all([
    categoriesIn(db, lang).where("c.slug", "=", slug).executeTakeFirst(),
    tools(activeTools(db, lang).where("c.slug", "=", slug), lang),
  ]);
  return { category: category ? toCategorySummary(category) : null, tools: toolsOfCategory };
}

/** An active tool, or null. */
export async function getTool(db: Kysely<Database>, slug: string, lang: Language): Promise<Tool | null> {
  const [entry] = await listed(activeTools(db, lang).where("t.slug", "=", slug), lang);
  return entry?.tool ?? null;
}

/** The categories holding at least one active tool, in display order; tools without a category are left out. */
export async function listActiveToolsGroupedByCategory(
  db: Kysely<Database>,
  lang: Language,
): Promise<ToolGroup[]> {
  const groups = new Map<string, ToolGroup>();
  for (const { tool, category } of await listed(activeTools(db, lang), lang)) {
    if (category === null) continue;
    const group = groups.get(category.slug) ?? { category, tools: [] };
    group.tools.push(tool);
    groups.set(category.slug, group);
  }
  return [...groups.values()];
}
