// What a click journal asks of the database, and how a journal whose clicks are all stored leaves the
// disk: in an order that survives a power cut (decision 015).
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "#server/logger.ts";
import type { ClickEvent } from "./click-recorder.ts";
import type { JournalPosition } from "./short-link-record.ts";

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

/** What writing and replaying journals share: where to store their clicks, whom to tell, where to log. */
export interface JournalDeps {
  store: JournalStore;
  /** Told the links whose clicks have just been stored (by a fold or a replay). */
  onStored?(linkIds: number[]): void;
  logger: Pick<Logger, "error" | "warn" | "info">;
}

/** Flushes a folder's entries (files created, renamed or deleted) to the disk. */
export async function syncDir(dir: string): Promise<void> {
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
export async function removeJournal(
  file: string,
  journal: string,
  deps: Pick<JournalDeps, "store" | "logger">,
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
