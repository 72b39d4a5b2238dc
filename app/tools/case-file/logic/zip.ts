// Reading a bundle's ZIP, through zip.js's build on the platform's own CompressionStream (no
// WebAssembly, no worker); writing one is app/lib/files/zip.ts, which the video inspector's frames share. Reading
// is the hostile side: a bundle comes from a stranger, so a name that could be read two ways, or land
// outside the folder it is unpacked into, is refused with its own reason, and no entry is inflated past a
// limit.
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
import { sha256Sink } from "#app/lib/files/sha256.ts";

configure({ useWebWorkers: false });

/** Why a ZIP is not read as a bundle at all. */
export type ZipProblem = "not-a-bundle" | "unsafe-name" | "duplicate-name" | "ambiguous";

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

/** What verification reads of a bundle: its paths, small files whole, evidence hashed. */
export interface BundleSource {
  paths(): string[];
  /**
   * A file's bytes (the manifest, signatures), at most `limit` of them: EntryTooLarge past it, checked
   * against the declared size before anything is inflated and again while inflating. null when the
   * bundle lacks it or it is unreadable.
   */
  bytes(path: string, limit: number): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Each file's SHA-256, in the order asked; null for one the bundle lacks or that is unreadable. */
  hashes(paths: readonly string[]): Promise<(string | null)[]>;
  /** A file as a Blob (for import): a slice of the bundle itself when it is stored, not compressed. */
  blob(path: string, type: string): Promise<Blob | null>;
  close(): Promise<void>;
}

/**
 * Why `name` could land outside the folder a bundle is unpacked into, or read differently on another
 * system: absolute ("/x", "C:x"), a backslash (a separator on Windows), a ".." or "." part, an empty part.
 */
export function unsafeName(name: string): boolean {
  if (name.startsWith("/") || name.includes("\\") || /^[A-Za-z]:/.test(name)) return true;
  const parts = name.replace(/\/$/, "").split("/");
  return parts.some((part) => part === "" || part === "." || part === "..");
}

/** Two names one file system would take for the same file: Unicode normalisation and letter case. */
const foldedName = (name: string) => name.normalize("NFC").toLowerCase().normalize("NFC");

/** Files at most this large are read from the bundle in batches and hashed natively (decision 031). */
const BATCH_FILE_LIMIT = 4 * 1024 * 1024;
/** One batch's read from the bundle: a run of neighbouring small files. */
const BATCH_SPAN = 16 * 1024 * 1024;
const LOCAL_HEADER = 30;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;

async function hashOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A WritableStream keeping what is written, failing with EntryTooLarge past `limit` bytes. */
function boundedSink(path: string, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const sink = new WritableStream<Uint8Array>({
    write(chunk) {
      size += chunk.length;
      if (size > limit) throw new EntryTooLarge(path);
      chunks.push(chunk);
    },
  });
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
 * Opens a bundle (a File in the browser, `fs.openAsBlob` in Node). Throws ZipRefused when it is not a
 * ZIP, when a name is unsafe or appears twice (after normalisation and case folding), or when the ZIP
 * could be read differently by another tool (data before or after it, local headers that disagree).
 */
export async function openZip(zip: Blob): Promise<BundleSource> {
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
  /** Where a stored entry's bytes sit in the bundle, once its local header has been read. */
  const dataStart = new Map<string, number>();

  /** The stored entries' bytes read in runs of neighbours, each run one read of the bundle. */
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
        if (start === null) {
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

  async function streamedHash(entry: FileEntry): Promise<string | null> {
    try {
      const { sink, digest } = await sha256Sink();
      await entry.getData(sink);
      return await digest;
    } catch {
      return null;
    }
  }

  return {
    paths: () => [...byPath.keys()],
    async bytes(path, limit) {
      const entry = byPath.get(path);
      if (!entry) return null;
      if (entry.uncompressedSize > limit) throw new EntryTooLarge(path);
      const { sink, bytes } = boundedSink(path, limit);
      try {
        await entry.getData(sink);
      } catch (error) {
        if (error instanceof EntryTooLarge) throw error;
        // More bytes than the header declares: zip.js stops there; it is as large as it hid.
        if (error instanceof Error && error.message === ERR_INVALID_UNCOMPRESSED_SIZE) {
          throw new EntryTooLarge(path);
        }
        return null;
      }
      return bytes();
    },
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
      const start = dataStart.get(path);
      if (start !== undefined) return zip.slice(start, start + entry.compressedSize, type);
      try {
        return await entry.getData(new BlobWriter(type));
      } catch {
        return null;
      }
    },
    close: () => reader.close(),
  };
}

const isBatchable = (entry: FileEntry) =>
  entry.compressionMethod === STORED &&
  !entry.encrypted &&
  entry.compressedSize === entry.uncompressedSize &&
  entry.compressedSize <= BATCH_FILE_LIMIT;

/**
 * Where a stored entry's bytes start inside `window` (read from the bundle at the entry's local header,
 * `at`), or null when the local header is not one, or names another file than the central directory
 * does: the check zip.js makes in strict mode, made here because these bytes are read without it. A
 * null is reported as a missing file, so the bundle is not intact.
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
  const start = at + LOCAL_HEADER + nameLength + extraLength;
  return start + entry.compressedSize > window.length ? null : start;
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
    throw new ZipRefused("not-a-bundle");
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
