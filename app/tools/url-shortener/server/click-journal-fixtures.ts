// Tests only: what the click journal's tests share: a click, the id of a process that has exited, loggers
// that keep what they are told, and a testbed on one test database (links to click, their counts, the
// journals' rows, a journal writing into the test's folder).
import { spawnSync } from "node:child_process";
import { vi } from "vitest";
import { createLogger } from "../../../../server/logger.ts";
import type { TestDatabase } from "../../../../server/test/databases.ts";
import { clicksCounted } from "../../../test/clicks-counted.ts";
import { type ClickJournalOptions, createClickJournal } from "./click-journal.ts";
import type { ClickEvent } from "./click-recorder.ts";
import { createShortLinkRepository } from "./repository.ts";

export const HOST = "test-host";

export const click = (linkId: number, bot = false): ClickEvent => ({
  linkId,
  at: new Date().toISOString(),
  bot,
  referrer: "news.example",
  country: "FR",
  device: "desktop",
  browser: "Firefox",
  os: "Linux",
});

/** The id of a process that has exited: its journal is an orphan. */
export function deadPid(): number {
  const pid = spawnSync(process.execPath, ["-e", ""]).pid;
  if (pid === undefined) throw new Error("no child process");
  return pid;
}

export const logger = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

/** The project's logger at its most talkative, with the JSON lines it writes. */
export function logged() {
  const lines: Record<string, unknown>[] = [];
  return { logger: createLogger("debug", (text) => lines.push(JSON.parse(text))), lines };
}

export const warnings = (lines: Record<string, unknown>[]) => lines.filter((entry) => entry.level === "warn");

/** Within describeEachDialect: the database under test, and the folder of the test under way. */
export function journalTestbed(database: () => TestDatabase, dir: () => string) {
  const repository = () => createShortLinkRepository(database().handle.db);

  async function newLink(): Promise<number> {
    const slug = `j${Math.random().toString(36).slice(2, 10)}`;
    const link = await repository().insert({
      internalSlug: slug,
      shortenedSlug: slug,
      originalUrl: "https://example.com/",
      normalizedUrl: "https://example.com/",
      language: "en",
    });
    return link.id;
  }

  const counted = (linkId: number) => clicksCounted(database().handle.db, linkId);

  const journalRows = (name: string) =>
    database().handle.db.selectFrom("click_journals").selectAll().where("name", "=", name).execute();

  function journal(overrides: Partial<ClickJournalOptions> = {}) {
    // A long fold period: the tests fold by hand.
    return createClickJournal({
      dir: dir(),
      store: repository(),
      logger: logger(),
      foldMs: 60_000,
      host: HOST,
      ...overrides,
    });
  }

  return { repository, newLink, counted, journalRows, journal };
}
