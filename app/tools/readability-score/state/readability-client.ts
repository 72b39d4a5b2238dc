import { createWorkerJobs, runInPage } from "#app/lib/workers/worker-jobs.ts";
import type { Measured, MeasureInput, ReadabilityJobs } from "./readability-protocol.ts";

const jobs = createWorkerJobs<ReadabilityJobs>(
  () => new Worker(new URL("./readability.worker.ts", import.meta.url), { type: "module" }),
  "The readability worker failed",
);

/**
 * Measures a text in the worker, one job after another. Even a short text goes there: the syllable
 * counters live in the worker's code only. Without workers, the jobs module is loaded on demand.
 */
export function measureText(input: MeasureInput): Promise<Measured> {
  if (typeof Worker === "undefined")
    return import("./readability-jobs.ts").then(({ readabilityJobs }) =>
      runInPage(readabilityJobs, "measure", input),
    );
  return jobs.run("measure", input);
}
