import type { Logger } from "../../../../server/logger.ts";

/** What a request tells about a visit; read once, never stored as such. */
export interface VisitRequest {
  agent: string | undefined;
  referrer: string | undefined;
  /** The client's address: looked up for its country, then dropped. */
  address: string;
}

/** What is kept of a visit (decision 015): never an address nor anything identifying; "" when unknown. */
export interface VisitFigures {
  bot: boolean;
  /** The referring site's host name. */
  referrer: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** desktop, mobile, tablet or tv. */
  device: string;
  browser: string;
  os: string;
}

/** One visit to store: which link, when, and its figures. */
export interface ClickEvent extends VisitFigures {
  linkId: number;
  /** ISO 8601 UTC. */
  at: string;
}

export interface ClickRecorderOptions {
  /** Stores the events and adds the people among them to their links' counts, all in one transaction. */
  store(events: readonly ClickEvent[]): Promise<void>;
  /** Told the links whose clicks a commit has just stored. */
  onStored?(linkIds: number[]): void;
  logger: Pick<Logger, "error">;
  /** After a failed commit, the events wait this long before the next attempt; default 1 s. */
  retryMs?: number;
}

export interface ClickRecorder {
  /**
   * Resolves once the click survives a kill of the process (committed here; written to the journal in
   * click-journal.ts), so that a redirect answered after it is counted. If the database refuses it,
   * resolves anyway (the visitor is not held hostage), keeps the click in memory and retries.
   */
  record(event: ClickEvent): Promise<void>;
  /** Stores what is queued, then refuses nothing but stores no more in the background. */
  close(): Promise<void>;
}

interface Waiting {
  event: ClickEvent;
  done: () => void;
}

/**
 * Group commit: clicks arriving while a commit is under way wait for the next one, which takes them all
 * at once. Under load, a commit carries as many clicks as arrived during the previous one, so the
 * database sees one transaction per round trip whatever the rate, and each answer waits at most about
 * two commits. Nothing is kept in memory once answered, except after a failed commit (then retried).
 */
export function createClickRecorder(options: ClickRecorderOptions): ClickRecorder {
  const { store, onStored, logger, retryMs = 1000 } = options;
  let queue: Waiting[] = [];
  let committing: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;

  async function commit(batch: Waiting[]): Promise<void> {
    try {
      await store(batch.map((waiting) => waiting.event));
      onStored?.([...new Set(batch.map((waiting) => waiting.event.linkId))]);
    } catch (error) {
      logger.error("clicks not stored; retrying", { error, clicks: batch.length });
      // Already answered: the clicks go back to the front of the queue, without their callers.
      queue = [...batch.map(({ event }) => ({ event, done: () => {} })), ...queue];
      if (!closed && retryTimer === undefined) {
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          start();
        }, retryMs);
        retryTimer.unref();
      }
    } finally {
      for (const waiting of batch) waiting.done();
    }
  }

  function start(): void {
    if (committing !== null || queue.length === 0 || retryTimer !== undefined) return;
    const batch = queue;
    queue = [];
    committing = commit(batch).finally(() => {
      committing = null;
      start();
    });
  }

  return {
    record(event) {
      return new Promise<void>((done) => {
        queue.push({ event, done });
        // The clicks of requests read in the same turn of the event loop share the commit.
        if (queue.length === 1) setImmediate(start);
      });
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      while (committing !== null) await committing;
      if (queue.length === 0) return;
      const batch = queue;
      queue = [];
      try {
        await store(batch.map((waiting) => waiting.event));
      } catch (error) {
        logger.error("clicks lost at shutdown", { error, clicks: batch.length });
      } finally {
        for (const waiting of batch) waiting.done();
      }
    },
  };
}
