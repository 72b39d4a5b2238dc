/** What a limiter answers for one request. */
export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key` (a client's address or network) and says whether it may go ahead. */
  take(key: string): Promise<RateLimitDecision>;
}

export interface RateLimit {
  /** Requests allowed per key and window. */
  requests: number;
  windowMs: number;
}

/** Where the counts of every limiter of a process are kept. */
export interface RateLimitStore {
  /** A limiter counting under `name`, apart from the store's other limiters. */
  limiter(name: string, limit: RateLimit): RateLimiter;
  /** Stops background work and lets go of connections the store opened itself. */
  close(): Promise<void>;
}

/**
 * The fixed-window rule every store applies: the `hits`-th request of a window that ends in
 * `remainingMs` goes ahead while `hits` is within the limit.
 */
export function decide(hits: number, remainingMs: number, limit: RateLimit): RateLimitDecision {
  if (hits <= limit.requests) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}
