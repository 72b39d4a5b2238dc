// The page's side of the inspection worker (inspect.worker.ts).
import { createWorkerJobs } from "#app/lib/workers/worker-jobs.ts";
import type { InspectJobs, InspectStep } from "./inspect-protocol.ts";

const jobs = createWorkerJobs<InspectJobs>(
  () => new Worker(new URL("./inspect.worker.ts", import.meta.url), { type: "module" }),
  "worker failed",
);

/**
 * Reads `file` in the worker: `onStep` gets the inspection, then the hash; the promise settles with the
 * thumbnail's comparison. Aborting `signal` (another file was chosen) stops the reading of this one.
 */
export function inspectFile(
  file: Blob,
  onStep: (step: InspectStep) => void,
  signal: AbortSignal,
): Promise<boolean | null> {
  return jobs.run("inspect", file, { onProgress: onStep, signal });
}
