// Where a host name leads, for every server part that checks or fetches a link (SSRF rules in ip.ts).
import { lookup } from "node:dns/promises";

/** Resolves a host name to its addresses; rejects when the name does not exist. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export const DEFAULT_DNS_TIMEOUT_MS = 3000;

// Names that by standard or convention only exist on a local network; not worth a lookup.
const LOCAL_NAMES = ["localhost", "local", "internal", "home.arpa"];

export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return LOCAL_NAMES.some((local) => name === local || name.endsWith(`.${local}`));
}
