// This process's journal (click-journal.ts), on each database: the clicks of a turn written with one write
// before they are answered, folded with their offset, retried, rotated, flushed, and deleted only once
// stored for good. The replay of journals left behind is tested in click-journal-replay.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { click, deadPid, journalTestbed, logger, record } from "../fixtures/click-journal.ts";
import { parseJournalFile, readLines } from "./click-journal-format.ts";

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "click-journal-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describeEachDialect("click journal", (database) => {
  const { repository, newLink, counted, journalRows, journal } = journalTestbed(database, () => dir);

  it("names its file after its host, even one with a tilde, so that it can be told apart", async () => {
    const recorder = journal({ host: "web~1", pid: 42 });
    await recorder.start();
    expect(parseJournalFile(path.basename(recorder.file))?.owner).toEqual({ host: "web~1", pid: 42 });
    await recorder.close();
  });

  it("appends the clicks of one turn with one write before resolving, and folds them with the offset", async () => {
    const linkId = await newLink();
    const write = vi.spyOn(fs, "writeSync");
    const onStored = vi.fn();
    const recorder = journal({ onStored });
    await recorder.start();
    try {
      await Promise.all([
        record(recorder, click(linkId)),
        record(recorder, click(linkId)),
        record(recorder, click(linkId, true)),
      ]);
      expect(write).toHaveBeenCalledTimes(1);
      const bytes = fs.readFileSync(recorder.file);
      expect(readLines(bytes).clicks.map(({ event }) => event.bot)).toEqual([false, false, true]);
      // Written, not yet stored.
      expect(await counted(linkId)).toEqual({ usage: 0, events: 0 });

      await recorder.fold();
      expect(await counted(linkId)).toEqual({ usage: 2, events: 3 });
      const name = path.basename(recorder.file);
      expect((await journalRows(name)).map((row) => Number(row.folded_offset))).toEqual([bytes.length]);
      expect(onStored).toHaveBeenCalledWith([linkId]);
    } finally {
      write.mockRestore();
      await recorder.close();
    }
    // Closed fully folded: the file and its row are gone.
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("writes alike clicks of a turn as one line with their number, and counts each", async () => {
    const linkId = await newLink();
    const recorder = journal();
    await recorder.start();
    const alike = click(linkId);
    await Promise.all(Array.from({ length: 5 }, () => recorder.record(linkId, alike.at, alike)));
    const lines = readLines(fs.readFileSync(recorder.file)).clicks;
    expect(lines.map(({ event }) => event.clicks)).toEqual([5]);
    await recorder.fold();
    expect(await counted(linkId)).toEqual({ usage: 5, events: 5 });
    await recorder.close();
  });

  it("keeps the clicks written while a fold runs for the next fold, with their offset", async () => {
    const linkId = await newLink();
    const real = repository();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const store = {
      ...real,
      storeClicks: vi.fn(async (...args: Parameters<typeof real.storeClicks>) => {
        if (store.storeClicks.mock.calls.length === 1) await held;
        return real.storeClicks(...args);
      }),
    };
    const recorder = journal({ store });
    await recorder.start();
    await record(recorder, click(linkId));
    const folding = recorder.fold();
    await Promise.all([record(recorder, click(linkId)), record(recorder, click(linkId))]);
    release();
    await folding;
    expect(await counted(linkId)).toEqual({ usage: 1, events: 1 });
    await recorder.fold();
    expect(await counted(linkId)).toEqual({ usage: 3, events: 3 });
    const name = path.basename(recorder.file);
    expect((await journalRows(name)).map((row) => Number(row.folded_offset))).toEqual([
      fs.statSync(recorder.file).size,
    ]);
    await recorder.close();
  });

  it("retries a failed fold with the same clicks, counting each once", async () => {
    const linkId = await newLink();
    const log = logger();
    const real = repository();
    let failures = 1;
    const store = {
      ...real,
      storeClicks: vi.fn(async (...args: Parameters<typeof real.storeClicks>) => {
        if (failures-- > 0) throw new Error("database unavailable");
        return real.storeClicks(...args);
      }),
    };
    const recorder = journal({ store, logger: log });
    await recorder.start();
    await record(recorder, click(linkId));
    await recorder.fold();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(await counted(linkId)).toEqual({ usage: 0, events: 0 });
    await record(recorder, click(linkId));
    await recorder.fold();
    expect(await counted(linkId)).toEqual({ usage: 2, events: 2 });
    await recorder.fold();
    expect(await counted(linkId)).toEqual({ usage: 2, events: 2 });
    await recorder.close();
  });

  it("keeps a journal the database refused at close, for the next start to replay", async () => {
    const linkId = await newLink();
    const real = repository();
    const refusing = { ...real, storeClicks: async () => Promise.reject(new Error("database unavailable")) };
    const first = journal({ store: refusing, pid: deadPid() });
    await first.start();
    await record(first, click(linkId));
    await first.close();
    expect(fs.readdirSync(dir)).toEqual([path.basename(first.file)]);

    const second = journal();
    await second.start();
    await second.close();
    expect(await counted(linkId)).toEqual({ usage: 1, events: 1 });
  });

  it("rotates to a new file once the current one is folded and large, deleting the old one", async () => {
    const linkId = await newLink();
    const recorder = journal({ rotateBytes: 1 });
    await recorder.start();
    const first = recorder.file;
    await record(recorder, click(linkId));
    await recorder.fold();
    expect(recorder.file).not.toBe(first);
    expect(fs.readdirSync(dir)).toEqual([path.basename(recorder.file)]);
    expect(await journalRows(path.basename(first))).toEqual([]);
    await record(recorder, click(linkId));
    await recorder.close();
    expect(await counted(linkId)).toEqual({ usage: 2, events: 2 });
  });

  it("flushes the journal to the disk at every fold's turn, never before answering a click", async () => {
    const linkId = await newLink();
    const flush = vi.spyOn(fs, "fdatasync");
    try {
      const quiet = journal();
      await quiet.start();
      await record(quiet, click(linkId));
      await quiet.close();
      // The clicks were answered and stored: no flush waited for the disk on their way.
      expect(flush).not.toHaveBeenCalled();

      const recorder = journal({ foldMs: 10 });
      await recorder.start();
      await record(recorder, click(linkId));
      await vi.waitFor(() => expect(flush).toHaveBeenCalled());
      await recorder.close();
      expect(await counted(linkId)).toEqual({ usage: 2, events: 2 });
    } finally {
      flush.mockRestore();
    }
  });

  it("keeps a journal the database refused at close flushed to the disk", async () => {
    const real = repository();
    const refusing = { ...real, storeClicks: async () => Promise.reject(new Error("database unavailable")) };
    const flush = vi.spyOn(fs, "fdatasync");
    try {
      const recorder = journal({ store: refusing });
      await recorder.start();
      await record(recorder, click(await newLink()));
      expect(flush).not.toHaveBeenCalled();
      await recorder.close();
      expect(flush).toHaveBeenCalledTimes(1);
      expect(fs.readdirSync(dir)).toEqual([path.basename(recorder.file)]);
    } finally {
      flush.mockRestore();
    }
  });

  it("deletes a journal only once the database has made its clicks durable, and forgets it last", async () => {
    const linkId = await newLink();
    const real = repository();
    const steps: string[] = [];
    let file = "";
    const store = {
      ...real,
      syncJournal: async (name: string) => {
        steps.push(`sync ${name === path.basename(file)} ${fs.existsSync(file)}`);
        await real.syncJournal(name);
      },
      forgetJournal: async (name: string) => {
        steps.push(`forget ${name === path.basename(file)} ${fs.existsSync(file)}`);
        await real.forgetJournal(name);
      },
    };
    const recorder = journal({ store });
    await recorder.start();
    file = recorder.file;
    await record(recorder, click(linkId));
    await recorder.close();
    expect(steps).toEqual(["sync true true", "forget true false"]);
    expect(await counted(linkId)).toEqual({ usage: 1, events: 1 });
    if (database().dialect === "sqlite") {
      // Made durable under synchronous=FULL for that one commit, then back to NORMAL (1).
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database().handle.db);
      expect(rows).toEqual([{ synchronous: 1 }]);
    }
  });
});
