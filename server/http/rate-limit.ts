export interface RateLimitOptions {
  /** Requests allowed per key and window. */
  requests: number;
  windowMs: number;
  /** Keys remembered at most; beyond, the oldest windows are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key` and says whether it may go ahead. */
  take(key: string): RateLimitDecision;
}

/**
 * A fixed-window counter per key, in memory: each key may make `requests` requests in a window that
 * starts with its first request. Each process counts on its own, so N processes allow N times the rate;
 * for writes that are checked and stored anyway, that is precise enough and costs no database round trip.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { requests, windowMs, maxKeys = 100_000, now = Date.now } = options;
  // Map order is insertion order: a key is re-inserted when its window restarts, so the first keys hold
  // the oldest windows and expired ones are dropped from the front, a few at a time.
  const windows = new Map<string, { start: number; count: number }>();

  /** Drops expired windows, and the oldest live ones while the map is full. */
  function forgetExpired(time: number): void {
    for (const [key, window] of windows) {
      if (time - window.start < windowMs && windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    take(key) {
      const time = now();
      let window = windows.get(key);
      if (window === undefined || time - window.start >= windowMs) {
        windows.delete(key);
        forgetExpired(time);
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= requests) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
        };
      }
      window.count++;
      return { allowed: true };
    },
  };
}
