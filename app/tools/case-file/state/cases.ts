// The cases and their items in the browser: every change to the database goes through here.
import { liveQuery } from "dexie";
import { toJsonValue } from "../logic/canonical-json.ts";
import {
  type CaseItem,
  type CaseRecord,
  emptyProvenance,
  inTimeOrder,
  type ProvenanceAnswer,
  type ProvenanceQuestion,
} from "../logic/case.ts";
import { caseDatabase, type StoredFile, type StoredItem } from "./db.ts";
import type { Evidence } from "./evidence.ts";
import { CaseMissing } from "./failure.ts";
import { getFile, removeFiles, storeFile } from "./files.ts";

export interface CaseSummary extends CaseRecord {
  itemCount: number;
}

const now = () => new Date().toISOString();

/** The cases, most recently changed first, with their numbers of items; updated as they change. */
export function watchCases() {
  return liveQuery(async (): Promise<CaseSummary[]> => {
    const db = caseDatabase();
    const cases = await db.cases.orderBy("updatedAt").reverse().toArray();
    return Promise.all(
      cases.map(async (record) => ({
        ...record,
        itemCount: await db.items.where("caseId").equals(record.id).count(),
      })),
    );
  });
}

/** One case and its items in time order; null once it is deleted. */
export function watchCase(id: string) {
  return liveQuery(async () => {
    const db = caseDatabase();
    const record = await db.cases.get(id);
    if (!record) return null;
    const items = inTimeOrder(await db.items.where("caseId").equals(id).toArray());
    return { record, items };
  });
}

export async function createCase(name: string): Promise<CaseRecord> {
  const at = now();
  const record: CaseRecord = {
    id: crypto.randomUUID(),
    name: name.trim(),
    claim: "",
    status: "open",
    provenance: emptyProvenance(),
    notes: "",
    createdAt: at,
    updatedAt: at,
  };
  await caseDatabase().cases.add(record);
  return record;
}

export type CaseChange = Partial<Pick<CaseRecord, "name" | "claim" | "status" | "provenance" | "notes">>;

export async function updateCase(id: string, change: CaseChange): Promise<void> {
  await caseDatabase().cases.update(id, { ...change, updatedAt: now() });
}

/** Changes one provenance answer, read and written in one transaction so quick edits of two never clash. */
export async function updateProvenance(
  id: string,
  question: ProvenanceQuestion,
  change: Partial<ProvenanceAnswer>,
): Promise<void> {
  const db = caseDatabase();
  await db.transaction("rw", db.cases, async () => {
    const record = await db.cases.get(id);
    if (!record) return;
    const provenance = { ...record.provenance, [question]: { ...record.provenance[question], ...change } };
    await db.cases.update(id, { provenance, updatedAt: now() });
  });
}

/** Deletes a case, its items and their files. */
export async function deleteCase(id: string): Promise<void> {
  const db = caseDatabase();
  const items = await db.items.where("caseId").equals(id).toArray();
  await db.transaction("rw", db.cases, db.items, async () => {
    await db.items.where("caseId").equals(id).delete();
    await db.cases.delete(id);
  });
  await removeFiles(items.flatMap((item) => item.files));
}

/**
 * Adds evidence to a case: its files hashed and stored from one read (files.ts), the time taken from the device.
 * Throws CaseMissing when the case is no longer stored; no file is left behind by a failed add.
 */
export async function addItem(caseId: string, evidence: Evidence, addedAt = now()): Promise<StoredItem> {
  const db = caseDatabase();
  // Deleted meanwhile (in another tab): said so, before any file is stored.
  if (!(await db.cases.get(caseId))) throw new CaseMissing();
  const id = crypto.randomUUID();
  const files: StoredFile[] = [];
  try {
    for (const [index, file] of (evidence.files ?? []).entries()) {
      const key = `${id}-${index}`;
      const { sha256, where } = await storeFile(key, file);
      files.push({
        name: file.name,
        type: file.type || "application/octet-stream",
        size: file.size,
        sha256,
        key,
        where,
      });
    }
    const item: StoredItem = {
      id,
      caseId,
      kind: evidence.kind,
      title: evidence.title.trim() || evidence.kind,
      ...(evidence.sourceUrl ? { sourceUrl: evidence.sourceUrl } : {}),
      result: toJsonValue(evidence.result),
      note: evidence.note?.trim() ?? "",
      addedAt,
      files,
    };
    await db.transaction("rw", db.cases, db.items, async () => {
      // Deleted while the files were stored: the item is not added to a case that is gone.
      if ((await db.cases.update(caseId, { updatedAt: now() })) === 0) throw new CaseMissing();
      await db.items.add(item);
    });
    return item;
  } catch (error) {
    await removeFiles(files).catch(() => {});
    throw error;
  }
}

export async function updateItemNote(id: string, note: string): Promise<void> {
  await caseDatabase().items.update(id, { note });
}

export async function removeItem(id: string): Promise<void> {
  const db = caseDatabase();
  const item = await db.items.get(id);
  if (!item) return;
  await db.items.delete(id);
  await removeFiles(item.files);
}

/** An item's files as Blobs, in order (a file whose bytes are gone is left out). */
export async function itemFiles(item: CaseItem | StoredItem): Promise<Blob[]> {
  const blobs: Blob[] = [];
  for (const file of item.files as StoredFile[]) {
    const blob = await getFile(file);
    if (blob) blobs.push(blob);
  }
  return blobs;
}
