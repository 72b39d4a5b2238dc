import { describe, expect, it } from "vitest";
import { latestOnly } from "./latest-only.ts";

function deferredJobs() {
  const started: { input: string; resolve(value: string): void; reject(error: Error): void }[] = [];
  const run = (input: string) =>
    new Promise<string>((resolve, reject) => {
      started.push({ input, resolve, reject });
    });
  return { started, run };
}

describe("latestOnly", () => {
  it("runs the first call at once and, of those made meanwhile, only the latest", async () => {
    const { started, run } = deferredJobs();
    const job = latestOnly(run);
    const first = job("a");
    const second = job("b");
    const third = job("c");
    expect(started.map((s) => s.input)).toEqual(["a"]);
    expect(await second).toBeUndefined();
    started[0]?.resolve("A");
    expect(await first).toBe("A");
    expect(started.map((s) => s.input)).toEqual(["a", "c"]);
    started[1]?.resolve("C");
    expect(await third).toBe("C");
  });

  it("goes on with the queued call after a failure, and passes failures on", async () => {
    const { started, run } = deferredJobs();
    const job = latestOnly(run);
    const first = job("a");
    const second = job("b");
    started[0]?.reject(new Error("boom"));
    await expect(first).rejects.toThrow("boom");
    await Promise.resolve();
    started[1]?.reject(new Error("again"));
    await expect(second).rejects.toThrow("again");
    const third = job("c");
    started[2]?.resolve("C");
    expect(await third).toBe("C");
  });
});
