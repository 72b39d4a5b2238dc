import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once.ts";

describe("loadOnce", () => {
  it("loads once for every caller, and again after a failure", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("data");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("offline");
    expect(await Promise.all([get(), get()])).toEqual(["data", "data"]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
