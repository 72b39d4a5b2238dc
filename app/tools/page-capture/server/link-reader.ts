// The capture's parsing, in worker threads like every stranger's page (decision 018): a 15 MB page or
// stylesheet takes long enough to parse that the event loop must never do it.
import { createParsePool } from "#server/lib/parse-pool.ts";
import type { LinksTask } from "./links-worker.ts";
import type { PageLinks } from "./resource-links.ts";

export interface LinkReader {
  /** What the body names, or null when it could not be read in time (the capture goes on without). */
  read(task: LinksTask, signal: AbortSignal): Promise<PageLinks | null>;
  close(): Promise<void>;
}

const PARSE_TIMEOUT_MS = 5000;

export function createLinkReader({ threads }: { threads: number }): LinkReader {
  const pool = createParsePool<LinksTask, PageLinks>(new URL("./links-worker.ts", import.meta.url), {
    threads,
    timeoutMs: PARSE_TIMEOUT_MS,
  });
  return { read: (task, signal) => pool.run(task, signal), close: () => pool.close() };
}
