import { useEffect, useState } from "react";
import type { Countries } from "#app/features/where/logic/countries.ts";
import { loadCountries } from "#app/features/where/state/where-data.ts";
import type { BandAnswer } from "../logic/band-answer.ts";
import type { BandQuery } from "../logic/shadow-band.ts";
import { computeBand } from "../state/band-client.ts";

export type BandState =
  | { kind: "computing" }
  | { kind: "done"; answer: BandAnswer; countries: Countries }
  | { kind: "impossible" }
  | { kind: "failed" };

/**
 * The band for `query` (null: none asked), from the worker, with the country outlines the map draws.
 * An answer that comes after the question changed is dropped.
 */
export function useBand(query: BandQuery | null): BandState | null {
  const [state, setState] = useState<BandState | null>(null);
  const key = query ? JSON.stringify(query) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the query, compared by value
  useEffect(() => {
    if (!query) {
      setState(null);
      return;
    }
    let current = true;
    setState({ kind: "computing" });
    Promise.all([computeBand(query), loadCountries()]).then(
      ([answer, countries]) => {
        if (current) setState(answer ? { kind: "done", answer, countries } : { kind: "impossible" });
      },
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
