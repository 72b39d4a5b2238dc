import type { CategorySlug } from "./categories.ts";

/** A screen of a tool: its path without a language prefix and its route module, relative to app/. */
export interface ToolRoute {
  path: string;
  file: string;
  /** Served bare and under /en, /fr and /vi (the default); false for paths such as /s/{slug}. */
  localized?: boolean;
}

/** A page of a tool beyond its own (one of the ten text tools), listed in the sitemap and in search. */
export interface ToolPage {
  /** Its path under /tools/, e.g. "text-tools/counter". */
  slug: string;
  /** A sprite icon name (app/ui/icon-names.ts). */
  icon: string;
  /** Where its name and description are in the tool's namespace: `${textKey}.name`, `.description`. */
  textKey: string;
}

/**
 * What a tool is, in one place: the catalogue seed, the route table, the search index, the sitemap and
 * the texts each page loads are all derived from these (app/tools/registry.ts lists them). Kept free of
 * texts, so the few pages that need the list in the browser do not carry every tool's name.
 */
export interface ToolDefinition {
  /** Its catalogue slug; its page is /tools/{slug}. */
  slug: string;
  category: CategorySlug;
  /** A lucide icon name in PascalCase, as the catalogue stores it (e.g. "Link"). */
  icon: string;
  /** Coming-soon tools are listed, with a page saying so, but cannot be used yet. */
  status: "active" | "coming-soon";
  /** Shown on the home page (four tools are). */
  featured: boolean;
  /**
   * Its translation namespace: its folder's locales/{en,fr,vi}.json, sent with its screens. Its
   * catalogue name and description are there under "catalog".
   */
  namespace: string;
  routes: readonly ToolRoute[];
  pages?: readonly ToolPage[];
}

/** Declares a tool; the identity function that gives the declaration its type. */
export function defineTool<const T extends ToolDefinition>(tool: T): T {
  return tool;
}
