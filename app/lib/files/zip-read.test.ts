import { describe, expect, it } from "vitest";
import { sha256OfBytes } from "./sha256.ts";
import { writeZip } from "./zip.ts";
import { EntryTooLarge, openZip, ZipRefused } from "./zip-read.ts";

// Past the batch limit (4 MB), so a stored file is hashed and sliced on its own.
const large = new Uint8Array(5 * 1024 * 1024).map((_, index) => (index * 7) & 0xff);
const text = new TextEncoder().encode("deflated ".repeat(1000));

const made = () =>
  writeZip([
    { path: "big.bin", data: new Blob([large]) },
    { path: "notes.txt", data: text },
  ]);

describe("openZip", () => {
  it("hashes a large stored file from the ZIP's own bytes and hands it back as a slice", async () => {
    const source = await openZip(await made());
    expect(await source.hashes(["big.bin", "notes.txt", "absent"])).toEqual([
      await sha256OfBytes(large),
      await sha256OfBytes(text),
      null,
    ]);
    const blob = await source.blob("big.bin", "application/octet-stream");
    expect(blob?.type).toBe("application/octet-stream");
    expect(new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(large);
    expect(await new Response(await source.blob("notes.txt", "text/plain")).bytes()).toEqual(text);
    await source.close();
  });

  it("reads a small file whole, and refuses one past the limit asked for", async () => {
    const source = await openZip(await made());
    expect([source.size("notes.txt"), source.size("absent")]).toEqual([text.length, null]);
    expect(await source.bytes("notes.txt", 1 << 20)).toEqual(text);
    await expect(source.bytes("notes.txt", 100)).rejects.toBeInstanceOf(EntryTooLarge);
    expect(await source.bytes("absent", 100)).toBeNull();
  });

  it("streams a file chunk by chunk within the limit, and passes on what the writer throws", async () => {
    const source = await openZip(await made());
    const chunks: number[][] = [];
    expect(await source.stream("notes.txt", 1 << 20, (chunk) => chunks.push([...chunk]))).toBe(true);
    expect(new Uint8Array(chunks.flat())).toEqual(text);
    await expect(source.stream("notes.txt", 100, () => {})).rejects.toBeInstanceOf(EntryTooLarge);
    expect(await source.stream("absent", 100, () => {})).toBe(false);
    const stop = new Error("stop");
    await expect(
      source.stream("notes.txt", 1 << 20, () => {
        throw stop;
      }),
    ).rejects.toBe(stop);
  });

  it("refuses what is not a ZIP, and a name that would land outside its folder", async () => {
    await expect(openZip(new Blob(["not a zip"]))).rejects.toMatchObject({ problem: "not-a-zip" });
    const unsafe = await writeZip([{ path: "../escape.txt", data: text }]);
    const refusal = await openZip(unsafe).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ZipRefused);
    expect(refusal).toMatchObject({ problem: "unsafe-name", path: "../escape.txt" });
  });
});
