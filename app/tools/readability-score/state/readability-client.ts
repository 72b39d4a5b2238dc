import { createWorkerJobs } from "../../../lib/worker-jobs.ts";
import type { Measured, MeasureJob } from "./worker-protocol.ts";

const jobs = createWorkerJobs<MeasureJob>(
  () => new Worker(new URL("./readability.worker.ts", import.meta.url), { type: "module" }),
  "The readability worker failed",
);

/**
 * Measures a text in the worker, one job after another. Even a short text goes there: the syllable
 * counters live in the worker's code only. Without workers, the measuring module is loaded on demand.
 */
export function measureText(job: MeasureJob): Promise<Measured> {
  if (typeof Worker === "undefined")
    return import("./worker-protocol.ts").then(({ measure }) => measure(job));
  return jobs.run<Measured>(job);
}
