import type { HiddenJob, JobValue, WorkerRequest, WorkerResponse } from "./worker-protocol.ts";

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function hiddenWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./hidden.worker.ts", import.meta.url), { type: "module" });
  created.addEventListener("message", (event: MessageEvent<WorkerResponse>) => {
    const response = event.data;
    const job = pending.get(response.id);
    pending.delete(response.id);
    if (!job) return;
    if (response.ok) job.resolve(response.value);
    else job.reject(new Error(response.error));
  });
  // A worker that failed to load or crashed is dropped; the next job starts a new one.
  created.addEventListener("error", (event) => {
    event.preventDefault();
    created.terminate();
    if (worker === created) worker = undefined;
    failAll(new Error(event.message || "The hidden-characters worker failed"));
  });
  worker = created;
  return created;
}

/**
 * Runs a job in the worker, one after another in the order given. Even a short text goes there: the
 * Unicode tables live in the worker's code only. Without workers, the job module is loaded on demand.
 */
export function runHiddenJob<J extends HiddenJob>(job: J): Promise<JobValue<J>> {
  if (typeof Worker === "undefined") return import("./worker-protocol.ts").then(({ runJob }) => runJob(job));
  const id = nextId++;
  const request: WorkerRequest = { ...job, id };
  return new Promise<JobValue<J>>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    hiddenWorker().postMessage(request);
  });
}
