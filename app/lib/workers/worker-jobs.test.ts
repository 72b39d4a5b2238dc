import { afterEach, describe, expect, it } from "vitest";
import type { JobContext } from "./job-protocol.ts";
import { type JobPort, serveJobs } from "./serve-jobs.ts";
import { createWorkerJobs, runInPage, type WorkerLike } from "./worker-jobs.ts";

type TestJobs = {
  double(input: number): number;
  later(input: { value: string; ms: number }): Promise<string>;
  fail(input: string): never;
  count(input: number, context: JobContext<number>): number;
  bytes(input: number, context: JobContext): Uint8Array;
  hang(input: null): Promise<never>;
};

let kept: Uint8Array | undefined;
const jobs: TestJobs = {
  double: (input) => input * 2,
  later: ({ value, ms }) => new Promise((resolve) => setTimeout(() => resolve(value), ms)),
  fail: (input) => {
    throw new Error(input);
  },
  count: (input, context) => {
    for (let step = 1; step <= input; step++) context.progress(step);
    return input;
  },
  bytes: (input, context) => {
    kept = new Uint8Array(input).fill(7);
    context.transfer([kept.buffer]);
    return kept;
  },
  hang: () => new Promise(() => undefined),
};

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** A worker made of a MessageChannel: real structured cloning and transfer, the jobs on the other port. */
function channelWorker(started: { count: number; terminated: number; crash?: () => void }): WorkerLike {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveJobs(jobs, port2 as unknown as JobPort);
  port1.start();
  port2.start();
  started.count++;
  const errorListeners: ((event: ErrorEvent) => void)[] = [];
  started.crash = () => {
    for (const listener of errorListeners)
      listener({ message: "crashed", preventDefault: () => undefined } as ErrorEvent);
  };
  return {
    postMessage: ((message: unknown, transfer?: Transferable[]) =>
      port1.postMessage(message, transfer as Transferable[])) as WorkerLike["postMessage"],
    addEventListener: ((type: string, listener: (event: never) => void) => {
      if (type === "message") port1.addEventListener("message", listener as (event: MessageEvent) => void);
      else errorListeners.push(listener as (event: ErrorEvent) => void);
    }) as WorkerLike["addEventListener"],
    terminate: () => {
      started.terminated++;
      port1.close();
    },
  };
}

function setUp() {
  const started = { count: 0, terminated: 0 } as { count: number; terminated: number; crash?: () => void };
  return { started, client: createWorkerJobs<TestJobs>(() => channelWorker(started), "The worker failed") };
}

describe("worker jobs", () => {
  it("answers each job by id, a synchronous or an asynchronous one, in one worker", async () => {
    const { started, client } = setUp();
    const [slow, quick, doubled] = await Promise.all([
      client.run("later", { value: "slow", ms: 30 }),
      client.run("later", { value: "quick", ms: 1 }),
      client.run("double", 21),
    ]);
    expect([slow, quick, doubled]).toEqual(["slow", "quick", 42]);
    expect(started.count).toBe(1);
  });

  it("rejects with the message of what the job threw, and keeps the worker", async () => {
    const { started, client } = setUp();
    await expect(client.run("fail", "no such frame")).rejects.toThrow("no such frame");
    await expect(client.run("double", 2)).resolves.toBe(4);
    expect(started.count).toBe(1);
  });

  it("refuses a job name the worker does not serve", async () => {
    const { client } = setUp();
    await expect(client.run("missing" as "double", 1)).rejects.toThrow("no job named missing");
  });

  it("reports progress in order, before the value", async () => {
    const { client } = setUp();
    const seen: number[] = [];
    const value = await client.run("count", 4, { onProgress: (step) => seen.push(step) });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(value).toBe(4);
  });

  it("moves a transferred buffer instead of copying it", async () => {
    const { client } = setUp();
    const value = await client.run("bytes", 1024);
    expect(value).toEqual(new Uint8Array(1024).fill(7));
    expect(kept?.byteLength).toBe(0);
  });

  it("stops a job by ending its worker; the next job starts a new one", async () => {
    const { started, client } = setUp();
    const controller = new AbortController();
    const hanging = client.run("hang", null, { signal: controller.signal });
    const other = client.run("hang", null);
    controller.abort(new DOMException("stopped", "AbortError"));
    await expect(hanging).rejects.toMatchObject({ name: "AbortError" });
    await expect(other).rejects.toThrow("The worker failed");
    expect(started.terminated).toBe(1);
    await expect(client.run("double", 5)).resolves.toBe(10);
    expect(started.count).toBe(2);
  });

  it("does not start a job whose signal is already aborted", async () => {
    const { started, client } = setUp();
    await expect(client.run("double", 1, { signal: AbortSignal.abort("gone") })).rejects.toBe("gone");
    expect(started.count).toBe(0);
  });

  it("leaves a finished job alone when its signal is aborted later", async () => {
    const { started, client } = setUp();
    const controller = new AbortController();
    await expect(client.run("double", 3, { signal: controller.signal })).resolves.toBe(6);
    controller.abort();
    expect(started.terminated).toBe(0);
  });

  it("fails the pending jobs of a worker that crashes, and starts another for the next", async () => {
    const { started, client } = setUp();
    const hanging = client.run("hang", null);
    started.crash?.();
    await expect(hanging).rejects.toThrow("crashed");
    await expect(client.run("double", 1)).resolves.toBe(2);
    expect(started.count).toBe(2);
  });
});

describe("jobs run in the page", () => {
  it("runs a job as the worker would, with its progress", async () => {
    const seen: number[] = [];
    await expect(runInPage(jobs, "count", 2, { onProgress: (step) => seen.push(step) })).resolves.toBe(2);
    expect(seen).toEqual([1, 2]);
  });

  it("rejects what the job throws, and a job whose signal is aborted", async () => {
    await expect(runInPage(jobs, "fail", "bad input")).rejects.toThrow("bad input");
    await expect(runInPage(jobs, "double", 1, { signal: AbortSignal.abort("gone") })).rejects.toBe("gone");
  });
});
