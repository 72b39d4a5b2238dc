// Narrow exceptions to the SSRF guard, for a test run or a self-hoster's own network: named private
// endpoints (an address and a port or port range) the guard lets through while every other private,
// loopback or metadata address stays refused, and names resolved from a table instead of DNS.
import { z } from "zod";
import { type IpAddress, parseIpLiteral } from "./ip.ts";
import type { Resolver } from "./resolve.ts";

/** `true` lets every address through; a function, the private endpoints it accepts; `false` none. */
export type PrivateAddressRule = boolean | ((address: string, port: number) => boolean);

export interface PrivateEndpoint {
  /** Canonical text of the address, as the guard writes it (dotted IPv4, full lower-case IPv6). */
  address: string;
  firstPort: number;
  lastPort: number;
}

/** Canonical text of an address: the same bytes always read the same, whatever the notation. */
export function canonicalAddress({ version, bytes }: IpAddress): string {
  if (version === 4) return bytes.join(".");
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return groups.join(":");
}

const PORT = /^\d{1,5}$/;

function port(text: string): number | null {
  if (!PORT.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= 65535 ? value : null;
}

/** "127.0.0.1:3401", "127.0.0.1:32768-60999" or "[::1]:8080"; null when it is not one of those. */
export function parsePrivateEndpoint(text: string): PrivateEndpoint | null {
  const separator = text.lastIndexOf(":");
  if (separator <= 0) return null;
  const host = text.slice(0, separator);
  // An IPv6 address must be bracketed, or its own colons would read as the port's.
  if (host.includes(":") && !host.startsWith("[")) return null;
  // Only IP literals in their plain form: a name would mean trusting whatever DNS answers for it.
  const ip = /^(\d{1,3}\.){3}\d{1,3}$|^\[[0-9a-fA-F:.]+\]$/.test(host) ? parseIpLiteral(host) : null;
  if (!ip) return null;
  const [first = "", last = first, extra] = text.slice(separator + 1).split("-");
  const firstPort = port(first);
  const lastPort = port(last);
  if (extra !== undefined || firstPort === null || lastPort === null || lastPort < firstPort) return null;
  return { address: canonicalAddress(ip), firstPort, lastPort };
}

/** ALLOW_PRIVATE_ENDPOINTS: a comma-separated list of endpoints, each validated. */
export const privateEndpoints = z
  .string()
  .trim()
  .transform((value, context) => {
    const endpoints: PrivateEndpoint[] = [];
    for (const item of value.split(",").map((part) => part.trim())) {
      const endpoint = parsePrivateEndpoint(item);
      if (endpoint) endpoints.push(endpoint);
      else {
        context.addIssue({
          code: "custom",
          message: `"${item.slice(0, 60)}" is not ADDRESS:PORT or ADDRESS:FIRST-LAST (an IP address, IPv6 in brackets)`,
        });
        return z.NEVER;
      }
    }
    return endpoints;
  });

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A DNS name as a hosts file would hold it: labels of letters, digits and hyphens, between dots. */
function isHostName(name: string): boolean {
  return name.length <= 253 && name.split(".").every((label) => LABEL.test(label));
}

/** HOST_ADDRESSES: "name=address address,name=address": what the server's fetches resolve each name to. */
export const hostAddresses = z
  .string()
  .trim()
  .transform((value, context) => {
    const table: Record<string, string[]> = {};
    for (const item of value.split(",").map((part) => part.trim())) {
      const [name = "", addresses = "", extra] = item.split("=");
      const host = name.trim().toLowerCase().replace(/\.$/, "");
      const ips = addresses
        .trim()
        .split(/\s+/)
        .map((address) => parseIpLiteral(address));
      if (extra !== undefined || !isHostName(host) || parseIpLiteral(host) || ips.some((ip) => !ip)) {
        context.addIssue({
          code: "custom",
          message: `"${item.slice(0, 60)}" is not NAME=ADDRESS (several addresses separated by spaces)`,
        });
        return z.NEVER;
      }
      table[host] = ips.map((ip) => canonicalAddress(ip as IpAddress));
    }
    return table;
  });

/** The guard's rule from ALLOW_PRIVATE_ADDRESSES (everything) and ALLOW_PRIVATE_ENDPOINTS (these only). */
export function privateAddressRule(all: boolean, endpoints: readonly PrivateEndpoint[]): PrivateAddressRule {
  if (all) return true;
  if (endpoints.length === 0) return false;
  return (address, port) =>
    endpoints.some(
      (endpoint) => endpoint.address === address && port >= endpoint.firstPort && port <= endpoint.lastPort,
    );
}

/** Whether `rule` lets the private address `address` through on `port`. */
export function allowsPrivate(
  rule: PrivateAddressRule | undefined,
  address: IpAddress,
  port: number,
): boolean {
  if (rule === true) return true;
  return typeof rule === "function" && rule(canonicalAddress(address), port);
}

/** Names in `table` resolve to their addresses there, every other name through `fallback`. */
export function resolverWithTable(table: Record<string, readonly string[]>, fallback: Resolver): Resolver {
  if (Object.keys(table).length === 0) return fallback;
  return async (hostname) => {
    const addresses = table[hostname.toLowerCase().replace(/\.$/, "")];
    return addresses ? [...addresses] : fallback(hostname);
  };
}
