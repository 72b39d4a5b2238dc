// Writing a ZIP in the browser, for every tool that makes one (the case file's bundles, the video
// inspector's frames), through zip.js's build on the platform's own CompressionStream: no WebAssembly,
// no worker. Entries are taken one at a time as they are made, so a file is read into the archive when
// its turn comes. Heavy: import it only when a ZIP is asked for. Reading a stranger's ZIP is
// zip-read.ts.
import {
  BlobReader,
  BlobWriter,
  configure,
  Uint8ArrayReader,
  ZipWriter,
} from "@zip.js/zip.js/lib/zip-core-native.js";

configure({ useWebWorkers: false });

export interface ZipEntry {
  /** Its name in the archive, folders separated by "/". */
  path: string;
  /** A file as a Blob (read as it is written, never held twice), or bytes made in memory (texts). */
  data: Blob | Uint8Array<ArrayBuffer>;
}

type Entries = Iterable<ZipEntry> | AsyncIterable<ZipEntry>;

/**
 * Writes a ZIP of the entries, in order, to `output` as it goes (a file on disk, never the whole ZIP in
 * memory), and closes it. Blobs are stored (media does not compress), bytes deflated.
 */
export async function writeZipTo(entries: Entries, output: WritableStream<Uint8Array>): Promise<void> {
  await addAll(new ZipWriter(output, { useWebWorkers: false }), entries);
}

/** The same ZIP as a Blob in memory. */
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
