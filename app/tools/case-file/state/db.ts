// The case file's IndexedDB database (Dexie): cases, items, the person's signing keys, and the files of
// browsers without an origin-private file system. Only this folder's state/ opens it (decision 030):
// Dexie here for every write, and read-only.ts without Dexie for what the page shows on arrival.
import Dexie, { type EntityTable } from "dexie";
import type { CaseItem, CaseRecord, EvidenceFile } from "../logic/case.ts";
import { DATABASE_NAME, SCHEMA_VERSION, type SIGNING_KEYS_ID, STORES } from "./schema.ts";

/** A file of an item as stored: its evidence facts and where its bytes are. */
export interface StoredFile extends EvidenceFile {
  key: string;
  where: "opfs" | "idb";
}

export interface StoredItem extends Omit<CaseItem, "files"> {
  files: StoredFile[];
}

interface StoredBlob {
  key: string;
  blob: Blob;
}

interface StoredKeys {
  id: typeof SIGNING_KEYS_ID;
  keys: CryptoKeyPair;
  createdAt: string;
}

export type CaseDatabase = Dexie & {
  cases: EntityTable<CaseRecord, "id">;
  items: EntityTable<StoredItem, "id">;
  blobs: EntityTable<StoredBlob, "key">;
  keys: EntityTable<StoredKeys, "id">;
};

let database: CaseDatabase | undefined;

export function caseDatabase(): CaseDatabase {
  if (!database) {
    database = new Dexie(DATABASE_NAME) as CaseDatabase;
    database.version(SCHEMA_VERSION).stores(STORES);
  }
  return database;
}
