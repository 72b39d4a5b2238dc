// The journals that processes left behind (click-journal-replay.ts), on each database: replayed at a
// start from their stored offset, whatever lines a crash spoiled; claimed once when two processes start
// together; left alone, with how to replay them, when their writer may still run; taken on an operator's
// word by replayJournals (npm run clicks:replay).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDialect } from "#server/test/describe-each-dialect.ts";
import { click, deadPid, HOST, journalTestbed, logged, logger, warnings } from "../fixtures/click-journal.ts";
import { journalLine } from "./click-journal-format.ts";
import { replayJournals } from "./click-journal-replay.ts";

const line = journalLine;

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "click-journal-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describeEachDialect("click journal replay", (database) => {
  const { repository, newLink, counted, journalRows, journal } = journalTestbed(database, () => dir);

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
});
