import {
  type JobValue,
  runJob,
  type TextJob,
  type WorkerRequest,
  type WorkerResponse,
} from "./worker-protocol.ts";

/**
 * Texts longer than this (in UTF-16 code units, about 200 KB) are processed in a Web Worker: below it
 * every transform takes a few milliseconds on the main thread, above it some take long enough to be
 * felt, and on 10 MB they would freeze the page.
 */
export const OFF_THREAD_THRESHOLD = 200_000;

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function textWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./text.worker.ts", import.meta.url), { type: "module" });
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
    failAll(new Error(event.message || "The text worker failed"));
  });
  worker = created;
  return created;
}

/**
 * Runs a job off the main thread when its text is large and the browser has workers, else right here
 * (small texts, tests, old browsers). Jobs run one after another, in the order they were given.
 */
export function runTextJob<J extends TextJob>(job: J): Promise<JobValue<J>> {
  if (job.text.length <= OFF_THREAD_THRESHOLD || typeof Worker === "undefined") {
    try {
      return Promise.resolve(runJob(job));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  const id = nextId++;
  const request: WorkerRequest = { ...job, id };
  return new Promise<JobValue<J>>((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    textWorker().postMessage(request);
  });
}

/** Whether a text is processed off the main thread, so the page shows a busy state meanwhile. */
export function runsOffThread(text: string): boolean {
  return text.length > OFF_THREAD_THRESHOLD && typeof Worker !== "undefined";
}
