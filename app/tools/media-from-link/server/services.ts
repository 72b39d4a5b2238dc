// What the media-from-link part adds to the services (its endpoints and pages read these), apart from
// index.ts so that api.ts and index.ts do not import each other.
import type { TaskSlots } from "#server/lib/task-slots.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import type { MediaLinks } from "./media-links.ts";

export interface MediaFromLinkServices {
  mediaLinks: MediaLinks;
  /** MEDIA_FETCH_RATE_LIMIT, per client address: every listing and every file. */
  mediaFetchRateLimiter: RateLimiter;
  /** MEDIA_FETCH_CONCURRENCY: listings and transfers at once in this process; past it, 503. */
  mediaTransfers: TaskSlots;
}
