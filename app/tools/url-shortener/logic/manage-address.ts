// The management address carries its key in the fragment, which browsers never send to a server (nor to
// its logs); pages read it there.

/** The `#key=…` of a management address, or null. */
export function keyFromFragment(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, "")).get("key")?.trim();
  return key ? key : null;
}

/** A path with the key in its fragment. */
export function withKeyFragment(path: string, key: string): string {
  return `${path}#key=${encodeURIComponent(key)}`;
}

/** The management page of a short link, without language prefix. */
export function managePagePath(slug: string): string {
  return `/tools/url-shortener/manage/${encodeURIComponent(slug)}`;
}
