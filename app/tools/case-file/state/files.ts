// Evidence bytes: in the origin-private file system where the browser has one (large videos stay out of
// IndexedDB's memory), otherwise as Blobs in IndexedDB. Written as they are read, never held whole; a
// file added to a case is copied by the hashing worker from the read that hashes it.

import type { Sha256Hex } from "#app/lib/files/sha256.ts";
import { sha256IntoPrivateFile, sha256InWorker } from "#app/lib/files/sha256-client.ts";
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

/**
 * Hashes and stores a file added to a case: read once where the browser can (the hashing worker writes
 * the copy as it hashes), else hashed, then stored by putFile (no origin-private file system, no workers).
 */
export async function storeFile(
  key: string,
  blob: Blob,
): Promise<{ sha256: Sha256Hex; where: StoredFile["where"] }> {
  try {
    return { sha256: await sha256IntoPrivateFile(blob, FOLDER, key), where: "opfs" };
  } catch {
    return { sha256: await sha256InWorker(blob), where: await putFile(key, blob) };
  }
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
