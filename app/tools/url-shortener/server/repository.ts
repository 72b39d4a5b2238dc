// The shortener's tables, one repository per concern (repository/), as the one object the service and
// the click journal use: both reach several of them.
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { createClickRepository } from "./repository/clicks.ts";
import { createDestinationRepository } from "./repository/destinations.ts";
import { createLinkRepository } from "./repository/links.ts";
import { createPreviewRepository } from "./repository/previews.ts";

export type ShortLinkRepository = ReturnType<typeof createShortLinkRepository>;

export function createShortLinkRepository(db: Kysely<Database>) {
  return {
    ...createLinkRepository(db),
    ...createDestinationRepository(db),
    ...createPreviewRepository(db),
    ...createClickRepository(db),
  };
}
