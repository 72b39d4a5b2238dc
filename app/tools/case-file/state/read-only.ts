// What the case page shows on arrival, read straight from IndexedDB: the list of cases and the signing
// key's fingerprint, without Dexie or zod (issue 44: they were 56 KB of the page's first load). Read
// only: the database is never created or changed here (a browser without it has no cases yet); every
// write goes through Dexie (cases.ts, keys.ts), loaded when the person acts. Records are checked by
// hand, and one the list could not show is left out rather than breaking the page.
import { CASE_STATUSES, type CaseRecord } from "../logic/case.ts";
import { fingerprint, publicJwk } from "../logic/signature.ts";
import { DATABASE_NAME, SIGNING_KEYS_ID } from "./schema.ts";

/** A case as the list shows it. */
export interface ListedCase extends Pick<CaseRecord, "id" | "name" | "status" | "updatedAt"> {
  itemCount: number;
}

/** What a live query gives (as Dexie's liveQuery does): a value now and on every change. */
export interface Subscribable<T> {
  subscribe(next: (value: T) => void, error: (reason: unknown) => void): { unsubscribe(): void };
}

/**
 * Dexie announces every write that commits, in this tab, another or a worker, on this channel (the
 * ground of its liveQuery); its messages say which parts changed, which these reads do not need.
 * read-only.test.ts fails if a newer Dexie stops posting here.
 */
const DEXIE_CHANGES = "x-storagemutated-1";

const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * The database as Dexie left it, at whatever version; null when there is none. Opening a name that
 * does not exist would create it empty: that creation is aborted, so Dexie later makes it with its
 * schema as on a first visit.
 */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      // Never in the way of Dexie's upgrade or deletion.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => (request.error?.name === "AbortError" ? resolve(null) : reject(request.error));
  });
}

/** `read` over `stores` in one read-only transaction; `absent` when the database or a store is not there. */
async function readStores<T>(
  stores: string[],
  absent: T,
  read: (transaction: IDBTransaction) => Promise<T>,
): Promise<T> {
  const db = await openExisting();
  if (!db) return absent;
  try {
    if (!stores.every((store) => db.objectStoreNames.contains(store))) return absent;
    return await read(db.transaction(stores, "readonly"));
  } finally {
    db.close();
  }
}

const STATUSES: ReadonlySet<unknown> = new Set(CASE_STATUSES);

/** Whether a stored record has what the list shows, of the right kinds. */
function listable(record: unknown): record is Pick<CaseRecord, "id" | "name" | "status" | "updatedAt"> {
  if (typeof record !== "object" || record === null) return false;
  const { id, name, status, updatedAt } = record as Record<string, unknown>;
  return (
    typeof id === "string" &&
    id !== "" &&
    typeof name === "string" &&
    STATUSES.has(status) &&
    typeof updatedAt === "string" &&
    Number.isFinite(Date.parse(updatedAt))
  );
}

/** The cases, most recently changed first (as Dexie's reverse order by updatedAt), with their numbers of items. */
export function listCases(): Promise<ListedCase[]> {
  return readStores(["cases", "items"], [], async (transaction) => {
    const records = await result(transaction.objectStore("cases").index("updatedAt").getAll());
    const byItems = transaction.objectStore("items").index("caseId");
    const cases = records.filter(listable).reverse();
    // Asked for all at once, in the same transaction.
    const counts = await Promise.all(cases.map((record) => result(byItems.count(record.id))));
    return cases.map(({ id, name, status, updatedAt }, index) => ({
      id,
      name,
      status,
      updatedAt,
      itemCount: counts[index] ?? 0,
    }));
  });
}

/** The fingerprint of the person's signing key; null until one is made (keys.ts). */
export async function storedFingerprint(): Promise<string | null> {
  const stored: unknown = await readStores(["keys"], undefined, (transaction) =>
    result(transaction.objectStore("keys").get(SIGNING_KEYS_ID)),
  );
  const publicKey = (stored as { keys?: { publicKey?: unknown } } | undefined)?.keys?.publicKey;
  return publicKey instanceof CryptoKey ? fingerprint(await publicJwk(publicKey)) : null;
}

/** `read`'s value now and again after every write to the database, in this tab or another. */
export function watchStored<T>(read: () => Promise<T>): Subscribable<T> {
  return {
    subscribe(next, error) {
      let latest = 0;
      let closed = false;
      const again = () => {
        // Only the latest read is told, so an earlier one that ends later never shows an older list.
        const reading = ++latest;
        read().then(
          (value) => !closed && reading === latest && next(value),
          (reason: unknown) => !closed && reading === latest && error(reason),
        );
      };
      const changes = new BroadcastChannel(DEXIE_CHANGES);
      changes.onmessage = again;
      again();
      return {
        unsubscribe() {
          closed = true;
          changes.close();
        },
      };
    },
  };
}

export const watchCaseList = () => watchStored(listCases);
