import { describe, expect, it } from "vitest";
import type { LogFields, Logger } from "#server/logger.ts";
import type { PreviewResult } from "./load-preview.ts";
import { createPreviewQueue } from "./preview-queue.ts";

function recordingLogger(): Logger & { lines: { level: string; msg: string; fields?: LogFields }[] } {
  const lines: { level: string; msg: string; fields?: LogFields }[] = [];
  const at = (level: string) => (msg: string, fields?: LogFields) => {
    lines.push({ level, msg, fields });
  };
  return { lines, debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

const ready = (title: string): PreviewResult => ({
  status: "ready",
  preview: { title, description: null, image: null, favicon: "https://e.com/favicon.ico" },
});

/** A fetch whose calls wait until the test settles them. */
function controlledFetch() {
  const calls: { url: string; settle: PromiseWithResolvers<PreviewResult> }[] = [];
  const fetch = (url: string) => {
    const settle = Promise.withResolvers<PreviewResult>();
    calls.push({ url, settle });
    return settle.promise;
  };
  return { calls, fetch };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("createPreviewQueue", () => {
  it("fetches and saves each job, never more than `concurrency` at once", async () => {
    const { calls, fetch } = controlledFetch();
    const saved: [number, PreviewResult][] = [];
    const queue = createPreviewQueue({
      markFailed: async () => {},
      fetch,
      save: async (id, result) => {
        saved.push([id, result]);
      },
      logger: recordingLogger(),
      concurrency: 2,
    });
    for (const id of [1, 2, 3, 4]) expect(queue.enqueue({ id, url: `https://e.com/${id}` })).toBe(true);
    expect(calls.map((call) => call.url)).toEqual(["https://e.com/1", "https://e.com/2"]);

    calls[1]?.settle.resolve(ready("two"));
    await flush();
    expect(saved).toEqual([[2, ready("two")]]);
    expect(calls.map((call) => call.url)).toEqual(["https://e.com/1", "https://e.com/2", "https://e.com/3"]);

    while (saved.length < 4) {
      for (const call of calls) call.settle.resolve(ready(call.url));
      await flush();
    }
    await queue.close();
    expect(saved.map(([id]) => id).sort()).toEqual([1, 2, 3, 4]);
  });

  it("marks a preview failed once its page is fetched and before it is read, then saves what it reads", async () => {
    const steps: string[] = [];
    const queue = createPreviewQueue({
      fetch: async (url, beforeParse) => {
        steps.push(`fetched ${url}`);
        await beforeParse();
        steps.push("read");
        return ready("read");
      },
      markFailed: async (id) => {
        steps.push(`marked ${id} failed`);
      },
      save: async (id, result) => {
        steps.push(`saved ${id} ${result.status}`);
      },
      logger: recordingLogger(),
    });
    queue.enqueue({ id: 7, url: "https://e.com/7" });
    await queue.close();
    // A page that crashed the process while being read stays failed, and is not fetched at every start.
    expect(steps).toEqual(["fetched https://e.com/7", "marked 7 failed", "read", "saved 7 ready"]);
  });

  it("saves a failure, and a fetch that throws as a failure", async () => {
    const saved = new Map<number, PreviewResult>();
    const queue = createPreviewQueue({
      markFailed: async () => {},
      fetch: async (url) => {
        if (url.endsWith("throws")) throw new Error("boom");
        return { status: "failed", reason: "not_html", detail: "Content-Type image/png" };
      },
      save: async (id, result) => {
        saved.set(id, result);
      },
      logger: recordingLogger(),
    });
    queue.enqueue({ id: 1, url: "https://e.com/a.png" });
    queue.enqueue({ id: 2, url: "https://e.com/throws" });
    await queue.close();
    expect(saved.get(1)).toEqual({ status: "failed", reason: "not_html", detail: "Content-Type image/png" });
    expect(saved.get(2)).toEqual({ status: "failed", reason: "error", detail: "Error: boom" });
  });

  it("logs a failed save and goes on", async () => {
    const logger = recordingLogger();
    const saved: number[] = [];
    const queue = createPreviewQueue({
      markFailed: async () => {},
      fetch: async (url) => ready(url),
      save: async (id) => {
        if (id === 1) throw new Error("database down");
        saved.push(id);
      },
      logger,
      concurrency: 1,
    });
    queue.enqueue({ id: 1, url: "https://e.com/1" });
    queue.enqueue({ id: 2, url: "https://e.com/2" });
    await flush();
    await queue.close();
    expect(saved).toEqual([2]);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ level: "error", msg: "preview save failed" }),
    );
  });

  it("drops jobs with a log line when the waiting list is full, without blocking", () => {
    const { calls, fetch } = controlledFetch();
    const logger = recordingLogger();
    const queue = createPreviewQueue({
      fetch,
      markFailed: async () => {},
      save: async () => {},
      logger,
      concurrency: 1,
      maxPending: 2,
    });
    expect([1, 2, 3, 4].map((id) => queue.enqueue({ id, url: `https://e.com/${id}` }))).toEqual([
      true, // running
      true,
      true,
      false,
    ]);
    expect(calls).toHaveLength(1);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "preview queue full, preview dropped",
        fields: { id: 4, pending: 2 },
      }),
    );
  });

  it("on close, finishes the running jobs, abandons the waiting ones and takes no more", async () => {
    const { calls, fetch } = controlledFetch();
    const saved: number[] = [];
    const queue = createPreviewQueue({
      markFailed: async () => {},
      fetch,
      save: async (id) => {
        saved.push(id);
      },
      logger: recordingLogger(),
      concurrency: 1,
    });
    queue.enqueue({ id: 1, url: "https://e.com/1" });
    queue.enqueue({ id: 2, url: "https://e.com/2" });
    let closed = false;
    const closing = queue.close().then(() => {
      closed = true;
    });
    expect(queue.enqueue({ id: 3, url: "https://e.com/3" })).toBe(false);
    await flush();
    expect(closed).toBe(false); // still waiting for job 1
    calls[0]?.settle.resolve(ready("one"));
    await closing;
    expect(saved).toEqual([1]);
    expect(calls).toHaveLength(1);
  });
});
