import type { Observable } from "dexie";
import { useEffect, useState } from "react";

/**
 * The latest value of a live query (Dexie's liveQuery), re-read whenever the database changes, in
 * this tab or another; `failed` when the browser's storage cannot be opened.
 */
export function useLive<T>(
  query: () => Observable<T>,
  key: string,
): { value: T | undefined; failed: boolean } {
  const [state, setState] = useState<{ value: T | undefined; failed: boolean; key: string }>({
    value: undefined,
    failed: false,
    key,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is rebuilt only when its key changes
  useEffect(() => {
    const subscription = query().subscribe({
      next: (value) => setState({ value, failed: false, key }),
      error: () => setState({ value: undefined, failed: true, key }),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return state.key === key ? state : { value: undefined, failed: false };
}
