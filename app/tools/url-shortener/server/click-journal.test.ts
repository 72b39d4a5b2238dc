import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { describeEachDialect } from "../../../../server/db/describe-each-dialect.ts";
import { createLogger } from "../../../../server/logger.ts";
import { clicksCounted } from "../../../test/clicks-counted.ts";
import {
  type ClickJournalOptions,
  createClickJournal,
  journalLine,
  parseJournalFile,
  readLines,
  replayJournals,
} from "./click-journal.ts";
import type { ClickEvent } from "./click-recorder.ts";
import { createShortLinkRepository } from "./repository.ts";

const HOST = "test-host";

const click = (linkId: number, bot = false): ClickEvent => ({
  linkId,
  at: new Date().toISOString(),
  bot,
  referrer: "news.example",
  country: "FR",
  device: "desktop",
  browser: "Firefox",
  os: "Linux",
});

const line = journalLine;

/** The id of a process that has exited: its journal is an orphan. */
function deadPid(): number {
  const pid = spawnSync(process.execPath, ["-e", ""]).pid;
  if (pid === undefined) throw new Error("no child process");
  return pid;
}

const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

/** The project's logger at its most talkative, with the JSON lines it writes. */
function logged() {
  const lines: Record<string, unknown>[] = [];
  return { logger: createLogger("debug", (text) => lines.push(JSON.parse(text))), lines };
}

const warnings = (lines: Record<string, unknown>[]) => lines.filter((entry) => entry.level === "warn");

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "click-journal-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

it("reads each line's click with the offset after it; a line that is not one costs only itself", () => {
  const [a, b, c] = [click(1), click(2), click(3)];
  // A corrupt line, then a line torn by a power cut whose next blocks were left zeroed, then a block
  // that did reach the disk.
  const head = `${line(a)}not a click\n${line(b)}[3,"2026-`;
  const bytes = Buffer.concat([Buffer.from(head), Buffer.alloc(100), Buffer.from(line(c))]);
  expect(readLines(bytes, 1000)).toEqual({
    clicks: [
      { event: a, end: 1000 + Buffer.byteLength(line(a)) },
      { event: b, end: 1000 + Buffer.byteLength(`${line(a)}not a click\n${line(b)}`) },
      { event: c, end: 1000 + bytes.length },
    ],
    bad: {
      first: [
        { offset: 1000 + Buffer.byteLength(line(a)), bytes: 11 },
        { offset: 1000 + Buffer.byteLength(`${line(a)}not a click\n${line(b)}`), bytes: 9 },
      ],
      lines: 2,
      bytes: 20,
    },
  });
});

it("reads a complete last line without its newline, and nothing of a file of NULs", () => {
  const a = click(1);
  const bytes = Buffer.from(line(a).trimEnd());
  expect(readLines(bytes).clicks).toEqual([{ event: a, end: bytes.length }]);
  expect(readLines(Buffer.alloc(1 << 20))).toEqual({ clicks: [], bad: { first: [], lines: 0, bytes: 0 } });
});

it("tells a click line from JSON of another shape", () => {
  const a = click(1);
  const fields = JSON.parse(line(a));
  const variants = [
    [...fields.slice(0, 7)],
    [String(fields[0]), ...fields.slice(1)],
    [fields[0], "yesterday", ...fields.slice(2)],
    [...fields.slice(0, 2), true, ...fields.slice(3)],
    [...fields.slice(0, 7), null],
    { ...fields },
  ];
  const bytes = Buffer.from(variants.map((variant) => `${JSON.stringify(variant)}\n`).join(""));
  expect(readLines(bytes)).toMatchObject({ clicks: [], bad: { lines: variants.length } });
});

it("tells a journal's name and owner, writer or claimer", () => {
  expect(parseJournalFile("clicks~web%7E1~42~0a1b2c.jsonl")).toEqual({
    journal: "clicks~web%7E1~42~0a1b2c.jsonl",
    owner: { host: "web~1", pid: 42 },
  });
  expect(parseJournalFile("clicks~web~42~0a1b2c.jsonl.claimed~web~7")).toEqual({
    journal: "clicks~web~42~0a1b2c.jsonl",
    owner: { host: "web", pid: 7 },
  });
  expect(parseJournalFile("notes.txt")).toBeNull();
});

describeEachDialect("click journal", (database) => {
  const repository = () => createShortLinkRepository(database().handle.db);

  async function newLink(): Promise<number> {
    const slug = `j${Math.random().toString(36).slice(2, 10)}`;
    const link = await repository().insert({
      internalSlug: slug,
      shortenedSlug: slug,
      originalUrl: "https://example.com/",
      normalizedUrl: "https://example.com/",
      language: "en",
    });
    return link.id;
  }

  const counted = (linkId: number) => clicksCounted(database().handle.db, linkId);

  const journalRows = (name: string) =>
    database().handle.db.selectFrom("click_journals").selectAll().where("name", "=", name).execute();

  function journal(overrides: Partial<ClickJournalOptions> = {}) {
    // A long fold period: the tests fold by hand.
    return createClickJournal({
      dir,
      store: repository(),
      logger: logger(),
      foldMs: 60_000,
      host: HOST,
      ...overrides,
    });
  }

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
        recorder.record(click(linkId)),
        recorder.record(click(linkId)),
        recorder.record(click(linkId, true)),
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
    await recorder.record(click(linkId));
    const folding = recorder.fold();
    await Promise.all([recorder.record(click(linkId)), recorder.record(click(linkId))]);
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

  it("replays a dead process's journal from its folded offset, ignoring a torn last line, then deletes it", async () => {
    const linkId = await newLink();
    const name = `clicks~${HOST}~${deadPid()}~abc123.jsonl`;
    const stored = [click(linkId), click(linkId)];
    const unstored = [click(linkId), click(linkId), click(linkId, true)];
    const folded = Buffer.byteLength(stored.map(line).join(""));
    // The crash: two clicks folded with their offset, three written after them, and a line cut short.
    await repository().storeClicks(stored, { name, offset: folded });
    fs.writeFileSync(path.join(dir, name), `${[...stored, ...unstored].map(line).join("")}[${linkId},"2026-`);

    const recorder = journal();
    await recorder.start();
    try {
      expect(await counted(linkId)).toEqual({ usage: 4, events: 5 });
      expect(fs.readdirSync(dir)).toEqual([path.basename(recorder.file)]);
      expect(await journalRows(name)).toEqual([]);
    } finally {
      await recorder.close();
    }
  });

  it("stores every click of a journal left by a power cut but the torn line, and says where that line was", async () => {
    const linkId = await newLink();
    const name = `clicks~${HOST}~${deadPid()}~abc321.jsonl`;
    const whole = line(click(linkId)).repeat(3);
    // The last write cut short, the blocks after it zeroed.
    const torn = line(click(linkId)).slice(0, 30);
    fs.writeFileSync(path.join(dir, name), Buffer.concat([Buffer.from(whole + torn), Buffer.alloc(4096)]));
    const { logger: log, lines } = logged();

    const recorder = journal({ logger: log });
    await recorder.start();
    await recorder.close();
    expect(await counted(linkId)).toEqual({ usage: 3, events: 3 });
    expect(warnings(lines)).toEqual([
      expect.objectContaining({
        msg: "unreadable click journal line skipped",
        journal: name,
        offset: Buffer.byteLength(whole),
        bytes: 30,
      }),
    ]);
    expect(lines.filter((entry) => entry.level === "error")).toEqual([]);
    // Replayed and gone: the next start has nothing to say about it.
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await journalRows(name)).toEqual([]);
    const next = logged();
    const again = journal({ logger: next.logger });
    await again.start();
    await again.close();
    expect(next.lines.filter((entry) => entry.level !== "info")).toEqual([]);
    expect(await counted(linkId)).toEqual({ usage: 3, events: 3 });
  });

  it("loses only the lines that are not clicks, in the middle too, and logs a few of many", async () => {
    const linkId = await newLink();
    const name = `clicks~${HOST}~${deadPid()}~abc654.jsonl`;
    const good = line(click(linkId));
    // A corrupt line, a zeroed block ending inside a line, then lines that reached the disk.
    const bytes = Buffer.concat([
      Buffer.from(`${good}{"oops"\n${good}[${linkId},"20`),
      Buffer.alloc(512),
      Buffer.from(`26-"]\n${good}${"\u0007garbage\n".repeat(10)}${good}`),
    ]);
    fs.writeFileSync(path.join(dir, name), bytes);
    const { logger: log, lines } = logged();

    const recorder = journal({ logger: log });
    await recorder.start();
    await recorder.close();
    expect(await counted(linkId)).toEqual({ usage: 4, events: 4 });
    // 13 lines lost: the first five one by one, with their offsets, then the count of the others.
    const skipped = warnings(lines);
    expect(skipped.map((entry) => entry.offset)).toEqual([
      Buffer.byteLength(good),
      Buffer.byteLength(`${good}{"oops"\n${good}`),
      Buffer.byteLength(`${good}{"oops"\n${good}[${linkId},"20`) + 512,
      bytes.indexOf("\u0007garbage"),
      bytes.indexOf("\u0007garbage") + 9,
      undefined,
    ]);
    expect(skipped.at(-1)).toEqual(
      expect.objectContaining({
        msg: "more unreadable click journal lines skipped",
        journal: name,
        lines: 8,
        bytes: 64,
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "click journal replayed", journal: name, clicks: 4, skipped: 13 }),
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("starts even when the database refuses a journal, keeping it claimed for a later start", async () => {
    const name = `clicks~${HOST}~${deadPid()}~eee555.jsonl`;
    fs.writeFileSync(path.join(dir, name), line(click(await newLink())));
    const log = logger();
    const real = repository();
    const refusing = { ...real, storeClicks: async () => Promise.reject(new Error("database unavailable")) };
    const recorder = journal({ logger: log, store: refusing });
    await recorder.start();
    await recorder.close();
    expect(log.error).toHaveBeenCalledWith(
      "click journal not replayed",
      expect.objectContaining({ journal: name }),
    );
    expect(fs.readdirSync(dir)).toEqual([`${name}.claimed~${HOST}~${process.pid}`]);
  });

  it("leaves the journals of running processes and of other hosts alone, saying how to replay them", async () => {
    const linkId = await newLink();
    const running = `clicks~${HOST}~${process.ppid}~aaa111.jsonl`;
    const elsewhere = `clicks~other-host~${deadPid()}~bbb222.jsonl`;
    for (const name of [running, elsewhere]) fs.writeFileSync(path.join(dir, name), line(click(linkId)));
    const { logger: log, lines } = logged();
    const recorder = journal({ logger: log });
    await recorder.start();
    await recorder.close();
    expect(fs.readdirSync(dir).sort()).toEqual([running, elsewhere].sort());
    expect(await counted(linkId)).toEqual({ usage: 0, events: 0 });
    expect(warnings(lines)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: "click journal of a running process left alone",
          journal: running,
          pid: process.ppid,
          advice: `If process ${process.ppid} is not a VeriTools process using this folder, move ${path.join(dir, running)} to an empty folder and store its clicks with: npm run clicks:replay -- FOLDER --pid-reused`,
        }),
        expect.objectContaining({
          msg: "click journal of another host left alone",
          journal: elsewhere,
          host: "other-host",
          advice: `If no process runs any more on host other-host, store its clicks with: npm run clicks:replay -- ${dir}`,
        }),
      ]),
    );
    expect(warnings(lines)).toHaveLength(2);
  });

  it("replays other hosts' journals only when told their hosts are down, leaving running ones here", async () => {
    const linkId = await newLink();
    const elsewhere = [`clicks~web-2~${process.pid}~fff666.jsonl`, `clicks~web-3~42~aaa777.jsonl`];
    // One was being replayed by a process of that host when it went down.
    fs.writeFileSync(path.join(dir, elsewhere[0] ?? ""), line(click(linkId)).repeat(2));
    fs.writeFileSync(path.join(dir, `${elsewhere[1]}.claimed~web-3~43`), line(click(linkId)).repeat(3));
    const running = `clicks~${HOST}~${process.ppid}~bbb888.jsonl`;
    fs.writeFileSync(path.join(dir, running), line(click(linkId)));
    const options = { store: repository(), logger: logger(), host: HOST, pid: process.pid };

    expect(await replayJournals(dir, options)).toEqual({ clicks: 0, skipped: 0, failed: [] });
    expect(await replayJournals(dir, { ...options, otherHosts: true })).toEqual({
      clicks: 5,
      skipped: 0,
      failed: [],
    });
    expect(await counted(linkId)).toEqual({ usage: 5, events: 5 });
    expect(fs.readdirSync(dir)).toEqual([running]);
  });

  it("replays this host's journals whose process id runs only when told the id was reused", async () => {
    const linkId = await newLink();
    const reused = `clicks~${HOST}~${process.ppid}~ccc999.jsonl`;
    fs.writeFileSync(path.join(dir, reused), line(click(linkId)).repeat(2));
    const options = { store: repository(), logger: logger(), host: HOST, pid: process.pid, otherHosts: true };

    expect(await replayJournals(dir, options)).toEqual({ clicks: 0, skipped: 0, failed: [] });
    expect(await replayJournals(dir, { ...options, reusedPids: true })).toEqual({
      clicks: 2,
      skipped: 0,
      failed: [],
    });
    expect(await counted(linkId)).toEqual({ usage: 2, events: 2 });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("claims an orphan by renaming it: two processes starting together replay it once", async () => {
    const linkId = await newLink();
    const orphans = [`clicks~${HOST}~${deadPid()}~ccc333.jsonl`, `clicks~${HOST}~${deadPid()}~ddd444.jsonl`];
    // One was claimed by a process that died while replaying it: claimed again.
    fs.writeFileSync(path.join(dir, orphans[0] ?? ""), line(click(linkId)).repeat(3));
    fs.writeFileSync(
      path.join(dir, `${orphans[1]}.claimed~${HOST}~${deadPid()}`),
      line(click(linkId)).repeat(4),
    );
    // Two live processes: this one and its parent.
    const first = journal({ pid: process.pid });
    const second = journal({ pid: process.ppid });
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.close(), second.close()]);
    expect(await counted(linkId)).toEqual({ usage: 7, events: 7 });
    expect(fs.readdirSync(dir)).toEqual([]);
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
    await recorder.record(click(linkId));
    await recorder.fold();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(await counted(linkId)).toEqual({ usage: 0, events: 0 });
    await recorder.record(click(linkId));
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
    await first.record(click(linkId));
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
    await recorder.record(click(linkId));
    await recorder.fold();
    expect(recorder.file).not.toBe(first);
    expect(fs.readdirSync(dir)).toEqual([path.basename(recorder.file)]);
    expect(await journalRows(path.basename(first))).toEqual([]);
    await recorder.record(click(linkId));
    await recorder.close();
    expect(await counted(linkId)).toEqual({ usage: 2, events: 2 });
  });

  it("flushes the journal to the disk at every fold's turn, never before answering a click", async () => {
    const linkId = await newLink();
    const flush = vi.spyOn(fs, "fdatasync");
    try {
      const quiet = journal();
      await quiet.start();
      await quiet.record(click(linkId));
      await quiet.close();
      // The clicks were answered and stored: no flush waited for the disk on their way.
      expect(flush).not.toHaveBeenCalled();

      const recorder = journal({ foldMs: 10 });
      await recorder.start();
      await recorder.record(click(linkId));
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
      await recorder.record(click(await newLink()));
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
    await recorder.record(click(linkId));
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
