// A stranger's page is parsed in worker threads, never on the event loop that answers redirects and
// /healthz: a megabyte of head takes tens of milliseconds to parse, and fifty at once stalled every visitor
// for seconds. A parse that overruns its time is stopped with its thread, so no page can hang the server.
import { availableParallelism } from "node:os";
import { createParsePool } from "../lib/parse-pool.ts";
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
  const pool = createParsePool<PageHeadTask, PageHead>(new URL("./page-head-worker.ts", import.meta.url), {
    threads: options.threads ?? Math.min(2, Math.max(1, availableParallelism() - 1)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // One thread kept ready, so the first page of a quiet server waits for no thread to start.
    minThreads: 1,
  });
  return {
    read(page, pageUrl, signal) {
      // Moved rather than copied into the thread (cloning a megabyte costs the event loop milliseconds);
      // bytes that share their memory with others (Node's pool of small buffers) are copied out first.
      const { bytes } = page;
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const moved = own ? bytes : new Uint8Array(bytes);
      return pool.run(
        { page: { bytes: moved, contentType: page.contentType }, pageUrl },
        signal ?? new AbortController().signal,
        [moved.buffer as ArrayBuffer],
      );
    },
    close: () => pool.close(),
  };
}
