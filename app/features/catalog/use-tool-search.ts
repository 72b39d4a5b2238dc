import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { isSearchable, SEARCH_DEBOUNCE_MS } from "#app/lib/text/search-rules.ts";
import type { SearchGroup } from "./types.ts";

export interface ToolSearchState {
  groups: SearchGroup[];
  loading: boolean;
  /** The query the shown groups answer; empty before any search. */
  searched: string;
}

const IDLE: ToolSearchState = { groups: [], loading: false, searched: "" };

/**
 * Searches the catalogue as the visitor types: debounced, at least two characters, in the page's
 * language. A failed request is logged and leaves the results as they were.
 */
export function useToolSearch(query: string): ToolSearchState {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [state, setState] = useState<ToolSearchState>(IDLE);

  useEffect(() => {
    const q = query.trim();
    if (!isSearchable(q)) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((previous) => ({ ...previous, loading: true }));
      try {
        const response = await fetch(`/api/search?${new URLSearchParams({ q, lang })}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as { groups: SearchGroup[] };
        setState({ groups: body.groups, loading: false, searched: q });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error("Tool search failed", error);
        setState((previous) => ({ ...previous, loading: false }));
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang]);

  return state;
}
