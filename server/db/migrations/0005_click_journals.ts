import type { Kysely } from "kysely";

// How far each process's click journal has been stored (decision 015): written in the same transaction
// as the clicks it stored, so that replaying a journal after a crash starts exactly where it stopped.
export async function up<DB>(db: Kysely<DB>): Promise<void> {
  await db.schema
    .createTable("click_journals")
    // The journal file's name: host name, process id and a random id.
    .addColumn("name", "text", (column) => column.primaryKey())
    // Bytes of the file whose clicks are stored.
    .addColumn("folded_offset", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}
