// The journals that processes left behind (killed, or closed while the database refused their clicks):
// claimed by an atomic rename, so that two processes never take the same, replayed from their stored
// offset, then deleted. A process runs it at its start; `npm run clicks:replay` for another host's.
import fs from "node:fs";
import path from "node:path";
import { claimedName, clickCount, parseJournalFile, readLines } from "./click-journal-format.ts";
import { type JournalDeps, removeJournal } from "./click-journal-store.ts";

/** What a replay works with: what every journal needs, and how many clicks a transaction takes. */
interface ReplayDeps extends JournalDeps {
  /** Journal lines (one click, or alike clicks counted together) stored per transaction. */
  batch: number;
}

/** Whether a process of this host with that id still runs (EPERM: it runs under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/**
 * Stores the clicks of a journal from its recorded offset, then deletes it. Lines that are not clicks (a
 * line torn by a power cut, zeroed or corrupted bytes) cost only themselves: the first few are logged with
 * their offset, the rest counted, so that a garbage file cannot flood the log.
 */
async function replay(
  file: string,
  journal: string,
  deps: ReplayDeps,
): Promise<{ clicks: number; skipped: number }> {
  const from = await deps.store.journalOffset(journal);
  const { clicks, bad } = readLines(fs.readFileSync(file).subarray(from), from);
  for (const line of bad.first) {
    deps.logger.warn("unreadable click journal line skipped", {
      journal,
      offset: line.offset,
      bytes: line.bytes,
    });
  }
  if (bad.lines > bad.first.length) {
    deps.logger.warn("more unreadable click journal lines skipped", {
      journal,
      lines: bad.lines - bad.first.length,
      bytes: bad.bytes - bad.first.reduce((sum, line) => sum + line.bytes, 0),
    });
  }
  for (let at = 0; at < clicks.length; at += deps.batch) {
    const batch = clicks.slice(at, at + deps.batch);
    await deps.store.storeClicks(
      batch.map((line) => line.event),
      { name: journal, offset: batch.at(-1)?.end ?? from },
    );
    deps.onStored?.([...new Set(batch.map((line) => line.event.linkId))]);
  }
  const count = clickCount(clicks.map((line) => line.event));
  deps.logger.info("click journal replayed", { journal, clicks: count, skipped: bad.lines });
  await removeJournal(file, journal, deps);
  return { clicks: count, skipped: bad.lines };
}

export interface ReplayOptions extends JournalDeps {
  /** Journal lines stored per transaction; default 10,000. */
  replayBatch?: number;
  /** Who replays: its claims are named after it. */
  host: string;
  pid: number;
  /**
   * Whether the journals of other hosts are taken too: only on an operator's word that those hosts are
   * down (`npm run clicks:replay`), since their processes cannot be checked from here.
   */
  otherHosts?: boolean;
  /**
   * Whether this host's journals whose process id runs are taken too: only on an operator's word that
   * the id now belongs to another program (`npm run clicks:replay -- FOLDER --pid-reused`).
   */
  reusedPids?: boolean;
  /** A journal of this process's own, never replayed. */
  own?: string;
}

/**
 * Claims (by an atomic rename, so that two processes never take the same) and replays the journals of
 * `dir` whose writer is gone: this host's processes that have ended, and with `otherHosts` every other
 * host's. Journals left alone are logged with how to replay them once their writer is surely gone.
 * Returns the clicks stored, the unreadable lines skipped and the journals that could not be stored
 * (logged, and left claimed for a later start or run once this process has ended).
 */
export async function replayJournals(
  dir: string,
  options: ReplayOptions,
): Promise<{ clicks: number; skipped: number; failed: string[] }> {
  const { host, pid, otherHosts = false, reusedPids = false, own, logger } = options;
  const deps: ReplayDeps = { ...options, batch: options.replayBatch ?? 10_000 };
  let clicks = 0;
  let skipped = 0;
  const failed: string[] = [];
  for (const file of fs.readdirSync(dir)) {
    const parsed = parseJournalFile(file);
    if (parsed === null || file === own) continue;
    const { owner, journal } = parsed;
    if (owner.host !== host && !otherHosts) {
      // Journals of one host only, on its local disk: a former name of this host (a recreated container)
      // or a machine gone for good.
      logger.warn("click journal of another host left alone", {
        journal: file,
        host: owner.host,
        advice: `If no process runs any more on host ${owner.host}, store its clicks with: npm run clicks:replay -- ${dir}`,
      });
      continue;
    }
    if (owner.host === host && owner.pid !== pid && !reusedPids && isRunning(owner.pid)) {
      // Most often a sibling process writing its own journal; after a restart of a container, the id of a
      // process that is gone can belong to another program, which would keep its clicks here for ever.
      logger.warn("click journal of a running process left alone", {
        journal: file,
        pid: owner.pid,
        advice: `If process ${owner.pid} is not a VeriTools process using this folder, move ${path.join(dir, file)} to an empty folder and store its clicks with: npm run clicks:replay -- FOLDER --pid-reused`,
      });
      continue;
    }
    const claimed = path.join(dir, claimedName(journal, host, pid));
    try {
      fs.renameSync(path.join(dir, file), claimed);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // claimed by another process
      throw error;
    }
    try {
      const replayed = await replay(claimed, journal, deps);
      clicks += replayed.clicks;
      skipped += replayed.skipped;
    } catch (error) {
      logger.error("click journal not replayed", { error, journal });
      failed.push(journal);
    }
  }
  return { clicks, skipped, failed };
}
