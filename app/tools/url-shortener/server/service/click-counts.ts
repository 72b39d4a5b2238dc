// A link's clicks: journaled before the visitor is answered, stored by the journal's folds, and their
// links announced at most every ANNOUNCE_CLICKS_MS.
import type { Logger } from "#server/logger.ts";
import { createClickJournal } from "../click-journal.ts";
import type { JournalStore } from "../click-journal-store.ts";
import type { VisitFigures, VisitRequest } from "../click-recorder.ts";
import type { Announcements } from "./announcements.ts";

/** Least time between two announcements of the same link's new clicks. */
const ANNOUNCE_CLICKS_MS = 500;

export interface ClickCountDeps {
  /** The folder of the click journals (CLICK_JOURNAL_DIR). */
  dir: string;
  store: JournalStore;
  classifyVisit: (visit: VisitRequest) => VisitFigures;
  announcements: Pick<Announcements, "announceUpdates">;
  logger: Logger;
}

/**
 * Now in ISO 8601 UTC, read once per turn of the event loop: the requests read in one turn arrived
 * together as far as the server can tell, and reading and writing the time at each click stood out in
 * the CPU profile of redirects under load.
 */
function createTurnClock(): () => string {
  let text: string | undefined;
  const forget = () => {
    text = undefined;
  };
  return () => {
    if (text === undefined) {
      text = new Date().toISOString();
      setImmediate(forget);
    }
    return text;
  };
}

export function createClickCounts({ dir, store, classifyVisit, announcements, logger }: ClickCountDeps) {
  // Under load a commit of clicks happens every few milliseconds: their links are announced at most every
  // ANNOUNCE_CLICKS_MS, not at each commit (on PostgreSQL each announcement is a NOTIFY to every process).
  const clicked = new Set<number>();
  let announceTimer: NodeJS.Timeout | undefined;
  const announceClicks = async () => {
    clearTimeout(announceTimer);
    announceTimer = undefined;
    const ids = [...clicked];
    clicked.clear();
    await announcements
      .announceUpdates(ids)
      .catch((error: unknown) => logger.warn("clicks not announced", { error }));
  };
  const onStored = (ids: number[]) => {
    for (const id of ids) clicked.add(id);
    announceTimer ??= setTimeout(announceClicks, ANNOUNCE_CLICKS_MS);
  };
  const clicks = createClickJournal({ dir, store, onStored, logger });
  const now = createTurnClock();

  return {
    /**
     * Records a visit of the preview page (/s/…) or a redirect (/r/…) that did not come from it; resolves
     * once it is journaled (or stored), so that answering after it never loses it (decision 015).
     */
    recordClick(id: number, visit: VisitRequest): Promise<void> {
      return clicks.record(id, now(), classifyVisit(visit));
    },

    /** Replays the click journals of processes that are gone (before the first redirect is answered). */
    async start() {
      await clicks.start();
    },

    /** Stores the clicks still queued. */
    async close() {
      await clicks.close();
      await announceClicks();
    },
  };
}
