/**
 * Hands a file or a text from one tool to another in the same browser, with nothing uploaded: the
 * sender stores it in IndexedDB under a random id and opens the other tool's page with `?from=<id>`;
 * the receiving page takes it (once) and removes the parameter, or, for a page whose work is the file
 * itself (text from image), keeps both so that a reload reads it again. IndexedDB rather than memory so
 * that the hand-off survives a full page load and a new tab; entries expire after an hour, swept at
 * every hand-off and every taking.
 */

import { HAND_OFF_PARAM } from "./hand-off-param.ts";

export type HandedOff =
  | { kind: "file"; file: File; from?: string }
  | { kind: "text"; text: string; from?: string };

const DATABASE = "veritools-hand-off";
const STORE = "items";
const LIFETIME_MS = 60 * 60 * 1000;
const ID_SHAPE = /^[0-9a-f-]{36}$/;

type Stored =
  | {
      id: string;
      storedAt: number;
      kind: "file";
      blob: Blob;
      name: string;
      type: string;
      lastModified: number;
      from?: string;
    }
  | { id: string; storedAt: number; kind: "text"; text: string; from?: string };

function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error);
  });
}

function open(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: "id" });
  return request(opening);
}

async function withStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const database = await open();
  try {
    const transaction = database.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    const result = await use(transaction.objectStore(STORE));
    await done;
    return result;
  } finally {
    database.close();
  }
}

/** Deletes the entries older than an hour; returns those still there. */
async function sweep(store: IDBObjectStore, now: number): Promise<Stored[]> {
  const all = (await request(store.getAll())) as Stored[];
  for (const entry of all) {
    if (now - entry.storedAt > LIFETIME_MS) store.delete(entry.id);
  }
  return all.filter((entry) => now - entry.storedAt <= LIFETIME_MS);
}

/** Stores `item` for another page of this site and returns the id to put in its address. */
export async function handOff(item: HandedOff, now = Date.now()): Promise<string> {
  const id = crypto.randomUUID();
  const stored: Stored =
    item.kind === "file"
      ? {
          id,
          storedAt: now,
          kind: "file",
          blob: item.file,
          name: item.file.name,
          type: item.file.type,
          lastModified: item.file.lastModified,
          from: item.from,
        }
      : { id, storedAt: now, kind: "text", text: item.text, from: item.from };
  await withStore("readwrite", async (store) => {
    await sweep(store, now);
    await request(store.put(stored));
  });
  return id;
}

/** `path` with the hand-off's id in its query. */
export function handOffHref(path: string, id: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${HAND_OFF_PARAM}=${encodeURIComponent(id)}`;
}

/**
 * Takes the item stored under `id`, or undefined when there is none (already taken, expired, another
 * browser). It is deleted (a hand-off is read once) unless `keep` is set: then it stays until it
 * expires or forgetHandOff. Expired entries are swept on the way.
 */
export async function receiveHandOff(
  id: string,
  { now = Date.now(), keep = false }: { now?: number; keep?: boolean } = {},
): Promise<HandedOff | undefined> {
  if (!ID_SHAPE.test(id)) return undefined;
  return withStore("readwrite", async (store) => {
    const found = (await sweep(store, now)).find((entry) => entry.id === id);
    if (!found) return undefined;
    if (!keep) store.delete(id);
    if (found.kind === "text") return { kind: "text", text: found.text, from: found.from };
    const file = new File([found.blob], found.name, { type: found.type, lastModified: found.lastModified });
    return { kind: "file", file, from: found.from };
  });
}

/** Deletes the item kept under `id` (the page that kept it has moved on to another file). */
export async function forgetHandOff(id: string): Promise<void> {
  if (!ID_SHAPE.test(id)) return;
  await withStore("readwrite", async (store) => {
    await request(store.delete(id));
  });
}
