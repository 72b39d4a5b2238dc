import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClickCounter } from "./click-counter.ts";

/** A fake addClicks that records every batch and fails while `failing` is set. */
function fakeStore() {
  const totals = new Map<number, number>();
  const batches: Map<number, number>[] = [];
  const store = {
    failing: false,
    totals,
    batches,
    addClicks: vi.fn(async (batch: ReadonlyMap<number, number>) => {
      await Promise.resolve();
      if (store.failing) throw new Error("database down");
      batches.push(new Map(batch));
      for (const [id, n] of batch) totals.set(id, (totals.get(id) ?? 0) + n);
    }),
  };
  return store;
}

const logger = { error: vi.fn() };

describe("createClickCounter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    logger.error.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gathers clicks in memory and stores them in one batch after the interval", async () => {
    const store = fakeStore();
    const flushed = vi.fn();
    const counter = createClickCounter({ ...store, onFlushed: flushed, logger, intervalMs: 1000 });
    for (let i = 0; i < 1000; i++) counter.add(7);
    counter.add(8, 3);
    expect(store.addClicks).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(store.addClicks).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.batches).toEqual([
      new Map([
        [7, 1000],
        [8, 3],
      ]),
    ]);
    expect(flushed).toHaveBeenCalledWith([7, 8]);
  });

  it("does nothing while nothing was counted", async () => {
    const store = fakeStore();
    createClickCounter({ ...store, logger });
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.addClicks).not.toHaveBeenCalled();
  });

  it("flushes at once when a batch names many links", async () => {
    const store = fakeStore();
    const counter = createClickCounter({ ...store, logger, intervalMs: 1000, maxLinks: 3 });
    counter.add(1);
    counter.add(2);
    counter.add(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.batches).toHaveLength(1);
    expect(store.totals.get(3)).toBe(1);
  });

  it("keeps the counts of a failed flush and stores them with the next one", async () => {
    const store = fakeStore();
    const counter = createClickCounter({ ...store, logger, intervalMs: 1000 });
    counter.add(1, 5);
    store.failing = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(logger.error).toHaveBeenCalledWith("click counts not stored; retrying", expect.anything());
    counter.add(1, 2);
    store.failing = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.totals.get(1)).toBe(7);
  });

  it("is exact when clicks arrive while flushes, some failing, are under way", async () => {
    const store = fakeStore();
    const counter = createClickCounter({ ...store, logger, intervalMs: 10 });
    let sent = 0;
    for (let round = 0; round < 50; round++) {
      store.failing = round % 7 === 3;
      for (let i = 0; i < 20; i++) {
        counter.add(round % 3);
        sent++;
      }
      // Flushes started by hand and by the timer overlap with the clicks above.
      counter.flush().catch(() => {});
      await vi.advanceTimersByTimeAsync(3);
    }
    store.failing = false;
    await counter.close();
    expect([...store.totals.values()].reduce((a, b) => a + b, 0)).toBe(sent);
  });

  it("stores the last counts on close and logs those it cannot store", async () => {
    const store = fakeStore();
    const counter = createClickCounter({ ...store, logger, intervalMs: 60_000 });
    counter.add(4, 2);
    await counter.close();
    expect(store.totals.get(4)).toBe(2);

    const broken = fakeStore();
    broken.failing = true;
    const other = createClickCounter({ ...broken, logger });
    other.add(5);
    await other.close();
    expect(logger.error).toHaveBeenCalledWith(
      "click counts lost at shutdown",
      expect.objectContaining({ counts: { 5: 1 } }),
    );
  });
});
