// The case file's IndexedDB database as Dexie declares it (db.ts): its name and stores with their
// indexes. The page's arrival reads the same stores and indexes by these names without Dexie
// (read-only.ts), so a change here is a change there.
export const DATABASE_NAME = "veritools-case-file";
export const SCHEMA_VERSION = 1;
export const STORES = {
  cases: "id, updatedAt",
  items: "id, caseId, addedAt",
  blobs: "key",
  keys: "id",
} as const;
/** The key of the person's signing keys' record in `keys`: written by keys.ts, read on arrival. */
export const SIGNING_KEYS_ID = "signing";
