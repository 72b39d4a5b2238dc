// A stored link with the addresses it is shown and managed at.
import { managePagePath, withKeyFragment } from "../../logic/manage-address.ts";
import type { SiteUrls } from "../rules/self-link.ts";
import type { ShortLinkRecord } from "../short-link-record.ts";

/** A stored link with its two public addresses. */
export interface ShortLink extends ShortLinkRecord {
  /** PUBLIC_URL/s/{internal slug}: the preview page. */
  internalUrl: string;
  /** SHORT_URL_BASE/{shortened slug}: the immediate redirect. */
  shortenedUrl: string;
}

// One slug for both addresses: the alias of an aliased link, never the generated second slug that links
// aliased before keys existed still have (it keeps redirecting, but is no longer shown).
export function withUrls(record: ShortLinkRecord, site: SiteUrls): ShortLink {
  const slug = encodeURIComponent(record.internalSlug);
  return {
    ...record,
    internalUrl: `${site.publicUrl}/s/${slug}`,
    shortenedUrl: `${site.shortUrlBase}/${slug}`,
  };
}

/** The management page in the link's language, the key in the fragment so that no server ever logs it. */
export function manageUrl(link: ShortLink, key: string, site: SiteUrls): string {
  return `${site.publicUrl}/${link.language}${withKeyFragment(managePagePath(link.internalSlug), key)}`;
}
