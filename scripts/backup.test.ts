import { execFile } from "node:child_process";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { makeDataDir } from "../server/test-server.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

/** Runs `npm run backup -- target` as an operator would, with the given environment. */
function backUp(target: string, env: Record<string, string>) {
  return run(process.execPath, ["scripts/backup.ts", target], { cwd: ROOT, env: { ...process.env, ...env } });
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
