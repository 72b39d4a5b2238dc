import { useEffect } from "react";

/**
 * Keeps the page's address in step with its inputs, without a navigation (the tools compute in the
 * browser, so nothing needs reloading): a finding can be shared by copying the address. Empty values
 * are left out.
 */
export function useAddressState(params: Record<string, string | undefined>, enabled: boolean): void {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  useEffect(() => {
    if (!enabled) return;
    const url = new URL(window.location.href);
    url.search = query;
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
  }, [query, enabled]);
}
