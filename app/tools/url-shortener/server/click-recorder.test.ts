import { describe, expect, it, vi } from "vitest";
import { type ClickEvent, createClickRecorder } from "./click-recorder.ts";

const click = (linkId: number): ClickEvent => ({
  linkId,
  at: new Date().toISOString(),
  bot: false,
  referrer: "",
  country: "",
  device: "desktop",
  browser: "Firefox",
  os: "Linux",
});

const logger = () => ({ error: vi.fn() });

describe("createClickRecorder", () => {
  it("resolves a click only once the commit holding it is stored", async () => {
    let release = () => {};
    const store = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const recorder = createClickRecorder({ store, logger: logger() });
    let done = false;
    const recorded = recorder.record(click(1)).then(() => {
      done = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(store).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    release();
    await recorded;
    expect(done).toBe(true);
  });

  it("groups the clicks of one turn, and those arriving during a commit, into one commit each", async () => {
    const batches: number[][] = [];
    let release = () => {};
    const store = vi.fn(async (events: readonly ClickEvent[]) => {
      batches.push(events.map((event) => event.linkId));
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const onStored = vi.fn();
    const recorder = createClickRecorder({ store, onStored, logger: logger() });
    const first = [1, 2, 1].map((id) => recorder.record(click(id)));
    await new Promise((resolve) => setImmediate(resolve));
    // The first commit is under way: these wait for the next one, all together.
    const second = [3, 3, 4, 5].map((id) => recorder.record(click(id)));
    release();
    await Promise.all([...first, ...second]);
    expect(batches).toEqual([
      [1, 2, 1],
      [3, 3, 4, 5],
    ]);
    expect(onStored.mock.calls).toEqual([[[1, 2]], [[3, 4, 5]]]);
  });

  it("answers even when the database refuses, keeps the clicks and stores them at the retry", async () => {
    let failures = 1;
    const stored: number[] = [];
    const store = vi.fn(async (events: readonly ClickEvent[]) => {
      if (failures-- > 0) throw new Error("database unavailable");
      stored.push(...events.map((event) => event.linkId));
    });
    const log = logger();
    const recorder = createClickRecorder({ store, logger: log, retryMs: 10 });
    await Promise.all([recorder.record(click(7)), recorder.record(click(8))]);
    expect(log.error).toHaveBeenCalledOnce();
    expect(stored).toEqual([]);
    await vi.waitFor(() => expect(stored).toEqual([7, 8]));
  });

  it("stores what is still queued when closed", async () => {
    const stored: number[] = [];
    const recorder = createClickRecorder({
      store: async (events) => {
        stored.push(...events.map((event) => event.linkId));
      },
      logger: logger(),
    });
    const pending = [recorder.record(click(1)), recorder.record(click(2))];
    await recorder.close();
    await Promise.all(pending);
    expect(stored).toEqual([1, 2]);
  });
});
