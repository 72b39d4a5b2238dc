import type { Logger } from "../../../../server/logger.ts";

export interface ClickCounterOptions {
  /** Adds every count of the batch to its link, all or nothing. */
  addClicks(batch: ReadonlyMap<number, number>): Promise<void>;
  /** Told the links whose counts a flush has just stored. */
  onFlushed?(ids: number[]): void;
  logger: Pick<Logger, "error">;
  /** The longest an increment waits in memory. */
  intervalMs?: number;
  /** A batch naming this many links is flushed at once, so a flush stays one modest transaction. */
  maxLinks?: number;
}

export interface ClickCounter {
  /** Counts one click (or `n`) for the link; never waits for the database. */
  add(id: number, n?: number): void;
  /** Stores everything counted so far. Rejects if the database does; the counts are then kept. */
  flush(): Promise<void>;
  /** Stops the timer and stores the last counts; counts it could not store are logged, not thrown. */
  close(): Promise<void>;
}

/**
 * Counts clicks in memory and stores them in batches: a popular link costs one UPDATE per interval
 * instead of one per visit. Exact under any concurrency: `add` only touches memory, a flush takes the
 * whole pending batch and starts a new one, and a failed flush puts its counts back.
 */
export function createClickCounter(options: ClickCounterOptions): ClickCounter {
  const { addClicks, onFlushed, logger, intervalMs = 1000, maxLinks = 500 } = options;
  let pending = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  // Flushes run one after another, so a retry of failed counts never races a newer batch.
  let lastFlush: Promise<void> = Promise.resolve();
  let closed = false;
  // Set while an early flush of a large batch is under way, so that every later `add` does not ask again.
  let flushingEarly = false;

  const report = (error: unknown) => logger.error("click counts not stored; retrying", { error });

  function schedule(): void {
    if (timer === undefined && !closed) {
      timer = setTimeout(() => {
        timer = undefined;
        flush().catch(report);
      }, intervalMs);
      // A pending count never keeps the process alive: shutdown flushes through close().
      timer.unref();
    }
  }

  async function store(batch: Map<number, number>): Promise<void> {
    try {
      await addClicks(batch);
    } catch (error) {
      for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
      schedule();
      throw error;
    }
    onFlushed?.([...batch.keys()]);
  }

  function flush(): Promise<void> {
    const run = lastFlush.then(() => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      return store(batch);
    });
    lastFlush = run.catch(() => {});
    return run;
  }

  return {
    add(id, n = 1) {
      pending.set(id, (pending.get(id) ?? 0) + n);
      if (pending.size >= maxLinks && !flushingEarly) {
        flushingEarly = true;
        flush()
          .catch(report)
          .finally(() => {
            flushingEarly = false;
          });
      } else {
        schedule();
      }
    },
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      try {
        await flush();
      } catch (error) {
        logger.error("click counts lost at shutdown", { error, counts: Object.fromEntries(pending) });
      }
    },
  };
}
