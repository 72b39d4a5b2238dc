import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./memory.ts";

function clock(start = 1_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe("createMemoryRateLimiter", () => {
  it("allows the configured number of requests per window, then says when to retry", async () => {
    const { time, now } = clock();
    const limiter = createMemoryRateLimiter({ requests: 3, windowMs: 60_000, now });
    for (let i = 0; i < 3; i++) expect((await limiter.take("a")).allowed).toBe(true);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    time.now += 45_500;
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 15 });
    time.now += 14_500;
    expect((await limiter.take("a")).allowed).toBe(true);
  });

  it("counts each key on its own", async () => {
    const { now } = clock();
    const limiter = createMemoryRateLimiter({ requests: 1, windowMs: 1000, now });
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("b")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
  });

  it("never asks to wait less than a second", async () => {
    const { time, now } = clock();
    const limiter = createMemoryRateLimiter({ requests: 1, windowMs: 1000, now });
    await limiter.take("a");
    time.now += 999;
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it("remembers a bounded number of keys, forgetting the oldest windows first", async () => {
    const { time, now } = clock();
    const limiter = createMemoryRateLimiter({ requests: 1, windowMs: 60_000, maxKeys: 2, now });
    await limiter.take("a");
    time.now += 1;
    await limiter.take("b");
    time.now += 1;
    await limiter.take("c"); // "a" is forgotten to make room
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("c")).allowed).toBe(false);
  });
});
