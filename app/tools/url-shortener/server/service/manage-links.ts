// What a link's creator does with its management key: open it, point it elsewhere, disable it, remove it.
import { parseDestinationUrl } from "../../logic/destination-url.ts";
import type { ShortLinkRepository } from "../repository.ts";
import { manageKeyMatches } from "../rules/manage-key.ts";
import type { SiteUrls } from "../rules/self-link.ts";
import type { ShortLinkRecord } from "../short-link-record.ts";
import { type Announcements, moved } from "./announcements.ts";
import type { AddressRefusal, DestinationCheck } from "./destination-check.ts";
import { type ShortLink, withUrls } from "./link-addresses.ts";

/** Why a request with a management key was not carried out. */
export type ManageRefusal =
  | { kind: "not_found" }
  /** Removed by its creator: nothing is left to manage. */
  | { kind: "gone" }
  /** A missing or wrong key, or a link made before keys existed. */
  | { kind: "forbidden" };

export type ChangeDestinationOutcome = { kind: "changed"; link: ShortLink } | ManageRefusal | AddressRefusal;

export interface LinkManagerDeps {
  repository: Pick<ShortLinkRepository, "findBySlug" | "changeDestination" | "setDisabled" | "remove">;
  site: SiteUrls;
  checkDestination: DestinationCheck;
  announcements: Pick<Announcements, "publish">;
  /** Hands a link with a new destination to the preview queue. */
  queuePreview(link: ShortLink): void;
}

export function createLinkManager(deps: LinkManagerDeps) {
  const { repository, site, checkDestination, announcements, queuePreview } = deps;

  /** The link that `key` manages, or why not. */
  async function managed(slug: string, key: string | null): Promise<ShortLinkRecord | ManageRefusal> {
    const link = await repository.findBySlug(slug);
    if (link === null) return { kind: "not_found" };
    if (link.removedAt !== null) return { kind: "gone" };
    if (!manageKeyMatches(key, link.manageKeyHash)) return { kind: "forbidden" };
    return link;
  }

  return {
    /** Whether `key` opens what only the link's creator may see (an unlisted link's statistics). */
    keyMatches(link: ShortLinkRecord, key: string | null): boolean {
      return manageKeyMatches(key, link.manageKeyHash);
    },

    /** The link that `key` manages, or why not. */
    async manage(slug: string, key: string | null): Promise<ShortLink | ManageRefusal> {
      const link = await managed(slug, key);
      return "kind" in link ? link : withUrls(link, site);
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
      const vetted = await checkDestination(destination);
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
        site,
      );
      announcements.publish(moved("update", changed));
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
      announcements.publish(moved(disabled ? "delete" : "update", changed));
      return { kind: "done", link: withUrls(changed, site) };
    },

    /** Removes a link for good: it stops redirecting on every process and its address answers 410. */
    async remove(slug: string, key: string | null): Promise<{ kind: "removed" } | ManageRefusal> {
      const link = await managed(slug, key);
      if ("kind" in link) return link;
      // Removed by a concurrent request meanwhile: the outcome is the same.
      await repository.remove(link.id);
      announcements.publish(moved("delete", link));
      return { kind: "removed" };
    },
  };
}
