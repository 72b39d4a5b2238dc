import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type DatabaseHandle, openDatabase } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { makeDataDir } from "../host/test/server.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

/** Commits a numbered link to the database file it is given every 2 ms; says "ready" once it has begun. */
const WRITER = `
  const { DatabaseSync } = require("node:sqlite");
  const db = new DatabaseSync(process.argv[1]);
  // As the site's connection, but never pausing to checkpoint: the backup must not need a pause.
  db.exec("pragma busy_timeout = 5000; pragma synchronous = NORMAL; pragma wal_autocheckpoint = 0");
  const insert = db.prepare(
    "insert into short_links (created_at, shortened_slug, original_url, normalized_url) values (?, ?, ?, ?)",
  );
  let n = 0;
  const commit = () => insert.run(new Date().toISOString(), "during-" + ++n, "https://example.org/", "https://example.org/");
  commit();
  process.stdout.write("ready\\n");
  setInterval(commit, 2);
`;

/** Runs `npm run backup -- target` as an operator would, with the given environment. */
function backUp(target: string, env: Record<string, string>, signal?: AbortSignal) {
  return run(process.execPath, ["scripts/backup.ts", target], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    signal,
  });
}

describe("npm run backup", () => {
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  let live: DatabaseHandle;

  beforeAll(async () => {
    data = await makeDataDir();
    live = await openDatabase({ dataDir: data.dir });
    await migrateToLatest(live.db);
  });
  afterAll(async () => {
    await live.close();
    await data.remove();
  });

  it("copies the embedded database while it is open and written to, commits still in the log included", async () => {
    await live.db
      .insertInto("short_links")
      .values({
        created_at: new Date().toISOString(),
        shortened_slug: "kept-by-backup",
        original_url: "https://example.org/a",
        normalized_url: "https://example.org/a",
      })
      .execute();
    const target = path.join(data.dir, "copy.db");
    const { stdout } = await backUp(target, { DATA_DIR: data.dir, DATABASE_URL: "" });
    expect(stdout).toMatch(/^Backed up .*veritools\.db to .*copy\.db \(\d+ pages\)/);

    // Restoring is putting the copy in place of veritools.db: open it as the server would.
    const restoredDir = path.join(data.dir, "restored");
    await mkdir(restoredDir);
    await copyFile(target, path.join(restoredDir, "veritools.db"));
    const restored = await openDatabase({ dataDir: restoredDir });
    const rows = await restored.db.selectFrom("short_links").select("shortened_slug").execute();
    await restored.close();
    expect(rows).toEqual([{ shortened_slug: "kept-by-backup" }]);
  });

  it("finishes while the site commits every few milliseconds, and the copy restores whole", async () => {
    // Thousands of pages: SQLite's default backup copies 100 a step and starts over whenever another
    // connection commits between two steps, so it finished only once the writes paused for a whole pass.
    const bulk = Array.from({ length: 8000 }, (_, i) => ({
      created_at: new Date().toISOString(),
      shortened_slug: `bulk-${i}`,
      original_url: `https://example.org/${"x".repeat(4000)}/${i}`,
      normalized_url: `https://example.org/${i}`,
    }));
    await live.db.transaction().execute(async (trx) => {
      for (let i = 0; i < bulk.length; i += 500) {
        await trx
          .insertInto("short_links")
          .values(bulk.slice(i, i + 500))
          .execute();
      }
    });
    // The site, in a process of its own, committing a numbered link every 2 ms for as long as the backup
    // runs: a pause as long as a pass (at every 20 ms, the timers' jitter made some) let the old one end.
    const writer = spawn(process.execPath, ["-e", WRITER, path.join(data.dir, "veritools.db")], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Also when the test times out, as the old backup made it: neither process outlives it.
    const backingUp = new AbortController();
    onTestFinished(() => {
      writer.kill();
      backingUp.abort();
    });
    await once(writer.stdout, "data");
    const target = path.join(data.dir, "busy.db");
    await backUp(target, { DATA_DIR: data.dir, DATABASE_URL: "" }, backingUp.signal);
    writer.kill();

    const restoredDir = path.join(data.dir, "restored-busy");
    await mkdir(restoredDir);
    await copyFile(target, path.join(restoredDir, "veritools.db"));
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(restored.db);
      expect(check.rows).toEqual([{ integrity_check: "ok" }]);
      const slugs = (await restored.db.selectFrom("short_links").select("shortened_slug").execute()).map(
        (row) => row.shortened_slug,
      );
      expect(slugs.filter((slug) => slug.startsWith("bulk-"))).toHaveLength(bulk.length);
      // One moment's database: the links written up to some point (the first before the backup began),
      // none missing before it.
      const during = slugs.filter((slug) => slug.startsWith("during-"));
      expect(during.length).toBeGreaterThan(0);
      expect(during.sort()).toEqual(
        Array.from({ length: during.length }, (_, i) => `during-${i + 1}`).sort(),
      );
    } finally {
      await restored.close();
    }
  });

  it("never overwrites a file, and says what to do instead", async () => {
    const target = path.join(data.dir, "copy.db");
    await expect(backUp(target, { DATA_DIR: data.dir, DATABASE_URL: "" })).rejects.toMatchObject({
      stderr: expect.stringContaining("exists already"),
    });
    await expect(
      backUp(path.join(data.dir, "x.db"), { DATA_DIR: path.join(data.dir, "nowhere"), DATABASE_URL: "" }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("No embedded database"),
    });
    await expect(backUp("", { DATA_DIR: data.dir })).rejects.toMatchObject({
      stderr: expect.stringContaining("Usage"),
    });
  });

  it("points to pg_dump when the site runs on PostgreSQL", async () => {
    await expect(
      backUp(path.join(data.dir, "pg.db"), { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/veritools" }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("pg_dump") });
  });
});
