import { withoutTrailing } from "#app/lib/text/trim.ts";
import type { Warning } from "./report.ts";
import { isKnownShortener } from "./shorteners.ts";

/** An address whose host, as written, has a label in punycode. */
const WRITTEN_IN_PUNYCODE = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\bxn--/i;

/** An IPv4 address, or an IPv6 one in brackets, as the URL parser writes hosts. */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * What a single address says about itself, before anything is fetched: a host written as an IP
 * address or in punycode, a known shortener, a user name or password before the host (the
 * "https://bank.example@evil.example" trick), plain http. Homographs need the server (node:url).
 * `url` is the address as it was written: a host typed in Unicode ("tiếngviệt.vn") is ordinary, the
 * same host written "xn--…" hides what it reads as.
 */
export function urlWarnings(url: string): Warning[] {
  const parsed = URL.parse(url);
  if (!parsed) return [];
  const warnings: Warning[] = [];
  const host = parsed.hostname;
  if (parsed.username !== "" || parsed.password !== "") {
    warnings.push({ code: "credentials_in_url", detail: decodeURIComponent(parsed.username) });
  }
  if (IP_HOST.test(host)) warnings.push({ code: "ip_literal", detail: host });
  else if (WRITTEN_IN_PUNYCODE.test(url)) warnings.push({ code: "punycode", detail: host });
  if (isKnownShortener(host)) warnings.push({ code: "known_shortener", detail: host });
  if (parsed.protocol === "http:") warnings.push({ code: "insecure_http", detail: host });
  return warnings;
}

/** Whether a canonical address names another page than the one reached (fragment and final / aside). */
export function isCanonicalElsewhere(canonical: string | null, reached: string): boolean {
  if (canonical === null) return false;
  const a = URL.parse(canonical);
  const b = URL.parse(reached);
  if (!a || !b) return false;
  const key = (url: URL) =>
    `${url.hostname.replace(/^www\./, "")}${withoutTrailing(url.pathname, "/")}`.toLowerCase();
  return key(a) !== key(b);
}
