import type { Logger } from "../../../../server/logger.ts";
import type { ChangeFeed, ShortLinkChange } from "../../../../server/realtime/change-feed.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../i18n/languages.ts";
import type { ChainCheck, RefusedHop } from "./chain-check.ts";
import { createClickJournal } from "./click-journal.ts";
import type { VisitFigures, VisitRequest } from "./click-recorder.ts";
import {
  type NewShortLink,
  type ShortLinkRecord,
  type ShortLinkRepository,
  SlugTakenError,
} from "./repository.ts";
import { type AliasErrorCode, canonicalAlias, validateAlias } from "./rules/alias.ts";
import { checkUrlSafety, type SafetyDeps } from "./rules/safety.ts";
import type { SiteUrls } from "./rules/self-link.ts";
import { generateUniqueSlug, SlugExhaustedError } from "./rules/slug.ts";
import { parseDestinationUrl, type UrlErrorCode } from "./rules/url.ts";
import { isThreat, type Refusal, type SafetyReason } from "./rules/verdict.ts";

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
}

/** A refusal of an address the link redirects to: the reason it would have for a direct link, prefixed. */
export type RedirectCode = `redirect_${SafetyReason}`;

export type ShortenOutcome =
  | { kind: "created"; link: ShortLink }
  | { kind: "existing"; link: ShortLink }
  | { kind: "invalid"; code: UrlErrorCode | AliasErrorCode | SafetyReason; message: string }
  | { kind: "invalid"; code: RedirectCode; message: string; hop: RefusedHop }
  | { kind: "alias_taken"; code: "alias_taken"; message: string }
  | { kind: "malicious"; code: SafetyReason; message: string }
  | { kind: "malicious"; code: RedirectCode; message: string; hop: RefusedHop };

// What a refused redirect target is, after "This link redirects to {host} (hop {step})".
const REDIRECT_TARGETS: Record<SafetyReason, string> = {
  invalid_url: ", which is not a valid address",
  unsupported_scheme: ", which is not an http or https address",
  credentials: " with a user name or password in the address",
  self_link: ", one of this site's own short links",
  private_address: ", a private or local network address",
  unresolvable_host: ", a host name that could not be found",
  homograph: ", a host name that imitates another one with look-alike letters",
  blocklisted: ", which is on the list of known malicious sites",
  safe_browsing: ", which Google Safe Browsing flags as dangerous",
};

/** The refusal of a link because of an address it redirects to, naming that address and its hop. */
export function redirectRefusal(refusal: Refusal, hop: RefusedHop): ShortenOutcome {
  return {
    kind: isThreat(refusal) ? "malicious" : "invalid",
    code: `redirect_${refusal.reason}`,
    message: `This link redirects to ${hop.host} (hop ${hop.step})${REDIRECT_TARGETS[refusal.reason]}.`,
    hop,
  };
}

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
  /** Called with every new link, e.g. to queue its preview; never awaited. */
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

  // Under load a commit of clicks happens every few milliseconds: their links are announced at most every
  // ANNOUNCE_CLICKS_MS, not at each commit (on PostgreSQL each announcement is a NOTIFY to every process).
  const clicked = new Set<number>();
  let announceTimer: NodeJS.Timeout | undefined;
  const announceClicks = () => {
    clearTimeout(announceTimer);
    announceTimer = undefined;
    for (const id of clicked) publish({ type: "update", id });
    clicked.clear();
  };
  const onStored = (ids: number[]) => {
    for (const id of ids) clicked.add(id);
    announceTimer ??= setTimeout(announceClicks, ANNOUNCE_CLICKS_MS);
  };
  const clicks = createClickJournal({ dir: deps.clickJournalDir, store: repository, onStored, logger });

  function withUrls(record: ShortLinkRecord): ShortLink {
    return {
      ...record,
      internalUrl: `${site.publicUrl}/s/${encodeURIComponent(record.internalSlug)}`,
      shortenedUrl: `${site.shortUrlBase}/${encodeURIComponent(record.shortenedSlug)}`,
    };
  }

  const slugTaken = async (slug: string) => (await repository.findBySlug(slug)) !== null;

  function aliasTaken(alias: string): ShortenOutcome {
    return { kind: "alias_taken", code: "alias_taken", message: `The alias "${alias}" is already taken.` };
  }

  function created(record: ShortLinkRecord): ShortenOutcome {
    const link = withUrls(record);
    publish({ type: "insert", id: link.id });
    try {
      onCreated(link);
    } catch (error) {
      logger.error("onCreated hook failed", { error, id: link.id });
    }
    return { kind: "created", link };
  }

  /** Runs `attempt` with fresh generated slugs until one is not taken by the time it is inserted. */
  async function withFreshSlug(
    attempt: (slug: string) => Promise<ShortenOutcome>,
    avoid: (slug: string) => boolean = () => false,
  ): Promise<ShortenOutcome> {
    for (let i = 0; i < INSERT_ATTEMPTS; i++) {
      const slug = await generateUniqueSlug(async (candidate) => avoid(candidate) || slugTaken(candidate));
      try {
        return await attempt(slug);
      } catch (error) {
        if (!(error instanceof SlugTakenError)) throw error;
      }
    }
    throw new SlugExhaustedError(INSERT_ATTEMPTS);
  }

  function createOrReuse(fields: Omit<NewShortLink, "internalSlug" | "shortenedSlug">) {
    return withFreshSlug(async (slug) => {
      const result = await repository.findOrInsert({ ...fields, internalSlug: slug, shortenedSlug: slug });
      return result.created ? created(result.link) : { kind: "existing", link: withUrls(result.link) };
    });
  }

  async function createAliased(fields: Omit<NewShortLink, "internalSlug" | "shortenedSlug">, alias: string) {
    // The unique index on internal_slug settles two requests for one alias. No index compares an alias
    // with the generated slug of an aliased link (the other column): this read does.
    if (await slugTaken(alias)) return aliasTaken(alias);
    const canonical = canonicalAlias(alias);
    return withFreshSlug(
      async (slug) => {
        try {
          return created(await repository.insert({ ...fields, internalSlug: alias, shortenedSlug: slug }));
        } catch (error) {
          if (error instanceof SlugTakenError && error.column === "internal_slug") return aliasTaken(alias);
          throw error;
        }
      },
      // Equal slugs would make the link look created without an alias.
      (slug) => slug === canonical,
    );
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
      const verdict = await checkUrlSafety(destination.url, safety);
      if (!verdict.safe) {
        const kind = isThreat(verdict) ? "malicious" : "invalid";
        return { kind, code: verdict.reason, message: verdict.message };
      }
      const chain = await deps.followChain(destination.href, (hop) => checkUrlSafety(hop, safety));
      if (chain.kind === "refused") return redirectRefusal(chain.refusal, chain.hop);

      const fields = {
        originalUrl: destination.href,
        normalizedUrl: destination.url,
        language: isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE,
        chain:
          chain.kind === "checked"
            ? { checked: true as const, finalUrl: chain.finalUrl, redirects: chain.redirects }
            : { checked: false as const },
      };
      return alias === undefined ? createOrReuse(fields) : createAliased(fields, alias);
    },

    async findBySlug(slug: string): Promise<ShortLink | null> {
      const record = await repository.findBySlug(slug);
      return record && withUrls(record);
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
      announceClicks();
    },
  };
}
