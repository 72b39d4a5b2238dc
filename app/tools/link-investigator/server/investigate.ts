import { domainToUnicode } from "node:url";
import {
  type FollowOptions,
  followHops,
  MAX_HOPS,
  type PathEnd,
  type PathHop,
} from "#server/net/follow-hops.ts";
import { type FetchFailureReason, mimeType } from "#server/net/guarded-request.ts";
import { foreignLetters, isHomographHost, latinReading } from "#server/net/homograph.ts";
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

export interface InvestigateOptions extends FollowOptions {
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
 * Follows a link hop by hop (server/net/follow-hops.ts) and says what each step and the destination show.
 * Never throws: every way of failing is a finding. `url` must already be an absolute http(s) address (see
 * logic/input.ts).
 */
export async function investigate(
  url: string,
  options: InvestigateOptions,
  onHop: (hop: Hop) => void = () => {},
): Promise<Report> {
  const now = options.now ?? Date.now;
  const checkedAt = new Date(now()).toISOString();
  const warnings: Warning[] = [];
  const hops: Hop[] = [];
  const path = await followHops(url, options, (step) => {
    const found = hopWarnings(step, hops.at(-1)?.url ?? null);
    warnings.push(...found);
    const hop: Hop = {
      url: step.url,
      host: unicodeHost(step.url),
      status: step.status,
      via: step.via,
      ms: step.ms,
      address: step.address,
      warnings: found.map((warning) => warning.code),
    };
    hops.push(hop);
    onHop(hop);
  });
  warnings.push(...endWarnings(path.end));
  const landed = path.end.kind === "landed" ? reached(path.end) : null;
  const destination = landed?.destination ?? null;
  const certificate = landed?.certificate ?? null;
  if (landed) warnings.push(...landed.warnings);

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

/** What a hop says: its address (after the hop before it), or why it got no answer. */
function hopWarnings(hop: PathHop, previous: string | null): Warning[] {
  const { failure } = hop;
  if (failure?.reason === "unsupported_scheme")
    return [{ code: "unsupported_scheme", detail: failure.detail }];
  const warnings = hopUrlWarnings(hop.written, previous);
  if (failure)
    warnings.push({ code: failureWarning(failure.reason, failure.detail), detail: unicodeHost(hop.url) });
  return warnings;
}

/** Why a path that reached no page stopped, when the last hop does not say it. */
function endWarnings(end: PathEnd): Warning[] {
  switch (end.kind) {
    case "loop":
      return [{ code: "redirect_loop", detail: end.url }];
    case "too_many_hops":
      return [{ code: "too_many_hops", count: MAX_HOPS }];
    case "overlong":
      return [{ code: "overlong_address", detail: unicodeHost(end.url) }];
    default:
      return [];
  }
}

/** The page a path landed on, its certificate, and what its head and headers say of it. */
function reached({ answer, head }: Extract<PathEnd, { kind: "landed" }>): {
  destination: Destination;
  certificate: Certificate | null;
  warnings: Warning[];
} {
  const warnings: Warning[] = [];
  const canonical = head?.canonical ?? null;
  const type = mimeType(answer.headers["content-type"]);
  const destination: Destination = {
    url: answer.url,
    status: answer.status,
    contentType: type || null,
    title: head?.title ?? null,
    description: head?.description ?? null,
    canonical,
    canonicalElsewhere: isCanonicalElsewhere(canonical, answer.url),
    language: head?.language ?? headerLanguage(answer.headers["content-language"]),
    image: head?.image ?? null,
  };
  if (destination.canonicalElsewhere && canonical) {
    warnings.push({ code: "canonical_elsewhere", detail: canonical });
  }
  // Told from the headers alone: the file itself is never downloaded, not even to measure it.
  const { "content-disposition": disposition, "content-length": length } = answer.headers;
  const download = answer.status < 300 ? downloadOf({ type, disposition, length }) : null;
  if (download) {
    warnings.push({
      code: "download",
      detail: download.type,
      ...(download.bytes !== null ? { bytes: download.bytes } : {}),
    });
  }
  return { destination, certificate: answer.certificate ?? null, warnings };
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
