// Where an exported bundle goes, written as a stream so a case with large videos is never held whole in
// memory: the file the person picks (the browser's save dialog, where it has one), else a file in the
// origin-private file system handed to the browser's download (a File from there is read from disk),
// else, in a browser with neither, memory.
import { downloadBlob } from "#app/ui/download.ts";

export interface SaveTarget {
  writable: WritableStream<Uint8Array>;
  /** After the writable is closed: hands the file to the download where it is not saved yet. */
  finish(): Promise<void>;
}

type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<FileSystemFileHandle>;

const EXPORTS = "case-file-exports";

/**
 * Asks where to save `fileName`: null when the person cancels the save dialog. Call it first in the
 * click's handler: the dialog needs the click's user activation.
 */
export async function chooseSaveTarget(fileName: string, description: string): Promise<SaveTarget | null> {
  const picker = (globalThis as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (picker) {
    let handle: FileSystemFileHandle;
    try {
      handle = await picker({
        suggestedName: fileName,
        types: [{ description, accept: { "application/zip": [".zip"] } }],
      });
    } catch (error) {
      if ((error as DOMException).name === "AbortError") return null;
      return privateFileTarget(fileName);
    }
    return { writable: await handle.createWritable(), finish: async () => {} };
  }
  return privateFileTarget(fileName);
}

async function privateFileTarget(fileName: string): Promise<SaveTarget> {
  try {
    const root = await navigator.storage.getDirectory();
    // One export kept at a time: the last one may still be downloading, the ones before are done.
    await root.removeEntry(EXPORTS, { recursive: true }).catch(() => {});
    const folder = await root.getDirectoryHandle(EXPORTS, { create: true });
    const handle = await folder.getFileHandle(fileName, { create: true });
    const writable = await handle.createWritable();
    return { writable, finish: async () => downloadBlob(fileName, await handle.getFile()) };
  } catch {
    // No origin-private file system, or no writable files in it on this thread (Safari): memory.
    return memoryTarget((blob) => downloadBlob(fileName, blob));
  }
}

/** A target that gathers the ZIP in memory and gives it to `done` as one Blob. */
export function memoryTarget(done: (zip: Blob) => void): SaveTarget {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  return {
    writable: new WritableStream({
      write(chunk) {
        parts.push(chunk.slice());
      },
    }),
    finish: async () => done(new Blob(parts, { type: "application/zip" })),
  };
}
