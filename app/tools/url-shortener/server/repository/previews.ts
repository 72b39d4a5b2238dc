// What the preview fetcher reads and writes of a link's row: its title, description, image and icon.
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { PreviewFields } from "../short-link-record.ts";

export function createPreviewRepository(db: Kysely<Database>) {
  return {
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
