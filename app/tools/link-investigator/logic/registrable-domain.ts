import { parse } from "tldts";

/**
 * A host as the URL parser writes it: lower case, Unicode labels in punycode (UTS 46), IPv4 in dotted
 * decimal whatever its notation, IPv6 in brackets (given with or without). Null when it is no host.
 */
export function asciiHost(host: string): string | null {
  // The URL parser would end the host there and read the rest as a path, query, fragment or user.
  if (/[/?#@\\\s]/.test(host)) return null;
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return URL.parse(`http://${bracketed}`)?.hostname ?? null;
}

/**
 * The registrable domain (eTLD+1) of a host by the ICANN section of the Public Suffix List, in punycode:
 * "www.bbc.co.uk" → "bbc.co.uk", "bộcôngan.vn" → "xn--bcngan-jxa6332d.vn". Null for an IP address, a
 * public suffix itself, or a name under no suffix the list knows (".test", ".invalid", a typo): no
 * registry could say who holds those.
 *
 * ICANN only, not the list's private section: a page on someone.github.io sits on the registration of
 * github.io, and the registration is what the report tells about. The name is compared in punycode, the
 * form registries and DNS use, so a Unicode and an encoded spelling of one name get one answer.
 */
export function registrableDomain(host: string): string | null {
  const ascii = asciiHost(host);
  if (!ascii) return null;
  const result = parse(ascii, { allowPrivateDomains: false, extractHostname: false });
  return result.isIp || !result.isIcann ? null : result.domain;
}
