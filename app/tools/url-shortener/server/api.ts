// The JSON of the shortener's API, shared by the HTTP endpoints and the page's form action. Outside
// clients read its shape ({status, internalUrl, shortenedUrl, fromCache, isMalicious, message}; errors as
// {status, error: {code, message}}): change it only by adding. Messages are English; clients translate by `error.code`.
import { apiError } from "#server/http/json.ts";
import type { ErrorBody, PublicShortLink, RefusedHop, ShortenSuccessBody } from "../logic/types.ts";
import type { ShortenOutcome } from "./service/create-links.ts";
import type { ShortLink } from "./service/link-addresses.ts";
import type { ManageRefusal } from "./service/manage-links.ts";
import type { DestinationChange } from "./short-link-record.ts";

/** The text for a refused address (the product's original wording), when a refusal has none of its own. */
export const DEFAULT_MALICIOUS_MESSAGE =
  "This URL has been flagged as potentially malicious and cannot be shortened.";

export function errorBody(code: string, message: string, isMalicious = false, hop?: RefusedHop): ErrorBody {
  return hop ? { ...apiError(code, message), isMalicious, hop } : { ...apiError(code, message), isMalicious };
}

/** The answer to a client over its rate limit (HTTP 429, with Retry-After). */
export function rateLimitedBody(retryAfterSeconds: number): ErrorBody {
  return errorBody("rate_limited", `Too many requests. Please try again in ${retryAfterSeconds} seconds.`);
}

const STATUS_OF = { created: 200, existing: 200, invalid: 400, alias_taken: 409, malicious: 200 } as const;

/**
 * The HTTP status and body answering a shorten request. A refused address is a 200 with
 * `isMalicious`: the request was understood and answered, the answer is no (clients rely on it).
 */
export function shortenResponse(outcome: ShortenOutcome): {
  httpStatus: number;
  body: ShortenSuccessBody | ErrorBody;
} {
  const httpStatus = STATUS_OF[outcome.kind];
  if (outcome.kind === "created" || outcome.kind === "existing") {
    const body: ShortenSuccessBody = {
      status: "success",
      internalUrl: outcome.link.internalUrl,
      shortenedUrl: outcome.link.shortenedUrl,
      fromCache: outcome.kind === "existing",
      isMalicious: false,
      message:
        outcome.kind === "existing"
          ? "This URL was already shortened; here is its short link. Its management key stays with whoever " +
            "made it: it cannot be changed or deleted with this answer."
          : "URL shortened. Keep the management key: it is shown only once.",
      unlisted: outcome.link.unlisted,
      originalUrl: outcome.link.originalUrl,
      createdAt: outcome.link.createdAt,
    };
    if (outcome.kind === "created") {
      body.manageKey = outcome.manageKey;
      body.manageUrl = outcome.manageUrl;
    }
    return { httpStatus, body };
  }
  const hop = "hop" in outcome ? outcome.hop : undefined;
  if (outcome.kind === "malicious") {
    return {
      httpStatus,
      body: errorBody(outcome.code, outcome.message || DEFAULT_MALICIOUS_MESSAGE, true, hop),
    };
  }
  return { httpStatus, body: errorBody(outcome.code, outcome.message, false, hop) };
}

/** A link as GET /api/short-links/recent lists it. */
export function publicLink(link: ShortLink): PublicShortLink {
  return {
    id: link.id,
    createdAt: link.createdAt,
    internalSlug: link.internalSlug,
    shortenedSlug: link.shortenedSlug,
    internalUrl: link.internalUrl,
    shortenedUrl: link.shortenedUrl,
    originalUrl: link.originalUrl,
    title: link.title,
    description: link.description,
    ogImage: link.ogImage,
    favicon: link.favicon,
    usageCount: link.usageCount,
  };
}

/** A link as its manager sees it (GET and PATCH /api/short-links/{slug}): what the preview shows, and more. */
export function managedLink(link: ShortLink, history: readonly DestinationChange[]) {
  return {
    id: link.id,
    slug: link.internalSlug,
    createdAt: link.createdAt,
    internalUrl: link.internalUrl,
    shortenedUrl: link.shortenedUrl,
    originalUrl: link.originalUrl,
    title: link.title,
    unlisted: link.unlisted,
    /** When its creator disabled it (it answers 410 until enabled again); null while it works. */
    disabledAt: link.disabledAt,
    usageCount: link.usageCount,
    history,
  };
}

/** Why a request with a management key was refused: its HTTP status and body. */
export function manageRefusal(refusal: ManageRefusal): { httpStatus: number; body: ErrorBody } {
  switch (refusal.kind) {
    case "not_found":
      return { httpStatus: 404, body: errorBody("not_found", "No short link has this slug.") };
    case "gone":
      return { httpStatus: 410, body: errorBody("removed", "This short link was removed by its creator.") };
    case "forbidden":
      return {
        httpStatus: 403,
        body: errorBody("wrong_key", "This management key does not match this short link."),
      };
  }
}
