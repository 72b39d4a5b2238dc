// What every process and browser is told of short links: on the change feed, unlisted links marked so
// that browsers never hear of them.
import type { Logger } from "#server/logger.ts";
import type { ChangeFeed, ShortLinkChange } from "#server/realtime/change-feed.ts";
import type { ShortLinkRepository } from "../repository.ts";
import type { ShortLinkRecord } from "../short-link-record.ts";

export interface AnnouncementDeps {
  changes: Pick<ChangeFeed, "publish">;
  repository: Pick<ShortLinkRepository, "unlistedAmong">;
  logger: Pick<Logger, "warn">;
}

export interface Announcements {
  /** Publishes a change; one the feed refuses is logged, never thrown. */
  publish(change: ShortLinkChange): void;
  /** Announces changes of these links, marking the unlisted ones, which browsers must not hear of. */
  announceUpdates(ids: readonly number[]): Promise<void>;
}

export function createAnnouncements({ changes, repository, logger }: AnnouncementDeps): Announcements {
  const publish = (change: ShortLinkChange) => {
    changes.publish(change).catch((error: unknown) => logger.warn("change not published", { error, change }));
  };
  return {
    publish,
    async announceUpdates(ids) {
      const unlisted = await repository.unlistedAmong(ids);
      for (const id of ids)
        publish(unlisted.has(id) ? { type: "update", id, unlisted: true } : { type: "update", id });
    },
  };
}

/** The change that tells every process and browser where a link leads changed. */
export function moved(type: "update" | "delete", link: ShortLinkRecord): ShortLinkChange {
  const slugs = [...new Set([link.internalSlug, link.shortenedSlug])];
  return link.unlisted ? { type, id: link.id, unlisted: true, slugs } : { type, id: link.id, slugs };
}
