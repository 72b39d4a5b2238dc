// Previews are fetched after the link is created, never while its creator waits, a few at a time so that
// a burst of new links cannot turn the server into a crawler.
import type { Logger } from "#server/logger.ts";
import type { PreviewResult } from "./load-preview.ts";

export interface PreviewJob {
  /** short_links.id */
  id: number;
  url: string;
}

export interface PreviewQueueOptions {
  /**
   * Usually createPreviewLoader(…), which calls `beforeParse` between fetching the page and reading it; a
   * rejection is saved as a failure with reason "error".
   */
  fetch(url: string, beforeParse: () => Promise<void>): Promise<PreviewResult>;
  /**
   * Marks the link's preview failed, before its page is read: were the page to crash or hang the process,
   * it would otherwise be fetched again at every start (pending previews are retried then).
   */
  markFailed(id: number, url: string): Promise<void>;
  /**
   * Stores the outcome (e.g. the columns from previewColumns) and announces the change. `url` is the
   * address fetched: a link's creator may have changed its destination since.
   */
  save(id: number, result: PreviewResult, url: string): Promise<void>;
  logger: Logger;
  /** Fetches running at once; default 2. */
  concurrency?: number;
  /** Jobs waiting beyond the running ones; further jobs are dropped. Default 1000. */
  maxPending?: number;
}

export interface PreviewQueue {
  /** Queues the job and returns at once: false if it was dropped (queue full or closed). */
  enqueue(job: PreviewJob): boolean;
  /** Stops taking jobs, abandons the waiting ones and resolves when the running ones are saved. */
  close(): Promise<void>;
}

export function createPreviewQueue({
  fetch,
  markFailed,
  save,
  logger,
  concurrency = 2,
  maxPending = 1000,
}: PreviewQueueOptions): PreviewQueue {
  const pending: PreviewJob[] = [];
  const running = new Set<Promise<void>>();
  let closed = false;

  async function run(job: PreviewJob): Promise<void> {
    let result: PreviewResult;
    try {
      result = await fetch(job.url, () => markFailed(job.id, job.url));
    } catch (error) {
      logger.error("preview fetch threw", { id: job.id, error });
      result = { status: "failed", reason: "error", detail: String(error) };
    }
    if (result.status === "failed") {
      logger.info("preview failed", { id: job.id, reason: result.reason, detail: result.detail });
    }
    try {
      await save(job.id, result, job.url);
    } catch (error) {
      logger.error("preview save failed", { id: job.id, error });
    }
  }

  function pump(): void {
    while (!closed && running.size < concurrency) {
      const job = pending.shift();
      if (!job) return;
      const task = run(job).finally(() => {
        running.delete(task);
        pump();
      });
      running.add(task);
    }
  }

  return {
    enqueue(job) {
      if (closed) return false;
      if (pending.length >= maxPending) {
        // The link itself is saved; only its card stays without a preview.
        logger.warn("preview queue full, preview dropped", { id: job.id, pending: pending.length });
        return false;
      }
      pending.push(job);
      pump();
      return true;
    },
    async close() {
      closed = true;
      if (pending.length > 0) logger.info("preview jobs abandoned at shutdown", { count: pending.length });
      pending.length = 0;
      await Promise.all(running);
    },
  };
}
