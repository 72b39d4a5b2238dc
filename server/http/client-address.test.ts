import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitKey } from "./client-address.ts";

function request(remoteAddress: string, forwardedFor?: string | string[]): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe("clientAddress", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(request("203.0.113.7", "198.51.100.1"), 0)).toBe("203.0.113.7");
  });

  it("reads IPv4-mapped IPv6 peers as IPv4", () => {
    expect(clientAddress(request("::ffff:203.0.113.7"), 0)).toBe("203.0.113.7");
    expect(clientAddress(request("2001:db8::1"), 0)).toBe("2001:db8::1");
  });

  it.each([
    // [X-Forwarded-For, trusted proxies, client]
    ["198.51.100.1", 1, "198.51.100.1"],
    // A client can write anything to the left; the trusted proxy appended the rightmost entry.
    ["10.0.0.1, 198.51.100.1", 1, "198.51.100.1"],
    [" 1.1.1.1 ,198.51.100.1 , 192.0.2.9", 2, "198.51.100.1"],
    [["1.1.1.1", "198.51.100.1"], 1, "198.51.100.1"],
    // Fewer entries than proxies: the leftmost is the best guess.
    ["198.51.100.1", 3, "198.51.100.1"],
    ["::ffff:198.51.100.1", 1, "198.51.100.1"],
  ])("behind proxies, X-Forwarded-For %j with %i trusted reads %s", (header, proxies, expected) => {
    expect(clientAddress(request("10.0.0.2", header), proxies)).toBe(expected);
  });

  it("falls back to the peer when the forwarded entry is not an address", () => {
    expect(clientAddress(request("10.0.0.2", "unknown"), 1)).toBe("10.0.0.2");
    expect(clientAddress(request("10.0.0.2"), 1)).toBe("10.0.0.2");
    expect(clientAddress(request("10.0.0.2", ""), 1)).toBe("10.0.0.2");
  });
});

describe("rateLimitKey", () => {
  it("keys IPv4 clients by address and IPv6 clients by their /64", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });
});
