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
  forgetJournal(name: string): Promise<void>;
}

export interface ClickJournalOptions {
  /** The folder of every process's journal on this host (CLICK_JOURNAL_DIR). */
  dir: string;
  store: JournalStore;
  /** Told the links whose clicks a fold has just stored. */
  onStored?(linkIds: number[]): void;
  logger: Pick<Logger, "error" | "info">;
  /** Time between two folds into the database; default 200 ms. */
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

function parseLine(text: string): ClickEvent {
  const fields: unknown = JSON.parse(text);
  if (!Array.isArray(fields) || fields.length !== 8 || typeof fields[0] !== "number") {
    throw new Error(`not a click journal line: ${text.slice(0, 80)}`);
  }
  const [linkId, at, bot, referrer, country, device, browser, os] = fields as [
    number,
    string,
    number,
    string,
    string,
    string,
    string,
    string,
  ];
  return { linkId, at, bot: bot === 1, referrer, country, device, browser, os };
}

/**
 * The clicks of the complete lines of `bytes`, each with the byte offset just after its line; a torn
 * last line (a write cut by a crash of the machine) is left out.
 */
export function readLines(bytes: Buffer): { event: ClickEvent; end: number }[] {
  const lines: { event: ClickEvent; end: number }[] = [];
  let start = 0;
  for (let end = bytes.indexOf(0x0a); end !== -1; start = end + 1, end = bytes.indexOf(0x0a, start)) {
    lines.push({ event: parseLine(bytes.toString("utf8", start, end)), end: end + 1 });
  }
  return lines;
}

/** What replaying journals needs: where to store their clicks, whom to tell, where to log. */
interface ReplayDeps {
  store: JournalStore;
  onStored?(linkIds: number[]): void;
  logger: Pick<Logger, "error" | "info">;
  /** Clicks stored per transaction. */
  batch: number;
}

/** Deletes a journal whose clicks are all stored, then its row (a failure there only leaves a row). */
async function removeJournal(
  file: string,
  journal: string,
  deps: Pick<ReplayDeps, "store" | "logger">,
): Promise<void> {
  fs.rmSync(file, { force: true });
  try {
    await deps.store.forgetJournal(journal);
  } catch (error) {
    deps.logger.error("folded click journal not forgotten", { error, journal });
  }
}

/** Stores the clicks of a journal from its recorded offset, then deletes it; returns how many. */
async function replay(file: string, journal: string, deps: ReplayDeps): Promise<number> {
  const from = await deps.store.journalOffset(journal);
  const lines = readLines(fs.readFileSync(file).subarray(from));
  for (let at = 0; at < lines.length; at += deps.batch) {
    const batch = lines.slice(at, at + deps.batch);
    const offset = from + (batch.at(-1)?.end ?? 0);
    await deps.store.storeClicks(
      batch.map((line) => line.event),
      { name: journal, offset },
    );
    deps.onStored?.([...new Set(batch.map((line) => line.event.linkId))]);
  }
  deps.logger.info("click journal replayed", { journal, clicks: lines.length });
  await removeJournal(file, journal, deps);
  return lines.length;
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
  /** A journal of this process's own, never replayed. */
  own?: string;
}

/**
 * Claims (by an atomic rename, so that two processes never take the same) and replays the journals of
 * `dir` whose writer is gone: this host's processes that have ended, and with `otherHosts` every other
 * host's. Returns the clicks stored and the journals that could not be (logged, and left claimed for a
 * later start or run once this process has ended).
 */
export async function replayJournals(
  dir: string,
  options: ReplayOptions,
): Promise<{ clicks: number; failed: string[] }> {
  const { host, pid, otherHosts = false, own } = options;
  const deps: ReplayDeps = { ...options, batch: options.replayBatch ?? 10_000 };
  let clicks = 0;
  const failed: string[] = [];
  for (const file of fs.readdirSync(dir)) {
    const parsed = parseJournalFile(file);
    if (parsed === null || file === own) continue;
    const { owner, journal } = parsed;
    if (owner.host !== host && !otherHosts) continue;
    if (owner.host === host && owner.pid !== pid && isRunning(owner.pid)) continue;
    const claimed = path.join(dir, `${journal}${CLAIM}${encodeHost(host)}~${pid}`);
    try {
      fs.renameSync(path.join(dir, file), claimed);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // claimed by another process
      throw error;
    }
    try {
      clicks += await replay(claimed, journal, deps);
    } catch (error) {
      deps.logger.error("click journal not replayed", { error, journal });
      failed.push(journal);
    }
  }
  return { clicks, failed };
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
  /** Bytes written to the current file, and those whose clicks are stored. */
  let written = 0;
  let folded = 0;
  /** Written, not yet stored. */
  let unfolded: ClickEvent[] = [];
  /** Clicks of this turn, written together at its end. */
  let turn: ClickEvent[] = [];
  let turnDone: Promise<void> | null = null;
  let release = () => {};
  let immediate: NodeJS.Immediate | undefined;
  let folding: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  function openFile(): void {
    name = journalName(host, pid);
    fd = fs.openSync(path.join(dir, name), "a");
    written = 0;
    folded = 0;
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
    const old = name;
    fs.closeSync(fd);
    openFile();
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
      openFile();
      await replayJournals(dir, { store, onStored, logger, replayBatch, host, pid, own: name });
      timer = setInterval(() => void foldSoon(), foldMs);
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
      fs.closeSync(fd);
      fd = -1;
      // Not stored (the database refused): the file stays for the next start to replay.
      if (folded === written) await removeJournal(path.join(dir, name), name, removal);
      else
        logger.error("clicks left in the journal for the next start", {
          journal: name,
          clicks: unfolded.length,
        });
    },
  };
}
