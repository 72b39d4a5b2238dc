// This process's click journal (decision 015): the clicks of each turn appended to its file before their
// redirects are answered, folded into the database and flushed to the disk every `foldMs`, the file
// replaced once fully stored and large. Its start first replays what dead processes left
// (click-journal-replay.ts); the file's format is click-journal-format.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { journalLine, journalName } from "./click-journal-format.ts";
import { replayJournals } from "./click-journal-replay.ts";
import { type JournalDeps, removeJournal, syncDir } from "./click-journal-store.ts";
import type { ClickEvent, ClickRecorder } from "./click-recorder.ts";

export interface ClickJournalOptions extends JournalDeps {
  /** The folder of every process's journal on this host (CLICK_JOURNAL_DIR). */
  dir: string;
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
