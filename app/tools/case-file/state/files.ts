// Evidence bytes: in the origin-private file system where the browser has one (large videos stay out of
// IndexedDB's memory), otherwise as Blobs in IndexedDB. Written as a stream, never read whole.
import { caseDatabase, type StoredFile } from "./db.ts";

const FOLDER = "case-file";

async function folder(): Promise<FileSystemDirectoryHandle | null> {
  try {
    const root = await navigator.storage.getDirectory();
    return await root.getDirectoryHandle(FOLDER, { create: true });
  } catch {
    return null;
  }
}

/** Stores `blob` under `key`; says where it went. */
export async function putFile(key: string, blob: Blob): Promise<StoredFile["where"]> {
  const dir = await folder();
  if (dir) {
    try {
      const handle = await dir.getFileHandle(key, { create: true });
      const writable = await handle.createWritable();
      await blob.stream().pipeTo(writable);
      return "opfs";
    } catch {
      // A browser with the folder but without writable streams (Safari's main thread): IndexedDB.
    }
  }
  await caseDatabase().blobs.put({ key, blob });
  return "idb";
}

/** The stored bytes of a file, or null when they are gone. */
export async function getFile(file: StoredFile): Promise<Blob | null> {
  if (file.where === "opfs") {
    const dir = await folder();
    try {
      const stored = await dir?.getFileHandle(file.key).then((handle) => handle.getFile());
      return stored ? new Blob([stored], { type: file.type }) : null;
    } catch {
      return null;
    }
  }
  return (await caseDatabase().blobs.get(file.key))?.blob ?? null;
}

export async function removeFiles(files: readonly StoredFile[]): Promise<void> {
  const dir = files.some((file) => file.where === "opfs") ? await folder() : null;
  for (const file of files) {
    if (file.where === "opfs") await dir?.removeEntry(file.key).catch(() => {});
  }
  await caseDatabase().blobs.bulkDelete(files.filter((file) => file.where === "idb").map((file) => file.key));
}
