// A short link's own row (short_links): made, found, listed, disabled and removed.
import { type Kysely, sql } from "kysely";
import { dialectOf } from "#server/db/dialect.ts";
import type { Database } from "#server/db/schema.ts";
import {
  chainColumns,
  type NewShortLink,
  type ShortLinkRecord,
  SlugTakenError,
  toRecord,
  violatedSlugColumn,
} from "../short-link-record.ts";

export function createLinkRepository(db: Kysely<Database>) {
  const postgres = dialectOf(db) === "postgres";

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
  };
}
