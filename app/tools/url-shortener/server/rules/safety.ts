// The safety check of a destination: every rule in turn, cheapest first, stopping at the first refusal.

import { isHomographHost } from "#server/net/homograph.ts";
import type { IpAddress } from "#server/net/ip.ts";
import { allowsPrivate, type PrivateAddressRule } from "#server/net/private-endpoints.ts";
import type { Resolver } from "#server/net/resolve.ts";
import { type Blocklist, checkBlocklist } from "./blocklist.ts";
import { checkHostAddress, checkResolvedHost } from "./host-address.ts";
import { checkSelfLink, type SiteUrls } from "./self-link.ts";
import { comparableHost } from "./url-key.ts";
import { checkCredentials, checkScheme } from "./url-shape.ts";
import { refuse, SAFE, type Verdict } from "./verdict.ts";

export type SafetyDeps = SiteUrls & {
  blocklist: Pick<Blocklist, "match">;
  /** Defaults to the system resolver (node:dns lookup). */
  resolve?: Resolver;
  dnsTimeoutMs?: number;
  /** Set only when SAFE_BROWSING_API_KEY is, e.g. `(url) => checkSafeBrowsing(url, { apiKey })`. */
  safeBrowsing?: (url: string) => Promise<Verdict>;
  /**
   * `true` skips the address rules so tests can shorten links to a local server (never in production);
   * a function lets through only the private endpoints it accepts (ALLOW_PRIVATE_ENDPOINTS).
   */
  allowPrivateAddresses?: PrivateAddressRule;
};

/** Judges a normalised destination URL (see parseDestinationUrl). */
export async function checkUrlSafety(url: string, deps: SafetyDeps): Promise<Verdict> {
  const parsed = URL.parse(url);
  if (!parsed) return refuse("invalid_url", "Please enter a valid URL.");
  const host = comparableHost(parsed);
  const rule = deps.allowPrivateAddresses ?? false;
  const checkAddresses = rule !== true;
  const port = Number(parsed.port) || (parsed.protocol === "https:" ? 443 : 80);
  const except = (ip: IpAddress) => allowsPrivate(rule, ip, port);
  const { safeBrowsing } = deps;

  const rules: (() => Verdict | Promise<Verdict>)[] = [
    () => checkScheme(parsed),
    () => checkCredentials(parsed),
    () => checkSelfLink(parsed, deps),
    () => (checkAddresses ? checkHostAddress(host, except) : SAFE),
    () =>
      isHomographHost(host)
        ? refuse("homograph", "The link's host name imitates another one with look-alike letters.")
        : SAFE,
    () => checkBlocklist(parsed, deps.blocklist),
    () => (checkAddresses ? checkResolvedHost(host, deps.resolve, deps.dnsTimeoutMs, except) : SAFE),
    () => (safeBrowsing ? safeBrowsing(parsed.href) : SAFE),
  ];
  for (const rule of rules) {
    const verdict = await rule();
    if (!verdict.safe) return verdict;
  }
  return SAFE;
}
