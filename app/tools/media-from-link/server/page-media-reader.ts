// The media of a page, read in worker threads like every stranger's page (decision 018): a page of a few
// megabytes takes long enough to parse that the event loop must never do it, and one that takes too long
// is dropped with its thread.
import { Piscina } from "piscina";
import type { PageMedia } from "./page-media.ts";
import type { PageMediaTask } from "./page-media-worker.ts";

export interface PageMediaReader {
  /** What the page names, or null when it could not be read in time. */
  read(task: PageMediaTask, signal: AbortSignal): Promise<PageMedia | null>;
  close(): Promise<void>;
}

const PARSE_TIMEOUT_MS = 3000;

export function createPageMediaReader({ threads }: { threads: number }): PageMediaReader {
  const pool = new Piscina<PageMediaTask, PageMedia>({
    filename: new URL("./page-media-worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    // Below the event loop's priority: redirects, pages and transfers go first.
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return {
    async read(task, signal) {
      const { bytes } = task.page;
      try {
        return await pool.run(task, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(PARSE_TIMEOUT_MS)]),
          transferList: [bytes.buffer as ArrayBuffer],
        });
      } catch {
        return null;
      }
    },
    close: () => pool.destroy(),
  };
}
