// A stranger's document parsed in worker threads, never on the event loop that answers every visitor
// (decision 018): a parse that overruns its time, or whose caller gives up, is dropped with its thread's
// work, and resolves null.
import { Piscina } from "piscina";

export interface ParsePool<Task, Result> {
  /** The worker's answer, or null when it could not be had in time. `transfer`: buffers moved, not copied. */
  run(task: Task, signal: AbortSignal, transfer?: ArrayBuffer[]): Promise<Result | null>;
  close(): Promise<void>;
}

export function createParsePool<Task, Result>(
  worker: URL,
  {
    threads,
    timeoutMs,
    minThreads = 0,
  }: {
    threads: number;
    timeoutMs: number;
    /** Threads kept ready even when idle (a quiet server's first page waits for none to start). */
    minThreads?: number;
  },
): ParsePool<Task, Result> {
  const pool = new Piscina<Task, Result>({
    filename: worker.href,
    minThreads,
    maxThreads: threads,
    // Kept a while between documents, so a burst does not start a thread per document.
    idleTimeout: 30_000,
    // Below the event loop's priority: redirects, pages and transfers go first.
    niceIncrement: 10,
    // What one document's parse needs, many times over; one that needs more is not one we want.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return {
    async run(task, signal, transfer) {
      try {
        return await pool.run(task, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
          ...(transfer ? { transferList: transfer } : {}),
        });
      } catch {
        return null;
      }
    },
    close: () => pool.destroy(),
  };
}
