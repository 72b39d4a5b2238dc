// This process's click journal (decision 015): the clicks of each turn (click-journal-turn.ts) appended to
// its file (click-journal-file.ts) before their redirects are answered, folded into the database and
// flushed to the disk every `foldMs`, the file replaced once fully stored and large. Its start first
// replays what dead processes left (click-journal-replay.ts); the file's format is click-journal-format.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type JournalFile, openJournalFile } from "./click-journal-file.ts";
import { clickCount, journalLine, journalName } from "./click-journal-format.ts";
import { replayJournals } from "./click-journal-replay.ts";
import { type JournalDeps, removeJournal, syncDir } from "./click-journal-store.ts";
import { createClickTurn } from "./click-journal-turn.ts";
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
  /** Journal lines stored per transaction when a dead process's journal is replayed. */
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

  let file: JournalFile | undefined;
  /** Bytes of the current file whose clicks are stored. */
  let folded = 0;
  /** Written, not yet stored. */
  let unfolded: ClickEvent[] = [];
  let folding: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  // Written even when the write fails: the next fold stores them if the process lives until then.
  const turn = createClickTurn((events) => {
    let text = "";
    for (const event of events) text += journalLine(event);
    file?.append(text, clickCount(events));
    unfolded.push(...events);
  });

  /** Opens a new journal file, its name flushed to the disk so that a power cut cannot lose the file. */
  async function openFile(): Promise<void> {
    file = openJournalFile(dir, journalName(host, pid), logger);
    folded = 0;
    try {
      await syncDir(dir);
    } catch (error) {
      logger.error("click journal folder not flushed to the disk", { error });
    }
  }

  /** Stores what is written; after a failure the same clicks (and more) go into the next fold. */
  async function fold(): Promise<void> {
    if (unfolded.length === 0 || file === undefined) return;
    // Clicks written while this fold runs go into the next one.
    const batch = unfolded;
    const offset = file.written;
    unfolded = [];
    try {
      await store.storeClicks(batch, { name: file.name, offset });
    } catch (error) {
      logger.error("clicks not stored; the next fold retries them", { error, clicks: clickCount(batch) });
      unfolded = [...batch, ...unfolded];
      return;
    }
    folded = offset;
    onStored?.([...new Set(batch.map((event) => event.linkId))]);
    if (folded === file.written && file.written >= rotateBytes) await rotate(file);
  }

  /** A new file once the current one is fully stored and large: the old one is no longer needed. */
  async function rotate(old: JournalFile): Promise<void> {
    // No flush may use the descriptor once it is closed; clicks written meanwhile keep the file for now.
    await old.settled();
    if (folded !== old.written) return;
    old.close();
    await openFile();
    await removeJournal(path.join(dir, old.name), old.name, removal);
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
      await replayJournals(dir, { store, onStored, logger, replayBatch, host, pid, own: file?.name });
      // The flush has its own turn: a database that is slow to fold must not leave clicks unflushed.
      timer = setInterval(() => {
        void foldSoon();
        void file?.flush();
      }, foldMs);
      timer.unref();
    },

    get file() {
      return path.join(dir, file?.name ?? "");
    },

    async fold() {
      while (folding !== null) await folding;
      await foldSoon();
    },

    record(linkId, at, figures) {
      return turn.add(linkId, at, figures);
    },

    async close() {
      clearInterval(timer);
      turn.endNow();
      while (folding !== null) await folding;
      await foldSoon();
      if (file === undefined || file.closed) return;
      // Not stored (the database refused): the file stays, flushed, for the next start to replay.
      if (folded !== file.written) {
        await file.settled();
        await file.flush();
      }
      // No flush may use the descriptor once it is closed.
      await file.settled();
      file.close();
      if (folded === file.written) await removeJournal(path.join(dir, file.name), file.name, removal);
      else
        logger.error("clicks left in the journal for the next start", {
          journal: file.name,
          clicks: clickCount(unfolded),
        });
    },
  };
}
