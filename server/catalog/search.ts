import type { Language } from "../../app/i18n/languages.ts";
import { isSearchable } from "../../app/lib/search-rules.ts";
import type { ToolDefinition } from "../../app/tools/definition.ts";
import {
  type CatalogText,
  collators,
  type SearchCatalog,
  type TranslatableTexts,
  translated,
} from "./repository.ts";
import { toolTexts } from "./tool-texts.ts";

/*
 * Tool search: a substring of the name or description shown to the reader, among active tools with a
 * category, grouped by category; and beyond that: accents, đ and ligatures are
 * folded on both sides, so "duong" finds "Đường" and "Đường" finds "duong".
 */

/** At most this many tools are returned, so a two-letter query on a large catalogue stays small. */
export const MAX_RESULTS = 50;

// Results share these objects with the index, hence read-only.
export interface SearchResultTool {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** A lucide icon name. */
  readonly icon: string;
  readonly comingSoon: boolean;
}

export interface SearchGroup {
  readonly category: { readonly slug: string; readonly name: string };
  tools: SearchResultTool[];
}

/** One searchable tool in one language: what is shown and what is matched. */
interface Entry {
  tool: SearchResultTool;
  category: SearchGroup["category"];
  categoryPosition: number;
  foldedName: string;
  foldedDescription: string;
}

/** The catalogue prepared for searching: per language, its entries in category then name order. */
export type SearchIndex = Record<Language, readonly Entry[]>;

// Letters that are not a base letter plus combining marks, so NFD leaves them whole. The typographic
// apostrophe, which the catalogue writes in "d’URL", is searched as the keyboard's "d'URL".
const LETTERS: Readonly<Record<string, string>> = {
  đ: "d",
  œ: "oe",
  æ: "ae",
  ß: "ss",
  ø: "o",
  ł: "l",
  "’": "'",
};
const MAPPED = /[đœæßøł’]/g;
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;

/**
 * Lower case without accents, with đ→d, œ→oe, æ→ae, ß→ss, ø→o, ł→l, ’→' and runs of white space made one
 * space.
 */
export function foldForSearch(text: string): string {
  // Lower case first: "İ" lowers to "i" plus a combining dot, which the next step removes.
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(MARKS, "")
    .replace(MAPPED, (letter) => LETTERS[letter] ?? letter)
    .replace(SPACES, " ");
}

/** A text of a tool's namespace, by dotted key; "" when missing (the locale tests keep it present). */
function textAt(texts: unknown, key: string): string {
  let node = texts;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : "";
}

/**
 * The pages tools have beyond their own (the ten text tools) as catalogue tools. They live in the app
 * rather than in the database, so their names and descriptions are their pages' texts, and their slug is
 * their path under /tools/ ("text-tools/sort-lines"), where choosing a result leads.
 */
export function toolPageEntries(tools: readonly ToolDefinition[]): SearchCatalog["tools"] {
  return tools.flatMap((tool) =>
    (tool.pages ?? []).map((page) => {
      const text = (lang: Language): CatalogText => ({
        name: textAt(toolTexts(tool, lang), `${page.textKey}.name`),
        description: textAt(toolTexts(tool, lang), `${page.textKey}.description`),
      });
      return {
        slug: page.slug,
        icon: page.icon,
        active: tool.status === "active",
        comingSoon: false,
        categorySlug: tool.category,
        base: text("en"),
        translations: { fr: text("fr"), vi: text("vi") },
      };
    }),
  );
}

/** The catalogue with the tools' own pages added to it, each under its tool's category (if it exists). */
export function withToolPages(catalog: SearchCatalog, pages: SearchCatalog["tools"]): SearchCatalog {
  return { ...catalog, tools: [...catalog.tools, ...pages] };
}

/** Folds every text of the catalogue once, so a search only compares strings. */
export function buildSearchIndex(catalog: SearchCatalog): SearchIndex {
  const categories = new Map(
    catalog.categories.map((category, position) => [category.slug, { category, position }]),
  );
  // Inactive tools, and tools without a category (or with one that does not exist), have no page to find.
  const listed = catalog.tools.flatMap((tool) => {
    const placed = tool.active && tool.categorySlug !== null ? categories.get(tool.categorySlug) : undefined;
    return placed ? [{ tool, ...placed }] : [];
  });
  const index = (lang: Language): Entry[] => {
    const collator = collators[lang];
    return listed
      .map(({ tool, category, position }): Entry => {
        const { name, description } = displayed(tool, lang);
        return {
          tool: { slug: tool.slug, name, description, icon: tool.icon, comingSoon: tool.comingSoon },
          category: { slug: category.slug, name: displayed(category, lang).name },
          categoryPosition: position,
          foldedName: foldForSearch(name),
          foldedDescription: foldForSearch(description),
        };
      })
      .sort(
        (a, b) =>
          a.categoryPosition - b.categoryPosition ||
          collator.compare(a.tool.name, b.tool.name) ||
          (a.tool.slug < b.tool.slug ? -1 : 1),
      );
  };
  // Spelled out so that a language added to the site fails to compile here until it is indexed.
  return { en: index("en"), fr: index("fr"), vi: index("vi") };
}

/**
 * The active tools whose name or description in `lang` contains the query, grouped by category in display
 * order; within a group, name matches come first, each part by name. At most MAX_RESULTS tools, name
 * matches kept before description matches.
 */
export function searchTools(index: SearchIndex, query: string, lang: Language): SearchGroup[] {
  if (!isSearchable(query)) return [];
  const needle = foldForSearch(query.trim());
  // A query of nothing but combining marks folds to "", which every text contains.
  if (needle === "") return [];

  const byName: Entry[] = [];
  const byDescription: Entry[] = [];
  for (const entry of index[lang]) {
    if (entry.foldedName.includes(needle)) byName.push(entry);
    else if (entry.foldedDescription.includes(needle)) byDescription.push(entry);
  }
  const names = byName.slice(0, MAX_RESULTS);
  const descriptions = byDescription.slice(0, MAX_RESULTS - names.length);

  // Both lists are in category then name order, so appending names, then descriptions, orders each group.
  const groups = new Map<number, SearchGroup>();
  for (const entry of [...names, ...descriptions]) {
    const group = groups.get(entry.categoryPosition) ?? { category: entry.category, tools: [] };
    group.tools.push(entry.tool);
    groups.set(entry.categoryPosition, group);
  }
  return [...groups].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** The texts shown to a reader of `lang`: each translated field when it has text, else the base one. */
function displayed(texts: TranslatableTexts, lang: Language): CatalogText {
  const translation = texts.translations[lang];
  return {
    name: translated(translation?.name ?? null, texts.base.name),
    description: translated(translation?.description ?? null, texts.base.description),
  };
}
