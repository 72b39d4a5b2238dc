// Import of a bundle as a case, to go on with it on another device or share it with a colleague. Only
// an intact bundle is imported: its files are checked against the manifest first.
import { caseSchema } from "../logic/case.ts";
import { verifyBundle } from "../logic/verify.ts";
import { openZip } from "../logic/zip.ts";
import { caseDatabase, type StoredFile, type StoredItem } from "./db.ts";
import { putFile } from "./files.ts";

export type ImportOutcome =
  | { ok: true; caseId: string; name: string; items: number }
  | { ok: false; problem: "not-a-bundle" | "no-manifest" | "bad-manifest" | "not-intact" };

export async function importBundle(file: Blob): Promise<ImportOutcome> {
  let source: Awaited<ReturnType<typeof openZip>>;
  try {
    source = await openZip(file);
  } catch {
    return { ok: false, problem: "not-a-bundle" };
  }
  try {
    const verdict = await verifyBundle(source);
    if (!verdict.readable) return { ok: false, problem: verdict.problem };
    if (!verdict.intact) return { ok: false, problem: "not-intact" };
    const db = caseDatabase();
    const manifest = verdict.manifest;
    // The same case imported twice (or back on the device that made it) becomes a second case.
    const exists = (await db.cases.get(manifest.case.id)) !== undefined;
    const caseId = exists ? crypto.randomUUID() : manifest.case.id;
    const record = caseSchema.parse({ ...manifest.case, id: caseId, updatedAt: new Date().toISOString() });
    const items: StoredItem[] = [];
    for (const entry of manifest.items) {
      const itemId = exists ? crypto.randomUUID() : entry.id;
      const files: StoredFile[] = [];
      for (const [index, listed] of entry.files.entries()) {
        const blob = await source.blob(listed.file, listed.type);
        if (!blob) return { ok: false, problem: "not-intact" };
        const key = `${itemId}-${index}`;
        const { name, type, size, sha256 } = listed;
        files.push({ name, type, size, sha256, key, where: await putFile(key, blob) });
      }
      const { id: _id, files: _files, ...rest } = entry;
      items.push({ ...rest, id: itemId, caseId, files });
    }
    await db.transaction("rw", db.cases, db.items, async () => {
      await db.cases.add(record);
      await db.items.bulkAdd(items);
    });
    return { ok: true, caseId, name: record.name, items: items.length };
  } finally {
    await source.close();
  }
}
