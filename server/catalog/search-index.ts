import type { Language } from "#app/i18n/languages.ts";
import type { ToolDefinition } from "#app/tools/definition.ts";
import type { Logger } from "../logger.ts";
import type { CatalogRepository } from "./repository.ts";
import {
  buildSearchIndex,
  type SearchGroup,
  type SearchIndex,
  searchTools,
  toolKeywords,
  toolPageEntries,
  withToolPages,
} from "./search.ts";

export interface SearchIndexOptions {
  logger: Logger;
  /** The site's tools (app/tools/registry.ts): their pages beyond their own are searched too. */
  tools: readonly ToolDefinition[];
  /** How long an index is served before it is rebuilt from the database. */
  maxAgeMs?: number;
  /** The clock, in milliseconds; tests move it. */
  now?: () => number;
}

export interface ToolSearch {
  /** Searches the catalogue as it was at most `maxAgeMs` ago (see `searchTools`). */
  search(query: string, lang: Language): Promise<SearchGroup[]>;
}

/**
 * The search served from memory, the catalogue's tools and the text tools: a query touches no database,
 * so it costs microseconds. The first search
 * waits for the catalogue; after that a stale index is rebuilt in the background while it keeps being
 * served, one rebuild at a time. A failed rebuild is logged and the previous index kept until the next
 * attempt, `maxAgeMs` later.
 *
 * Lagging by up to `maxAgeMs` is fine while the catalogue changes only at start (the seed). Once tools
 * or their texts can change while the site runs, the change must reach every process at once: publish
 * it on the change feed and mark the index stale from each process's subscription.
 */
export function createSearchIndex(
  repository: Pick<CatalogRepository, "loadSearchCatalog">,
  { logger, tools, maxAgeMs = 60_000, now = Date.now }: SearchIndexOptions,
): ToolSearch {
  const toolPages = toolPageEntries(tools);
  const keywords = toolKeywords(tools);
  let current: SearchIndex | undefined;
  /** When the current index (or the last failed attempt) is due for a rebuild. */
  let staleAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<SearchIndex> | undefined;

  function load(): Promise<SearchIndex> {
    loading ??= (async () => {
      // Counted from the start, so a change made while the catalogue is read is picked up next time.
      const startedAt = now();
      try {
        current = buildSearchIndex(withToolPages(await repository.loadSearchCatalog(), toolPages), keywords);
        return current;
      } finally {
        staleAt = startedAt + maxAgeMs;
        loading = undefined;
      }
    })();
    return loading;
  }

  return {
    async search(query, lang) {
      if (current === undefined) return searchTools(await load(), query, lang);
      if (now() >= staleAt && loading === undefined) {
        load().catch((error: unknown) => {
          logger.error("search index rebuild failed; serving the previous one", { error });
        });
      }
      return searchTools(current, query, lang);
    },
  };
}
