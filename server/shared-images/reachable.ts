import { isPublicAddress, parseIpLiteral } from "#server/net/ip.ts";

// Names that never lead to a machine on the public internet (RFC 6761, RFC 6762, RFC 8375) and the
// suffixes private networks commonly use.
const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa", ".test", ".invalid"];

/**
 * Whether a search engine's servers could fetch a picture from `publicUrl`, the origin the site says it
 * is reached at (PUBLIC_URL). This machine (localhost, 127.0.0.1), a private or reserved address, a name
 * without a dot or one under a local suffix cannot be: the page then says so instead of offering the
 * search by address. A public name is taken at its word; the server does not resolve it.
 */
export function enginesCanReach(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.toLowerCase().replace(/\.$/, "");
  if (parseIpLiteral(host)) return isPublicAddress(host);
  if (host === "localhost" || !host.includes(".")) return false;
  return !LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
