import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Logger } from "../../../../server/logger.ts";
import type { ClickEvent, ClickRecorder } from "./click-recorder.ts";
import type { JournalPosition } from "./repository.ts";

/** What the journal needs of the database (the short-link repository gives it). */
export interface JournalStore {
  /** Stores the events and records the journal's new folded offset, in one transaction. */
  storeClicks(events: readonly ClickEvent[], journal: JournalPosition): Promise<void>;
  /** Bytes of the journal already stored; 0 if never folded. */
  journalOffset(name: string): Promise<number>;
  /**
   * Makes the stored clicks of journal `name`, and every commit before them, survive a power cut: called
   * before its file is deleted, the only copy of those clicks the database might otherwise lose.
   */
  syncJournal(name: string): Promise<void>;
  forgetJournal(name: string): Promise<void>;
}

export interface ClickJournalOptions {
  /** The folder of every process's journal on this host (CLICK_JOURNAL_DIR). */
  dir: string;
  store: JournalStore;
  /** Told the links whose clicks a fold has just stored. */
  onStored?(linkIds: number[]): void;
  logger: Pick<Logger, "error" | "warn" | "info">;
  /**
   * Time between two folds into the database, and between two flushes of the journal to the disk (what a
   * power cut can lose); default 200 ms.
   */
  foldMs?: number;
  /** A fully folded file larger than this is replaced by a new one; default 4 MB. */
  rotateBytes?: number;
  /** Clicks stored per transaction when a dead process's journal is replayed. */
  replayBatch?: number;
  host?: string;
  pid?: number;
}

export interface ClickJournal extends ClickRecorder {
  /** Replays the journals of processes that are gone, then opens this process's own. */
  start(): Promise<void>;
  /** Stores what is written now (after the fold under way, if any); the timer calls it every `foldMs`. */
  fold(): Promise<void>;
  /** This process's journal file. */
  readonly file: string;
}

const SUFFIX = ".jsonl";
const CLAIM = ".claimed~";

/** `clicks~<host>~<pid>~<random>.jsonl`: which process writes it, so another can tell it is gone. */
function journalName(host: string, pid: number): string {
  return `clicks~${encodeHost(host)}~${pid}~${randomBytes(6).toString("hex")}${SUFFIX}`;
}

/** A host name safe in a file name, without the "~" that separates the parts of one. */
function encodeHost(host: string): string {
  return encodeURIComponent(host).replaceAll("~", "%7E");
}

interface Owner {
  host: string;
  pid: number;
}

/** The journal (its name in click_journals) and the process that owns the file now: its writer or claimer. */
export function parseJournalFile(file: string): { journal: string; owner: Owner } | null {
  const claimAt = file.indexOf(CLAIM);
  const journal = claimAt === -1 ? file : file.slice(0, claimAt);
  const writer = /^clicks~([^~]+)~(\d+)~[0-9a-f]+\.jsonl$/.exec(journal);
  if (writer === null) return null;
  if (claimAt === -1)
    return { journal, owner: { host: decodeURIComponent(writer[1] ?? ""), pid: Number(writer[2]) } };
  const claimer = /^([^~]+)~(\d+)$/.exec(file.slice(claimAt + CLAIM.length));
  if (claimer === null) return null;
  return { journal, owner: { host: decodeURIComponent(claimer[1] ?? ""), pid: Number(claimer[2]) } };
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
 * One click as a journal line: a JSON array rather than an object, shorter to write and to read
 * (`[linkId, at, bot (1 or 0), referrer, country, device, browser, os]`).
 */
export function journalLine(event: ClickEvent): string {
  const { linkId, at, bot, referrer, country, device, browser, os } = event;
  return `${JSON.stringify([linkId, at, bot ? 1 : 0, referrer, country, device, browser, os])}\n`;
}

/** The click of one line, or null if it is not one (torn by a crash, or corrupted). */
function parseLine(text: string): ClickEvent | null {
  let fields: unknown;
  try {
    fields = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 8) return null;
  const [linkId, at, bot, referrer, country, device, browser, os] = fields as unknown[];
  if (
    !Number.isSafeInteger(linkId) ||
    typeof at !== "string" ||
    Number.isNaN(Date.parse(at)) ||
    (bot !== 0 && bot !== 1) ||
    typeof referrer !== "string" ||
    typeof country !== "string" ||
    typeof device !== "string" ||
    typeof browser !== "string" ||
    typeof os !== "string"
  ) {
    return null;
  }
  return { linkId: linkId as number, at, bot: bot === 1, referrer, country, device, browser, os };
}

/** How many unreadable lines of a journal are listed (and logged) one by one; the rest are counted. */
const LISTED_BAD_LINES = 5;

export interface JournalLines {
  /** The clicks, each with the byte offset just after its line. */
  clicks: { event: ClickEvent; end: number }[];
  /** Lines that are not clicks: the first few (offset and length in bytes), and how many in all. */
  bad: { first: { offset: number; bytes: number }[]; lines: number; bytes: number };
}

/**
 * The clicks of `bytes` (offsets counted from `base`). A line ends at a newline, at a NUL byte or at the
 * end: a power cut can leave a file's last blocks zeroed, and JSON never holds a raw NUL, so a line after
 * such a block is still read. A line that is not a click costs only itself: it is counted in `bad`.
 */
export function readLines(bytes: Buffer, base = 0): JournalLines {
  const result: JournalLines = { clicks: [], bad: { first: [], lines: 0, bytes: 0 } };
  // Both searches resume where they stopped: a long run of NULs stays one pass over the bytes.
  let newline = -1;
  let nul = -1;
  for (let start = 0; start < bytes.length; ) {
    if (newline < start) newline = bytes.indexOf(0x0a, start);
    if (nul < start) nul = bytes.indexOf(0x00, start);
    if (newline === -1) newline = bytes.length;
    if (nul === -1) nul = bytes.length;
    const end = Math.min(newline, nul);
    if (end > start) {
      const event = parseLine(bytes.toString("utf8", start, end));
      if (event !== null) result.clicks.push({ event, end: base + Math.min(end + 1, bytes.length) });
      else {
        const bad = result.bad;
        if (bad.first.length < LISTED_BAD_LINES) bad.first.push({ offset: base + start, bytes: end - start });
        bad.lines++;
        bad.bytes += end - start;
      }
    }
    start = end + 1;
  }
  return result;
}

/** What replaying journals needs: where to store their clicks, whom to tell, where to log. */
interface ReplayDeps {
  store: JournalStore;
  onStored?(linkIds: number[]): void;
  logger: Pick<Logger, "error" | "warn" | "info">;
  /** Clicks stored per transaction. */
  batch: number;
}

/** Flushes a folder's entries (files created, renamed or deleted) to the disk. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Deletes a journal whose clicks are all stored, then its row. Each step reaches the disk before the next
 * starts, so that a power cut cannot lose the clicks (the database's copy is made durable before the file
 * goes) nor count them twice (the file is gone for good before its offset is).
 */
async function removeJournal(
  file: string,
  journal: string,
  deps: Pick<ReplayDeps, "store" | "logger">,
): Promise<void> {
  try {
    await deps.store.syncJournal(journal);
  } catch (error) {
    // Kept: replayed from its stored offset once this process has ended, it adds nothing twice.
    deps.logger.error("folded click journal kept: the database did not confirm its clicks", {
      error,
      journal,
    });
    return;
  }
  fs.rmSync(file, { force: true });
  try {
    await syncDir(path.dirname(file));
    await deps.store.forgetJournal(journal);
  } catch (error) {
    deps.logger.error("folded click journal not forgotten", { error, journal });
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
  deps.logger.info("click journal replayed", { journal, clicks: clicks.length, skipped: bad.lines });
  await removeJournal(file, journal, deps);
  return { clicks: clicks.length, skipped: bad.lines };
}

export interface ReplayOptions
  extends Pick<ClickJournalOptions, "store" | "onStored" | "logger" | "replayBatch"> {
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
    const claimed = path.join(dir, `${journal}${CLAIM}${encodeHost(host)}~${pid}`);
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

/**
 * Append-only click journal (decision 015). The clicks of one turn of the event loop are written to this
 * process's file with one synchronous write before their redirects are answered: written data survives
 * a kill of the process. Every `foldMs` the clicks written since the last fold are stored in one
 * transaction that also records the file's folded offset, so that a journal left by a dead process is
 * replayed at the next start from exactly there: nothing is lost or counted twice.
 */
export function createClickJournal(options: ClickJournalOptions): ClickJournal {
  const {
    dir,
    store,
    onStored,
    logger,
    foldMs = 200,
    rotateBytes = 4 * 1024 * 1024,
    replayBatch = 10_000,
    host = os.hostname(),
    pid = process.pid,
  } = options;
  const removal = { store, logger };

  let name = "";
  let fd = -1;
  /** Bytes written to the current file, those whose clicks are stored, and those flushed to the disk. */
  let written = 0;
  let folded = 0;
  let flushed = 0;
  /** Written, not yet stored. */
  let unfolded: ClickEvent[] = [];
  /** Clicks of this turn, written together at its end. */
  let turn: ClickEvent[] = [];
  let turnDone: Promise<void> | null = null;
  let release = () => {};
  let immediate: NodeJS.Immediate | undefined;
  let folding: Promise<void> | null = null;
  let flushing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  /** Opens a new journal file, its name flushed to the disk so that a power cut cannot lose the file. */
  async function openFile(): Promise<void> {
    name = journalName(host, pid);
    fd = fs.openSync(path.join(dir, name), "a");
    written = 0;
    folded = 0;
    flushed = 0;
    try {
      await syncDir(dir);
    } catch (error) {
      logger.error("click journal folder not flushed to the disk", { error });
    }
  }

  function writeTurn(): void {
    immediate = undefined;
    const events = turn;
    const done = release;
    turn = [];
    turnDone = null;
    let text = "";
    for (const event of events) text += journalLine(event);
    const bytes = Buffer.from(text);
    try {
      let at = 0;
      while (at < bytes.length) at += fs.writeSync(fd, bytes, at);
      written += bytes.length;
    } catch (error) {
      // A full or failing disk: the clicks are stored at the next fold if the process lives until then;
      // a partial line is cut off so that the next write starts a line of its own.
      logger.error("clicks not written to the journal", { error, clicks: events.length });
      try {
        fs.ftruncateSync(fd, written);
      } catch {}
    }
    unfolded.push(...events);
    done();
  }

  /**
   * Flushes what is written to the disk, on the thread pool, never on a redirect's path: a power cut (or a
   * crash of the system) loses only the clicks written since the last flush.
   */
  async function flush(): Promise<void> {
    const upTo = written;
    if (upTo === flushed) return;
    try {
      await new Promise<void>((resolve, reject) =>
        fs.fdatasync(fd, (error) => (error === null ? resolve() : reject(error))),
      );
      flushed = upTo;
    } catch (error) {
      logger.error("click journal not flushed to the disk; retried in a moment", { error });
    }
  }

  function flushSoon(): Promise<void> {
    flushing ??= flush().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /** Stores what is written; after a failure the same clicks (and more) go into the next fold. */
  async function fold(): Promise<void> {
    if (unfolded.length === 0) return;
    // Clicks written while this fold runs go into the next one.
    const batch = unfolded;
    const offset = written;
    unfolded = [];
    try {
      await store.storeClicks(batch, { name, offset });
    } catch (error) {
      logger.error("clicks not stored; the next fold retries them", { error, clicks: batch.length });
      unfolded = [...batch, ...unfolded];
      return;
    }
    folded = offset;
    onStored?.([...new Set(batch.map((event) => event.linkId))]);
    if (folded === written && written >= rotateBytes) await rotate();
  }

  /** A new file once the current one is fully stored and large: the old one is no longer needed. */
  async function rotate(): Promise<void> {
    // No flush may use the descriptor once it is closed; clicks written meanwhile keep the file for now.
    while (flushing !== null) await flushing;
    if (folded !== written) return;
    const old = name;
    fs.closeSync(fd);
    await openFile();
    await removeJournal(path.join(dir, old), old, removal);
  }

  function foldSoon(): Promise<void> {
    folding ??= fold().finally(() => {
      folding = null;
    });
    return folding;
  }

  return {
    async start() {
      fs.mkdirSync(dir, { recursive: true });
      await openFile();
      await replayJournals(dir, { store, onStored, logger, replayBatch, host, pid, own: name });
      // The flush has its own turn: a database that is slow to fold must not leave clicks unflushed.
      timer = setInterval(() => {
        void foldSoon();
        void flushSoon();
      }, foldMs);
      timer.unref();
    },

    get file() {
      return path.join(dir, name);
    },

    async fold() {
      while (folding !== null) await folding;
      await foldSoon();
    },

    record(event) {
      turn.push(event);
      if (turnDone === null) {
        turnDone = new Promise<void>((resolve) => (release = resolve));
        immediate = setImmediate(writeTurn);
      }
      return turnDone;
    },

    async close() {
      clearInterval(timer);
      if (immediate !== undefined) {
        clearImmediate(immediate);
        writeTurn();
      }
      while (folding !== null) await folding;
      await foldSoon();
      if (fd === -1) return;
      if (folded !== written) {
        // Not stored (the database refused): the file stays, flushed, for the next start to replay.
        while (flushing !== null) await flushing;
        await flushSoon();
      }
      // No flush may use the descriptor once it is closed.
      while (flushing !== null) await flushing;
      fs.closeSync(fd);
      fd = -1;
      if (folded === written) await removeJournal(path.join(dir, name), name, removal);
      else
        logger.error("clicks left in the journal for the next start", {
          journal: name,
          clicks: unfolded.length,
        });
    },
  };
}
