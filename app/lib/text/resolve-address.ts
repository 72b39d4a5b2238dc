// An address a stranger's page names (an image, a stylesheet, a video), made absolute against the page.

// Addresses longer than this are not followed: no real resource needs them, and a page could name
// millions of bytes of address.
const MAX_ADDRESS_LENGTH = 8192;

/** An absolute http(s) address without its fragment, or undefined for anything else. */
export function resolveAddress(href: string, base: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed === "" || trimmed.length > MAX_ADDRESS_LENGTH) return undefined;
  const url = URL.parse(trimmed, base);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return undefined;
  url.hash = "";
  return url.href;
}
