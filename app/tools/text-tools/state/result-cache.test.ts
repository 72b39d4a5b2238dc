import { describe, expect, it, vi } from "vitest";
import { createResultCache, type ResultRequest } from "./result-cache.ts";
import { runTextJob } from "./text-client.ts";
import type { TransformInput } from "./text-protocol.ts";

const request: ResultRequest = {
  toolId: "sort-lines",
  text: "b\na",
  version: 1,
  options: { direction: "asc" },
  locale: "fr",
};

describe("createResultCache", () => {
  it("computes a result once for the same text version, tool, options and language", async () => {
    const run = vi.fn((input: TransformInput) => runTextJob("transform", input));
    const results = createResultCache(run);
    const first = results(request);
    expect(results({ ...request })).toBe(first);
    expect(await first).toMatchObject({ ok: true, text: "a\nb" });
    expect(run).toHaveBeenCalledOnce();
  });

  it("computes again when anything differs", () => {
    const run = vi.fn((input: TransformInput) => runTextJob("transform", input));
    const results = createResultCache(run);
    results(request);
    results({ ...request, version: 2 });
    results({ ...request, version: 2, options: { direction: "desc" } });
    results({ ...request, version: 2, options: { direction: "desc" }, locale: "vi" });
    expect(run).toHaveBeenCalledTimes(4);
  });

  it("forgets a failed computation", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("worker crashed")).mockResolvedValue({ ok: true });
    const results = createResultCache(run);
    await expect(results(request)).rejects.toThrow("worker crashed");
    await expect(results(request)).resolves.toEqual({ ok: true });
  });
});
