// The case page's reads without Dexie, on fake-indexeddb, against what Dexie itself writes and lists.
// The tests share one database, in order: first none at all, then cases made through the storage.
import "fake-indexeddb/auto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addItem, createCase, updateCase, watchCases } from "./cases.ts";
import { caseDatabase } from "./db.ts";
import { signingIdentity } from "./keys.ts";
import { type ListedCase, listCases, storedFingerprint, watchCaseList } from "./read-only.ts";
import { DATABASE_NAME } from "./schema.ts";

const first = <T>(observable: { subscribe(next: (value: T) => void): { unsubscribe(): void } }) =>
  new Promise<T>((resolve) => {
    const subscription = observable.subscribe((value) => {
      resolve(value);
      queueMicrotask(() => subscription.unsubscribe());
    });
  });

/** Watches the list: once it is read, `write` changes the storage; the list read after it is returned. */
function listAfter(write: () => Promise<unknown>): Promise<ListedCase[]> {
  return new Promise((resolve, reject) => {
    let reads = 0;
    const subscription = watchCaseList().subscribe((cases) => {
      reads += 1;
      if (reads === 1) {
        write().catch(reject);
        return;
      }
      subscription.unsubscribe();
      resolve(cases);
    }, reject);
  });
}

describe("before the storage has made the database", () => {
  it("lists no case and finds no key, and leaves no database behind", async () => {
    expect(await listCases()).toEqual([]);
    expect(await storedFingerprint()).toBeNull();
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain(DATABASE_NAME);
  });
});

describe("the cases the storage wrote", () => {
  // A second between writes, so that their order never rests on two writes in one millisecond.
  let clock = Date.parse("2026-12-07T10:00:00Z");
  const later = () => {
    clock += 1000;
    vi.setSystemTime(clock);
  };
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    later();
  });
  afterAll(() => vi.useRealTimers());

  it("lists them as Dexie does: most recently changed first, with their numbers of items", async () => {
    const flood = await createCase("Flood photo");
    later();
    const bridge = await createCase("Bridge video");
    later();
    await addItem(flood.id, { kind: "timestamp", title: "A date", result: { value: 1 } });
    await addItem(flood.id, { kind: "timestamp", title: "Another", result: { value: 2 } });
    later();
    await updateCase(bridge.id, { status: "misleading" });

    const listed = await listCases();
    expect(listed.map(({ name, itemCount, status }) => ({ name, itemCount, status }))).toEqual([
      { name: "Bridge video", itemCount: 0, status: "misleading" },
      { name: "Flood photo", itemCount: 2, status: "open" },
    ]);
    const byDexie = await first(watchCases());
    expect(listed).toEqual(
      byDexie.map(({ id, name, status, updatedAt, itemCount }) => ({
        id,
        name,
        status,
        updatedAt,
        itemCount,
      })),
    );
  });

  it("leaves out a record it could not show, and lists the rest", async () => {
    const cases = caseDatabase().table("cases");
    later();
    const updatedAt = new Date().toISOString();
    await cases.bulkPut([
      { id: "no-name", status: "open", updatedAt },
      { id: "odd-status", name: "Odd", status: "maybe", updatedAt },
      { id: "bad-date", name: "Bad date", status: "open", updatedAt: "yesterday" },
      { id: "number-name", name: 42, status: "open", updatedAt },
      // Not in the updatedAt index at all (Dexie's own list skips it too).
      { id: "no-date", name: "No date", status: "open" },
    ]);
    expect((await listCases()).map((listed) => listed.name)).toEqual(["Bridge video", "Flood photo"]);
    await cases.bulkDelete(["no-name", "odd-status", "bad-date", "number-name", "no-date"]);
  });

  it("reads the fingerprint of the key the storage made", async () => {
    const { fingerprint } = await signingIdentity();
    expect(await storedFingerprint()).toBe(fingerprint);
  });

  it("follows the storage's writes: the list is read again when Dexie announces one", async () => {
    later();
    const listed = await listAfter(() => createCase("Made meanwhile"));
    expect(listed.map((entry) => entry.name)).toEqual(["Made meanwhile", "Bridge video", "Flood photo"]);
  });
});
