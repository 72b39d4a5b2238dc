// Destination URL rules: what the shortener accepts, and the normal form used to find an existing link.
import { MAX_URL_LENGTH } from "#app/lib/text/url-length.ts";

export type UrlErrorCode = "invalid_url" | "too_long" | "unsupported_scheme";

export type ParsedDestination =
  | {
      ok: true;
      /** Normal form for dedupe: fragment dropped, host lowercase punycode, default port dropped, path at least "/". */
      url: string;
      /** The absolute, serialised destination with its fragment: the form to redirect to (ASCII only, header-safe). */
      href: string;
      /** The input as given, trimmed. */
      original: string;
    }
  | { ok: false; code: UrlErrorCode; message: string };

// A scheme is letters then letters, digits, "+", "-" or "." up to a colon (RFC 3986)...
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// ...unless digits follow the colon: "example.com:8080/x" is a host and a port.
const PORT_AFTER_COLON = /^\d+(?:[/?#]|$)/;
// Inner whitespace or control characters mean a pasted sentence or a smuggling attempt, not a URL.
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;
// The URL parser turns every IPv4 notation (hex, octal, 127.1, 2130706433) into this one.
const DOTTED_IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const MAX_HOSTNAME_LENGTH = 253;

function fail(code: UrlErrorCode, message: string): ParsedDestination {
  return { ok: false, code, message };
}

function schemeOf(input: string): string | null {
  const match = SCHEME.exec(input);
  if (!match?.[1] || PORT_AFTER_COLON.test(input.slice(match[0].length))) return null;
  return match[1].toLowerCase();
}

/** A real host: an IP literal (judged later by the safety rules) or a dotted name ending in a TLD-like label. */
function isRealHost(hostname: string): boolean {
  if (hostname.startsWith("[") || DOTTED_IPV4.test(hostname)) return true;
  if (hostname.length > MAX_HOSTNAME_LENGTH) return false;
  const labels = hostname.split(".");
  const last = labels.at(-1) ?? "";
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL_LABEL.test(last);
}

/**
 * Parses what a person typed. Input without any scheme ("example.com/page") gets "https://", as a
 * browser's address bar would; any scheme other than http or https is refused.
 */
export function parseDestinationUrl(input: string): ParsedDestination {
  const original = input.trim();
  if (original === "") return fail("invalid_url", "Please enter a URL.");
  if (original.length > MAX_URL_LENGTH) {
    return fail("too_long", `The URL is longer than ${MAX_URL_LENGTH} characters.`);
  }
  if (WHITESPACE_OR_CONTROL.test(original)) {
    return fail("invalid_url", "The URL must not contain spaces or control characters.");
  }
  const scheme = schemeOf(original);
  if (scheme !== null && scheme !== "http" && scheme !== "https") {
    return fail("unsupported_scheme", "Only http and https addresses can be shortened.");
  }
  const parsed = URL.parse(scheme === null ? `https://${original}` : original);
  if (!parsed) return fail("invalid_url", "Please enter a valid URL.");
  if (parsed.hostname.endsWith(".")) parsed.hostname = parsed.hostname.slice(0, -1);
  if (!isRealHost(parsed.hostname)) {
    return fail("invalid_url", "The URL needs a real host name, such as example.com.");
  }
  const href = parsed.href;
  parsed.hash = "";
  // Percent-encoding and punycode can make the stored form longer than what was typed.
  if (href.length > MAX_URL_LENGTH) {
    return fail("too_long", `The URL is longer than ${MAX_URL_LENGTH} characters once encoded.`);
  }
  return { ok: true, url: parsed.href, href, original };
}
