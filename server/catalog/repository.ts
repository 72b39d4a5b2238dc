// The catalogue as loaders and the search read it: one module per concern (categories.ts, tool-lists.ts,
// search-catalog.ts), bound here to the database.
import type { Kysely } from "kysely";
import type { Language } from "#app/i18n/languages.ts";
import type { Database } from "../db/schema.ts";
import { type Category, type CategorySummary, listCategories } from "./categories.ts";
import { loadSearchCatalog, type SearchCatalog } from "./search-catalog.ts";
import {
  getTool,
  listActiveToolsGroupedByCategory,
  listFeaturedTools,
  listToolsByCategory,
  type Tool,
  type ToolGroup,
} from "./tool-lists.ts";

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

export function createCatalogRepository(db: Kysely<Database>): CatalogRepository {
  return {
    listCategories: (lang) => listCategories(db, lang),
    listFeaturedTools: (lang) => listFeaturedTools(db, lang),
    listToolsByCategory: (slug, lang) => listToolsByCategory(db, slug, lang),
    getTool: (slug, lang) => getTool(db, slug, lang),
    listActiveToolsGroupedByCategory: (lang) => listActiveToolsGroupedByCategory(db, lang),
    loadSearchCatalog: () => loadSearchCatalog(db),
  };
}
