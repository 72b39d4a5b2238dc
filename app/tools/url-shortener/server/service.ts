import type { Logger } from "../../../../server/logger.ts";
import type { ChangeFeed, ShortLinkChange } from "../../../../server/realtime/change-feed.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../i18n/languages.ts";
import { type AliasErrorCode, validateAlias } from "../logic/alias.ts";
import { type ParsedDestination, parseDestinationUrl, type UrlErrorCode } from "../logic/destination-url.ts";
import { managePagePath, withKeyFragment } from "../logic/manage-address.ts";
import type { ChainCheck } from "./chain-check.ts";
import { createClickJournal } from "./click-journal.ts";
import type { VisitFigures, VisitRequest } from "./click-recorder.ts";
import { type RedirectRefusal, redirectRefusal } from "./redirect-refusal.ts";
import type { ShortLinkRepository } from "./repository.ts";
import { manageKeyMatches, newManageKey } from "./rules/manage-key.ts";
import { checkUrlSafety, type SafetyDeps } from "./rules/safety.ts";
import type { SiteUrls } from "./rules/self-link.ts";
import { generateUniqueSlug, SlugExhaustedError } from "./rules/slug.ts";
import { isThreat, type SafetyReason } from "./rules/verdict.ts";
import {
  type DestinationChange,
  type NewShortLink,
  type ShortLinkRecord,
  SlugTakenError,
} from "./short-link-record.ts";

/** A stored link with its two public addresses. */
export interface ShortLink extends ShortLinkRecord {
  /** PUBLIC_URL/s/{internal slug}: the preview page. */
  internalUrl: string;
  /** SHORT_URL_BASE/{shortened slug}: the immediate redirect. */
  shortenedUrl: string;
}

/** What a visitor sends; the page origin that older clients also send is never used. */
export interface ShortenRequest {
  url: string;
  alias?: string | null;
  language?: string | null;
  /** Left out of the recent links and their live stream, statistics only with the key. */
  unlisted?: boolean | null;
}

/** Why an address may not be shortened, or a link not pointed to it. */
type AddressRefusal =
  | {
      kind: "invalid";
      code: UrlErrorCode | AliasErrorCode | SafetyReason | "same_destination";
      message: string;
    }
  | { kind: "malicious"; code: SafetyReason; message: string }
  | RedirectRefusal;

export type ShortenOutcome =
  /** A new link, with the management key that is shown this once and stored only hashed. */
  | { kind: "created"; link: ShortLink; manageKey: string; manageUrl: string }
  /** Someone's earlier link for the same address: its key stays with whoever made it. */
  | { kind: "existing"; link: ShortLink }
  | AddressRefusal
  | { kind: "alias_taken"; code: "alias_taken"; message: string };

/** Why a request with a management key was not carried out. */
export type ManageRefusal =
  | { kind: "not_found" }
  /** Removed by its creator: nothing is left to manage. */
  | { kind: "gone" }
  /** A missing or wrong key, or a link made before keys existed. */
  | { kind: "forbidden" };

export type ChangeDestinationOutcome = { kind: "changed"; link: ShortLink } | ManageRefusal | AddressRefusal;

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

/** Least time between two announcements of the same link's new clicks. */
const ANNOUNCE_CLICKS_MS = 500;

// A generated slug free when checked can be taken by a concurrent request before the insert; the
// unique index refuses the insert and a new slug is drawn.
const INSERT_ATTEMPTS = 3;

export function createShortener(deps: ShortenerDeps) {
  const { repository, changes, site, logger, classifyVisit, onCreated = () => {} } = deps;
  const safety: SafetyDeps = { ...deps.safety, ...site };

  const publish = (change: ShortLinkChange) => {
    changes.publish(change).catch((error: unknown) => logger.warn("change not published", { error, change }));
  };
  /** Announces changes of these links, marking the unlisted ones, which browsers must not hear of. */
  const announceUpdates = async (ids: readonly number[]) => {
    const unlisted = await repository.unlistedAmong(ids);
    for (const id of ids)
      publish(unlisted.has(id) ? { type: "update", id, unlisted: true } : { type: "update", id });
  };

  // Under load a commit of clicks happens every few milliseconds: their links are announced at most every
  // ANNOUNCE_CLICKS_MS, not at each commit (on PostgreSQL each announcement is a NOTIFY to every process).
  const clicked = new Set<number>();
  let announceTimer: NodeJS.Timeout | undefined;
  const announceClicks = async () => {
    clearTimeout(announceTimer);
    announceTimer = undefined;
    const ids = [...clicked];
    clicked.clear();
    await announceUpdates(ids).catch((error: unknown) => logger.warn("clicks not announced", { error }));
  };
  const onStored = (ids: number[]) => {
    for (const id of ids) clicked.add(id);
    announceTimer ??= setTimeout(announceClicks, ANNOUNCE_CLICKS_MS);
  };
  const clicks = createClickJournal({ dir: deps.clickJournalDir, store: repository, onStored, logger });

  // One slug for both addresses: the alias of an aliased link, never the generated second slug that links
  // aliased before keys existed still have (it keeps redirecting, but is no longer shown).
  function withUrls(record: ShortLinkRecord): ShortLink {
    const slug = encodeURIComponent(record.internalSlug);
    return {
      ...record,
      internalUrl: `${site.publicUrl}/s/${slug}`,
      shortenedUrl: `${site.shortUrlBase}/${slug}`,
    };
  }

  /** The management page in the link's language, the key in the fragment so that no server ever logs it. */
  const manageUrl = (link: ShortLink, key: string) =>
    `${site.publicUrl}/${link.language}${withKeyFragment(managePagePath(link.internalSlug), key)}`;

  const slugTaken = async (slug: string) => (await repository.findBySlug(slug)) !== null;

  function aliasTaken(alias: string): ShortenOutcome {
    return { kind: "alias_taken", code: "alias_taken", message: `The alias "${alias}" is already taken.` };
  }

  function queuePreview(link: ShortLink) {
    try {
      onCreated(link);
    } catch (error) {
      logger.error("onCreated hook failed", { error, id: link.id });
    }
  }

  function created(record: ShortLinkRecord, manageKey: string): ShortenOutcome {
    const link = withUrls(record);
    publish(
      link.unlisted ? { type: "insert", id: link.id, unlisted: true } : { type: "insert", id: link.id },
    );
    queuePreview(link);
    return { kind: "created", link, manageKey, manageUrl: manageUrl(link, manageKey) };
  }

  /** Runs `attempt` with fresh generated slugs until one is not taken by the time it is inserted. */
  async function withFreshSlug(attempt: (slug: string) => Promise<ShortenOutcome>): Promise<ShortenOutcome> {
    for (let i = 0; i < INSERT_ATTEMPTS; i++) {
      const slug = await generateUniqueSlug(slugTaken);
      try {
        return await attempt(slug);
      } catch (error) {
        if (!(error instanceof SlugTakenError)) throw error;
      }
    }
    throw new SlugExhaustedError(INSERT_ATTEMPTS);
  }

  type LinkFields = Omit<NewShortLink, "internalSlug" | "shortenedSlug" | "aliased" | "manageKeyHash">;

  /**
   * A listed link is shared with whoever shortens the same address (without its key). An unlisted one is
   * always new: it must neither reveal someone's listed link nor hide it from the recent links.
   */
  function createOrReuse(fields: LinkFields) {
    const { key, hash } = newManageKey();
    return withFreshSlug(async (slug) => {
      const link = {
        ...fields,
        internalSlug: slug,
        shortenedSlug: slug,
        aliased: false,
        manageKeyHash: hash,
      };
      if (fields.unlisted) return created(await repository.insert(link), key);
      const result = await repository.findOrInsert(link);
      return result.created ? created(result.link, key) : { kind: "existing", link: withUrls(result.link) };
    });
  }

  async function createAliased(fields: LinkFields, alias: string): Promise<ShortenOutcome> {
    // The alias is both slugs, so the unique indexes of both columns compare it with every slug there is,
    // whatever its case (links aliased before keys existed have a generated slug in the second).
    const { key, hash } = newManageKey();
    try {
      const link = {
        ...fields,
        internalSlug: alias,
        shortenedSlug: alias,
        aliased: true,
        manageKeyHash: hash,
      };
      return created(await repository.insert(link), key);
    } catch (error) {
      if (error instanceof SlugTakenError) return aliasTaken(alias);
      throw error;
    }
  }

  /**
   * The safety check of a parsed destination and of every address it redirects to: a refusal, or what
   * was found of its redirects.
   */
  async function vet(
    destination: Extract<ParsedDestination, { ok: true }>,
  ): Promise<{ refusal: AddressRefusal } | { chain: NewShortLink["chain"] }> {
    const verdict = await checkUrlSafety(destination.url, safety);
    if (!verdict.safe) {
      const kind = isThreat(verdict) ? "malicious" : "invalid";
      return { refusal: { kind, code: verdict.reason, message: verdict.message } };
    }
    const chain = await deps.followChain(destination.href, (hop) => checkUrlSafety(hop, safety));
    if (chain.kind === "refused") return { refusal: redirectRefusal(chain.refusal, chain.hop) };
    return {
      chain:
        chain.kind === "checked"
          ? { checked: true, finalUrl: chain.finalUrl, redirects: chain.redirects }
          : { checked: false },
    };
  }

  /** The link that `key` manages, or why not. */
  async function managed(slug: string, key: string | null): Promise<ShortLinkRecord | ManageRefusal> {
    const link = await repository.findBySlug(slug);
    if (link === null) return { kind: "not_found" };
    if (link.removedAt !== null) return { kind: "gone" };
    if (!manageKeyMatches(key, link.manageKeyHash)) return { kind: "forbidden" };
    return link;
  }

  /** The change that tells every process and browser where a link leads changed. */
  function moved(type: "update" | "delete", link: ShortLinkRecord): ShortLinkChange {
    const slugs = [...new Set([link.internalSlug, link.shortenedSlug])];
    return link.unlisted ? { type, id: link.id, unlisted: true, slugs } : { type, id: link.id, slugs };
  }

  return {
    /** Validates, checks and stores a link, or returns the existing one for the same address. */
    async shorten(request: ShortenRequest): Promise<ShortenOutcome> {
      const destination = parseDestinationUrl(request.url);
      if (!destination.ok) return { kind: "invalid", code: destination.code, message: destination.message };
      let alias: string | undefined;
      if (request.alias?.trim()) {
        const checked = validateAlias(request.alias);
        if (!checked.ok) return { kind: "invalid", code: checked.code, message: checked.message };
        alias = checked.alias;
      }
      const vetted = await vet(destination);
      if ("refusal" in vetted) return vetted.refusal;

      const fields = {
        originalUrl: destination.href,
        normalizedUrl: destination.url,
        language: isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE,
        chain: vetted.chain,
        unlisted: request.unlisted === true,
      };
      return alias === undefined ? createOrReuse(fields) : createAliased(fields, alias);
    },

    /** The link with this slug, removed ones included (their `removedAt` says so). */
    async findBySlug(slug: string): Promise<ShortLink | null> {
      const record = await repository.findBySlug(slug);
      return record && withUrls(record);
    },

    /** Whether `key` opens what only the link's creator may see (an unlisted link's statistics). */
    keyMatches(link: ShortLinkRecord, key: string | null): boolean {
      return manageKeyMatches(key, link.manageKeyHash);
    },

    /** The link that `key` manages, or why not. */
    async manage(slug: string, key: string | null): Promise<ShortLink | ManageRefusal> {
      const link = await managed(slug, key);
      return "kind" in link ? link : withUrls(link);
    },

    /** Points a link to a new destination, checked as shortening checks it, and records the change. */
    async changeDestination(
      slug: string,
      key: string | null,
      url: string,
    ): Promise<ChangeDestinationOutcome> {
      const link = await managed(slug, key);
      if ("kind" in link) return link;
      const destination = parseDestinationUrl(url);
      if (!destination.ok) return { kind: "invalid", code: destination.code, message: destination.message };
      const vetted = await vet(destination);
      if ("refusal" in vetted) return vetted.refusal;
      if (destination.href === link.originalUrl) {
        return {
          kind: "invalid",
          code: "same_destination",
          message: "The link already leads to this address.",
        };
      }
      const changed = withUrls(
        await repository.changeDestination(link.id, {
          originalUrl: destination.href,
          normalizedUrl: destination.url,
          chain: vetted.chain,
        }),
      );
      publish(moved("update", changed));
      queuePreview(changed);
      return { kind: "changed", link: changed };
    },

    /**
     * Disables a link (it stops redirecting on every process and its address answers 410, saying its
     * creator disabled it) or enables it again; its destination, history and statistics are kept.
     */
    async setDisabled(
      slug: string,
      key: string | null,
      disabled: boolean,
    ): Promise<{ kind: "done"; link: ShortLink } | ManageRefusal> {
      const link = await managed(slug, key);
      if ("kind" in link) return link;
      const changed = await repository.setDisabled(link.id, disabled);
      if (changed === null) return { kind: "gone" };
      // Processes forget it as for a removal; browsers drop it from the recent links, or show it again.
      publish(moved(disabled ? "delete" : "update", changed));
      return { kind: "done", link: withUrls(changed) };
    },

    /** Removes a link for good: it stops redirecting on every process and its address answers 410. */
    async remove(slug: string, key: string | null): Promise<{ kind: "removed" } | ManageRefusal> {
      const link = await managed(slug, key);
      if ("kind" in link) return link;
      // Removed by a concurrent request meanwhile: the outcome is the same.
      await repository.remove(link.id);
      publish(moved("delete", link));
      return { kind: "removed" };
    },

    /** The public history of a link's destination, oldest change first. */
    destinationHistory(id: number): Promise<DestinationChange[]> {
      return repository.destinationHistory(id);
    },

    /** Announces a link's new preview (unlisted ones to processes only). */
    announceUpdate(id: number): Promise<void> {
      return announceUpdates([id]);
    },

    /** The six newest links. */
    async listRecent(): Promise<ShortLink[]> {
      return (await repository.listRecent(6)).map(withUrls);
    },

    /**
     * Records a visit of the preview page (/s/…) or a redirect (/r/…) that did not come from it; resolves
     * once it is journaled (or stored), so that answering after it never loses it (decision 015).
     */
    recordClick(id: number, visit: VisitRequest): Promise<void> {
      return clicks.record({ linkId: id, at: new Date().toISOString(), ...classifyVisit(visit) });
    },

    /** Replays the click journals of processes that are gone (before the first redirect is answered). */
    async start() {
      await clicks.start();
    },

    /** Stores the clicks still queued. */
    async close() {
      await clicks.close();
      await announceClicks();
    },
  };
}
