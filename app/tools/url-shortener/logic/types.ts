// The JSON of the shortener's API as its clients read it; server/api.ts writes it. Here rather than
// there so the browser's code reads the shapes without importing the server part.
import type { ApiError } from "#server/http/json.ts";

/** The address of a chain that was refused, as the refusal names it. */
export interface RefusedHop {
  /** Its place in the chain: 1 is the link itself, 2 the first address it redirects to. */
  step: number;
  /** Its host as a person reads it (Unicode), or in punycode when its letters imitate another host's. */
  host: string;
  url: string;
}

export interface ShortenSuccessBody {
  status: "success";
  internalUrl: string;
  shortenedUrl: string;
  fromCache: boolean;
  isMalicious: false;
  message: string;
  unlisted: boolean;
  /** The destination, as the link redirects to it ("Add to case" keeps it). */
  originalUrl: string;
  /** ISO 8601: when the link was made (an existing link's own time, not this answer's). */
  createdAt: string;
  /** A new link's secret, given this once: `Authorization: Bearer {manageKey}` manages it. */
  manageKey?: string;
  /** The management page, the key in its fragment (which browsers never send to a server). */
  manageUrl?: string;
}

/**
 * The site's API error, with the shortener's `isMalicious`, which its clients have always read, and for a
 * refused redirect (`redirect_…` codes) the address of the chain it was about.
 */
export interface ErrorBody extends ApiError {
  isMalicious: boolean;
  hop?: RefusedHop;
}

/** A short link as the page and GET /api/short-links/recent show it: no internal fields. */
export interface PublicShortLink {
  id: number;
  createdAt: string;
  internalSlug: string;
  shortenedSlug: string;
  internalUrl: string;
  shortenedUrl: string;
  originalUrl: string;
  title: string | null;
  description: string | null;
  ogImage: string | null;
  favicon: string | null;
  usageCount: number;
}

/** The answer to a shorten request, as the API sends it. */
export type ShortenAnswer = ShortenSuccessBody | ErrorBody;
