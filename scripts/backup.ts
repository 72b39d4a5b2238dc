// `npm run backup -- FILE`: a consistent copy of the embedded database, safe while the site runs.
// SQLite's online backup copies committed pages only, including those still in the write-ahead log.
// Clicks still in the click journals (the last 200 ms of each process's, not yet folded) are not in it.
// With DATABASE_URL set it points to pg_dump instead: PostgreSQL has its own tools.
import { existsSync } from "node:fs";
import path from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { ConfigError, loadConfig } from "#server/config.ts";
import { sqliteFileName } from "#server/db/connect.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const target = process.argv[2];
if (!target) fail("Usage: npm run backup -- FILE (for example backups/veritools-2026-11-25.db)");
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g. pg_dump -Fc "$DATABASE_URL" > veritools.dump',
  );
}
const source = path.join(config.dataDir, sqliteFileName);
if (!existsSync(source)) fail(`No embedded database at ${source} (is DATA_DIR right?)`);
if (existsSync(target)) fail(`${target} exists already; choose a new file name.`);

// Every page in one step, under one read transaction: the copy is the database as of that step's start.
// In steps of a few pages (the default, 100), a commit between two steps makes SQLite start over, so a
// site committing every few milliseconds kept the copy from ever ending. With the write-ahead log a
// reader blocks no writer (only checkpoints wait for it), and the step copies pages as they are, faster
// than VACUUM INTO, which rebuilds every table and index. node:sqlite refuses SQLite's -1 for "all":
// this many pages is more than any database holds.
const ALL_PAGES = 2 ** 31 - 1;

const database = new DatabaseSync(source, { readOnly: true });
try {
  const pages = await backup(database, path.resolve(target), { rate: ALL_PAGES });
  process.stdout.write(`Backed up ${source} to ${path.resolve(target)} (${pages} pages)\n`);
} finally {
  database.close();
}
