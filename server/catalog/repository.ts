import type { Kysely } from "kysely";
import { isLanguage, type Language } from "../../app/i18n/languages.ts";
import { type Database, readFlag } from "../db/schema.ts";

/** The category page slug that lists every active tool. */
export const allToolsSlug = "all-tools";

export interface CategorySummary {
  slug: string;
  name: string;
  description: string;
}

export interface Category extends CategorySummary {
  id: number;
  /** Active tools filed under the category, coming-soon ones included. */
  toolCount: number;
}

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

/** A name and a description in one language. */
export interface CatalogText {
  name: string;
  description: string;
}

/** A row's base texts and its translations as stored, blank ones included: readers choose what to show. */
export interface TranslatableTexts {
  base: CatalogText;
  translations: Partial<Record<Language, CatalogText>>;
}

/** The whole catalogue with the texts of every language, as the search index is built from it. */
export interface SearchCatalog {
  /** Every category, in display order. */
  categories: ({ slug: string } & TranslatableTexts)[];
  /** Every tool, active or not, with or without a category. */
  tools: ({
    slug: string;
    icon: string;
    active: boolean;
    comingSoon: boolean;
    categorySlug: string | null;
  } & TranslatableTexts)[];
}

export interface CatalogRepository {
  /** Every category in display order. */
  listCategories(lang: Language): Promise<Category[]>;
  listFeaturedTools(lang: Language): Promise<Tool[]>;
  /** `allToolsSlug` gives every active tool and a null category; an unknown slug gives null and no tools. */
  listToolsByCategory(
    slug: string,
    lang: Language,
  ): Promise<{ category: CategorySummary | null; tools: Tool[] }>;
  /** An active tool, or null. */
  getTool(slug: string, lang: Language): Promise<Tool | null>;
  /** The categories holding at least one active tool, in display order; tools without a category are left out. */
  listActiveToolsGroupedByCategory(lang: Language): Promise<ToolGroup[]>;
  /** Every category and tool with all their translations, in two queries. */
  loadSearchCatalog(): Promise<SearchCatalog>;
}

// Tools are ordered by category, then by name in the reader's language, which the database's collation
// would not do the same way on SQLite and PostgreSQL.
export const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator("en"),
  fr: new Intl.Collator("fr"),
  vi: new Intl.Collator("vi"),
};

/** A tool with what lists need to know of its category. */
interface ListedTool {
  tool: Tool;
  category: CategorySummary | null;
  categorySortOrder: number | null;
}

export function createCatalogRepository(db: Kysely<Database>): CatalogRepository {
  function categories(lang: Language) {
    return db
      .selectFrom("tool_categories as c")
      .leftJoin("tool_category_translations as ct", (join) =>
        join.onRef("ct.category_id", "=", "c.id").on("ct.language", "=", lang),
      )
      .select([
        "c.id",
        "c.slug",
        "c.name",
        "c.description",
        "ct.name as translatedName",
        "ct.description as translatedDescription",
      ]);
  }

  /** Active tools with their texts and their category's, in `lang`. */
  function activeTools(lang: Language) {
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

  return {
    async listCategories(lang) {
      const rows = await categories(lang)
        .select((eb) =>
          eb
            .selectFrom("tools as t")
            .select(eb.fn.countAll().as("count"))
            .whereRef("t.category_id", "=", "c.id")
            .where("t.is_active", "=", true)
            .as("toolCount"),
        )
        .orderBy("c.sort_order")
        .orderBy("c.id")
        .execute();
      // PostgreSQL counts in bigint, which pg hands over as a string.
      return rows.map((row) => ({
        id: row.id,
        ...toCategorySummary(row),
        toolCount: Number(row.toolCount ?? 0),
      }));
    },

    listFeaturedTools(lang) {
      return tools(activeTools(lang).where("t.is_featured", "=", true), lang);
    },

    async listToolsByCategory(slug, lang) {
      if (slug === allToolsSlug) return { category: null, tools: await tools(activeTools(lang), lang) };
      const [category, toolsOfCategory] = await Promise.all([
        categories(lang).where("c.slug", "=", slug).executeTakeFirst(),
        tools(activeTools(lang).where("c.slug", "=", slug), lang),
      ]);
      return { category: category ? toCategorySummary(category) : null, tools: toolsOfCategory };
    },

    async getTool(slug, lang) {
      const [entry] = await listed(activeTools(lang).where("t.slug", "=", slug), lang);
      return entry?.tool ?? null;
    },

    async listActiveToolsGroupedByCategory(lang) {
      const groups = new Map<string, ToolGroup>();
      for (const { tool, category } of await listed(activeTools(lang), lang)) {
        if (category === null) continue;
        const group = groups.get(category.slug) ?? { category, tools: [] };
        group.tools.push(tool);
        groups.set(category.slug, group);
      }
      return [...groups.values()];
    },

    async loadSearchCatalog() {
      // One row per translation (or one without any), grouped below: two queries however large the catalogue.
      const [categoryRows, toolRows] = await Promise.all([
        db
          .selectFrom("tool_categories as c")
          .leftJoin("tool_category_translations as ct", "ct.category_id", "c.id")
          .select([
            "c.id",
            "c.slug",
            "c.name",
            "c.description",
            "ct.language",
            "ct.name as translatedName",
            "ct.description as translatedDescription",
          ])
          .orderBy("c.sort_order")
          .orderBy("c.id")
          .execute(),
        db
          .selectFrom("tools as t")
          .leftJoin("tool_categories as c", "c.id", "t.category_id")
          .leftJoin("tool_translations as tt", "tt.tool_id", "t.id")
          .select([
            "t.id",
            "t.slug",
            "t.name",
            "t.description",
            "t.icon",
            "t.is_active",
            "t.coming_soon",
            "c.slug as categorySlug",
            "tt.language",
            "tt.name as translatedName",
            "tt.description as translatedDescription",
          ])
          .execute(),
      ]);
      return {
        categories: groupTranslations(categoryRows, (row) => ({ slug: row.slug })),
        tools: groupTranslations(toolRows, (row) => ({
          slug: row.slug,
          icon: row.icon,
          active: readFlag(row.is_active),
          comingSoon: readFlag(row.coming_soon),
          categorySlug: row.categorySlug,
        })),
      };
    },
  };
}

interface TranslationRow {
  id: number;
  name: string;
  description: string;
  language: string | null;
  translatedName: string | null;
  translatedDescription: string | null;
}

/** Folds rows of (entity, translation) into one entity each, in the order of their first row. */
function groupTranslations<Row extends TranslationRow, Entity>(
  rows: readonly Row[],
  toEntity: (row: Row) => Entity,
): (Entity & TranslatableTexts)[] {
  const byId = new Map<number, Entity & TranslatableTexts>();
  for (const row of rows) {
    let entity = byId.get(row.id);
    if (entity === undefined) {
      entity = { ...toEntity(row), base: { name: row.name, description: row.description }, translations: {} };
      byId.set(row.id, entity);
    }
    // null when the entity has no translation at all; the schema admits no other language.
    if (isLanguage(row.language)) {
      entity.translations[row.language] = {
        name: row.translatedName ?? "",
        description: row.translatedDescription ?? "",
      };
    }
  }
  return [...byId.values()];
}

function toCategorySummary(row: {
  slug: string;
  name: string;
  description: string;
  translatedName: string | null;
  translatedDescription: string | null;
}): CategorySummary {
  return {
    slug: row.slug,
    name: translated(row.translatedName, row.name),
    description: translated(row.translatedDescription, row.description),
  };
}

/** The translation when there is one with text, else the base text. */
export function translated(translation: string | null, base: string): string {
  return translation?.trim() ? translation : base;
}
