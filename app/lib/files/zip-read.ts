// Reading a stranger's ZIP (the case file's bundles, the page capture's WACZ files), through zip.js's
// build on the platform's own CompressionStream (no WebAssembly, no worker); writing one is zip.ts.
// Reading is the hostile side: a name that could be read two ways, or land outside the folder it is
// unpacked into, is refused with its own reason, and no entry is inflated past a limit.
import {
  BlobReader,
  BlobWriter,
  configure,
  type Entry,
  ERR_AMBIGUOUS_ARCHIVE,
  ERR_INVALID_UNCOMPRESSED_SIZE,
  type FileEntry,
  ZipReader,
} from "@zip.js/zip.js/lib/zip-core-native.js";
import { sha256OfStream, sha256Sink } from "./sha256.ts";

configure({ useWebWorkers: false });

/** Why a ZIP is not read at all. */
export type ZipProblem = "not-a-zip" | "unsafe-name" | "duplicate-name" | "ambiguous";

/** Thrown by openZip: the file is refused before any entry is read. `path` names the entry at fault. */
export class ZipRefused extends Error {
  readonly problem: ZipProblem;
  readonly path: string | undefined;
  constructor(problem: ZipProblem, path?: string) {
    super(`ZIP refused: ${problem}${path ? ` (${path})` : ""}`);
    this.problem = problem;
    this.path = path;
  }
}

/** Thrown by `bytes` when an entry inflates (or says it inflates) past the limit asked for. */
export class EntryTooLarge extends Error {
  readonly path: string;
  constructor(path: string) {
    super(`${path} is larger than allowed.`);
    this.path = path;
  }
}

/** What a reader takes of a ZIP: its paths, small files whole, large ones hashed or sliced. */
export interface ZipSource {
  paths(): string[];
  /** A file's size as the ZIP declares it (uncompressed), or null when the ZIP lacks it. */
  size(path: string): number | null;
  /**
   * A file's bytes (a manifest, a signature), at most `limit` of them: EntryTooLarge past it, checked
   * against the declared size before anything is inflated and again while inflating. null when the
   * ZIP lacks it or it is unreadable.
   */
  bytes(path: string, limit: number): Promise<Uint8Array<ArrayBuffer> | null>;
  /**
   * A file's bytes handed to `write` chunk by chunk as they are inflated, never held whole (a large XML
   * part parsed as it streams), at most `limit` of them: EntryTooLarge past it, as for `bytes`. An error
   * `write` throws ends the reading and is thrown again. false when the ZIP lacks it or it is unreadable.
   */
  stream(path: string, limit: number, write: (chunk: Uint8Array) => void): Promise<boolean>;
  /** Each file's SHA-256, in the order asked; null for one the ZIP lacks or that is unreadable. */
  hashes(paths: readonly string[]): Promise<(string | null)[]>;
  /** A file as a Blob: a slice of the ZIP itself (nothing copied) when it is stored, not compressed. */
  blob(path: string, type: string): Promise<Blob | null>;
  close(): Promise<void>;
}

/**
 * Why `name` could land outside the folder a ZIP is unpacked into, or read differently on another
 * system: absolute ("/x", "C:x"), a backslash (a separator on Windows), a ".." or "." part, an empty part.
 */
export function unsafeName(name: string): boolean {
  if (name.startsWith("/") || name.includes("\\") || /^[A-Za-z]:/.test(name)) return true;
  const parts = name.replace(/\/$/, "").split("/");
  return parts.some((part) => part === "" || part === "." || part === "..");
}

/** Two names one file system would take for the same file: Unicode normalisation and letter case. */
const foldedName = (name: string) => name.normalize("NFC").toLowerCase().normalize("NFC");

/** Files at most this large are read from the ZIP in batches and hashed natively (decision 031). */
const BATCH_FILE_LIMIT = 4 * 1024 * 1024;
/** One batch's read from the ZIP: a run of neighbouring small files. */
const BATCH_SPAN = 16 * 1024 * 1024;
const LOCAL_HEADER = 30;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;

async function hashOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A sink keeping what is written (the limit is kept by `stream`), and the bytes joined. */
function collector() {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const sink = (chunk: Uint8Array) => {
    size += chunk.length;
    chunks.push(chunk);
  };
  const bytes = () => {
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    return whole;
  };
  return { sink, bytes };
}

/**
 * Opens a ZIP (a File in the browser, `fs.openAsBlob` in Node). Throws ZipRefused when it is not a
 * ZIP, when a name is unsafe or appears twice (after normalisation and case folding), or when the ZIP
 * could be read differently by another tool (data before or after it, local headers that disagree).
 */
export async function openZip(zip: Blob): Promise<ZipSource> {
  const reader = new ZipReader(new BlobReader(zip), {
    useWebWorkers: false,
    // Names are judged below, each refusal with its own reason; "strict" refuses everything else another
    // tool could read differently (an exact duplicate included: that is found below first).
    filenameValidation: "tolerant",
    strictness: "strict",
  });
  const all = await readEntries(reader, zip);
  const entries = all.filter((entry): entry is FileEntry => !entry.directory);
  const byPath = new Map(entries.map((entry) => [entry.filename, entry]));
  /** Where a stored entry's bytes sit in the ZIP, once its local header has been read. */
  const dataStart = new Map<string, number>();

  /** The stored entries' bytes read in runs of neighbours, each run one read of the ZIP. */
  async function batchHashes(batch: FileEntry[]): Promise<Map<string, string | null>> {
    const found = new Map<string, string | null>();
    const sorted = [...batch].sort((a, b) => a.offset - b.offset);
    let index = 0;
    while (index < sorted.length) {
      const first = sorted[index] as FileEntry;
      const runStart = first.offset;
      let runEnd = runStart;
      const run: FileEntry[] = [];
      while (index < sorted.length) {
        const entry = sorted[index] as FileEntry;
        // The local header's name and extra field are at most 64 KB each.
        const end = entry.offset + LOCAL_HEADER + 2 * 65_535 + entry.compressedSize;
        if (run.length > 0 && end - runStart > BATCH_SPAN) break;
        runEnd = Math.max(runEnd, Math.min(end, zip.size));
        run.push(entry);
        index++;
      }
      const window = new Uint8Array(await zip.slice(runStart, runEnd).arrayBuffer());
      for (const entry of run) {
        const start = storedDataStart(entry, window, entry.offset - runStart);
        if (start === null || start + entry.compressedSize > window.length) {
          found.set(entry.filename, null);
          continue;
        }
        dataStart.set(entry.filename, runStart + start);
        const data = window.subarray(start, start + entry.compressedSize);
        found.set(entry.filename, await hashOf(data));
      }
    }
    return found;
  }

  /** A stored entry's bytes as a slice of the ZIP (one small read for its local header), else null. */
  async function storedSlice(entry: FileEntry, type = ""): Promise<Blob | null> {
    if (!isStored(entry)) return null;
    let start = dataStart.get(entry.filename);
    if (start === undefined) {
      const headerEnd = Math.min(entry.offset + LOCAL_HEADER + 2 * 65_535, zip.size);
      const header = new Uint8Array(await zip.slice(entry.offset, headerEnd).arrayBuffer());
      const at = storedDataStart(entry, header, 0);
      if (at === null || entry.offset + at + entry.compressedSize > zip.size) return null;
      start = entry.offset + at;
      dataStart.set(entry.filename, start);
    }
    return zip.slice(start, start + entry.compressedSize, type);
  }

  async function streamedHash(entry: FileEntry): Promise<string | null> {
    // A stored file is hashed from the ZIP's own bytes as they are read: nothing is kept.
    const slice = await storedSlice(entry);
    if (slice) return sha256OfStream(slice.stream());
    try {
      const { sink, digest } = await sha256Sink();
      await entry.getData(sink);
      return await digest;
    } catch {
      return null;
    }
  }

  async function stream(path: string, limit: number, write: (chunk: Uint8Array) => void): Promise<boolean> {
    const entry = byPath.get(path);
    if (!entry) return false;
    if (entry.uncompressedSize > limit) throw new EntryTooLarge(path);
    let size = 0;
    /** What `write` threw, told apart from zip.js's own errors. */
    const failed: { error?: unknown; thrown: boolean } = { thrown: false };
    const sink = new WritableStream<Uint8Array>({
      write(chunk) {
        size += chunk.length;
        if (size > limit) throw new EntryTooLarge(path);
        try {
          write(chunk);
        } catch (error) {
          failed.error = error;
          failed.thrown = true;
          throw error;
        }
      },
    });
    try {
      await entry.getData(sink);
    } catch (error) {
      if (failed.thrown) throw failed.error;
      if (error instanceof EntryTooLarge) throw error;
      // More bytes than the header declares: zip.js stops there; it is as large as it hid.
      if (error instanceof Error && error.message === ERR_INVALID_UNCOMPRESSED_SIZE) {
        throw new EntryTooLarge(path);
      }
      return false;
    }
    return true;
  }

  return {
    paths: () => [...byPath.keys()],
    size: (path) => byPath.get(path)?.uncompressedSize ?? null,
    async bytes(path, limit) {
      const { sink, bytes } = collector();
      return (await stream(path, limit, sink)) ? bytes() : null;
    },
    stream,
    async hashes(paths) {
      const small: FileEntry[] = [];
      for (const path of new Set(paths)) {
        const entry = byPath.get(path);
        if (entry && isBatchable(entry)) small.push(entry);
      }
      const batched = await batchHashes(small);
      const result: (string | null)[] = [];
      for (const path of paths) {
        const entry = byPath.get(path);
        if (!entry) result.push(null);
        else if (batched.has(path)) result.push(batched.get(path) ?? null);
        else result.push(await streamedHash(entry));
      }
      return result;
    },
    async blob(path, type) {
      const entry = byPath.get(path);
      if (!entry) return null;
      const slice = await storedSlice(entry, type);
      if (slice) return slice;
      try {
        return await entry.getData(new BlobWriter(type));
      } catch {
        return null;
      }
    },
    close: () => reader.close(),
  };
}

const isStored = (entry: FileEntry) =>
  entry.compressionMethod === STORED && !entry.encrypted && entry.compressedSize === entry.uncompressedSize;

const isBatchable = (entry: FileEntry) => isStored(entry) && entry.compressedSize <= BATCH_FILE_LIMIT;

/**
 * Where a stored entry's bytes start inside `window` (read from the ZIP at the entry's local header,
 * `at`), or null when the local header is not one, or names another file than the central directory
 * does: the check zip.js makes in strict mode, made here because these bytes are read without it. A
 * null is reported as a missing file, so the ZIP is not intact. The caller checks the data fits.
 */
function storedDataStart(entry: FileEntry, window: Uint8Array, at: number): number | null {
  if (at + LOCAL_HEADER > window.length) return null;
  const view = new DataView(window.buffer, window.byteOffset + at, LOCAL_HEADER);
  if (view.getUint32(0, true) !== LOCAL_SIGNATURE || view.getUint16(8, true) !== STORED) return null;
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  const name = window.subarray(at + LOCAL_HEADER, at + LOCAL_HEADER + nameLength);
  const raw = entry.rawFilename;
  if (name.length !== raw.length || name.some((byte, index) => byte !== raw[index])) return null;
  return at + LOCAL_HEADER + nameLength + extraLength;
}

/** The entries, or ZipRefused with the reason a person can act on. */
async function readEntries(reader: ZipReader<unknown>, zip: Blob): Promise<Entry[]> {
  let entries: Entry[];
  try {
    entries = await reader.getEntries();
  } catch (error) {
    if (error instanceof Error && error.message === ERR_AMBIGUOUS_ARCHIVE) {
      // Exact duplicates are one kind of ambiguity: read again leniently to name them.
      const lenient = new ZipReader(new BlobReader(zip), {
        useWebWorkers: false,
        filenameValidation: "tolerant",
        strictness: "tolerant",
      });
      const again = await lenient.getEntries().catch(() => []);
      await lenient.close();
      const duplicate = duplicateOf(again);
      throw new ZipRefused(duplicate ? "duplicate-name" : "ambiguous", duplicate);
    }
    throw new ZipRefused("not-a-zip");
  }
  const unsafe = entries.find((entry) => unsafeName(entry.filename));
  if (unsafe) throw new ZipRefused("unsafe-name", unsafe.filename);
  const duplicate = duplicateOf(entries);
  if (duplicate) throw new ZipRefused("duplicate-name", duplicate);
  return entries;
}

function duplicateOf(entries: readonly Entry[]): string | undefined {
  const seen = new Set<string>();
  for (const entry of entries) {
    const folded = foldedName(entry.filename);
    if (seen.has(folded)) return entry.filename;
    seen.add(folded);
  }
  return undefined;
}
