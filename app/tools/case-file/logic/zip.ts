// The ZIP side of a bundle, through zip.js's build on the platform's own CompressionStream (no
// WebAssembly, no worker: evidence is stored, not compressed, so there is little to deflate).
import {
  BlobReader,
  BlobWriter,
  configure,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
} from "@zip.js/zip.js/lib/zip-core-native.js";
import { sha256Sink } from "../../../lib/sha256.ts";

configure({ useWebWorkers: false });

export interface BundleEntry {
  path: string;
  /** Evidence as a Blob (streamed from storage), or bytes made in memory (manifest, reports). */
  data: Blob | Uint8Array<ArrayBuffer>;
}

type Entries = Iterable<BundleEntry> | AsyncIterable<BundleEntry>;

/**
 * Writes a ZIP of the entries, in order, to `output` as it goes (a file on disk, never the whole ZIP in
 * memory), and closes it; files are stored (media does not compress), texts deflated.
 */
export async function writeZipTo(entries: Entries, output: WritableStream<Uint8Array>): Promise<void> {
  await addAll(new ZipWriter(output, { useWebWorkers: false }), entries);
}

/** The same ZIP as a Blob in memory: for small bundles (tests, the bench's). */
export function writeZip(entries: Entries): Promise<Blob> {
  return addAll(new ZipWriter(new BlobWriter("application/zip"), { useWebWorkers: false }), entries);
}

async function addAll<Result>(writer: ZipWriter<Result>, entries: Entries): Promise<Result> {
  for await (const entry of entries) {
    const isBytes = entry.data instanceof Uint8Array;
    const reader = isBytes
      ? new Uint8ArrayReader(entry.data as Uint8Array)
      : new BlobReader(entry.data as Blob);
    await writer.add(entry.path, reader, { level: isBytes ? 6 : 0 });
  }
  return writer.close();
}

/** What verification reads of a bundle: its paths, small files whole, evidence hashed as a stream. */
export interface BundleSource {
  paths(): string[];
  /** A file's bytes (the manifest, signatures); null when the bundle lacks it or it is unreadable. */
  bytes(path: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** A file's SHA-256, streamed; null when the bundle lacks it or it is unreadable. */
  sha256(path: string): Promise<string | null>;
  /** A file as a Blob (for import). */
  blob(path: string, type: string): Promise<Blob | null>;
  close(): Promise<void>;
}

/** Opens a bundle (a File in the browser, `fs.openAsBlob` in Node); throws when it is not a ZIP. */
export async function openZip(zip: Blob): Promise<BundleSource> {
  const reader = new ZipReader(new BlobReader(zip), { useWebWorkers: false });
  const entries = (await reader.getEntries()).filter((entry) => !entry.directory);
  const byPath = new Map(entries.map((entry) => [entry.filename, entry]));
  return {
    paths: () => [...byPath.keys()],
    async bytes(path) {
      const entry = byPath.get(path);
      if (!entry?.getData) return null;
      try {
        return (await entry.getData(new Uint8ArrayWriter())) as Uint8Array<ArrayBuffer>;
      } catch {
        return null;
      }
    },
    async sha256(path) {
      const entry = byPath.get(path);
      if (!entry?.getData) return null;
      try {
        const { sink, digest } = await sha256Sink();
        await entry.getData(sink);
        return await digest;
      } catch {
        return null;
      }
    },
    async blob(path, type) {
      const entry = byPath.get(path);
      if (!entry?.getData) return null;
      try {
        return await entry.getData(new BlobWriter(type));
      } catch {
        return null;
      }
    },
    close: () => reader.close(),
  };
}
