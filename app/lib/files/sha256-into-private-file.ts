// A file's SHA-256 and its copy in the origin-private file system from one read (issue 44): each part read
// is hashed and written to the copy through a synchronous access handle, which only a dedicated worker
// has and which writes faster than a writable stream. Call it in the hashing worker (sha256.worker.ts).
import { type Sha256Hex, sha256OfBlob, WHOLE_LIMIT } from "./sha256.ts";

/** What the job is given: the file, and the folder and name of its copy. */
export interface PrivateCopy {
  blob: Blob;
  folder: string;
  name: string;
}

/** The worker's synchronous handle: TypeScript's DOM library, which the project compiles with, lacks it. */
interface SyncAccessHandle {
  write(bytes: Uint8Array, options: { at: number }): number;
  close(): void;
}

/** Hashes `blob` while copying it to `folder/name`; a failed copy is removed, and the error thrown. */
export async function sha256IntoPrivateFile({ blob, folder, name }: PrivateCopy): Promise<Sha256Hex> {
  const root = await navigator.storage.getDirectory();
  const dir = await root.getDirectoryHandle(folder, { create: true });
  const file = (await dir.getFileHandle(name, { create: true })) as FileSystemFileHandle & {
    createSyncAccessHandle(): Promise<SyncAccessHandle>;
  };
  const access = await file.createSyncAccessHandle();
  let at = 0;
  try {
    const sha256 = await sha256OfBlob(blob, WHOLE_LIMIT, (bytes) => {
      const written = access.write(bytes, { at });
      if (written !== bytes.length) throw new Error("The copy was cut short: is the storage full?");
      at += written;
    });
    // Closed without flush() (an fsync): the copy is left to the system as cp leaves it, and adding a
    // large file does not wait for the disk.
    access.close();
    return sha256;
  } catch (error) {
    access.close();
    await dir.removeEntry(name).catch(() => {});
    throw error;
  }
}
