import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import {
  type DatabaseHandle,
  type DialectName,
  type OpenDatabaseOptions,
  openDatabase,
} from "../db/connect.ts";
import { migrateToLatest } from "../db/migrate.ts";

/*
 * Fresh databases for integration tests: a SQLite file in a temporary directory, and, when
 * TEST_DATABASE_URL names a PostgreSQL server, a database with a random name on it. Each is deleted by
 * `drop()`.
 */

export const dialectNames: readonly DialectName[] = ["sqlite", "postgres"];

export interface TestDatabase {
  readonly dialect: DialectName;
  /** What `openDatabase` needs to reach this database again. */
  readonly options: OpenDatabaseOptions;
  /** The open handle; `reopen` replaces it. */
  readonly handle: DatabaseHandle;
  /** Closes the handle and opens the same database again, as a restarted process would. */
  reopen(): Promise<DatabaseHandle>;
  /** Closes the handle and deletes the database. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations before handing the database over; default true. */
  migrate?: boolean;
}

/** The PostgreSQL server for tests, or undefined when PostgreSQL suites are to be skipped. */
export function postgresTestUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export async function createTestDatabase(
  dialect: DialectName,
  { migrate = true }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const storage = dialect === "sqlite" ? await createSqliteStorage() : await createPostgresStorage();
  let handle: DatabaseHandle | undefined;
  const database: TestDatabase = {
    dialect,
    options: storage.options,
    get handle() {
      if (handle === undefined) throw new Error("The test database is closed");
      return handle;
    },
    async reopen() {
      await handle?.close();
      handle = undefined;
      handle = await openDatabase(storage.options);
      return handle;
    },
    async drop() {
      await handle?.close();
      handle = undefined;
      await storage.remove();
    },
  };
  try {
    handle = await openDatabase(storage.options);
    if (migrate) await migrateToLatest(handle.db);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

interface Storage {
  options: OpenDatabaseOptions;
  remove(): Promise<void>;
}

async function createSqliteStorage(): Promise<Storage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "veritools-test-"));
  return { options: { dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

async function createPostgresStorage(): Promise<Storage> {
  const serverUrl = postgresTestUrl();
  if (serverUrl === undefined) throw new Error("TEST_DATABASE_URL is not set");
  const name = `veritools_test_${randomBytes(8).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  // A folder of its own even with a URL: the click journals kept there belong to this database.
  const dataDir = await mkdtemp(path.join(tmpdir(), "veritools-test-"));
  return {
    options: { databaseUrl: databaseUrl.toString(), dataDir },
    remove: async () => {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
