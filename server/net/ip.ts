// IP literals in every notation, and whether an address is on the public internet. Used by the safety
// check on hosts written as IPs and on resolved addresses, and by the preview fetcher before it connects.
import { isIPv6 } from "node:net";

export type IpAddress = { version: 4 | 6; bytes: readonly number[] };

// One IPv4 part as inet_aton and the WHATWG URL parser read it: "0x" hex, leading-zero octal, else decimal.
function parseIpv4Number(part: string): number | null {
  let radix = 10;
  let digits = part;
  if (/^0x/i.test(part)) {
    radix = 16;
    digits = part.slice(2);
  } else if (part.length > 1 && part.startsWith("0")) {
    radix = 8;
    digits = part.slice(1);
  }
  if (digits === "") return part === "" ? null : 0; // the URL parser reads a bare "0x" as 0
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  return valid.test(digits) ? Number.parseInt(digits, radix) : null;
}

// 1 to 4 parts; the last one fills the remaining bytes, so "127.1" is 127.0.0.1 and "2130706433" is too.
function parseIpv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length > 1 && parts.at(-1) === "") parts.pop(); // a trailing root dot
  if (parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const n = parseIpv4Number(part);
    if (n === null) return null;
    numbers.push(n);
  }
  const last = numbers.pop() ?? 0;
  if (numbers.some((n) => n > 255) || last >= 256 ** (5 - parts.length)) return null;
  const value = numbers.reduce((sum, n, i) => sum + n * 256 ** (3 - i), last);
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

function parseIpv6(text: string): number[] | null {
  const address = text.split("%", 1)[0] ?? ""; // a zone ("fe80::1%eth0") names an interface, not an address
  if (!isIPv6(address)) return null;
  const groupsOf = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = parseIpv4(group) ?? []; // an embedded dotted IPv4 tail
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.flatMap((group) => [group >> 8, group & 255]);
}

/**
 * Reads a host as an IP address: dotted, integer, hex, octal and shortened IPv4; IPv6 with or without
 * brackets, with an embedded IPv4 tail or a zone. Returns null for anything else (a host name).
 */
export function parseIpLiteral(host: string): IpAddress | null {
  if (host.startsWith("[") && host.endsWith("]")) {
    const bytes = parseIpv6(host.slice(1, -1));
    return bytes && { version: 6, bytes };
  }
  if (host.includes(":")) {
    const bytes = parseIpv6(host);
    return bytes && { version: 6, bytes };
  }
  const bytes = parseIpv4(host);
  return bytes && { version: 4, bytes };
}

type Cidr = { bytes: readonly number[]; bits: number };

function cidr(text: string): Cidr {
  const [address = "", bits = ""] = text.split("/");
  const ip = parseIpLiteral(address);
  if (!ip) throw new Error(`bad CIDR ${text}`);
  return { bytes: ip.bytes, bits: Number(bits) };
}

function inCidr(bytes: readonly number[], range: Cidr): boolean {
  for (let bit = 0; bit < range.bits; bit++) {
    const mask = 0x80 >> (bit % 8);
    const index = Math.floor(bit / 8);
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

// IANA special-purpose IPv4 ranges that a public web server cannot live on.
const IPV4_NOT_PUBLIC = [
  "0.0.0.0/8", // "this network", unspecified
  "10.0.0.0/8", // private
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8", // loopback
  "169.254.0.0/16", // link-local, cloud metadata services
  "172.16.0.0/12", // private
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24", // documentation
  "192.88.99.0/24", // former 6to4 relay anycast
  "192.168.0.0/16", // private
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // documentation
  "203.0.113.0/24", // documentation
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, and the broadcast address
].map(cidr);

// IPv6 forms that carry an IPv4 address, judged by that address.
const IPV4_MAPPED = cidr("::ffff:0:0/96");
const NAT64 = cidr("64:ff9b::/96");
const SIX_TO_FOUR = cidr("2002::/16");
// Only global unicast space is public; this also rules out ::, ::1, IPv4-compatible ::a.b.c.d,
// local-use NAT64, discard-only, ULA fc00::/7, link-local fe80::/10, site-local and multicast.
const GLOBAL_UNICAST = cidr("2000::/3");
const IPV6_NOT_PUBLIC = [
  "2001::/23", // IETF protocol assignments: Teredo, benchmarking, ORCHID
  "2001:db8::/32", // documentation
  "3fff::/20", // documentation
].map(cidr);

function isPublicV4(bytes: readonly number[]): boolean {
  return !IPV4_NOT_PUBLIC.some((range) => inCidr(bytes, range));
}

function isPublicV6(bytes: readonly number[]): boolean {
  if (inCidr(bytes, IPV4_MAPPED) || inCidr(bytes, NAT64)) return isPublicV4(bytes.slice(12));
  if (inCidr(bytes, SIX_TO_FOUR)) return isPublicV4(bytes.slice(2, 6));
  return inCidr(bytes, GLOBAL_UNICAST) && !IPV6_NOT_PUBLIC.some((range) => inCidr(bytes, range));
}

/** True only for an address on the public internet; anything that does not parse as an IP is not. */
export function isPublicAddress(address: IpAddress | string): boolean {
  const ip = typeof address === "string" ? parseIpLiteral(address) : address;
  if (!ip) return false;
  return ip.version === 4 ? isPublicV4(ip.bytes) : isPublicV6(ip.bytes);
}
