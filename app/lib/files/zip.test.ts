import { BlobReader, TextWriter, Uint8ArrayWriter, ZipReader } from "@zip.js/zip.js/lib/zip-core-native.js";
import { describe, expect, it } from "vitest";
import { writeZip, writeZipTo, type ZipEntry } from "./zip.ts";

const picture = new Uint8Array(64 * 1024).map((_, index) => (index * 31) & 0xff);

async function* made(): AsyncGenerator<ZipEntry> {
  yield { path: "clip-0-00.000.jpg", data: new Blob([picture], { type: "image/jpeg" }) };
  yield { path: "notes/readme.txt", data: new TextEncoder().encode("hello ".repeat(100)) };
  yield { path: "Ảnh chụp.jpg", data: new Blob([picture.subarray(0, 10)]) };
}

async function readBack(zip: Blob) {
  const reader = new ZipReader(new BlobReader(zip), { useWebWorkers: false, strictness: "strict" });
  const files = [];
  for (const entry of await reader.getEntries()) {
    if (entry.directory) continue;
    files.push({
      path: entry.filename,
      stored: entry.compressionMethod === 0,
      bytes: await entry.getData(new Uint8ArrayWriter()),
    });
  }
  await reader.close();
  return files;
}

describe("writeZip", () => {
  it("writes entries taken one at a time, read back whole and in order by another reader", async () => {
    const files = await readBack(await writeZip(made()));
    expect(files.map((file) => file.path)).toEqual(["clip-0-00.000.jpg", "notes/readme.txt", "Ảnh chụp.jpg"]);
    expect(files[0]?.bytes).toEqual(picture);
    expect(files[2]?.bytes).toEqual(picture.subarray(0, 10));
    // Blobs (media) are stored, bytes made in memory deflated.
    expect(files.map((file) => file.stored)).toEqual([true, false, true]);
    expect(new TextDecoder().decode(files[1]?.bytes)).toBe("hello ".repeat(100));
  });

  it("makes an empty archive of no entries", async () => {
    expect(await readBack(await writeZip([]))).toEqual([]);
  });
});

describe("writeZipTo", () => {
  it("streams the same archive to a writable stream", async () => {
    const chunks: Uint8Array[] = [];
    await writeZipTo(made(), new WritableStream({ write: (chunk) => void chunks.push(chunk) }));
    const zip = new Blob(chunks as Uint8Array<ArrayBuffer>[]);
    const reader = new ZipReader(new BlobReader(zip), { useWebWorkers: false });
    const [first] = await reader.getEntries();
    expect(first?.filename).toBe("clip-0-00.000.jpg");
    const notes = (await reader.getEntries())[1];
    expect(notes && !notes.directory && (await notes.getData(new TextWriter()))).toBe("hello ".repeat(100));
    await reader.close();
  });
});
