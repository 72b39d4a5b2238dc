// Whether the end of a link is a file a browser would save rather than show, told from the answer's
// headers alone: the body is never read to find out, nor to measure it.

/** A file the link ends in: its type as the site declares it, and its size when the site gives one. */
export interface Download {
  type: string;
  bytes: number | null;
}

/** What the answer's headers say: its media type without parameters ("" when none), and the raw others. */
export interface DownloadHeaders {
  type: string;
  disposition?: string;
  length?: string;
}

/** Types a browser shows in its window; anything else it saves (programs, archives, octet streams…). */
const SHOWN_FAMILIES = new Set(["text", "image", "audio", "video"]);
const SHOWN_TYPES = new Set([
  "application/xhtml+xml",
  "application/pdf",
  "application/json",
  "application/xml",
  "application/javascript",
]);
/** "application/rss+xml", "application/ld+json": structured text a browser displays. */
const SHOWN_SUFFIX = /\+(xml|json)$/;
const ATTACHMENT = /^\s*attachment\b/i;
const DIGITS = /^\d{1,15}$/;

/**
 * The download the headers describe, or null for something a browser shows. A site that says nothing of
 * the type is given the benefit of the doubt (browsers guess, usually a page); one that asks for the
 * file to be saved (Content-Disposition: attachment) is a download whatever its type.
 */
export function downloadOf({
  type,
  disposition = "",
  length: declared = "",
}: DownloadHeaders): Download | null {
  const attachment = ATTACHMENT.test(disposition);
  if (!attachment && (type === "" || isShown(type))) return null;
  const length = declared.trim();
  return {
    type: type || "application/octet-stream",
    bytes: DIGITS.test(length) ? Number(length) : null,
  };
}

function isShown(type: string): boolean {
  const family = type.split("/")[0] ?? "";
  return SHOWN_FAMILIES.has(family) || SHOWN_TYPES.has(type) || SHOWN_SUFFIX.test(type);
}
