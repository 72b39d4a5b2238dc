import { describe, expect, it, vi } from "vitest";
import { isLocalName, type Resolver } from "#server/net/resolve.ts";
import { checkHostAddress, checkResolvedHost } from "./host-address.ts";

// Never the real network: every lookup here goes through a table.
function resolverFrom(table: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses;
  };
}

describe("checkHostAddress (no lookup)", () => {
  it.each([
    // hosts as the URL parser leaves them, and raw notations another caller might pass
    "127.0.0.1",
    "0x7f000001",
    "2130706433",
    "0177.0.0.1",
    "127.1",
    "0.0.0.0",
    "10.0.0.8",
    "169.254.169.254",
    "100.64.1.1",
    "[::1]",
    "[::]",
    "[fd00::1]",
    "[fe80::1]",
    "[::ffff:7f00:1]",
    "[::ffff:127.0.0.1]",
    "[64:ff9b::7f00:1]",
    "[2002:a9fe:a9fe::]",
    "localhost",
    "LOCALHOST",
    "localhost.",
    "app.localhost",
    "printer.local",
    "db.internal",
    "metadata.google.internal",
    "router.home.arpa",
  ])("refuses %j", (host) => {
    expect(checkHostAddress(host)).toMatchObject({ safe: false, reason: "private_address" });
  });

  it.each([
    "example.com",
    "93.184.215.14",
    "[2606:4700::1111]",
    "localhost.example.com",
    "internal.example.com",
    "local.fr",
    "127.0.0.1.nip.io",
  ])("lets %j through (names are judged after resolving)", (host) => {
    expect(checkHostAddress(host)).toEqual({ safe: true });
  });

  it.each([
    ["mylocalhost", false],
    ["x.local.", true],
    ["internal", true],
    ["home.arpa.example", false],
  ])("isLocalName(%j) is %s", (host, local) => {
    expect(isLocalName(host)).toBe(local);
  });
});

describe("checkResolvedHost", () => {
  const resolve = resolverFrom({
    "example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "mixed.example": ["10.0.0.1", "93.184.215.14"],
    "loopback.example": ["127.0.0.1", "::1"],
    "localtest.me": ["127.0.0.1"],
    "metadata.example": ["169.254.169.254"],
    "mapped.example": ["::ffff:10.1.2.3"],
    "nat64.example": ["64:ff9b::c0a8:101"],
    "ula.example": ["fd00::5"],
    "empty.example": [],
    "garbage.example": ["not-an-address"],
  });

  it.each([
    ["example.com", { safe: true }],
    ["mixed.example", { safe: true }],
    ["loopback.example", { safe: false, reason: "private_address" }],
    ["localtest.me", { safe: false, reason: "private_address" }],
    ["metadata.example", { safe: false, reason: "private_address" }],
    ["mapped.example", { safe: false, reason: "private_address" }],
    ["nat64.example", { safe: false, reason: "private_address" }],
    ["ula.example", { safe: false, reason: "private_address" }],
    ["garbage.example", { safe: false, reason: "private_address" }],
    ["empty.example", { safe: false, reason: "unresolvable_host" }],
    ["nxdomain.example", { safe: false, reason: "unresolvable_host" }],
  ])("%j → %o", async (host, verdict) => {
    expect(await checkResolvedHost(host, resolve)).toMatchObject(verdict);
  });

  it("does not look up IP literals", async () => {
    const spy = vi.fn(resolve);
    expect(await checkResolvedHost("93.184.215.14", spy)).toEqual({ safe: true });
    expect(await checkResolvedHost("[::1]", spy)).toMatchObject({ reason: "private_address" });
    expect(spy).not.toHaveBeenCalled();
  });

  it("refuses a lookup that never answers once the timeout passes", async () => {
    const hanging: Resolver = () => new Promise(() => {});
    expect(await checkResolvedHost("slow.example", hanging, 50)).toMatchObject({
      reason: "unresolvable_host",
    });
  });
});
