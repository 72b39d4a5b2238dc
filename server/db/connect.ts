import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { DialectName } from "./dialect.ts";
import type { Database } from "./schema.ts";
import { createSqliteDialect, openSqliteFile } from "./sqlite-dialect.ts";

export type { DialectName } from "./dialect.ts";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes every connection; later calls do nothing. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// or postgresql:// URL; without one the embedded SQLite database is used. */
  databaseUrl?: string;
  /** Directory of the SQLite file, created if missing. */
  dataDir: string;
}

export const sqliteFileName = "veritools.db";

// Without a limit, a request waiting for a connection to an unreachable server would hang forever.
const connectionTimeoutMs = 5000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl?.trim();
  if (!url) {
    await mkdir(options.dataDir, { recursive: true });
    return openSqlite(path.join(options.dataDir, sqliteFileName));
  }
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgres(url);
  // The URL itself is not repeated: it may hold a password.
  throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
}

/** Resolves when the database answers a trivial query, rejects with the driver's error otherwise. */
export async function ping(handle: DatabaseHandle): Promise<void> {
  await sql`select 1`.execute(handle.db);
}

function openSqlite(filename: string): DatabaseHandle {
  const file = openSqliteFile(filename);
  const db = new Kysely<Database>({ dialect: createSqliteDialect(file) });
  return {
    db,
    dialect: "sqlite",
    close: once(async () => {
      await db.destroy();
      // Kysely closes the file only if a query ran.
      if (file.isOpen) file.close();
    }),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: connectionTimeoutMs });
  // An idle client losing its server emits on the pool, and an unhandled 'error' event ends the
  // process. The pool has already discarded that client; the next query opens a fresh one.
  pool.on("error", (error) => console.error("PostgreSQL idle client error:", error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: once(() => db.destroy()) };
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= action();
    return done;
  };
}
