import { CompiledQuery, type Insertable, type Kysely, sql } from "kysely";
import { dialectOf } from "../../../../server/db/dialect.ts";
import type { ClickEventTable, Database } from "../../../../server/db/schema.ts";
import type { ClickEvent } from "./click-recorder.ts";
import {
  chainColumns,
  type DestinationChange,
  type JournalPosition,
  type NewShortLink,
  type PreviewFields,
  type ShortLinkRecord,
  SlugTakenError,
  toRecord,
  violatedSlugColumn,
} from "./short-link-record.ts";

// 9 parameters a row: well under SQLite's and PostgreSQL's limits on parameters in one statement.
const EVENTS_PER_INSERT = 500;

export type ShortLinkRepository = ReturnType<typeof createShortLinkRepository>;

export function createShortLinkRepository(db: Kysely<Database>) {
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

  async function insertWith(executor: Kysely<Database>, link: NewShortLink): Promise<ShortLinkRecord> {
    try {
      const row = await executor
        .insertInto("short_links")
        .values({
          created_at: new Date().toISOString(),
          internal_slug: link.internalSlug,
          shortened_slug: link.shortenedSlug,
          original_url: link.originalUrl,
          normalized_url: link.normalizedUrl,
          language: link.language,
          ...chainColumns(link.chain),
          unlisted: link.unlisted ?? false,
          aliased: link.aliased ?? false,
          manage_key_hash: link.manageKeyHash ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRecord(row);
    } catch (error) {
      const column = violatedSlugColumn(error);
      throw column ? new SlugTakenError(column, { cause: error }) : error;
    }
  }

  function findShared(executor: Kysely<Database>, normalizedUrl: string) {
    return executor
      .selectFrom("short_links")
      .selectAll()
      .where("normalized_url", "=", normalizedUrl)
      .where("aliased", "=", false)
      .where("unlisted", "=", false)
      .where("removed_at", "is", null)
      .where("disabled_at", "is", null)
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
  }

  return {
    /** Inserts a link; throws SlugTakenError when either slug is taken in that column, whatever its case. */
    insert: (link: NewShortLink) => insertWith(db, link),

    /**
     * Returns the listed link made without an alias for `link.normalizedUrl`, or inserts `link`. Atomic, so
     * two requests for one address at once get one link: SQLite runs one transaction at a time on the
     * process's single connection; PostgreSQL serialises on an advisory lock keyed by the address.
     */
    findOrInsert(link: NewShortLink): Promise<{ link: ShortLinkRecord; created: boolean }> {
      return db.transaction().execute(async (trx) => {
        if (postgres) {
          await sql`select pg_advisory_xact_lock(hashtextextended(${link.normalizedUrl}, 0))`.execute(trx);
        }
        const existing = await findShared(trx, link.normalizedUrl);
        if (existing) return { link: toRecord(existing), created: false };
        return { link: await insertWith(trx, link), created: true };
      });
    },

    /** The link whose internal or shortened slug is `slug`, whatever its case; the internal one first. */
    async findBySlug(slug: string): Promise<ShortLinkRecord | null> {
      const key = slug.toLowerCase();
      const row = await db
        .selectFrom("short_links")
        .selectAll()
        // lower(column) is what the unique indexes are built on, so both lookups use them.
        .where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["internal_slug"]), "=", key),
            eb(eb.fn("lower", ["shortened_slug"]), "=", key),
          ]),
        )
        .orderBy(sql`case when lower(internal_slug) = ${key} then 0 else 1 end`)
        .limit(1)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** The newest listed links that are neither removed nor disabled. */
    async listRecent(limit = 6): Promise<ShortLinkRecord[]> {
      const rows = await db
        .selectFrom("short_links")
        .selectAll()
        .where("unlisted", "=", false)
        .where("removed_at", "is", null)
        .where("disabled_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },

    /** Links whose preview was never fetched (the process stopped first), newest first. */
    async listPendingPreviews(limit: number): Promise<{ id: number; originalUrl: string }[]> {
      const rows = await db
        .selectFrom("short_links")
        .select(["id", "original_url"])
        .where("preview_status", "=", "pending")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, originalUrl: row.original_url }));
    },

    /**
     * Stores the click events and adds the people among them to their links' `usage_count`, in one
     * transaction: both or neither; with `journal`, that transaction also records how far that click
     * journal is now stored. Counts are added as `usage_count + n` so that concurrent writers (other
     * processes) never overwrite each other, in ascending id order so that two processes committing
     * overlapping batches on PostgreSQL lock rows in the same order and cannot deadlock.
     */
    async storeClicks(events: readonly ClickEvent[], journal?: JournalPosition): Promise<void> {
      if (events.length === 0 && journal === undefined) return;
      const people = new Map<number, number>();
      for (const event of events) {
        if (!event.bot) people.set(event.linkId, (people.get(event.linkId) ?? 0) + 1);
      }
      // Visits of one commit (a few milliseconds) with the same figures are one row with their number:
      // under load most are alike, and a row less is most of a click's cost.
      const merged = new Map<string, Insertable<ClickEventTable>>();
      for (const event of events) {
        const key = `${event.linkId}\n${event.bot}\n${event.referrer}\n${event.country}\n${event.device}\n${event.browser}\n${event.os}`;
        const row = merged.get(key);
        if (row) row.clicks = (row.clicks ?? 1) + 1;
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
            clicks: 1,
          });
        }
      }
      const rows = [...merged.values()];
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

    /** Which of these links are unlisted. */
    async unlistedAmong(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom("short_links")
        .select("id")
        .where("id", "in", ids)
        .where("unlisted", "=", true)
        .execute();
      return new Set(rows.map((row) => Number(row.id)));
    },

    /**
     * Points a link to a new destination and records the change, in one transaction. Its preview belonged
     * to the old destination: it is cleared and fetched again. Returns the link as it now is.
     */
    changeDestination(
      id: number,
      destination: { originalUrl: string; normalizedUrl: string; chain?: NewShortLink["chain"] },
    ): Promise<ShortLinkRecord> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("short_links")
          .select("original_url")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        const row = await trx
          .updateTable("short_links")
          .set({
            original_url: destination.originalUrl,
            normalized_url: destination.normalizedUrl,
            ...chainColumns(destination.chain),
            title: null,
            description: null,
            og_image: null,
            favicon: null,
            preview_status: "pending",
          })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("short_link_destinations")
          .values({
            link_id: id,
            changed_at: new Date().toISOString(),
            previous_url: before.original_url,
            new_url: destination.originalUrl,
          })
          .execute();
        return toRecord(row);
      });
    },

    /** A link's destination changes, oldest first. */
    async destinationHistory(id: number): Promise<DestinationChange[]> {
      const rows = await db
        .selectFrom("short_link_destinations")
        .select(["changed_at", "previous_url", "new_url"])
        .where("link_id", "=", id)
        .orderBy("changed_at")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        changedAt: row.changed_at,
        previousUrl: row.previous_url,
        newUrl: row.new_url,
      }));
    },

    /**
     * Disables a link (it answers 410, keeping everything) or enables it again; the link as it is now,
     * or null when it was removed meanwhile.
     */
    async setDisabled(id: number, disabled: boolean): Promise<ShortLinkRecord | null> {
      const row = await db
        .updateTable("short_links")
        .set({ disabled_at: disabled ? new Date().toISOString() : null })
        .where("id", "=", id)
        .where("removed_at", "is", null)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /**
     * Removes a link at its creator's request: its destination, preview, history and clicks are erased,
     * and its row stays as a tombstone holding its slugs, so that its address answers 410 and is never
     * given to another link. False when it was already removed.
     */
    remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("short_links")
          .set({
            removed_at: new Date().toISOString(),
            original_url: "",
            normalized_url: "",
            title: null,
            description: null,
            og_image: null,
            favicon: null,
            manage_key_hash: null,
          })
          .where("id", "=", id)
          .where("removed_at", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom("short_link_destinations").where("link_id", "=", id).execute();
        await trx.deleteFrom("click_events").where("link_id", "=", id).execute();
        await trx.deleteFrom("click_daily").where("link_id", "=", id).execute();
        return true;
      });
    },

    /**
     * Stores what the preview fetcher found at `url`; fields left out keep their value. Nothing is stored
     * if the link leads elsewhere by now: its creator changed it while the old page was being read.
     */
    async updatePreview(id: number, fields: PreviewFields, url: string): Promise<void> {
      await db
        .updateTable("short_links")
        .set(fields)
        .where("id", "=", id)
        .where("original_url", "=", url)
        .execute();
    },
  };
}
