// The report's "domain" section: who holds the final URL's domain and since when (RDAP), and what its
// DNS says. Both are asked at once, within one time budget, and neither can fail the report: what
// cannot be had in time comes back as null.
import { Resolver } from "node:dns/promises";
import { domainToUnicode } from "node:url";
import type { JsonFetchOptions } from "#server/net/guarded-request.ts";
import { parseIpLiteral } from "#server/net/ip.ts";
import { asciiHost, registrableDomain } from "../logic/registrable-domain.ts";
import type { DomainFacts } from "../logic/report.ts";
import { type DnsQueries, lookupDnsRecords } from "./dns-records.ts";
import { createRdapClient } from "./rdap.ts";

export type { DomainFacts };

export interface DomainLookupOptions {
  /** Config RDAP_BOOTSTRAP_URL; DEFAULT_RDAP_BOOTSTRAP_URL in production. */
  rdapBootstrapUrl: string;
  /** The safe fetcher's options: publicUrl, resolve, and allowPrivateAddresses for tests. */
  fetch: JsonFetchOptions;
  /** Default: a node:dns/promises Resolver (the system's DNS servers). */
  dns?: DnsQueries;
  now?: () => number;
  /** The whole lookup's budget: RDAP (the bootstrap included) and DNS. Default 4 s. */
  timeoutMs?: number;
  cache?: {
    /** How long the bootstrap file and each registry answer are kept. Default a day. */
    ttlMs?: number;
    /** Registry answers kept at most. Default 1000. */
    maxDomains?: number;
  };
}

export interface DomainLookup {
  /** Never throws: whatever fails is null in the facts. */
  lookup(host: string): Promise<DomainFacts>;
}

export const DEFAULT_RDAP_BOOTSTRAP_URL = "https://data.iana.org/rdap/dns.json";
export const DEFAULT_DOMAIN_LOOKUP_TIMEOUT_MS = 4000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_MAX_DOMAINS = 1000;

export function createDomainLookup(options: DomainLookupOptions): DomainLookup {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DOMAIN_LOOKUP_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const rdap = createRdapClient({
    bootstrapUrl: options.rdapBootstrapUrl,
    fetch: options.fetch,
    timeoutMs,
    ttlMs: options.cache?.ttlMs ?? DAY_MS,
    maxDomains: options.cache?.maxDomains ?? DEFAULT_MAX_DOMAINS,
    now,
  });
  // A lost packet gets a second try; c-ares doubles the wait for it, so both fit in the budget.
  const dns = options.dns ?? new Resolver({ timeout: Math.ceil(timeoutMs / 3), tries: 2 });

  return {
    async lookup(host) {
      const ascii = asciiHost(host);
      if (!ascii || parseIpLiteral(ascii)) {
        return { host: ascii ?? host, registrableDomain: null, registration: null, dns: null };
      }
      const domain = registrableDomain(ascii);
      const signal = AbortSignal.timeout(timeoutMs);
      const [record, records] = await Promise.all([
        domain ? rdap.registration(domain, signal) : null,
        lookupDnsRecords(dns, { host: ascii, zone: domain ?? ascii }, signal),
      ]);
      const registered = record?.registered ? Date.parse(record.registered) : null;
      return {
        host: unicode(ascii),
        registrableDomain: domain && unicode(domain),
        registration: record && {
          ...record,
          ageDays: registered === null ? null : Math.floor((now() - registered) / DAY_MS),
        },
        dns: records,
      };
    },
  };
}

/** Shown as people write it; a label that is not valid punycode stays as it came. */
function unicode(ascii: string): string {
  return domainToUnicode(ascii) || ascii;
}
