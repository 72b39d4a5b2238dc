import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { PayloadFields } from "../logic/payload.ts";
import { readShareState, type ShareState, shareParams } from "../logic/share-state.ts";

/** How long typing pauses before the address follows: one history entry rewrite per pause, not per key. */
const ADDRESS_DELAY_MS = 400;

/**
 * The generator's state, started from the page's address and written back to it (replacing the entry),
 * so the address shares the code. The Wi-Fi password lives only here (logic/share-state.ts).
 */
export function useShareState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<ShareState>(() => readShareState(searchParams));
  const query = shareParams(state).toString();
  useEffect(() => {
    if (query === new URLSearchParams(window.location.search).toString()) return;
    const timer = setTimeout(
      () => setSearchParams(new URLSearchParams(query), { replace: true, preventScrollReset: true }),
      ADDRESS_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query, setSearchParams]);
  const setField = <K extends keyof PayloadFields>(field: K, value: PayloadFields[K]) =>
    setState((previous) => ({ ...previous, fields: { ...previous.fields, [field]: value } }));
  return { state, setState, setField };
}
