// Where a link leads, changed by its creator: the new address on its row, the change in its history
// (short_link_destinations).
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import {
  chainColumns,
  type DestinationChange,
  type NewShortLink,
  type ShortLinkRecord,
  toRecord,
} from "../short-link-record.ts";

export function createDestinationRepository(db: Kysely<Database>) {
  return {
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
  };
}
