// The report of an investigation, as the server makes it, the API sends it and the page shows it.
import type { ArchiveLinks } from "./archive.ts";

/** Every finding the investigator can make, by the stable code the API and the page use. */
export const WARNING_CODES = [
  "blocklisted",
  "homograph",
  "private_address",
  "unsupported_scheme",
  "unresolvable_host",
  "unreachable",
  "error_status",
  "redirect_loop",
  "too_many_hops",
  "overlong_address",
  "download",
  "certificate_problem",
  "https_downgrade",
  "insecure_http",
  "credentials_in_url",
  "young_domain",
  "ip_literal",
  "punycode",
  "known_shortener",
  "canonical_elsewhere",
  "tracking_parameters",
] as const;

export type WarningCode = (typeof WARNING_CODES)[number];

/** Findings that make a link dangerous rather than merely worth a second look. */
export const DANGEROUS: ReadonlySet<WarningCode> = new Set(["blocklisted", "homograph"]);

/**
 * Findings that mean the link is broken: no such host, no answer, an error status where the chain ends.
 * A certificate problem is not one of them: the site answers, only not in a way to trust.
 */
export const BROKEN: ReadonlySet<WarningCode> = new Set(["unresolvable_host", "unreachable", "error_status"]);

export interface Warning {
  code: WarningCode;
  /** What it is about: a host, an address, the look-alike a homograph imitates… */
  detail?: string;
  /** A number the finding counts, which its sentence agrees with: a young domain's days, a chain's steps. */
  count?: number;
  /** What the finding lists: the tracking parameters of the address. */
  names?: string[];
  /** A look-alike's host as it reads, in Unicode: where its foreign `letters` stand. */
  host?: string;
  letters?: ForeignLetter[];
  /** A download's size in bytes, as the site declared it (Content-Length). */
  bytes?: number;
  /** The HTTP status of an error answer (4xx, 5xx) where the chain ends. */
  status?: number;
  /** ISO 8601: when the certificate of the host named in `detail` expired. */
  expired?: string;
}

/** A letter of a look-alike host from another alphabet than the one the host passes for. */
export interface ForeignLetter {
  /** Its place among the characters (code points) of the look-alike's `host`. */
  at: number;
  letter: string;
  /** Its Unicode script: "Cyrillic", "Greek"…, or "other". */
  script: string;
  /** The Latin letter it passes for, when it is a known look-alike of one. */
  looksLike?: string;
}

/**
 * Why the server refused to request a hop: an address on a private or local network, or one that is not
 * http(s) (a redirect to file:, gopher:, mailto:…). Its address then goes to no registry, archive or
 * threat list, and is not offered to copy.
 */
export type RefusalReason = "private_address" | "unsupported_scheme";

/** Why the chain's last hop was refused, or null when it was not. */
export function refusalOf(hops: readonly Pick<Hop, "via" | "warnings">[]): RefusalReason | null {
  const last = hops.at(-1);
  if (last?.via !== "refused") return null;
  return last.warnings.includes("unsupported_scheme") ? "unsupported_scheme" : "private_address";
}

/** What sent the visitor on from a hop, or why the chain stopped there. */
export type HopVia = "location" | "refresh" | "final" | "refused" | "failed";

export interface Hop {
  url: string;
  /** The host in Unicode, shown beside the punycode of `url`. */
  host: string;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  via: HopVia;
  /** Time from the request to the answer's headers (or to the failure). */
  ms: number;
  /** The IP address the hop was fetched from, or null when it was not fetched. */
  address: string | null;
  warnings: WarningCode[];
}

export interface Destination {
  url: string;
  status: number;
  /** The media type the site declared ("text/html", "application/zip"), without its parameters. */
  contentType: string | null;
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** The canonical address names another page than the one reached. */
  canonicalElsewhere: boolean;
  language: string | null;
  image: string | null;
}

export interface Certificate {
  issuer: string;
  validFrom: string;
  validTo: string;
  names: string[];
}

/** Who holds the destination's domain and since when (RDAP), and what its DNS says. */
export interface DomainFacts {
  /** The final URL's host, Unicode form. */
  host: string;
  /** eTLD+1 by the Public Suffix List (e.g. "bbc.co.uk"), Unicode form; null for IPs and unknown suffixes. */
  registrableDomain: string | null;
  /** From RDAP; null when registration data is unavailable. */
  registration: {
    /** ISO dates of the "registration" and "expiration" events. */
    registered: string | null;
    expires: string | null;
    /** The entity with role "registrar": its vCard fn. */
    registrar: string | null;
    /** Whole days between registered and the report. */
    ageDays: number | null;
  } | null;
  /** Null when DNS answered none of the queries (or the host is an IP). */
  dns: { a: string[]; aaaa: string[]; mx: { exchange: string; priority: number }[]; ns: string[] } | null;
}

/** The Wayback Machine's copy of the destination closest to now, as its availability API tells it. */
export type Snapshot =
  | { status: "found"; url: string; capturedAt: string }
  | { status: "none" }
  /** The API could not be asked (not configured, unreachable, slow or a strange answer). */
  | { status: "unavailable" };

/** The archives section: the address they were asked about and what they said, or why they were not asked. */
export type Archive =
  | ({
      asked: true;
      /**
       * The address asked about, which the links name too: the destination without its query string and
       * fragment, unless the visitor asked for the full address.
       */
      address: string;
      /** A query string or fragment of the destination was left out of `address`. */
      stripped: boolean;
      snapshot: Snapshot;
    } & ArchiveLinks)
  | {
      asked: false;
      /** The chain ended at a refused address, whose name does not leave our server. */
      reason: RefusalReason;
    };

/** A domain registered fewer days ago than this is called young. */
export const YOUNG_DOMAIN_DAYS = 30;

/**
 * In plain words: no warning sign found (which proves nothing about the page's truth), some, a threat or
 * an imitation, or a link that leads nowhere.
 */
export type Verdict = "clear" | "warnings" | "dangerous" | "unreachable";

/** The address reached without its tracking parameters, or why none is offered to copy. */
export type CleanLink =
  | { url: string; removed: string[] }
  /** The link is dangerous, or ends at a refused address: neither is an address to pass on. */
  | { withheld: "dangerous" | RefusalReason };

export interface Report {
  input: string;
  /** ISO 8601, when the investigation started. */
  checkedAt: string;
  verdict: Verdict;
  warnings: Warning[];
  hops: Hop[];
  destination: Destination | null;
  certificate: Certificate | null;
  domain: DomainFacts | null;
  cleanUrl: CleanLink;
  archive: Archive;
}

/** A threat outweighs a broken link: the address can come back to life, the imitation stays one. */
export function verdictOf(warnings: readonly Warning[]): Verdict {
  if (warnings.some((warning) => DANGEROUS.has(warning.code))) return "dangerous";
  if (warnings.some((warning) => BROKEN.has(warning.code))) return "unreachable";
  return warnings.length > 0 ? "warnings" : "clear";
}

/** Warnings in the order a reader should meet them: the most serious first, each code once per detail. */
export function sortWarnings(warnings: readonly Warning[]): Warning[] {
  const seen = new Set<string>();
  return [...warnings]
    .sort((a, b) => WARNING_CODES.indexOf(a.code) - WARNING_CODES.indexOf(b.code))
    .filter((warning) => {
      const key = `${warning.code} ${warning.detail ?? ""}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
