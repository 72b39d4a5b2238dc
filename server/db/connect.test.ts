import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { describeEachDialect } from "../test/describe-each-dialect.ts";
import { openDatabase, ping, sqliteFileName } from "./connect.ts";
import { migrateToLatest } from "./migrate.ts";

describeEachDialect("database handle", (database) => {
  it("answers a ping", async () => {
    await expect(ping(database().handle)).resolves.toBeUndefined();
  });

  it("keeps its data across a restart", async () => {
    await database()
      .handle.db.insertInto("short_links")
      .values({
        created_at: "2025-06-01T12:00:00.000Z",
        shortened_slug: "kept",
        original_url: "https://example.org/kept",
        normalized_url: "https://example.org/kept",
      })
      .execute();

    const { db, dialect } = await database().reopen();
    await migrateToLatest(db);
    const rows = await db.selectFrom("short_links").select(["shortened_slug", "created_at"]).execute();
    expect(rows).toEqual([{ shortened_slug: "kept", created_at: "2025-06-01T12:00:00.000Z" }]);
    if (dialect === "sqlite") {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(mode.rows).toEqual([{ journal_mode: "wal" }]);
    }
  });

  it("can be closed twice", async () => {
    const { handle } = database();
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
    await database().reopen();
  });
});

describe("openDatabase", () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("creates the SQLite file in WAL mode in a data directory it creates", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "veritools-connect-"));
    const nested = path.join(dataDir, "a", "b");
    const handle = await openDatabase({ dataDir: nested });
    try {
      expect(handle.dialect).toBe("sqlite");
      expect(existsSync(path.join(nested, sqliteFileName))).toBe(true);
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
      expect(mode.rows).toEqual([{ journal_mode: "wal" }]);
    } finally {
      await handle.close();
    }
  });

  it("refuses a URL of another database", async () => {
    await expect(
      openDatabase({ databaseUrl: "mysql://user:secret@host/db", dataDir: "unused" }),
    ).rejects.toThrow("DATABASE_URL must start with postgres:// or postgresql://");
  });

  it("uses PostgreSQL for a postgresql:// URL without connecting yet", async () => {
    const handle = await openDatabase({
      databaseUrl: "postgresql://nobody@127.0.0.1:1/none",
      dataDir: "unused",
    });
    expect(handle.dialect).toBe("postgres");
    await expect(ping(handle)).rejects.toThrow();
    await handle.close();
  });
});
