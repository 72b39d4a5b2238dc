// Who registered a domain, when, and until when, asked of its registry over RDAP (RFC 9082, 9083), the
// structured successor of WHOIS. Which server speaks for a TLD comes from the IANA bootstrap file (RFC 9224).
// Every request goes through the SSRF-safe fetcher: the bootstrap names whatever servers it likes.
import { type FetchedJson, fetchJson } from "#server/net/fetch-json.ts";
import type { JsonFetchOptions } from "#server/net/guarded-request.ts";

/** What a registry says about a domain; each part null when it does not say. */
export interface RegistrationRecord {
  /** ISO 8601 date of the "registration" event. */
  registered: string | null;
  /** ISO 8601 date of the "expiration" event. */
  expires: string | null;
  /** The name (vCard "fn") of the entity with the role "registrar". */
  registrar: string | null;
}

/** RDAP base URLs by domain suffix ("com", "xn--p1ai"), each ending in "/". */
export type RdapBootstrap = ReadonlyMap<string, string>;

export interface RdapClientOptions {
  bootstrapUrl: string;
  fetch: JsonFetchOptions;
  /** The time the bootstrap may take to download; a lookup waiting on it waits no longer than that. */
  timeoutMs: number;
  /** How long the bootstrap and each registry answer are kept. */
  ttlMs: number;
  /** Registry answers kept at most; the oldest go first. */
  maxDomains: number;
  now: () => number;
}

export interface RdapClient {
  /**
   * The registration of a registrable domain (punycode), or null when it cannot be had: no RDAP server
   * for its TLD, an error status, an answer that is not an RDAP domain, a failure or the signal's abort.
   */
  registration(domain: string, signal: AbortSignal): Promise<RegistrationRecord | null>;
}

export function createRdapClient(options: RdapClientOptions): RdapClient {
  const answers = new TtlMap<RegistrationRecord>(options.maxDomains, options.ttlMs, options.now);
  const bootstraps = new TtlMap<Promise<RdapBootstrap | null>>(1, options.ttlMs, options.now);

  // Shared by every lookup while it downloads, so a burst of first lookups makes one request to IANA. It
  // runs on its own clock, started no later than any lookup that waits on it, so it ends within their
  // budgets too; a lookup giving up early does not cut it short for the others.
  const bootstrap = (): Promise<RdapBootstrap | null> => {
    const url = options.bootstrapUrl;
    const cached = bootstraps.get(url);
    if (cached) return cached;
    const loading = fetchJson(url, options.fetch, AbortSignal.timeout(options.timeoutMs))
      .then(({ json }) => parseBootstrap(json))
      .catch(() => null)
      .then((parsed) => {
        // A failed download is not kept for a day: the next lookup tries again.
        if (!parsed) bootstraps.delete(url);
        return parsed;
      });
    bootstraps.set(url, loading);
    return loading;
  };

  return {
    async registration(domain, signal) {
      const cached = answers.get(domain);
      if (cached) return cached;
      const base = rdapBaseFor(await bootstrap(), domain);
      if (!base) return null;
      let answer: FetchedJson;
      try {
        answer = await fetchJson(new URL(`domain/${domain}`, base).href, options.fetch, signal);
      } catch {
        return null; // 404 (the registry knows no such domain), 5xx, timeout, refused address, bad JSON
      }
      const record = parseRegistration(answer.json);
      if (record) answers.set(domain, record);
      return record;
    },
  };
}

/** The bootstrap's services ([[suffixes], [base URLs]]) as a map; null when the document is not one. */
export function parseBootstrap(json: unknown): RdapBootstrap | null {
  if (!isRecord(json) || !Array.isArray(json.services)) return null;
  const bases = new Map<string, string>();
  for (const service of json.services) {
    if (!Array.isArray(service)) continue;
    const [suffixes, urls] = service as unknown[];
    if (!Array.isArray(suffixes) || !Array.isArray(urls)) continue;
    const candidates = urls.filter((url): url is string => typeof url === "string" && URL.canParse(url));
    // RFC 9224 asks clients to prefer https when a registry offers both.
    const base = candidates.find((url) => url.startsWith("https:")) ?? candidates[0];
    if (base === undefined) continue;
    for (const suffix of suffixes) {
      if (typeof suffix === "string") bases.set(suffix.toLowerCase(), base.endsWith("/") ? base : `${base}/`);
    }
  }
  return bases;
}

/** The base URL for a domain: its longest suffix the bootstrap lists (in practice, its TLD). */
export function rdapBaseFor(bootstrap: RdapBootstrap | null, domain: string): string | null {
  const labels = domain.toLowerCase().split(".");
  for (let start = 0; start < labels.length; start++) {
    const base = bootstrap?.get(labels.slice(start).join("."));
    if (base) return base;
  }
  return null;
}

/**
 * Reads an RDAP domain object: its registration and expiration events and its registrar. Null for
 * anything else, such as an error object some servers send with a 200.
 */
export function parseRegistration(json: unknown): RegistrationRecord | null {
  if (!isRecord(json) || json.objectClassName !== "domain") return null;
  const events = Array.isArray(json.events) ? json.events.filter(isRecord) : [];
  const eventDate = (action: string): string | null => {
    for (const event of events) {
      if (event.eventAction !== action || typeof event.eventDate !== "string") continue;
      const time = Date.parse(event.eventDate);
      if (!Number.isNaN(time)) return new Date(time).toISOString();
    }
    return null;
  };
  return {
    registered: eventDate("registration"),
    expires: eventDate("expiration"),
    registrar: registrarName(json.entities, 0),
  };
}

// Registries put the registrar at the top level; some nest it under another entity. Three levels are
// more than any registry uses, and a bound keeps a hostile answer from recursing at will.
const MAX_ENTITY_DEPTH = 3;

function registrarName(entities: unknown, depth: number): string | null {
  if (!Array.isArray(entities) || depth === MAX_ENTITY_DEPTH) return null;
  for (const entity of entities.filter(isRecord)) {
    if (Array.isArray(entity.roles) && entity.roles.includes("registrar")) {
      const name = vcardName(entity.vcardArray);
      if (name) return name;
    }
  }
  for (const entity of entities.filter(isRecord)) {
    const name = registrarName(entity.entities, depth + 1);
    if (name) return name;
  }
  return null;
}

// jCard (RFC 7095): ["vcard", [["version", {}, "text", "4.0"], ["fn", {}, "text", "Example Registrar, Inc."]]]
function vcardName(vcard: unknown): string | null {
  if (!Array.isArray(vcard) || !Array.isArray(vcard[1])) return null;
  for (const property of vcard[1] as unknown[]) {
    if (!Array.isArray(property) || property[0] !== "fn") continue;
    const value = property[3];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A map whose entries expire after ttlMs, holding at most `capacity` of them (the oldest go first). */
class TtlMap<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #capacity: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(capacity: number, ttlMs: number, now: () => number) {
    this.#capacity = capacity;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expires > this.#now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.#now() + this.#ttlMs });
    // Every entry lives as long, so the first in the map is the one closest to expiring.
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#capacity) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}
