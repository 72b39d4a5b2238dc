// `npm run clicks:replay -- FOLDER`: stores the clicks left in the click journals of FOLDER by the
// processes of any host (decision 015). A process replays at its start only the journals of its own
// host, whose processes it can check; a machine that is down for good leaves its last clicks in its
// folder: copy them here and run this, once its processes are surely stopped. This host's running
// processes' journals are left alone, as at a start. Reads DATABASE_URL or DATA_DIR like the server.
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { replayJournals } from "../app/tools/url-shortener/server/click-journal.ts";
import { createShortLinkRepository } from "../app/tools/url-shortener/server/repository.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/connect.ts";
import { createLogger } from "../server/logger.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const folder = process.argv[2];
if (!folder) fail("Usage: npm run clicks:replay -- FOLDER (the click journals of a host that is down)");
if (!existsSync(folder)) fail(`No folder ${folder}.`);
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const database = await openDatabase(config);
try {
  const { clicks, failed } = await replayJournals(path.resolve(folder), {
    store: createShortLinkRepository(database.db),
    logger: createLogger(config.logLevel, (line) => process.stderr.write(line)),
    host: os.hostname(),
    pid: process.pid,
    otherHosts: true,
  });
  process.stdout.write(`Stored ${clicks.toLocaleString("en")} clicks from ${folder}.\n`);
  if (failed.length > 0) {
    process.stderr.write(`Not replayed (see the log above; left for another run): ${failed.join(", ")}\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
