// The catalogue's categories, with their texts in the reader's language.
import type { Kysely } from "kysely";
import type { Language } from "#app/i18n/languages.ts";
import type { Database } from "../db/schema.ts";
import { translated } from "./localized-text.ts";

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

/** The categories with their texts and translations in `lang`, unordered. */
export function categoriesIn(db: Kysely<Database>, lang: Language) {
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

export function toCategorySummary(row: {
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

/** Every category in display order, with its number of active tools. */
export async function listCategories(db: Kysely<Database>, lang: Language): Promise<Category[]> {
  const rows = await categoriesIn(db, lang)
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
}
