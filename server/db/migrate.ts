import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as catalog from "./migrations/0001_catalog.ts";
import * as shortLinks from "./migrations/0002_short_links.ts";
import * as rateLimits from "./migrations/0003_rate_limits.ts";
import * as clickEvents from "./migrations/0004_click_events.ts";
import * as clickJournals from "./migrations/0005_click_journals.ts";
import * as shortLinkChain from "./migrations/0006_short_link_chain.ts";
import * as shortLinkManagement from "./migrations/0007_short_link_management.ts";
import * as shortLinkDisabled from "./migrations/0008_short_link_disabled.ts";
import type { Database } from "./schema.ts";

// Listed here rather than read from the directory, so a bundle or a type-stripped run sees the same set.
// Append only: an applied migration never changes.
const migrations: Record<string, Migration> = {
  "0001_catalog": catalog,
  "0002_short_links": shortLinks,
  "0003_rate_limits": rateLimits,
  "0004_click_events": clickEvents,
  "0005_click_journals": clickJournals,
  "0006_short_link_chain": shortLinkChain,
  "0007_short_link_management": shortLinkManagement,
  "0008_short_link_disabled": shortLinkDisabled,
};

export const migrationNames: readonly string[] = Object.keys(migrations);

/** Applies every pending migration, all in one transaction; throws naming the migration that failed. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === "Error")?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(
    failed === undefined
      ? `Database migrations could not run: ${reason}`
      : `Database migration "${failed}" failed: ${reason}`,
    { cause: error },
  );
}
