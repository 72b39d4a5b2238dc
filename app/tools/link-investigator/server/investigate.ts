import { domainToUnicode } from "node:url";
import { type Hop as FetchedHop, fetchHop } from "../../../../server/net/fetch-page.ts";
import {
  type FetchFailureReason,
  failureOf,
  type HopOptions,
  mimeType,
} from "../../../../server/net/guarded-request.ts";
import { foreignLetters, isHomographHost, latinReading } from "../../../../server/net/homograph.ts";
import type { PageHeadReader } from "../../../../server/net/page-head-reader.ts";
import { archiveAddress, archiveLinks } from "../logic/archive.ts";
import { downloadOf } from "../logic/download.ts";
import {
  BROKEN,
  type Certificate,
  type Destination,
  type DomainFacts,
  type Hop,
  type Report,
  refusalOf,
  type Snapshot,
  sortWarnings,
  verdictOf,
  type Warning,
  type WarningCode,
  YOUNG_DOMAIN_DAYS,
} from "../logic/report.ts";
import { withoutTracking } from "../logic/tracking.ts";
import { isCanonicalElsewhere, urlWarnings } from "../logic/url-warnings.ts";

/** At most this many requests per report; a chain still going on after them is named. */
export const MAX_HOPS = 10;
/** A hop's address is not followed past this length: ordinary links are far shorter, and a stranger's
 * megabyte of redirect target only costs us time. */
export const MAX_HOP_URL_CHARS = 8 * 1024;
const DEFAULT_HOP_TIMEOUT_MS = 5000;
/** A whole report never takes longer, however many slow hops it has. */
const DEFAULT_TOTAL_TIMEOUT_MS = 15_000;

export interface InvestigateOptions {
  fetch: HopOptions;
  /** Reads each page's head off the event loop (server/net/page-head-reader.ts). */
  pageHeads: Pick<PageHeadReader, "read">;
  hopTimeoutMs?: number;
  totalTimeoutMs?: number;
  /** The destination's domain facts (RDAP, DNS); without it the report has none. */
  domain?: (host: string) => Promise<DomainFacts>;
  /** The shortener's threat rules (blocklist, Safe Browsing): a reason, or null when none applies. */
  threat?: (url: string) => Promise<string | null>;
  /** The archive's copy of the destination closest to now; without it, "unavailable". */
  snapshot?: (url: string) => Promise<Snapshot>;
  /** The visitor asked the archive about the full address, query string and fragment included. */
  fullArchiveAddress?: boolean;
  now?: () => number;
}

// Failures that mean the certificate was refused (expired, self-signed, another host's…).
const CERTIFICATE_ERROR = /^(CERT_|ERR_TLS_CERT|DEPTH_ZERO_SELF_SIGNED|SELF_SIGNED|UNABLE_TO_(GET|VERIFY))/;

function failureWarning(reason: FetchFailureReason, detail: string): WarningCode {
  if (reason === "private_address") return "private_address";
  if (reason === "unresolvable_host") return "unresolvable_host";
  if (reason === "network_error" && CERTIFICATE_ERROR.test(detail)) return "certificate_problem";
  return "unreachable";
}

function unicodeHost(url: string): string {
  const host = URL.parse(url)?.hostname ?? "";
  return domainToUnicode(host) || host;
}

/**
 * Follows a link as a browser would (redirects and meta refreshes), one vetted request at a time, and
 * says what each step and the destination show. Never throws: every way of failing is a finding.
 * `url` must already be an absolute http(s) address (see logic/input.ts).
 */
export async function investigate(
  url: string,
  options: InvestigateOptions,
  onHop: (hop: Hop) => void = () => {},
): Promise<Report> {
  const now = options.now ?? Date.now;
  const checkedAt = new Date(now()).toISOString();
  const total = AbortSignal.timeout(options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS);
  const warnings: Warning[] = [];
  const hops: Hop[] = [];
  const visited = new Set<string>();
  let destination: Destination | null = null;
  let certificate: Certificate | null = null;
  let current = url;
  let previous: string | null = null;
  const addHop = (hop: Hop) => {
    hops.push(hop);
    onHop(hop);
  };

  for (;;) {
    if (visited.has(current)) {
      warnings.push({ code: "redirect_loop", detail: current });
      break;
    }
    if (hops.length === MAX_HOPS) {
      warnings.push({ code: "too_many_hops", count: MAX_HOPS });
      break;
    }
    visited.add(current);
    // A redirect may name any scheme (file:, gopher:, mailto:…); only http(s) is requested. Such a hop is
    // refused by name rather than failed on, so the path shows where the link tried to send its visitor.
    const scheme = URL.parse(current)?.protocol ?? "";
    if (scheme !== "http:" && scheme !== "https:") {
      warnings.push({ code: "unsupported_scheme", detail: scheme });
      addHop({
        url: current,
        host: unicodeHost(current),
        status: null,
        via: "refused",
        ms: 0,
        address: null,
        warnings: ["unsupported_scheme"],
      });
      break;
    }
    const hopWarnings = hopUrlWarnings(current, previous);
    warnings.push(...hopWarnings);
    const signal = AbortSignal.any([
      total,
      AbortSignal.timeout(options.hopTimeoutMs ?? DEFAULT_HOP_TIMEOUT_MS),
    ]);
    const started = performance.now();
    let fetched: FetchedHop;
    try {
      fetched = await fetchHop(current, options.fetch, signal);
    } catch (error) {
      const { reason, detail } = failureOf(error, signal);
      const code = failureWarning(reason, detail);
      warnings.push({ code, detail: unicodeHost(current) });
      addHop({
        url: current,
        host: unicodeHost(current),
        status: null,
        via: reason === "private_address" ? "refused" : "failed",
        ms: Math.round(performance.now() - started),
        address: null,
        warnings: [...hopWarnings.map((warning) => warning.code), code],
      });
      break;
    }
    const ms = Math.round(performance.now() - started);
    const head =
      // The whole report's limit, not the hop's: the hop's time is the site's to spend, the reader has its own.
      fetched.page === undefined ? null : await options.pageHeads.read(fetched.page, fetched.url, total);
    const next = fetched.location ?? head?.refresh?.url ?? null;
    addHop({
      url: fetched.url,
      host: unicodeHost(fetched.url),
      status: fetched.status,
      via: fetched.location !== undefined ? "location" : next !== null ? "refresh" : "final",
      ms,
      address: fetched.address,
      warnings: hopWarnings.map((warning) => warning.code),
    });
    if (next !== null && next.length > MAX_HOP_URL_CHARS) {
      warnings.push({ code: "overlong_address", detail: unicodeHost(next) });
      break;
    }
    if (next !== null) {
      previous = fetched.url;
      current = next;
      continue;
    }
    certificate = fetched.certificate ?? null;
    const canonical = head?.canonical ?? null;
    const type = mimeType(fetched.headers["content-type"]);
    destination = {
      url: fetched.url,
      status: fetched.status,
      contentType: type || null,
      title: head?.title ?? null,
      description: head?.description ?? null,
      canonical,
      canonicalElsewhere: isCanonicalElsewhere(canonical, fetched.url),
      language: head?.language ?? headerLanguage(fetched.headers["content-language"]),
      image: head?.image ?? null,
    };
    if (destination.canonicalElsewhere && canonical) {
      warnings.push({ code: "canonical_elsewhere", detail: canonical });
    }
    // Told from the headers alone: the file itself is never downloaded, not even to measure it.
    const { "content-disposition": disposition, "content-length": length } = fetched.headers;
    const download = fetched.status < 300 ? downloadOf({ type, disposition, length }) : null;
    if (download) {
      warnings.push({
        code: "download",
        detail: download.type,
        ...(download.bytes !== null ? { bytes: download.bytes } : {}),
      });
    }
    break;
  }

  const finalUrl = destination?.url ?? hops.at(-1)?.url ?? url;
  if (destination !== null && destination.status >= 400) {
    warnings.push({ code: "error_status", detail: unicodeHost(finalUrl), status: destination.status });
  }
  const broken = warnings.some((warning) => BROKEN.has(warning.code));
  // Plain http matters where the visitor lands, if anything is served there; a first hop that moves to
  // https is ordinary.
  if (finalUrl.startsWith("http:") && !broken)
    warnings.push({ code: "insecure_http", detail: unicodeHost(finalUrl) });
  const tracked = withoutTracking(finalUrl);
  if (tracked.removed.length > 0) {
    warnings.push({ code: "tracking_parameters", names: tracked.removed });
  }
  if (certificate && Date.parse(certificate.validTo) < now()) {
    warnings.push({
      code: "certificate_problem",
      detail: unicodeHost(finalUrl),
      expired: certificate.validTo,
    });
  }
  const finalHost = URL.parse(finalUrl)?.hostname ?? "";
  // A refused last hop is on a private network, or no web address: it goes to no registry, archive or
  // Safe Browsing, and what a split-horizon DNS answers for its name stays out of the report.
  const refusal = refusalOf(hops);
  const refused = refusal !== null;
  const archiveUrl = archiveAddress(finalUrl, options.fullArchiveAddress === true);
  // The registry and the archive are asked side by side: each has its own time limit.
  const [domain, snapshot] = await Promise.all([
    options.domain && finalHost !== "" && !refused ? options.domain(finalHost) : null,
    options.snapshot && !refused ? options.snapshot(archiveUrl) : ({ status: "unavailable" } as const),
  ]);
  const ageDays = domain?.registration?.ageDays;
  if (ageDays != null && ageDays < YOUNG_DOMAIN_DAYS) {
    warnings.push({ code: "young_domain", count: ageDays });
  }
  if (options.threat) {
    const addresses = new Set([url, finalUrl]);
    if (refused) addresses.delete(finalUrl);
    for (const address of addresses) {
      const reason = await options.threat(address);
      if (reason !== null) warnings.push({ code: "blocklisted", detail: reason });
    }
  }
  const sorted = sortWarnings(warnings);
  const verdict = verdictOf(sorted);
  return {
    input: url,
    checkedAt,
    verdict,
    warnings: sorted,
    hops,
    destination,
    certificate,
    domain,
    // Neither a threat nor an address inside a network is handed out to copy; the threat is the one to say.
    cleanUrl:
      verdict === "dangerous"
        ? { withheld: "dangerous" }
        : refusal !== null
          ? { withheld: refusal }
          : tracked,
    archive:
      refusal !== null
        ? { asked: false, reason: refusal }
        : {
            asked: true,
            address: archiveUrl,
            stripped: archiveUrl !== finalUrl,
            ...archiveLinks(archiveUrl),
            snapshot,
          },
  };
}

/** What a hop's address says, and what it says after the hop before it. */
function hopUrlWarnings(url: string, previous: string | null): Warning[] {
  const warnings = urlWarnings(url).filter((warning) => warning.code !== "insecure_http");
  const host = URL.parse(url)?.hostname ?? "";
  if (isHomographHost(host)) {
    warnings.push({
      code: "homograph",
      detail: latinReading(host),
      host: unicodeHost(url),
      letters: foreignLetters(host),
    });
  }
  if (previous?.startsWith("https:") && url.startsWith("http:")) {
    warnings.push({ code: "https_downgrade", detail: unicodeHost(url) });
  }
  return warnings;
}

function headerLanguage(value: string | undefined): string | null {
  return value?.split(",")[0]?.trim() || null;
}
