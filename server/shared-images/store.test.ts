import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir } from "../../host/test/server.ts";
import { createSharedImageStore } from "./store.ts";

const HOUR = 3_600_000;
let data: Awaited<ReturnType<typeof makeDataDir>>;
beforeAll(async () => {
  data = await makeDataDir();
});
afterAll(() => data.remove());

describe("the shared images' store", () => {
  it("sweeps the pictures older than an hour and keeps the others", async () => {
    let clock = Date.parse("2026-12-07T10:00:00Z");
    const store = createSharedImageStore({ dir: data.dir, now: () => clock });
    const old = await store.put(Uint8Array.of(0xff, 0xd8, 0xff), "image/jpeg");
    clock += 30 * 60_000;
    const recent = await store.put(Uint8Array.of(0xff, 0xd8, 0xff), "image/jpeg");
    clock += 30 * 60_000;
    expect(await store.sweep()).toBe(1);
    expect(await readdir(data.dir)).toEqual([recent.name]);
    expect(await store.open(old.name)).toBeUndefined();
    expect((await store.open(recent.name))?.expiresAt).toEqual(new Date(clock - 30 * 60_000 + HOUR));
  });

  it("opens only names it could have made", async () => {
    const store = createSharedImageStore({ dir: data.dir });
    for (const name of [
      "",
      ".",
      "..",
      "../x.jpg",
      "a.jpg",
      `${"A".repeat(22)}.gif`,
      `${"A".repeat(22)}.jpg/`,
    ])
      expect(await store.open(name), name).toBeUndefined();
  });
});
