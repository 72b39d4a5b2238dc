// Clicks as the journals fold them in (decision 015): their rows in click_events, the people among them
// added to their links' usage_count, and how far each click journal is stored (click_journals).
import { CompiledQuery, type Insertable, type Kysely, sql } from "kysely";
import { dialectOf } from "#server/db/dialect.ts";
import type { ClickEventTable, Database } from "#server/db/schema.ts";
import type { ClickEvent } from "../click-recorder.ts";
import type { JournalPosition } from "../short-link-record.ts";

// 9 parameters a row: well under SQLite's and PostgreSQL's limits on parameters in one statement.
const EVENTS_PER_INSERT = 500;

/**
 * Visits of one commit (a few milliseconds) with the same figures are one row with their number: under
 * load most are alike, and a row less is most of a click's cost.
 */
function mergedRows(events: readonly ClickEvent[]): Insertable<ClickEventTable>[] {
  const merged = new Map<string, Insertable<ClickEventTable>>();
  for (const event of events) {
    const key = `${event.linkId}\n${event.bot}\n${event.referrer}\n${event.country}\n${event.device}\n${event.browser}\n${event.os}`;
    const row = merged.get(key);
    if (row) row.clicks = (row.clicks ?? 1) + event.clicks;
    else {
      merged.set(key, {
        link_id: event.linkId,
        created_at: event.at,
        is_bot: event.bot,
        referrer: event.referrer,
        country: event.country,
        device: event.device,
        browser: event.browser,
        os: event.os,
        clicks: event.clicks,
      });
    }
  }
  return [...merged.values()];
}

/** The people (not bots) among the events, by link. */
function peopleByLink(events: readonly ClickEvent[]): Map<number, number> {
  const people = new Map<number, number>();
  for (const event of events) {
    if (!event.bot) people.set(event.linkId, (people.get(event.linkId) ?? 0) + event.clicks);
  }
  return people;
}

export function createClickRepository(db: Kysely<Database>) {
  const postgres = dialectOf(db) === "postgres";

  // The clicks journaled by every redirect are folded in every 200 ms (decision 015), and building a
  // query costs more than SQLite takes to run it: the click statements are built once per shape, then
  // run again with new values.
  const insertTexts = new Map<number, string>();
  function insertEvents(executor: Kysely<Database>, rows: Insertable<ClickEventTable>[]): CompiledQuery {
    const columns = Object.keys(rows[0] ?? {}) as (keyof Insertable<ClickEventTable>)[];
    let text = insertTexts.get(rows.length);
    if (text === undefined) {
      text = executor.insertInto("click_events").values(rows).compile().sql;
      insertTexts.set(rows.length, text);
    }
    return CompiledQuery.raw(
      text,
      rows.flatMap((row) => columns.map((column) => row[column])),
    );
  }
  let addPeopleText: string | undefined;
  function addPeople(executor: Kysely<Database>, id: number, people: number): CompiledQuery {
    addPeopleText ??= executor
      .updateTable("short_links")
      .set((eb) => ({ usage_count: eb("usage_count", "+", people) }))
      .where("id", "=", id)
      .compile().sql;
    return CompiledQuery.raw(addPeopleText, [people, id]);
  }

  return {
    /**
     * Stores the click events and adds the people among them to their links' `usage_count`, in one
     * transaction: both or neither; with `journal`, that transaction also records how far that click
     * journal is now stored. Counts are added as `usage_count + n` so that concurrent writers (other
     * processes) never overwrite each other, in ascending id order so that two processes committing
     * overlapping batches on PostgreSQL lock rows in the same order and cannot deadlock.
     */
    async storeClicks(events: readonly ClickEvent[], journal?: JournalPosition): Promise<void> {
      if (events.length === 0 && journal === undefined) return;
      const people = peopleByLink(events);
      const rows = mergedRows(events);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += EVENTS_PER_INSERT) {
          await trx.executeQuery(insertEvents(trx, rows.slice(i, i + EVENTS_PER_INSERT)));
        }
        for (const id of [...people.keys()].sort((a, b) => a - b)) {
          await trx.executeQuery(addPeople(trx, id, people.get(id) ?? 0));
        }
        if (journal !== undefined) {
          const row = {
            name: journal.name,
            folded_offset: journal.offset,
            updated_at: new Date().toISOString(),
          };
          await trx
            .insertInto("click_journals")
            .values(row)
            .onConflict((conflict) =>
              conflict
                .column("name")
                .doUpdateSet({ folded_offset: row.folded_offset, updated_at: row.updated_at }),
            )
            .execute();
        }
      });
    },

    /** Bytes of the click journal `name` already stored; 0 for a journal never folded. */
    async journalOffset(name: string): Promise<number> {
      const row = await db
        .selectFrom("click_journals")
        .select("folded_offset")
        .where("name", "=", name)
        .executeTakeFirst();
      return row === undefined ? 0 : Number(row.folded_offset);
    },

    /**
     * Makes the clicks stored for the click journal `name`, and every commit before them, survive a power
     * cut, before its file is deleted. PostgreSQL has flushed each commit to disk before confirming it
     * (synchronous_commit, on by default). SQLite in WAL mode with synchronous=NORMAL flushes its log only
     * at checkpoints, but a commit under FULL flushes it, earlier commits included: the journal's row is
     * written again under FULL (a journal without a row has no stored clicks).
     */
    async syncJournal(name: string): Promise<void> {
      if (postgres) return;
      // One connection throughout, so that the setting is restored on the connection it was changed on.
      await db.connection().execute(async (connection) => {
        const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(connection);
        await sql`pragma synchronous = full`.execute(connection);
        try {
          await connection
            .updateTable("click_journals")
            .set({ updated_at: new Date().toISOString() })
            .where("name", "=", name)
            .execute();
        } finally {
          const level = Number(rows[0]?.synchronous);
          await sql`pragma synchronous = ${sql.raw(String(level))}`.execute(connection);
        }
      });
    },

    /** Forgets a click journal whose file is deleted. */
    async forgetJournal(name: string): Promise<void> {
      await db.deleteFrom("click_journals").where("name", "=", name).execute();
    },
  };
}
