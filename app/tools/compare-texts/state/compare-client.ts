import { createWorkerJobs, type RunOptions, runInPage } from "#app/lib/workers/worker-jobs.ts";
import type { Comparison } from "../logic/compare.ts";
import type { CompareInput, CompareJobs } from "./compare-protocol.ts";

const jobs = createWorkerJobs<CompareJobs>(
  () => new Worker(new URL("./compare.worker.ts", import.meta.url), { type: "module" }),
  "The comparison stopped",
);

/** Starts the worker and has it load the language's segmenters, while the texts are still being typed. */
export function warmUpComparison(locale: string): void {
  if (typeof Worker === "undefined") return;
  jobs.run("warmUp", locale).catch(() => undefined);
}

/**
 * Compares two texts in the worker (the diff library loads there only, never with the site), or right
 * here where there are no workers (tests, very old browsers). Aborting the signal stops the comparison:
 * the worker, busy comparing, is ended and another started for the next one.
 */
export function compareInWorker(input: CompareInput, options: RunOptions<number>): Promise<Comparison> {
  if (typeof Worker === "undefined")
    return import("./compare-jobs.ts").then(({ compareJobs }) =>
      runInPage(compareJobs, "compare", input, options),
    );
  return jobs.run("compare", input, options);
}
