// The media of a page, read in worker threads like every stranger's page (decision 018): a page of a few
// megabytes takes long enough to parse that the event loop must never do it.
import { createParsePool } from "#server/lib/parse-pool.ts";
import type { PageMedia } from "./page-media.ts";
import type { PageMediaTask } from "./page-media-worker.ts";

export interface PageMediaReader {
  /** What the page names, or null when it could not be read in time. */
  read(task: PageMediaTask, signal: AbortSignal): Promise<PageMedia | null>;
  close(): Promise<void>;
}

const PARSE_TIMEOUT_MS = 3000;

export function createPageMediaReader({ threads }: { threads: number }): PageMediaReader {
  const pool = createParsePool<PageMediaTask, PageMedia>(new URL("./page-media-worker.ts", import.meta.url), {
    threads,
    timeoutMs: PARSE_TIMEOUT_MS,
  });
  return {
    // The page's bytes are moved to the thread (they are its own: media-lister.ts copies them out).
    read: (task, signal) => pool.run(task, signal, [task.page.bytes.buffer as ArrayBuffer]),
    close: () => pool.close(),
  };
}
