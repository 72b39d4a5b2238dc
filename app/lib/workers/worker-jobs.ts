// The page's side of the job shape (job-protocol.ts): jobs sent to one lazily started module worker.
import type { InputOf, Job, JobMap, JobMessage, JobRequest, ProgressOf, ValueOf } from "./job-protocol.ts";

export interface RunOptions<Progress> {
  /** Called with each progress report of the job, in order, before it settles. */
  onProgress?(value: Progress): void;
  /**
   * Stops the job: a worker busy with it cannot read a message, so it is ended (with every job it
   * held) and the next job starts a new one. The job rejects with the signal's reason.
   */
  signal?: AbortSignal;
  /** Buffers of the input to move to the worker rather than copy. */
  transfer?: Transferable[];
}

type Pending = {
  onProgress?(value: unknown): void;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

/** What a worker must offer: a DOM Worker, or in tests anything that talks like one. */
export type WorkerLike = Pick<Worker, "postMessage" | "addEventListener" | "terminate">;

/**
 * Jobs of the map `J` (a tool's `<name>-protocol.ts`) run in the worker `start` creates, each answered
 * by id. A worker that fails to load, crashes or is stopped fails its pending jobs with `failure` and
 * is dropped; the next job starts a new one (whatever it held, such as an open file, is gone with it).
 * `start` writes `new Worker(new URL(…, import.meta.url), { type: "module" })` where the bundler sees it.
 */
export function createWorkerJobs<J extends JobMap<J>>(start: () => WorkerLike, failure: string) {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function stop(reason: unknown = new Error(failure)): void {
    worker?.terminate();
    worker = undefined;
    const jobs = [...pending.values()];
    pending.clear();
    for (const job of jobs) job.reject(reason);
  }

  function running(): WorkerLike {
    if (worker) return worker;
    const created = start();
    created.addEventListener("message", (event: MessageEvent<JobMessage>) => {
      const message = event.data;
      const job = pending.get(message.id);
      if (!job) return;
      if (message.kind === "progress") {
        job.onProgress?.(message.value);
        return;
      }
      pending.delete(message.id);
      if (message.kind === "done") job.resolve(message.value);
      else job.reject(new Error(message.error));
    });
    created.addEventListener("error", (event: ErrorEvent) => {
      event.preventDefault();
      if (worker === created) stop(new Error(event.message || failure));
      else created.terminate();
    });
    worker = created;
    return created;
  }

  return {
    /** Runs job `name` on `input`; resolves with its value, or rejects with its error's message. */
    run<Name extends keyof J & string>(
      name: Name,
      input: InputOf<J[Name]>,
      options: RunOptions<ProgressOf<J[Name]>> = {},
    ): Promise<ValueOf<J[Name]>> {
      const { signal, onProgress, transfer = [] } = options;
      if (signal?.aborted) return Promise.reject(signal.reason);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          if (!pending.has(id)) return;
          pending.delete(id);
          reject(signal?.reason);
          stop();
        };
        const settle = () => signal?.removeEventListener("abort", onAbort);
        pending.set(id, {
          onProgress: onProgress as Pending["onProgress"],
          resolve: (value) => {
            settle();
            resolve(value as ValueOf<J[Name]>);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        signal?.addEventListener("abort", onAbort);
        const request: JobRequest = { id, name, input };
        running().postMessage(request, transfer);
      });
    },
    /** Ends the worker now, failing every pending job; the next job starts a new one. */
    stop: () => stop(),
  };
}

/**
 * Runs job `name` of `jobs` on the page's thread, as the worker would: where there are no workers
 * (tests, old browsers) or the input is too small to be worth one. A signal aborted before it starts or
 * while it runs rejects it; a synchronous job cannot be interrupted.
 */
export async function runInPage<J extends JobMap<J>, Name extends keyof J & string>(
  jobs: J,
  name: Name,
  input: InputOf<J[Name]>,
  { signal, onProgress }: RunOptions<ProgressOf<J[Name]>> = {},
): Promise<ValueOf<J[Name]>> {
  signal?.throwIfAborted();
  const value = await (jobs[name] as Job)(input, {
    progress: (step) => onProgress?.(step as ProgressOf<J[Name]>),
    transfer: () => undefined,
  });
  signal?.throwIfAborted();
  return value as ValueOf<J[Name]>;
}
