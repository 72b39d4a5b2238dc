// Import of a bundle as a case, to go on with it on another device or share it with a colleague. A
// bundle comes from a stranger: it is verified whole before anything is stored; every id is new when any
// of its ids is already taken (or repeated inside it), so no import can reach another case's evidence;
// files go under names no other file has, then the records in one transaction, and the files are removed
// again when that fails. Every failure is an outcome, never a throw.

import { openZip, type ZipSource } from "#app/lib/files/zip-read.ts";
import { caseSchema } from "../logic/manifest.ts";
import { type BundleVerdict, refusedVerdict, type UnreadableProblem, verifyBundle } from "../logic/verify.ts";
import { caseDatabase, type StoredFile, type StoredItem } from "./db.ts";
import { putFile, removeFiles } from "./files.ts";
import { siteTrust } from "./verify.ts";

export type ImportProblem = UnreadableProblem | "not-intact" | "storage-failed";

export type ImportOutcome =
  | { ok: true; caseId: string; name: string; items: number }
  /** `path`: the entry at fault, for an unsafe or duplicate name. */
  | { ok: false; problem: ImportProblem; path?: string };

/** Whether the manifest's ids would meet ids already stored, or each other. */
async function idsTaken(caseId: string, itemIds: readonly string[]): Promise<boolean> {
  if (new Set(itemIds).size !== itemIds.length) return true;
  const db = caseDatabase();
  if ((await db.cases.get(caseId)) !== undefined) return true;
  return (await db.items.bulkGet([...itemIds])).some((item) => item !== undefined);
}

/** A bundle refused unread, as the import's outcome: the reason, and the entry at fault if there is one. */
function refused({ problem, path }: Extract<BundleVerdict, { readable: false }>): ImportOutcome {
  return path === undefined ? { ok: false, problem } : { ok: false, problem, path };
}

export async function importBundle(file: Blob): Promise<ImportOutcome> {
  let source: ZipSource;
  try {
    source = await openZip(file);
  } catch (error) {
    return refused(refusedVerdict(error));
  }
  try {
    const verdict = await verifyBundle(source, await siteTrust());
    if (!verdict.readable) return refused(verdict);
    if (!verdict.intact) return { ok: false, problem: "not-intact" };
    return await store(source, verdict.manifest);
  } catch {
    return { ok: false, problem: "storage-failed" };
  } finally {
    await source.close().catch(() => {});
  }
}

type Manifest = Extract<Awaited<ReturnType<typeof verifyBundle>>, { readable: true }>["manifest"];

async function store(source: ZipSource, manifest: Manifest): Promise<ImportOutcome> {
  const db = caseDatabase();
  const fresh = await idsTaken(
    manifest.case.id,
    manifest.items.map((item) => item.id),
  );
  const caseId = fresh ? crypto.randomUUID() : manifest.case.id;
  const record = caseSchema.parse({ ...manifest.case, id: caseId, updatedAt: new Date().toISOString() });
  const written: StoredFile[] = [];
  try {
    const items: StoredItem[] = [];
    for (const entry of manifest.items) {
      const itemId = fresh ? crypto.randomUUID() : entry.id;
      const files: StoredFile[] = [];
      for (const listed of entry.files) {
        const blob = await source.blob(listed.file, listed.type);
        if (!blob) throw new Error(`${listed.file} cannot be read.`);
        // A name of its own, whatever the bundle's ids: an import never writes over a stored file.
        const key = `import-${crypto.randomUUID()}`;
        const { name, type, size, sha256 } = listed;
        const stored: StoredFile = { name, type, size, sha256, key, where: await putFile(key, blob) };
        written.push(stored);
        files.push(stored);
      }
      const { id: _id, files: _files, ...rest } = entry;
      items.push({ ...rest, id: itemId, caseId, files });
    }
    await db.transaction("rw", db.cases, db.items, async () => {
      await db.cases.add(record);
      await db.items.bulkAdd(items);
    });
    return { ok: true, caseId, name: record.name, items: items.length };
  } catch (error) {
    await removeFiles(written).catch(() => {});
    throw error;
  }
}
