// The site's shared images (decision 034): a picture the visitor chose to put at a temporary address for
// the reverse search engines. A service of the site, not of one tool: the image inspector's pictures and
// the video inspector's frames both use it, through app/features/reverse-search/.
import path from "node:path";
import type { SharedImagesAvailability } from "#app/lib/hand-off/shared-images.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import type { RateLimitStore } from "#server/rate-limit/rate-limiter.ts";
import type { ToolEndpoints } from "#server/tool-server.ts";
import { sharedImageEndpoints } from "./endpoints.ts";
import { enginesCanReach } from "./reachable.ts";
import { createSharedImageStore } from "./store.ts";

/** How often expired pictures are deleted, besides on every read of one. */
const SWEEP_EVERY_MS = 5 * 60_000;

export interface SharedImages {
  availability: SharedImagesAvailability;
  endpoints: ToolEndpoints;
  /** Stops the sweep. */
  stop(): void;
}

export function availabilityOf(config: Pick<Config, "sharedImages" | "publicUrl">): SharedImagesAvailability {
  if (!config.sharedImages) return "off";
  return enginesCanReach(config.publicUrl) ? "on" : "unreachable";
}

/**
 * Its endpoints and sweep, when the feature is on. An instance the engines cannot reach still answers
 * (its own tests, a proxy in front that the configuration does not know of), but its pages offer nothing.
 */
export function startSharedImages(
  config: Config,
  { rateLimits, logger }: { rateLimits: RateLimitStore; logger: Logger },
  { now }: { now?: () => number } = {},
): SharedImages {
  const availability = availabilityOf(config);
  if (availability === "off") return { availability, endpoints: {}, stop: () => undefined };
  const store = createSharedImageStore({ dir: path.join(config.dataDir, "shared-images"), now });
  const sweep = () =>
    store.sweep().catch((error: unknown) => logger.error("shared images sweep failed", { error }));
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return {
    availability,
    endpoints: sharedImageEndpoints({
      store,
      limiter: rateLimits.limiter("shared-images", config.sharedImageRateLimit),
      publicUrl: config.publicUrl,
      trustedProxies: config.trustedProxies,
    }),
    stop: () => clearInterval(timer),
  };
}
