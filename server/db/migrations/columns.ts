import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { dialectOf } from "../dialect.ts";

/** The builder of an `integer` primary key that the database numbers itself. */
export function generatedId<DB>(
  db: Kysely<DB>,
): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  // AUTOINCREMENT keeps SQLite from reusing the id of a deleted row, as a PostgreSQL identity never does.
  return dialectOf(db) === "postgres"
    ? (column) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column) => column.primaryKey().autoIncrement();
}
