// Where a host lives on the network: links must lead to the public internet, never to this server's
// neighbours (loopback, private networks, cloud metadata at 169.254.169.254).

import { type IpAddress, isPublicAddress, parseIpLiteral } from "#server/net/ip.ts";
import { DEFAULT_DNS_TIMEOUT_MS, isLocalName, type Resolver, systemResolver } from "#server/net/resolve.ts";
import { refuse, SAFE, type Verdict } from "./verdict.ts";

const PRIVATE_MESSAGE = "This link points to a private or local network address.";

/** A private address let through all the same (a named endpoint of ALLOW_PRIVATE_ENDPOINTS). */
export type PrivateException = (ip: IpAddress) => boolean;

const NONE: PrivateException = () => false;

/** Judges the host as written, without resolving it: IP literals in any notation, and local names. */
export function checkHostAddress(hostname: string, except: PrivateException = NONE): Verdict {
  const ip = parseIpLiteral(hostname);
  if (ip) return isPublicAddress(ip) || except(ip) ? SAFE : refuse("private_address", PRIVATE_MESSAGE);
  return isLocalName(hostname) ? refuse("private_address", PRIVATE_MESSAGE) : SAFE;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DNS lookup took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves a host name and refuses it when no address is public, or when it does not resolve (in
 * time). A name with public and private addresses passes: the preview fetcher checks each address
 * it connects to, and the visitor's own browser follows the redirect.
 */
export async function checkResolvedHost(
  hostname: string,
  resolve: Resolver = systemResolver,
  timeoutMs = DEFAULT_DNS_TIMEOUT_MS,
  except: PrivateException = NONE,
): Promise<Verdict> {
  if (parseIpLiteral(hostname)) return checkHostAddress(hostname, except);
  let addresses: string[];
  try {
    addresses = await withTimeout(resolve(hostname), timeoutMs);
  } catch {
    return refuse("unresolvable_host", "The link's host name could not be found.");
  }
  if (addresses.length === 0) return refuse("unresolvable_host", "The link's host name could not be found.");
  return addresses.some((address) => {
    const ip = parseIpLiteral(address);
    return ip !== null && (isPublicAddress(ip) || except(ip));
  })
    ? SAFE
    : refuse("private_address", PRIVATE_MESSAGE);
}
