/** What a job worker answers: the value of the job with that id, or why it failed. */
export type JobResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/**
 * Jobs sent to one lazily started module worker, each answered by id, one after another in the order
 * given. A worker that fails to load or crashes fails its pending jobs and is dropped; the next job
 * starts a new one. `start` creates the worker (`new Worker(new URL(…, import.meta.url))` written where
 * the bundler sees it).
 */
export function createWorkerJobs<Job extends object>(start: () => Worker, failure: string) {
  type Pending = { resolve(value: unknown): void; reject(error: Error): void };
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function running(): Worker {
    if (worker) return worker;
    const created = start();
    created.addEventListener("message", (event: MessageEvent<JobResponse>) => {
      const response = event.data;
      const job = pending.get(response.id);
      pending.delete(response.id);
      if (!job) return;
      if (response.ok) job.resolve(response.value);
      else job.reject(new Error(response.error));
    });
    created.addEventListener("error", (event) => {
      event.preventDefault();
      created.terminate();
      if (worker === created) worker = undefined;
      const error = new Error(event.message || failure);
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    worker = created;
    return created;
  }

  return {
    /** Sends `job` with a fresh id; resolves with what the worker answers for it. */
    run<Value>(job: Job): Promise<Value> {
      const id = nextId++;
      return new Promise<Value>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        running().postMessage({ ...job, id });
      });
    },
  };
}
