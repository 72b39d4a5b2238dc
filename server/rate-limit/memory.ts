import { decide, type RateLimit, type RateLimiter, type RateLimitStore } from "./rate-limiter.ts";

export interface MemoryRateLimitOptions extends RateLimit {
  /** Keys remembered at most; beyond, the oldest windows are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

/**
 * A fixed-window counter per key, in this process's memory: each key may make `requests` requests in a
 * window that starts with its first request. Right for the embedded database, which one process serves;
 * several processes share their counts through PostgreSQL or Redis instead (see shared-store.ts).
 */
export function createMemoryRateLimiter(options: MemoryRateLimitOptions): RateLimiter {
  const { windowMs, maxKeys = 100_000, now = Date.now } = options;
  // Map order is insertion order: a key is re-inserted when its window restarts, so the first keys hold
  // the oldest windows and expired ones are dropped from the front, a few at a time.
  const windows = new Map<string, { start: number; hits: number }>();

  /** Drops expired windows, and the oldest live ones while the map is full. */
  function forgetExpired(time: number): void {
    for (const [key, window] of windows) {
      if (time - window.start < windowMs && windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async take(key) {
      const time = now();
      let window = windows.get(key);
      if (window === undefined || time - window.start >= windowMs) {
        windows.delete(key);
        forgetExpired(time);
        window = { start: time, hits: 0 };
        windows.set(key, window);
      }
      // Refused requests are not counted: a client that keeps trying is not kept out longer.
      const decision = decide(window.hits + 1, window.start + windowMs - time, options);
      if (decision.allowed) window.hits++;
      return decision;
    },
  };
}

/** Every limiter of the process in its own memory: for the embedded database's single process. */
export function createMemoryRateLimitStore(
  options: Pick<MemoryRateLimitOptions, "now"> = {},
): RateLimitStore {
  return {
    limiter: (_name, limit) => createMemoryRateLimiter({ ...limit, ...options }),
    async close() {},
  };
}
