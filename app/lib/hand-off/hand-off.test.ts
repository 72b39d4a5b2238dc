import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { forgetHandOff, handOff, handOffHref, receiveHandOff } from "./hand-off.ts";

describe("hand-off between tools", () => {
  it("gives a file back once, with its name, type, date and bytes", async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const id = await handOff({
      kind: "file",
      file: new File([bytes], "frame 0:02.000.png", { type: "image/png", lastModified: 1_700_000_000_000 }),
      from: "video-inspector",
    });
    const taken = await receiveHandOff(id);
    expect(taken?.kind).toBe("file");
    if (taken?.kind !== "file") return;
    expect(taken.file.name).toBe("frame 0:02.000.png");
    expect(taken.file.type).toBe("image/png");
    expect(taken.file.lastModified).toBe(1_700_000_000_000);
    expect(new Uint8Array(await taken.file.arrayBuffer())).toEqual(bytes);
    expect(taken.from).toBe("video-inspector");
    expect(await receiveHandOff(id)).toBeUndefined();
  });

  it("gives a text back", async () => {
    const id = await handOff({ kind: "text", text: "Thủ tướng « phát biểu »" });
    expect(await receiveHandOff(id)).toEqual({
      kind: "text",
      text: "Thủ tướng « phát biểu »",
      from: undefined,
    });
  });

  it("forgets what was left for more than an hour, and ignores ids it never made", async () => {
    const stored = Date.UTC(2026, 10, 26, 12);
    const id = await handOff({ kind: "text", text: "old" }, stored);
    expect(await receiveHandOff(id, { now: stored + 61 * 60 * 1000 })).toBeUndefined();
    expect(await receiveHandOff("../../etc/passwd")).toBeUndefined();
  });

  it("keeps what a page asked to keep, for a reload, until it expires or is forgotten", async () => {
    const stored = Date.now();
    const image = new File([new Uint8Array([1, 2, 3])], "frame.png", { type: "image/png" });
    const id = await handOff({ kind: "file", file: image, from: "video-inspector" }, stored);
    const first = await receiveHandOff(id, { keep: true });
    const again = await receiveHandOff(id, { keep: true, now: stored + 59 * 60 * 1000 });
    expect(again?.kind === "file" && again.file.name).toBe("frame.png");
    expect(first).toEqual(again);
    expect(await receiveHandOff(id, { keep: true, now: stored + 61 * 60 * 1000 })).toBeUndefined();
    const other = await handOff({ kind: "text", text: "kept" });
    await receiveHandOff(other, { keep: true });
    await forgetHandOff(other);
    expect(await receiveHandOff(other)).toBeUndefined();
  });

  it("sweeps what expired when something new is handed off", async () => {
    const stored = Date.UTC(2026, 10, 26, 12);
    const old = await handOff({ kind: "text", text: "old" }, stored);
    await handOff({ kind: "text", text: "new" }, stored + 61 * 60 * 1000);
    // Asked as if the old one had not expired yet: the sweep has deleted it anyway.
    expect(await receiveHandOff(old, { now: stored })).toBeUndefined();
  });

  it("adds the id to an address, with or without a query", () => {
    expect(handOffHref("/fr/tools/image-inspector", "a b")).toBe("/fr/tools/image-inspector?from=a%20b");
    expect(handOffHref("/fr/tools/text-from-image?lang=vie", "x")).toBe(
      "/fr/tools/text-from-image?lang=vie&from=x",
    );
  });
});
