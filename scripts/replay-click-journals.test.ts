import { execFile } from "node:child_process";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clicksCounted } from "../app/test/clicks-counted.ts";
import { journalLine } from "../app/tools/url-shortener/server/click-journal.ts";
import { createShortLinkRepository } from "../app/tools/url-shortener/server/repository.ts";
import { type DatabaseHandle, openDatabase } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { makeDataDir } from "../server/test-server.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

/** Runs `npm run clicks:replay -- folder` as an operator would, on the embedded database of `dataDir`. */
function replay(folder: string, dataDir: string) {
  return run(process.execPath, ["scripts/replay-click-journals.ts", folder], {
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

  it("stores the clicks a host that is down left in its journals, then deletes them", async () => {
    const folder = path.join(data.dir, "from-web-2");
    await mkdir(folder);
    const at = new Date().toISOString();
    const visit = {
      linkId,
      at,
      referrer: "",
      country: "VN",
      device: "mobile",
      browser: "Chrome",
      os: "Android",
    };
    await writeFile(
      path.join(folder, "clicks~web-2~4242~0a1b2c.jsonl"),
      journalLine({ ...visit, bot: false }).repeat(3) + journalLine({ ...visit, bot: true }),
    );
    const { stdout } = await replay(folder, data.dir);
    expect(stdout).toBe(`Stored 4 clicks from ${folder}.\n`);
    expect(await clicksCounted(database.db, linkId)).toEqual({ usage: 3, events: 4 });
    expect(await readdir(folder)).toEqual([]);
  });

  it("fails, saying which journal, when one cannot be read, and keeps it", async () => {
    const folder = path.join(data.dir, "torn");
    await mkdir(folder);
    await writeFile(path.join(folder, "clicks~web-3~7~dd33ee.jsonl"), "not a click\n");
    await expect(replay(folder, data.dir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "Not replayed (see the log above; left for another run): clicks~web-3~7~dd33ee.jsonl",
      ),
    });
    expect(await readdir(folder)).toHaveLength(1);
  });

  it("says how to use it without a folder", async () => {
    await expect(
      run(process.execPath, ["scripts/replay-click-journals.ts"], { cwd: ROOT }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("Usage: npm run clicks:replay -- FOLDER"),
    });
  });
});
