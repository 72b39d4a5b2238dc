import type { Kysely } from "kysely";
import { LANGUAGES as languages } from "#app/i18n/languages.ts";
import type { CatalogTexts } from "#app/tools/catalog-text.ts";
import { categories } from "#app/tools/categories.ts";
import type { ToolDefinition } from "#app/tools/definition.ts";
import type { Database } from "../db/schema.ts";
import { catalogTexts } from "./tool-texts.ts";

export interface UpsertCount {
  inserted: number;
  updated: number;
}

export interface SeedReport {
  categories: UpsertCount;
  categoryTranslations: UpsertCount;
  tools: UpsertCount;
  toolTranslations: UpsertCount;
  /** Sums over the four tables. */
  inserted: number;
  updated: number;
}

/**
 * Writes the catalogue (the categories, and the tools given: app/tools/registry.ts's) into the database: inserts what is missing and rewrites a row only
 * where it differs, so a second run changes nothing. The seed owns the rows it names (a manual edit to
 * one of them is undone at the next start); rows it does not name are left alone.
 */
export async function seedCatalog(
  db: Kysely<Database>,
  tools: readonly ToolDefinition[],
  now: Date = new Date(),
): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    const categoryCount = await seedCategories(trx);
    const categoryIds = new Map(
      (await trx.selectFrom("tool_categories").select(["id", "slug"]).execute()).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    const categoryTranslationCount = await seedCategoryTranslations(trx, categoryIds);
    const toolCount = await seedTools(trx, tools, categoryIds, now);
    const toolIds = new Map(
      (await trx.selectFrom("tools").select(["id", "slug"]).execute()).map((row) => [row.slug, row.id]),
    );
    const toolTranslationCount = await seedToolTranslations(trx, tools, toolIds);
    const counts = [categoryCount, categoryTranslationCount, toolCount, toolTranslationCount];
    return {
      categories: categoryCount,
      categoryTranslations: categoryTranslationCount,
      tools: toolCount,
      toolTranslations: toolTranslationCount,
      inserted: counts.reduce((sum, count) => sum + count.inserted, 0),
      updated: counts.reduce((sum, count) => sum + count.updated, 0),
    };
  });
}

async function seedCategories(db: Kysely<Database>): Promise<UpsertCount> {
  const wanted = categories.map((category, index) => ({
    slug: category.slug,
    name: category.text.en.name,
    description: category.text.en.description,
    sort_order: index + 1,
  }));
  const existing = await db.selectFrom("tool_categories").selectAll().execute();
  const { inserts, updates } = planChanges(wanted, existing, (row: { slug: string }) => row.slug);
  // DO NOTHING on conflict: another process starting at the same moment may have inserted the row.
  const inserted = inserts.length
    ? await db
        .insertInto("tool_categories")
        .values(inserts)
        .onConflict((conflict) => conflict.column("slug").doNothing())
        .returning("id")
        .execute()
    : [];
  for (const row of updates) {
    await db.updateTable("tool_categories").set(row).where("slug", "=", row.slug).execute();
  }
  return { inserted: inserted.length, updated: updates.length };
}

async function seedTools(
  db: Kysely<Database>,
  tools: readonly ToolDefinition[],
  categoryIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<UpsertCount> {
  const wanted = tools.map((tool) => ({
    slug: tool.slug,
    name: catalogTexts(tool).en.name,
    description: catalogTexts(tool).en.description,
    icon: tool.icon,
    category_id: idOf(categoryIds, tool.category),
    is_active: true,
    is_featured: tool.featured,
    coming_soon: tool.status === "coming-soon",
  }));
  const existing = await db.selectFrom("tools").selectAll().execute();
  const { inserts, updates } = planChanges(wanted, existing, (row: { slug: string }) => row.slug);
  const createdAt = now.toISOString();
  const inserted = inserts.length
    ? await db
        .insertInto("tools")
        .values(inserts.map((row) => ({ ...row, created_at: createdAt })))
        .onConflict((conflict) => conflict.column("slug").doNothing())
        .returning("id")
        .execute()
    : [];
  for (const row of updates) {
    await db.updateTable("tools").set(row).where("slug", "=", row.slug).execute();
  }
  return { inserted: inserted.length, updated: updates.length };
}

async function seedCategoryTranslations(
  db: Kysely<Database>,
  categoryIds: ReadonlyMap<string, number>,
): Promise<UpsertCount> {
  const wanted = categories.flatMap((category) =>
    translationRows(category.text).map((text) => ({
      category_id: idOf(categoryIds, category.slug),
      ...text,
    })),
  );
  const existing = await db.selectFrom("tool_category_translations").selectAll().execute();
  const { inserts, updates } = planChanges(
    wanted,
    existing,
    (row: { category_id: number; language: string }) => `${row.category_id}:${row.language}`,
  );
  const inserted = inserts.length
    ? await db
        .insertInto("tool_category_translations")
        .values(inserts)
        .onConflict((conflict) => conflict.columns(["category_id", "language"]).doNothing())
        .returning("category_id")
        .execute()
    : [];
  for (const row of updates) {
    await db
      .updateTable("tool_category_translations")
      .set(row)
      .where("category_id", "=", row.category_id)
      .where("language", "=", row.language)
      .execute();
  }
  return { inserted: inserted.length, updated: updates.length };
}

async function seedToolTranslations(
  db: Kysely<Database>,
  tools: readonly ToolDefinition[],
  toolIds: ReadonlyMap<string, number>,
): Promise<UpsertCount> {
  const wanted = tools.flatMap((tool) =>
    translationRows(catalogTexts(tool)).map((text) => ({ tool_id: idOf(toolIds, tool.slug), ...text })),
  );
  const existing = await db.selectFrom("tool_translations").selectAll().execute();
  const { inserts, updates } = planChanges(
    wanted,
    existing,
    (row: { tool_id: number; language: string }) => `${row.tool_id}:${row.language}`,
  );
  const inserted = inserts.length
    ? await db
        .insertInto("tool_translations")
        .values(inserts)
        .onConflict((conflict) => conflict.columns(["tool_id", "language"]).doNothing())
        .returning("tool_id")
        .execute()
    : [];
  for (const row of updates) {
    await db
      .updateTable("tool_translations")
      .set(row)
      .where("tool_id", "=", row.tool_id)
      .where("language", "=", row.language)
      .execute();
  }
  return { inserted: inserted.length, updated: updates.length };
}

function translationRows(texts: CatalogTexts): { language: string; name: string; description: string }[] {
  return languages.map((language) => ({ language, ...texts[language] }));
}

function idOf(ids: ReadonlyMap<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Catalogue seed: no row for slug "${slug}"`);
  return id;
}

/** Splits the wanted rows into those missing from the table and those whose columns differ. */
function planChanges<Key extends object, Row extends Key>(
  wanted: readonly Row[],
  existing: readonly Key[],
  keyOf: (row: Key) => string,
): { inserts: Row[]; updates: Row[] } {
  const current = new Map(existing.map((row) => [keyOf(row), new Map(Object.entries(row))]));
  const inserts: Row[] = [];
  const updates: Row[] = [];
  for (const row of wanted) {
    const stored = current.get(keyOf(row));
    if (stored === undefined) inserts.push(row);
    else if (Object.entries(row).some(([column, value]) => !sameValue(stored.get(column), value)))
      updates.push(row);
  }
  return { inserts, updates };
}

// SQLite hands flags back as 1 and 0.
function sameValue(stored: unknown, wanted: unknown): boolean {
  return stored === wanted || (typeof wanted === "boolean" && stored === Number(wanted));
}
