// The shortener's service, as loaders and endpoints use it: made of one module per job (service/):
// making links, managing them with their key, counting their clicks, and telling every process.
import type { Logger } from "#server/logger.ts";
import type { ChangeFeed } from "#server/realtime/change-feed.ts";
import type { ChainCheck } from "./chain-check.ts";
import type { VisitFigures, VisitRequest } from "./click-recorder.ts";
import type { ShortLinkRepository } from "./repository.ts";
import type { SafetyDeps } from "./rules/safety.ts";
import type { SiteUrls } from "./rules/self-link.ts";
import { createAnnouncements } from "./service/announcements.ts";
import { createClickCounts } from "./service/click-counts.ts";
import { createLinkMaker } from "./service/create-links.ts";
import { createDestinationCheck } from "./service/destination-check.ts";
import { type ShortLink, withUrls } from "./service/link-addresses.ts";
import { createLinkManager } from "./service/manage-links.ts";
import type { DestinationChange } from "./short-link-record.ts";

export interface ShortenerDeps {
  repository: ShortLinkRepository;
  changes: Pick<ChangeFeed, "publish">;
  /** PUBLIC_URL and SHORT_URL_BASE, without trailing slashes. */
  site: SiteUrls;
  /** The safety check's blocklist, resolver, Safe Browsing lookup and test switch. */
  safety: Omit<SafetyDeps, keyof SiteUrls>;
  logger: Logger;
  /** What is kept of a visit (link-analytics/server/visit.ts). */
  classifyVisit: (visit: VisitRequest) => VisitFigures;
  /**
   * The folder of the click journals (CLICK_JOURNAL_DIR): clicks are written there before the answer and
   * folded into the database every 200 ms (decision 015).
   */
  clickJournalDir: string;
  /** Follows a link's redirects, judging each address on the way by the same rules (chain-check.ts). */
  followChain: ChainCheck;
  /** Called with every new link and every new destination, e.g. to queue its preview; never awaited. */
  onCreated?: (link: ShortLink) => void;
}

export type Shortener = ReturnType<typeof createShortener>;

export function createShortener(deps: ShortenerDeps) {
  const { repository, site, logger, onCreated = () => {} } = deps;
  const announcements = createAnnouncements({ changes: deps.changes, repository, logger });
  const checkDestination = createDestinationCheck({ ...deps.safety, ...site }, deps.followChain);
  // The link exists whatever the hook does: its failure is logged, never the answer's.
  const queuePreview = (link: ShortLink) => {
    try {
      onCreated(link);
    } catch (error) {
      logger.error("onCreated hook failed", { error, id: link.id });
    }
  };
  const linkJobs = { repository, site, checkDestination, announcements, queuePreview };

  return {
    /** Validates, checks and stores a link, or returns the existing one for the same address. */
    shorten: createLinkMaker(linkJobs),
    ...createLinkManager(linkJobs),
    ...createClickCounts({
      dir: deps.clickJournalDir,
      store: repository,
      classifyVisit: deps.classifyVisit,
      announcements,
      logger,
    }),

    /** The link with this slug, removed ones included (their `removedAt` says so). */
    async findBySlug(slug: string): Promise<ShortLink | null> {
      const record = await repository.findBySlug(slug);
      return record && withUrls(record, site);
    },

    /** The public history of a link's destination, oldest change first. */
    destinationHistory(id: number): Promise<DestinationChange[]> {
      return repository.destinationHistory(id);
    },

    /** Announces a link's new preview (unlisted ones to processes only). */
    announceUpdate(id: number): Promise<void> {
      return announcements.announceUpdates([id]);
    },

    /** The six newest links. */
    async listRecent(): Promise<ShortLink[]> {
      return (await repository.listRecent(6)).map((record) => withUrls(record, site));
    },
  };
}
