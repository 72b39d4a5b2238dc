import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { parseIpLiteral } from "../net/ip.ts";

/**
 * The address of the client behind a request. With no trusted proxy it is the socket's peer. Behind
 * `trustedProxies` proxies, each of which appends the address it received the request from to
 * X-Forwarded-For, the client is that many entries from the right: everything further left was written
 * by the client itself and could be anything. IPv4-mapped IPv6 addresses read as IPv4.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const peer = req.socket.remoteAddress ?? "";
  if (trustedProxies > 0) {
    const header = req.headers["x-forwarded-for"];
    const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((hop) => hop.trim())
      .filter((hop) => hop !== "");
    // Fewer hops than proxies means a proxy did not append: the leftmost one is the best guess left.
    const forwarded = hops[Math.max(0, hops.length - trustedProxies)];
    if (forwarded !== undefined && isIP(forwarded)) return unmapped(forwarded);
  }
  return unmapped(peer);
}

function unmapped(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

/**
 * The key a client is rate-limited under: its IPv4 address, or the /64 network of its IPv6 address,
 * since one subscriber usually holds a whole /64 and could otherwise take a fresh address per request.
 */
export function rateLimitKey(address: string): string {
  const ip = parseIpLiteral(address);
  if (ip?.version !== 6) return address;
  const groups: string[] = [];
  for (let i = 0; i < 8; i += 2)
    groups.push((((ip.bytes[i] ?? 0) << 8) | (ip.bytes[i + 1] ?? 0)).toString(16));
  return `${groups.join(":")}::/64`;
}
