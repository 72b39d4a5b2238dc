import { LANGUAGES, type Language } from "#app/i18n/languages.ts";
import { isSearchable } from "#app/lib/text/search-rules.ts";
import type { ToolDefinition } from "#app/tools/definition.ts";
import { collators, translated } from "./localized-text.ts";
import type { CatalogText, SearchCatalog, TranslatableTexts } from "./search-catalog.ts";
import {
  type MatchIndex,
  matchIndex,
  matchQuery,
  NO_MATCH,
  rankInsideMatches,
  rankWordMatches,
} from "./search-match.ts";
import { searchKeywords, textAt, toolTexts } from "./tool-texts.ts";

/*
 * Tool search, among active tools with a category: a tool matches by its name, the words people search it
 * by (its keywords, in its locale files) or its description, in the reader's language (search-match.ts
 * says how). The best matches come first, coming-soon tools last, grouped by category.
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
  /**
   * A group of coming-soon tools: they follow every working tool, so a category with both has two
   * groups, its working tools' in rank order and its coming-soon tools' at the end.
   */
  readonly comingSoon: boolean;
  tools: SearchResultTool[];
}

/** One searchable tool in one language, as it is shown. */
interface Entry {
  tool: SearchResultTool;
  category: SearchGroup["category"];
}

/** The words people search a tool by, by its slug (a page's: "text-tools/json"), in one language. */
export type KeywordsOf = (slug: string, lang: Language) => readonly string[];

/**
 * The catalogue prepared for searching: per language, its entries in category then name order, and
 * their name, keywords and description (in the order their matches rank) in the same order.
 */
export type SearchIndex = Record<Language, { entries: readonly Entry[]; match: MatchIndex }>;

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

/** The keywords of every tool of `tools` and of their pages, read once from their locale files. */
export function toolKeywords(tools: readonly ToolDefinition[]): KeywordsOf {
  const bySlug = new Map<string, Map<Language, string[]>>();
  const inEveryLanguage = (tool: ToolDefinition, textKey?: string) =>
    new Map(LANGUAGES.map((lang) => [lang, searchKeywords(tool, lang, textKey)]));
  for (const tool of tools) {
    bySlug.set(tool.slug, inEveryLanguage(tool));
    for (const page of tool.pages ?? []) bySlug.set(page.slug, inEveryLanguage(tool, page.textKey));
  }
  return (slug, lang) => bySlug.get(slug)?.get(lang) ?? [];
}

/** The catalogue with the tools' own pages added to it, each under its tool's category (if it exists). */
export function withToolPages(catalog: SearchCatalog, pages: SearchCatalog["tools"]): SearchCatalog {
  return { ...catalog, tools: [...catalog.tools, ...pages] };
}

/**
 * Folds every text of the catalogue once, so a search only compares strings. Keywords come from the tools'
 * locale files, not the database: a tool the catalogue has and app/tools/ does not is found by its texts.
 */
export function buildSearchIndex(catalog: SearchCatalog, keywordsOf: KeywordsOf = () => []): SearchIndex {
  const categories = new Map(
    catalog.categories.map((category, position) => [category.slug, { category, position }]),
  );
  // Inactive tools, and tools without a category (or with one that does not exist), have no page to find.
  const listed = catalog.tools.flatMap((tool) => {
    const placed = tool.active && tool.categorySlug !== null ? categories.get(tool.categorySlug) : undefined;
    return placed ? [{ tool, ...placed }] : [];
  });
  const index = (lang: Language): SearchIndex[Language] => {
    const collator = collators[lang];
    const sorted = listed
      .map(({ tool, category, position }) => {
        const { name, description } = displayed(tool, lang);
        const entry: Entry = {
          tool: { slug: tool.slug, name, description, icon: tool.icon, comingSoon: tool.comingSoon },
          category: { slug: category.slug, name: displayed(category, lang).name },
        };
        return { entry, position, fields: [[name], keywordsOf(tool.slug, lang), [description]] };
      })
      .sort(
        (a, b) =>
          a.position - b.position ||
          collator.compare(a.entry.tool.name, b.entry.tool.name) ||
          (a.entry.tool.slug < b.entry.tool.slug ? -1 : 1),
      );
    return {
      entries: sorted.map(({ entry }) => entry),
      match: matchIndex(sorted.map(({ fields }) => fields)),
    };
  };
  // Spelled out so that a language added to the site fails to compile here until it is indexed.
  return { en: index("en"), fr: index("fr"), vi: index("vi") };
}

/** More than any rank search-match.ts gives, so coming-soon tools' slots follow every other tool's. */
const RANKS = 100;

/**
 * The active tools that match the query in `lang` (see search-match.ts), best first: coming-soon tools after
 * the others, then by rank, then in category and name order. At most MAX_RESULTS tools, grouped by
 * category; the groups come in the order of their best tool, so the first tool shown is the best match,
 * and the coming-soon tools' groups come after all the others, so the last tools shown are those.
 */
export function searchTools(index: SearchIndex, query: string, lang: Language): SearchGroup[] {
  if (!isSearchable(query)) return [];
  const matched = matchQuery(query);
  if (matched === null) return [];

  // One list per rank (and per coming-soon or not), each in index order: no sort per query.
  const { entries, match } = index[lang];
  const ranks = rankWordMatches(match, matched);
  // Matches inside a word rank after every word match of a working tool: looked for only if there is room.
  let byWords = 0;
  for (const [at, entry] of entries.entries()) {
    if (ranks[at] !== NO_MATCH && !entry.tool.comingSoon) byWords++;
  }
  if (byWords < MAX_RESULTS) rankInsideMatches(match, matched, ranks);
  const byRank: Entry[][] = [];
  for (let at = 0; at < entries.length; at++) {
    const rank = ranks[at] ?? NO_MATCH;
    const entry = entries[at];
    if (rank === NO_MATCH || entry === undefined) continue;
    const slot = entry.tool.comingSoon ? RANKS + rank : rank;
    const slotted = byRank[slot];
    if (slotted) slotted.push(entry);
    else byRank[slot] = [entry];
  }
  const best: Entry[] = [];
  for (const slot of byRank) {
    if (slot === undefined) continue;
    best.push(...slot.slice(0, MAX_RESULTS - best.length));
    if (best.length === MAX_RESULTS) break;
  }

  // `best` has every working tool before any coming-soon one, so their groups come first.
  const groups = new Map<string, SearchGroup>();
  for (const entry of best) {
    const { comingSoon } = entry.tool;
    const key = `${comingSoon ? "soon" : "now"} ${entry.category.slug}`;
    const group = groups.get(key) ?? { category: entry.category, comingSoon, tools: [] };
    group.tools.push(entry.tool);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The texts shown to a reader of `lang`: each translated field when it has text, else the base one. */
function displayed(texts: TranslatableTexts, lang: Language): CatalogText {
  const translation = texts.translations[lang];
  return {
    name: translated(translation?.name ?? null, texts.base.name),
    description: translated(translation?.description ?? null, texts.base.description),
  };
}
