import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

function clock(start = 1_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe("createRateLimiter", () => {
  it("allows the configured number of requests per window, then says when to retry", () => {
    const { time, now } = clock();
    const limiter = createRateLimiter({ requests: 3, windowMs: 60_000, now });
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    time.now += 45_500;
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 15 });
    time.now += 14_500;
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("counts each key on its own", () => {
    const { now } = clock();
    const limiter = createRateLimiter({ requests: 1, windowMs: 1000, now });
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("b").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
  });

  it("never asks to wait less than a second", () => {
    const { time, now } = clock();
    const limiter = createRateLimiter({ requests: 1, windowMs: 1000, now });
    limiter.take("a");
    time.now += 999;
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("remembers a bounded number of keys, forgetting the oldest windows first", () => {
    const { time, now } = clock();
    const limiter = createRateLimiter({ requests: 1, windowMs: 60_000, maxKeys: 2, now });
    limiter.take("a");
    time.now += 1;
    limiter.take("b");
    time.now += 1;
    limiter.take("c"); // "a" is forgotten to make room
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("c").allowed).toBe(false);
  });
});
