// A small file of a WACZ (its JSON, a pages list) read whole, with a cap: a stranger's ZIP may claim,
// or hide, any size.
import { EntryTooLarge, type ZipSource } from "#app/lib/files/zip-read.ts";
import { JSON_LIMIT } from "./wacz-json.ts";

/** The bytes, or why there are none. */
export type EntryRead =
  | { problem: null; bytes: Uint8Array<ArrayBuffer> }
  | { problem: "absent" }
  | { problem: "too-large" }
  | { problem: "unreadable" };

/** The bytes of `path`, at most `limit` of them. */
export async function readEntry(source: ZipSource, path: string, limit = JSON_LIMIT): Promise<EntryRead> {
  if (!source.paths().includes(path)) return { problem: "absent" };
  try {
    const bytes = await source.bytes(path, limit);
    return bytes ? { problem: null, bytes } : { problem: "unreadable" };
  } catch (error) {
    if (error instanceof EntryTooLarge) return { problem: "too-large" };
    throw error;
  }
}
