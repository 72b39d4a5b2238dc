// A new short link: its address parsed and checked, its slug drawn or its alias taken, its management
// key made; or the listed link someone already made for the same address.
import { DEFAULT_LANGUAGE, isLanguage } from "#app/i18n/languages.ts";
import { validateAlias } from "../../logic/alias.ts";
import { parseDestinationUrl } from "../../logic/destination-url.ts";
import type { ShortLinkRepository } from "../repository.ts";
import { newManageKey } from "../rules/manage-key.ts";
import type { SiteUrls } from "../rules/self-link.ts";
import { generateUniqueSlug, SlugExhaustedError } from "../rules/slug.ts";
import { type NewShortLink, type ShortLinkRecord, SlugTakenError } from "../short-link-record.ts";
import type { Announcements } from "./announcements.ts";
import type { AddressRefusal, DestinationCheck } from "./destination-check.ts";
import { manageUrl, type ShortLink, withUrls } from "./link-addresses.ts";

/** What a visitor sends; the page origin that older clients also send is never used. */
export interface ShortenRequest {
  url: string;
  alias?: string | null;
  language?: string | null;
  /** Left out of the recent links and their live stream, statistics only with the key. */
  unlisted?: boolean | null;
}

export type ShortenOutcome =
  /** A new link, with the management key that is shown this once and stored only hashed. */
  | { kind: "created"; link: ShortLink; manageKey: string; manageUrl: string }
  /** Someone's earlier link for the same address: its key stays with whoever made it. */
  | { kind: "existing"; link: ShortLink }
  | AddressRefusal
  | { kind: "alias_taken"; code: "alias_taken"; message: string };

export interface LinkMakerDeps {
  repository: Pick<ShortLinkRepository, "insert" | "findOrInsert" | "findBySlug">;
  site: SiteUrls;
  checkDestination: DestinationCheck;
  announcements: Pick<Announcements, "publish">;
  /** Hands a new link to the preview queue. */
  queuePreview(link: ShortLink): void;
}

// A generated slug free when checked can be taken by a concurrent request before the insert; the
// unique index refuses the insert and a new slug is drawn.
const INSERT_ATTEMPTS = 3;

type LinkFields = Omit<NewShortLink, "internalSlug" | "shortenedSlug" | "aliased" | "manageKeyHash">;

/** Validates, checks and stores a link, or returns the existing one for the same address. */
export function createLinkMaker(deps: LinkMakerDeps): (request: ShortenRequest) => Promise<ShortenOutcome> {
  const { repository, site, checkDestination, announcements, queuePreview } = deps;

  const slugTaken = async (slug: string) => (await repository.findBySlug(slug)) !== null;

  function aliasTaken(alias: string): ShortenOutcome {
    return { kind: "alias_taken", code: "alias_taken", message: `The alias "${alias}" is already taken.` };
  }

  function created(record: ShortLinkRecord, manageKey: string): ShortenOutcome {
    const link = withUrls(record, site);
    announcements.publish(
      link.unlisted ? { type: "insert", id: link.id, unlisted: true } : { type: "insert", id: link.id },
    );
    queuePreview(link);
    return { kind: "created", link, manageKey, manageUrl: manageUrl(link, manageKey, site) };
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
      return result.created
        ? created(result.link, key)
        : { kind: "existing", link: withUrls(result.link, site) };
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

  return async (request) => {
    const destination = parseDestinationUrl(request.url);
    if (!destination.ok) return { kind: "invalid", code: destination.code, message: destination.message };
    let alias: string | undefined;
    if (request.alias?.trim()) {
      const checked = validateAlias(request.alias);
      if (!checked.ok) return { kind: "invalid", code: checked.code, message: checked.message };
      alias = checked.alias;
    }
    const vetted = await checkDestination(destination);
    if ("refusal" in vetted) return vetted.refusal;

    const fields = {
      originalUrl: destination.href,
      normalizedUrl: destination.url,
      language: isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE,
      chain: vetted.chain,
      unlisted: request.unlisted === true,
    };
    return alias === undefined ? createOrReuse(fields) : createAliased(fields, alias);
  };
}
