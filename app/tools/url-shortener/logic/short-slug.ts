/** An alias has at most this many characters; a generated slug has fewer. */
export const ALIAS_MAX_LENGTH = 50;

// Letters, digits, "-" and "_": generated slugs and aliases alike. Anything else cannot be a short link.
const SHORT_SLUG = new RegExp(`^[A-Za-z0-9_-]{1,${ALIAS_MAX_LENGTH}}$`);

/** Whether `text` has the shape of a short link's slug (whether a link has it is the database's to say). */
export function isShortSlug(text: string): boolean {
  return SHORT_SLUG.test(text);
}

/** The statistics page of a short link, without language prefix, from its short address. */
export function statsPagePath(shortenedUrl: string): string {
  const slug = new URL(shortenedUrl).pathname.split("/").filter(Boolean).at(-1) ?? "";
  return `/tools/link-analytics/${encodeURIComponent(decodeURIComponent(slug))}`;
}
