// The whole catalogue with the texts of every language, as the search index is built from it.
import type { Kysely } from "kysely";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { type Database, readFlag } from "../db/schema.ts";

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

/** Every category and tool with all their translations, in two queries. */
export async function loadSearchCatalog(db: Kysely<Database>): Promise<SearchCatalog> {
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
