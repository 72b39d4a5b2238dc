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
 * The band for `query`, from the worker, with the country outlines the map draws. An answer that comes
 * after the question changed is dropped.
 */
export function useBand(query: BandQuery): BandState {
  const [state, setState] = useState<BandState>({ kind: "computing" });
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the query, compared by value
  useEffect(() => {
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
