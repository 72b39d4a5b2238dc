import { useEffect, useRef, useState } from "react";
import type { Comparison } from "../logic/compare.ts";
import type { CompareOptions } from "../logic/options.ts";
import { compareInWorker, warmUpComparison } from "../state/compare-client.ts";

export type ComparisonState =
  | { status: "empty" }
  | { status: "running"; progress: number }
  | { status: "done" }
  | { status: "stopped" }
  | { status: "failed"; error: string };

// Long enough that typing does not start a comparison per key, short enough to feel live.
const DEBOUNCE_MS = 250;

/**
 * Compares the two texts as they change, in the worker; the last result stays shown while the next
 * is computed, and a comparison can be stopped.
 */
export function useComparison(first: string, second: string, options: CompareOptions, locale: string) {
  const [state, setState] = useState<ComparisonState>({ status: "empty" });
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const job = useRef<AbortController | null>(null);

  useEffect(() => warmUpComparison(locale), [locale]);

  useEffect(() => {
    if (first === "" && second === "") {
      setState({ status: "empty" });
      setComparison(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState({ status: "running", progress: 0 });
      const started = new AbortController();
      job.current = started;
      compareInWorker(
        { first, second, options, locale },
        {
          signal: started.signal,
          onProgress: (progress) => {
            if (current) setState({ status: "running", progress });
          },
        },
      ).then(
        (result) => {
          if (!current) return;
          setComparison(result);
          setState({ status: "done" });
        },
        (error: unknown) => {
          // A comparison stopped by the person has said so already.
          if (current && job.current === started)
            setState({ status: "failed", error: error instanceof Error ? error.message : String(error) });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
      job.current?.abort();
    };
  }, [first, second, options, locale]);

  const stop = () => {
    const running = job.current;
    job.current = null;
    setState({ status: "stopped" });
    running?.abort();
  };
  return { state, comparison, stop };
}
