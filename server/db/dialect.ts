import { type Kysely, SqliteIntrospector } from "kysely";

export type DialectName = "sqlite" | "postgres";

/** Which of our two dialects a Kysely instance (or transaction) speaks, for the few places SQL differs. */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.introspection instanceof SqliteIntrospector ? "sqlite" : "postgres";
}
