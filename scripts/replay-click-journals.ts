// `npm run clicks:replay -- FOLDER [--pid-reused]`: stores the clicks left in the click journals of FOLDER
// by the processes of any host (decision 015). A process replays at its start only the journals of its
// own host, whose processes it can check; a machine that is down for good leaves its last clicks in its
// folder: copy them here and run this, once its processes are surely stopped. This host's journals whose
// process id runs are left alone, as at a start, unless `--pid-reused` says that id now belongs to
// another program (a start logs how to). Reads DATABASE_URL or DATA_DIR like the server.
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { replayJournals } from "#app/tools/url-shortener/server/click-journal-replay.ts";
import { createShortLinkRepository } from "#app/tools/url-shortener/server/repository.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/connect.ts";
import { createLogger } from "#server/logger.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const USAGE = `Usage: npm run clicks:replay -- FOLDER [--pid-reused]
  FOLDER        the click journals of a host that is down for good
  --pid-reused  also this host's journals whose process id now belongs to another program
                (in a folder no running VeriTools process writes to)`;

function commandLine() {
  try {
    return parseArgs({
      options: { "pid-reused": { type: "boolean", default: false } },
      allowPositionals: true,
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}
const { values, positionals } = commandLine();
const [folder] = positionals;
if (!folder || positionals.length > 1) fail(USAGE);
if (!existsSync(folder)) fail(`No folder ${folder}.`);
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const database = await openDatabase(config);
try {
  const { clicks, skipped, failed } = await replayJournals(path.resolve(folder), {
    store: createShortLinkRepository(database.db),
    logger: createLogger(config.logLevel, (line) => process.stderr.write(line)),
    host: os.hostname(),
    pid: process.pid,
    otherHosts: true,
    reusedPids: values["pid-reused"],
  });
  process.stdout.write(`Stored ${clicks.toLocaleString("en")} clicks from ${folder}.\n`);
  if (skipped > 0) {
    process.stdout.write(
      `Skipped ${skipped.toLocaleString("en")} unreadable lines (torn or corrupted; see the log above).\n`,
    );
  }
  if (failed.length > 0) {
    process.stderr.write(`Not replayed (see the log above; left for another run): ${failed.join(", ")}\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
