// What the page and the server agree on about shared images (docs/decisions/034-shared-images.md): a
// picture the visitor chose to put at a temporary address for the reverse search engines to fetch.

/** Where the page uploads a picture (POST, the picture's bytes as the body). */
export const SHARED_IMAGES_API = "/api/shared-images";
/** Where a shared picture is served: `${SHARED_IMAGES_PATH}<token>.<jpg|png|webp>`. */
export const SHARED_IMAGES_PATH = "/shared-images/";
/** Decimal, as every size the pages write (formatBytes). */
export const SHARED_IMAGE_MAX_BYTES = 10_000_000;
/** How long a shared picture stays at its address. */
export const SHARED_IMAGE_LIFETIME_MS = 3_600_000;
/** The only types a shared picture may have, found from its bytes, and the extension of each. */
export const SHARED_IMAGE_TYPES = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type SharedImageType = keyof typeof SHARED_IMAGE_TYPES;

export function isSharedImageType(type: string): type is SharedImageType {
  return Object.hasOwn(SHARED_IMAGE_TYPES, type);
}

/**
 * Whether this instance offers the feature: "on", "unreachable" (its public address is this machine or a
 * private network, which no engine can fetch from) or "off" (SHARED_IMAGES=off).
 */
export type SharedImagesAvailability = "on" | "unreachable" | "off";

/** The answer to an upload. */
export interface SharedImage {
  /** The picture's absolute address, on the site's public origin. */
  url: string;
  /** ISO 8601, UTC. */
  expiresAt: string;
}
