// The storage as the page uses it, on fake-indexeddb (Node has no origin-private file system, so files
// take the IndexedDB path), through export and back by import.
import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import { sha256OfBlob } from "#app/lib/files/sha256.ts";
import { openZip } from "#app/lib/files/zip-read.ts";
import { englishReport, jpegBytes, sampleCase } from "../fixtures/bundles.ts";
import { makeBundle } from "../logic/bundle.ts";
import type { CaseItem, EvidenceFile } from "../logic/case.ts";
import { verifyBundle } from "../logic/verify.ts";
import { addItem, createCase, deleteCase, itemFiles, updateCase, watchCase, watchCases } from "./cases.ts";
import { caseDatabase, type StoredItem } from "./db.ts";
import { exportCase } from "./export.ts";
import { bundleFileName } from "./export-to-file.ts";
import { CaseMissing, failureOf } from "./failure.ts";
import { importBundle } from "./import.ts";
import { signingIdentity, signingKeys } from "./keys.ts";
import { memoryTarget } from "./save-target.ts";

const first = <T>(observable: { subscribe(next: (value: T) => void): { unsubscribe(): void } }) =>
  new Promise<T>((resolve) => {
    const subscription = observable.subscribe((value) => {
      resolve(value);
      queueMicrotask(() => subscription.unsubscribe());
    });
  });

const t = (key: string, values?: Record<string, string | number>) =>
  `${key}${values ? JSON.stringify(values) : ""}`;

describe("cases in the browser's storage", () => {
  it("creates, renames and lists cases; items come back in time order with their files' hashes", async () => {
    const record = await createCase("  Flood photo  ");
    expect(record).toMatchObject({ name: "Flood photo", status: "open", claim: "" });
    await updateCase(record.id, { name: "Flood photo, Hà Nội", status: "misleading" });

    const photo = new File([jpegBytes(20, 10)], "flood.jpg", { type: "image/jpeg" });
    await addItem(
      record.id,
      { kind: "timestamp", title: "Post date", result: { unix: 1 } },
      "2026-11-26T12:00:00.000Z",
    );
    const added = await addItem(
      record.id,
      {
        kind: "image-inspection",
        title: "The photo",
        result: { width: 20 },
        files: [photo],
        note: " from a tip ",
      },
      "2026-11-26T11:00:00.000Z",
    );
    expect(added.files[0]).toMatchObject({
      name: "flood.jpg",
      size: photo.size,
      sha256: await sha256OfBlob(photo),
    });
    expect(added.note).toBe("from a tip");

    const opened = await first(watchCase(record.id));
    expect(opened?.record).toMatchObject({ name: "Flood photo, Hà Nội", status: "misleading" });
    expect(opened?.items.map((item) => item.title)).toEqual(["The photo", "Post date"]);
    const [stored] = await itemFiles(added);
    expect(new Uint8Array(await (stored as Blob).arrayBuffer())).toEqual(
      new Uint8Array(await photo.arrayBuffer()),
    );

    const listed = await first(watchCases());
    expect(listed.find((summary) => summary.id === record.id)?.itemCount).toBe(2);
  });

  it("keeps one signing key, whose private half cannot be exported", async () => {
    const keys = await signingKeys();
    expect(keys.privateKey.extractable).toBe(false);
    expect(await signingKeys()).toBe(keys);
    expect((await signingIdentity()).fingerprint).toMatch(/^[0-9a-f]{4}( [0-9a-f]{4}){7}$/);
  });

  it("exports a bundle that verifies, and imports it back as a second case", async () => {
    const record = await createCase("Round trip");
    await updateCase(record.id, { claim: "A claim" });
    const video = new File([new Uint8Array(300_000).fill(7)], "clip.mp4", { type: "video/mp4" });
    await addItem(record.id, { kind: "video", title: "Clip", result: {}, files: [video] });

    let zip = new Blob();
    const target = memoryTarget((made) => {
      zip = made;
    });
    const exported = await exportCase(record.id, { t, language: "fr" }, false, target.writable);
    await target.finish();
    expect(bundleFileName(record.name, "2026-11-26T23:59:00.000Z")).toBe("Round-trip-2026-11-26.zip");
    expect(exported.timestamp).toBe("none");
    const source = await openZip(zip);
    const verdict = await verifyBundle(source);
    await source.close();
    expect(verdict.readable && verdict.intact).toBe(true);
    if (verdict.readable) expect(verdict.signature.fingerprint).toBe((await signingIdentity()).fingerprint);

    const imported = await importBundle(zip);
    expect(imported).toMatchObject({ ok: true, name: "Round trip", items: 1 });
    if (!imported.ok) return;
    expect(imported.caseId).not.toBe(record.id);
    const copy = await first(watchCase(imported.caseId));
    expect(copy?.record.claim).toBe("A claim");
    const [blob] = await itemFiles(copy?.items[0] as NonNullable<typeof copy>["items"][number]);
    expect(await sha256OfBlob(blob as Blob)).toBe(await sha256OfBlob(video));
  });

  it("refuses to import what is not an intact bundle, adding nothing", async () => {
    const before = await caseDatabase().cases.count();
    expect(await importBundle(new Blob(["not a zip"]))).toEqual({ ok: false, problem: "not-a-zip" });
    expect(await caseDatabase().cases.count()).toBe(before);
  });

  it("cannot reach another case's evidence: a signed bundle reusing an imported item's id gets new ids", async () => {
    const sample = await sampleCase(2);
    const made = async (caseId: string, photo: Uint8Array<ArrayBuffer>) => {
      const items = await Promise.all(
        sample.items.map(async (item, index) =>
          index === 0
            ? {
                ...item,
                files: [
                  { ...(item.files[0] as EvidenceFile), sha256: await sha256OfBlob(new Blob([photo])) },
                ],
              }
            : item,
        ),
      );
      const files = async (item: CaseItem) =>
        item.id === items[0]?.id ? [new Blob([photo], { type: "image/jpeg" })] : sample.files(item);
      return (
        await makeBundle({
          record: { ...sample.record, id: caseId },
          items,
          files,
          exportedAt: "2026-11-26T12:00:00.000Z",
          report: englishReport,
          sign: sample.sign,
        })
      ).zip;
    };
    const original = jpegBytes(30, 12);
    const first_ = await importBundle(await made("c0ffee00-0000-4000-8000-0000000000aa", original));
    expect(first_).toMatchObject({ ok: true });
    const stored = await caseDatabase().items.get(sample.items[0]?.id as string);
    expect(stored).toBeDefined();
    const [before] = await itemFiles(stored as StoredItem);

    // A stranger's bundle: a case id never seen, the first item's id taken from the earlier import.
    const hostile = await importBundle(await made("c0ffee00-0000-4000-8000-0000000000bb", jpegBytes(31, 12)));
    expect(hostile).toMatchObject({ ok: true, items: 2 });
    if (!hostile.ok) return;
    const copy = await first(watchCase(hostile.caseId));
    expect(copy?.items.map((item) => item.id)).not.toContain(sample.items[0]?.id);
    // The earlier case's item still has its own file and hash.
    const again = await caseDatabase().items.get(sample.items[0]?.id as string);
    expect(again).toEqual(stored);
    const [after] = await itemFiles(again as StoredItem);
    expect(await sha256OfBlob(after as Blob)).toBe(await sha256OfBlob(before as Blob));
    expect(await sha256OfBlob(after as Blob)).toBe(again?.files[0]?.sha256);
  });

  it("stores nothing when the records cannot be written: the files written are removed again", async () => {
    const sample = await sampleCase(3);
    const { zip } = await makeBundle({
      ...sample,
      exportedAt: "2026-11-26T12:00:00.000Z",
      report: englishReport,
    });
    const db = caseDatabase();
    const [cases, items, blobs] = [await db.cases.count(), await db.items.count(), await db.blobs.count()];
    const failing = vi.spyOn(db.items, "bulkAdd").mockRejectedValueOnce(new Error("QuotaExceededError"));
    expect(await importBundle(zip)).toEqual({ ok: false, problem: "storage-failed" });
    failing.mockRestore();
    expect([await db.cases.count(), await db.items.count(), await db.blobs.count()]).toEqual([
      cases,
      items,
      blobs,
    ]);
  });

  it("says a case is gone when evidence is added to it after its deletion, and keeps no file", async () => {
    const record = await createCase("Deleted in another tab");
    await deleteCase(record.id);
    const blobs = await caseDatabase().blobs.count();
    const adding = addItem(record.id, {
      kind: "note",
      title: "x",
      result: null,
      files: [new File(["abc"], "a.txt")],
    });
    await expect(adding).rejects.toBeInstanceOf(CaseMissing);
    await expect(adding.catch((error) => failureOf(error, "add"))).resolves.toBe("missing-case");
    expect(await caseDatabase().items.where("caseId").equals(record.id).count()).toBe(0);
    expect(await caseDatabase().blobs.count()).toBe(blobs);
  });

  it("says a case is gone when it is exported after its deletion", async () => {
    const record = await createCase("Gone before export");
    await deleteCase(record.id);
    const exporting = exportCase(record.id, { t, language: "vi" }, false, memoryTarget(() => {}).writable);
    await expect(exporting.catch((error) => failureOf(error, "export"))).resolves.toBe("missing-case");
  });

  it("removes the files it stored when the item cannot be written", async () => {
    const record = await createCase("Storage full");
    const db = caseDatabase();
    const blobs = await db.blobs.count();
    const full = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    const failing = vi.spyOn(db.items, "add").mockRejectedValueOnce(full);
    const adding = addItem(record.id, {
      kind: "note",
      title: "x",
      result: null,
      files: [new File(["abc"], "a.txt")],
    });
    await expect(adding.catch((error) => failureOf(error, "add"))).resolves.toBe("storage-full");
    failing.mockRestore();
    expect(await db.blobs.count()).toBe(blobs);
  });

  it("deletes a case with its items and files", async () => {
    const record = await createCase("To delete");
    const item = await addItem(record.id, {
      kind: "note",
      title: "x",
      result: null,
      files: [new File(["abc"], "a.txt")],
    });
    await deleteCase(record.id);
    expect(await first(watchCase(record.id))).toBeNull();
    expect(await caseDatabase().items.get(item.id)).toBeUndefined();
    expect(await caseDatabase().blobs.count()).toBe(
      (await caseDatabase().items.toArray()).flatMap((stored) => stored.files).length,
    );
  });
});
