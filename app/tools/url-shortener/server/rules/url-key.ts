// Comparable forms of a URL's host and path, so rules that match URLs against configured ones
// cannot be dodged with a trailing dot, letter case or percent-encoding.

/** The hostname as the URL parser gives it (lowercase, punycode), without a trailing root dot. */
export function comparableHost(url: URL): string {
  return url.hostname.endsWith(".") ? url.hostname.slice(0, -1) : url.hostname;
}

/**
 * The path decoded, lowercased and with repeated slashes collapsed: servers (and React Router)
 * commonly treat "/S/x", "/%73/x" and "//s/x" like "/s/x".
 */
export function comparablePath(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname; // a stray "%" is not an escape; compare it as written
  }
  return decoded.toLowerCase().replace(/\/{2,}/g, "/");
}
