import { useEffect, useState } from "react";
import type { Subscribable } from "../state/read-only.ts";

/**
 * The latest value of a live query (Dexie's liveQuery, or watchStored's read without Dexie), re-read
 * whenever the database changes, in this tab or another; `failed` when the browser's storage cannot be
 * opened.
 */
export function useLive<T>(
  query: () => Subscribable<T>,
  key: string,
): { value: T | undefined; failed: boolean } {
  const [state, setState] = useState<{ value: T | undefined; failed: boolean; key: string }>({
    value: undefined,
    failed: false,
    key,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is rebuilt only when its key changes
  useEffect(() => {
    const subscription = query().subscribe(
      (value) => setState({ value, failed: false, key }),
      () => setState({ value: undefined, failed: true, key }),
    );
    return () => subscription.unsubscribe();
  }, [key]);
  return state.key === key ? state : { value: undefined, failed: false };
}
