// A stranger's page is parsed in worker threads, never on the event loop that answers redirects and
// /healthz: a megabyte of head takes tens of milliseconds to parse, and fifty at once stalled every visitor
// for seconds. A parse that overruns its time is stopped with its thread, so no page can hang the server.
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { PageBytes } from "./decode-html.ts";
import type { PageHeadTask } from "./page-head-worker.ts";
import type { PageHead } from "./parse-preview.ts";

export interface PageHeadReaderOptions {
  /** Threads at most; default one fewer than the cores, between 1 and 2. */
  threads?: number;
  /** A parse still running (or waiting) after this long is stopped; default 3 s. */
  timeoutMs?: number;
}

export interface PageHeadReader {
  /**
   * The head of the page at pageUrl (see parsePageHead), or null when it could not be read in time or
   * `signal` gave up first. The bytes are moved to the thread, not copied: the caller must not reuse them.
   */
  read(page: PageBytes, pageUrl: string, signal?: AbortSignal): Promise<PageHead | null>;
  /** Stops the threads; reads under way resolve null. */
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 3000;

export function createPageHeadReader(options: PageHeadReaderOptions = {}): PageHeadReader {
  const threads = options.threads ?? Math.min(2, Math.max(1, availableParallelism() - 1));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pool = new Piscina<PageHeadTask, PageHead>({
    filename: new URL("./page-head-worker.ts", import.meta.url).href,
    // One thread kept ready, so the first page of a quiet server waits for no thread to start.
    minThreads: 1,
    maxThreads: threads,
    // Kept a while between pages, so a burst does not start a thread per page.
    idleTimeout: 30_000,
    // Below the event loop's priority: on a busy machine redirects and pages go first, parsing waits.
    niceIncrement: 10,
    // What one page's parse needs, many times over; a page that needs more is not one we want.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return {
    async read(page, pageUrl, signal) {
      const limit = AbortSignal.timeout(timeoutMs);
      // Moved rather than copied into the thread (cloning a megabyte costs the event loop milliseconds);
      // bytes that share their memory with others (Node's pool of small buffers) are copied out first.
      const { bytes } = page;
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const moved = own ? bytes : new Uint8Array(bytes);
      try {
        return await pool.run(
          { page: { bytes: moved, contentType: page.contentType }, pageUrl },
          {
            signal: signal ? AbortSignal.any([signal, limit]) : limit,
            transferList: [moved.buffer as ArrayBuffer],
          },
        );
      } catch {
        // Aborted, timed out, or the thread died: the page is simply unread.
        return null;
      }
    },
    close: () => pool.destroy(),
  };
}
