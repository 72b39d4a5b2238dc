import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Flag } from "./schema.ts";
import { createSqliteDialect, openSqliteFile } from "./sqlite-dialect.ts";

interface Scratch {
  items: { id: number; label: string; flag: Flag };
}

describe("node:sqlite dialect", () => {
  let dataDir: string;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "veritools-sqlite-"));
    db = new Kysely<Scratch>({
      dialect: createSqliteDialect(openSqliteFile(path.join(dataDir, "scratch.db"))),
    });
    await db.schema
      .createTable("items")
      .addColumn("id", "integer", (column) => column.primaryKey())
      .addColumn("label", "text", (column) => column.notNull())
      .addColumn("flag", "boolean", (column) => column.notNull())
      .execute();
  });

  afterAll(async () => {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("opens the file with the connection settings of a server", async () => {
    const settings = await Promise.all(
      ["journal_mode", "foreign_keys", "busy_timeout", "synchronous"].map(async (pragma) => {
        const result = await sql<Record<string, unknown>>`pragma ${sql.raw(pragma)}`.execute(db);
        return result.rows[0]?.[pragma === "busy_timeout" ? "timeout" : pragma];
      }),
    );
    // synchronous 1 is NORMAL.
    expect(settings).toEqual(["wal", 1, 5000, 1]);
  });

  it("reports inserted ids and affected rows, and binds booleans as 1 and 0", async () => {
    const insert = await db
      .insertInto("items")
      .values([
        { id: 1, label: "one", flag: true },
        { id: 2, label: "two", flag: false },
      ])
      .executeTakeFirstOrThrow();
    expect(insert).toEqual({ insertId: 2n, numInsertedOrUpdatedRows: 2n });
    const update = await db
      .updateTable("items")
      .set({ label: "uno" })
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(update.numUpdatedRows).toBe(1n);
    expect(await db.selectFrom("items").selectAll().orderBy("id").execute()).toEqual([
      { id: 1, label: "uno", flag: 1 },
      { id: 2, label: "two", flag: 0 },
    ]);
  });

  it("returns rows from statements with RETURNING", async () => {
    const rows = await db.deleteFrom("items").where("id", "=", 2).returning("label").execute();
    expect(rows).toEqual([{ label: "two" }]);
  });

  it("streams a select", async () => {
    const labels: string[] = [];
    for await (const row of db.selectFrom("items").select("label").stream()) labels.push(row.label);
    expect(labels).toEqual(["uno"]);
  });

  it("rolls back schema changes made in a failed transaction", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.schema.createTable("doomed").addColumn("id", "integer").execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(["items"]);
  });
});
