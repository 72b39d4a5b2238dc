import { execFile } from "node:child_process";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clicksCounted } from "#app/test/clicks-counted.ts";
import { journalLine } from "#app/tools/url-shortener/server/click-journal-format.ts";
import { createShortLinkRepository } from "#app/tools/url-shortener/server/repository.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { makeDataDir } from "../host/test/server.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

/** Runs `npm run clicks:replay -- folder …` as an operator would, on the embedded database of `dataDir`. */
function replay(folder: string, dataDir: string, ...options: string[]) {
  return run(process.execPath, ["scripts/replay-click-journals.ts", folder, ...options], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

describe("npm run clicks:replay", () => {
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let database: DatabaseHandle;
  let linkId = 0;

  beforeAll(async () => {
    data = await makeDataDir();
    database = await openDatabase({ dataDir: data.dir });
    await migrateToLatest(database.db);
    const link = await createShortLinkRepository(database.db).insert({
      internalSlug: "replayed",
      shortenedSlug: "replayed",
      originalUrl: "https://example.org/",
      normalizedUrl: "https://example.org/",
      language: "en",
    });
    linkId = link.id;
  });
  afterAll(async () => {
    await database.close();
    await data.remove();
  });

  const visit = () => ({
    linkId,
    at: new Date().toISOString(),
    referrer: "",
    country: "VN",
    device: "mobile",
    browser: "Chrome",
    os: "Android",
    bot: false,
    clicks: 1,
  });

  it("stores the clicks a host that is down left in its journals, then deletes them", async () => {
    const folder = path.join(data.dir, "from-web-2");
    await mkdir(folder);
    await writeFile(
      path.join(folder, "clicks~web-2~4242~0a1b2c.jsonl"),
      journalLine(visit()).repeat(3) +
        journalLine({ ...visit(), bot: true }) +
        journalLine({ ...visit(), clicks: 4 }),
    );
    const { stdout } = await replay(folder, data.dir);
    expect(stdout).toBe(`Stored 8 clicks from ${folder}.\n`);
    expect(await clicksCounted(database.db, linkId)).toEqual({ usage: 7, events: 8 });
    expect(await readdir(folder)).toEqual([]);
  });

  it("stores the readable clicks of a damaged journal, and says how many lines it skipped", async () => {
    const before = await clicksCounted(database.db, linkId);
    const folder = path.join(data.dir, "damaged");
    await mkdir(folder);
    const good = journalLine(visit());
    await writeFile(
      path.join(folder, "clicks~web-4~9~ab12cd.jsonl"),
      Buffer.concat([Buffer.from(`${good}not a click\n${good}${good.slice(0, 20)}`), Buffer.alloc(100)]),
    );
    const { stdout, stderr } = await replay(folder, data.dir);
    expect(stdout).toBe(
      `Stored 2 clicks from ${folder}.\nSkipped 2 unreadable lines (torn or corrupted; see the log above).\n`,
    );
    const warnings = stderr
      .trim()
      .split("\n")
      .map((text) => JSON.parse(text))
      .filter((entry) => entry.level === "warn");
    expect(warnings.map((entry) => [entry.msg, entry.offset])).toEqual([
      ["unreadable click journal line skipped", good.length],
      ["unreadable click journal line skipped", good.length * 2 + 12],
    ]);
    expect(await clicksCounted(database.db, linkId)).toEqual({
      usage: before.usage + 2,
      events: before.events + 2,
    });
    expect(await readdir(folder)).toEqual([]);
  });

  it("takes this host's journals whose process id runs only when told the id was reused", async () => {
    const before = await clicksCounted(database.db, linkId);
    const folder = path.join(data.dir, "reused");
    await mkdir(folder);
    // This test's process runs: its id stands for one a restarted container gave to another program.
    const name = `clicks~${encodeURIComponent(os.hostname())}~${process.pid}~fe98dc.jsonl`;
    await writeFile(path.join(folder, name), journalLine(visit()).repeat(2));

    const { stdout, stderr } = await replay(folder, data.dir);
    expect(stdout).toBe(`Stored 0 clicks from ${folder}.\n`);
    expect(JSON.parse(stderr)).toMatchObject({
      level: "warn",
      msg: "click journal of a running process left alone",
      advice: `If process ${process.pid} is not a VeriTools process using this folder, move ${path.join(folder, name)} to an empty folder and store its clicks with: npm run clicks:replay -- FOLDER --pid-reused`,
    });
    expect(await readdir(folder)).toEqual([name]);

    expect((await replay(folder, data.dir, "--pid-reused")).stdout).toBe(`Stored 2 clicks from ${folder}.\n`);
    expect(await clicksCounted(database.db, linkId)).toEqual({
      usage: before.usage + 2,
      events: before.events + 2,
    });
    expect(await readdir(folder)).toEqual([]);
  });

  it("fails, saying which journal, when the database refuses one, and keeps it", async () => {
    const folder = path.join(data.dir, "refused");
    await mkdir(folder);
    // Clicks of a link this database does not have: a journal brought to the wrong site.
    await writeFile(
      path.join(folder, "clicks~web-3~7~dd33ee.jsonl"),
      journalLine({ ...visit(), linkId: 999_999 }),
    );
    await expect(replay(folder, data.dir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "Not replayed (see the log above; left for another run): clicks~web-3~7~dd33ee.jsonl",
      ),
    });
    expect(await readdir(folder)).toHaveLength(1);
  });

  it("says how to use it without a folder, or with an option it does not know", async () => {
    for (const args of [[], [data.dir, "--all"]]) {
      await expect(
        run(process.execPath, ["scripts/replay-click-journals.ts", ...args], { cwd: ROOT }),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining("Usage: npm run clicks:replay -- FOLDER [--pid-reused]"),
      });
    }
  });
});
