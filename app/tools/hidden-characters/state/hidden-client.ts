import type { InputOf, ValueOf } from "#app/lib/workers/job-protocol.ts";
import { createWorkerJobs, runInPage } from "#app/lib/workers/worker-jobs.ts";
import type { HiddenJobs } from "./hidden-protocol.ts";

const jobs = createWorkerJobs<HiddenJobs>(
  () => new Worker(new URL("./hidden.worker.ts", import.meta.url), { type: "module" }),
  "The hidden-characters worker failed",
);

/**
 * Runs a job in the worker, one after another in the order given. Even a short text goes there: the
 * Unicode tables live in the worker's code only. Without workers, the jobs module is loaded on demand.
 */
export function runHiddenJob<Name extends keyof HiddenJobs>(
  name: Name,
  input: InputOf<HiddenJobs[Name]>,
): Promise<ValueOf<HiddenJobs[Name]>> {
  if (typeof Worker === "undefined")
    return import("./hidden-jobs.ts").then(({ hiddenJobs }) => runInPage(hiddenJobs, name, input));
  return jobs.run(name, input);
}
