import { createWorkerJobs } from "../../../lib/worker-jobs.ts";
import type { HiddenJob, JobValue } from "./worker-protocol.ts";

const jobs = createWorkerJobs<HiddenJob>(
  () => new Worker(new URL("./hidden.worker.ts", import.meta.url), { type: "module" }),
  "The hidden-characters worker failed",
);

/**
 * Runs a job in the worker, one after another in the order given. Even a short text goes there: the
 * Unicode tables live in the worker's code only. Without workers, the job module is loaded on demand.
 */
export function runHiddenJob<J extends HiddenJob>(job: J): Promise<JobValue<J>> {
  if (typeof Worker === "undefined") return import("./worker-protocol.ts").then(({ runJob }) => runJob(job));
  return jobs.run<JobValue<J>>(job);
}
