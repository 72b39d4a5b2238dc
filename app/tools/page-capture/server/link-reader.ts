// The capture's parsing, in worker threads like every stranger's page (decision 018): a 15 MB page or
// stylesheet takes long enough to parse that the event loop must never do it.
import { Piscina } from "piscina";
import type { LinksTask } from "./links-worker.ts";
import type { PageLinks } from "./resource-links.ts";

export interface LinkReader {
  /** What the body names, or null when it could not be read in time (the capture goes on without). */
  read(task: LinksTask, signal: AbortSignal): Promise<PageLinks | null>;
  close(): Promise<void>;
}

const PARSE_TIMEOUT_MS = 5000;

export function createLinkReader({ threads }: { threads: number }): LinkReader {
  const pool = new Piscina<LinksTask, PageLinks>({
    filename: new URL("./links-worker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    // Below the event loop's priority: redirects and pages go first.
    niceIncrement: 10,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return {
    async read(task, signal) {
      try {
        return await pool.run(task, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(PARSE_TIMEOUT_MS)]),
        });
      } catch {
        return null;
      }
    },
    close: () => pool.destroy(),
  };
}
