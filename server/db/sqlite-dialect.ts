import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { type DialectAdapter, SqliteAdapter, type SqliteDatabase, SqliteDialect } from "kysely";
import { LruCache } from "../lib/lru-cache.ts";

const busyTimeoutMs = 5000;

/** Opens (creating if needed) a SQLite file set up for a long-running server process. */
export function openSqliteFile(filename: string): DatabaseSync {
  const database = new DatabaseSync(filename);
  // WAL lets readers proceed during a write. With WAL, NORMAL keeps every commit across a crash of the
  // process and may lose only the last ones on power loss, for much cheaper commits than FULL.
  database.exec(`
    pragma journal_mode = WAL;
    pragma foreign_keys = ON;
    pragma busy_timeout = ${busyTimeoutMs};
    pragma synchronous = NORMAL;
  `);
  return database;
}

// Older releases of node:sqlite (engines allows Node 22) refuse JavaScript booleans, which Kysely passes
// for boolean columns and comparisons; SQLite itself spells true and false as 1 and 0.
function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => (typeof value === "boolean" ? Number(value) : value)) as SQLInputValue[];
}

/** Statements kept prepared: the app's queries are a few dozen texts, each run again and again. */
const PREPARED_STATEMENTS = 200;

/** Presents node:sqlite's `DatabaseSync` as the better-sqlite3 subset that Kysely's SqliteDialect drives. */
export function adaptDatabaseSync(database: DatabaseSync): SqliteDatabase {
  // Preparing costs as much as running a small statement: on the redirect path (a commit of clicks for
  // every few requests) reusing them is a tenth of the database's time.
  const prepared = new LruCache<string, { statement: StatementSync; reader: boolean }>(PREPARED_STATEMENTS);
  return {
    close: () => database.close(),
    prepare(sql) {
      let cached = prepared.get(sql);
      if (cached === undefined) {
        const made = database.prepare(sql);
        cached = { statement: made, reader: made.columns().length > 0 };
        prepared.set(sql, cached);
      }
      const { statement, reader } = cached;
      return {
        reader,
        all: (parameters) => statement.all(...bindable(parameters)),
        run: (parameters) => statement.run(...bindable(parameters)),
        iterate: (parameters) => statement.iterate(...bindable(parameters)),
      };
    },
  };
}

// Kysely declares SQLite without transactional DDL, so its migrator would apply a migration statement by
// statement and a failure would leave it half done. SQLite does roll back DDL, so say so.
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

export function createSqliteDialect(database: DatabaseSync): NodeSqliteDialect {
  return new NodeSqliteDialect({ database: adaptDatabaseSync(database) });
}
