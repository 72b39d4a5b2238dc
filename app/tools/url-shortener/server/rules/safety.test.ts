import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "#server/net/resolve.ts";
import { parseDestinationUrl } from "../../logic/destination-url.ts";
import { matchBlocklist, parseBlocklist } from "./blocklist.ts";
import { checkUrlSafety, type SafetyDeps } from "./safety.ts";

const entries = parseBlocklist("evil.example\nshop.example/fake-login/\n");
const dns: Record<string, string[]> = {
  "example.com": ["93.184.215.14"],
  "xn--caf-dma.fr": ["93.184.215.15"],
  "rebind.example": ["127.0.0.1"],
  "metadata.example": ["169.254.169.254"],
  "evil.example": ["93.184.215.16"],
  "shop.example": ["93.184.215.17"],
  "flagged.example": ["93.184.215.18"],
};

function deps(overrides: Partial<SafetyDeps> = {}): SafetyDeps {
  return {
    publicUrl: "https://veritools.example",
    shortUrlBase: "https://veritools.example/r",
    blocklist: { match: (url) => matchBlocklist(url, entries) },
    resolve: vi.fn<Resolver>(async (host) => {
      const addresses = dns[host];
      if (!addresses) throw new Error(`ENOTFOUND ${host}`);
      return addresses;
    }),
    safeBrowsing: vi.fn(async (url: string) =>
      url.includes("flagged.example")
        ? {
            safe: false as const,
            reason: "safe_browsing" as const,
            message: "MALWARE",
            threatType: "MALWARE",
          }
        : { safe: true as const },
    ),
    ...overrides,
  };
}

// Inputs go through parseDestinationUrl first, as the shorten service does.
async function judge(input: string, overrides?: Partial<SafetyDeps>) {
  const parsed = parseDestinationUrl(input);
  if (!parsed.ok) throw new Error(`not a destination: ${input}`);
  return checkUrlSafety(parsed.url, deps(overrides));
}

describe("checkUrlSafety", () => {
  it.each([
    ["https://example.com/", { safe: true }],
    ["café.fr/menu", { safe: true }],
    ["https://user:pw@example.com/", { safe: false, reason: "credentials" }],
    ["https://example.com@evil.example/", { safe: false, reason: "credentials" }],
    ["https://veritools.example/s/abc1234", { safe: false, reason: "self_link" }],
    ["https://veritools.example/r/abc1234", { safe: false, reason: "self_link" }],
    ["http://0x7f000001/", { safe: false, reason: "private_address" }],
    ["http://2130706433/admin", { safe: false, reason: "private_address" }],
    ["http://0177.0.0.1/", { safe: false, reason: "private_address" }],
    ["http://127.1:8080/", { safe: false, reason: "private_address" }],
    ["http://169.254.169.254/latest/meta-data/", { safe: false, reason: "private_address" }],
    ["http://[::1]/", { safe: false, reason: "private_address" }],
    ["http://[::ffff:127.0.0.1]/", { safe: false, reason: "private_address" }],
    ["http://[64:ff9b::a00:1]/", { safe: false, reason: "private_address" }],
    ["http://[2002:c0a8:101::]/", { safe: false, reason: "private_address" }],
    ["https://printer.local/", { safe: false, reason: "private_address" }],
    ["https://app.localhost/", { safe: false, reason: "private_address" }],
    ["https://rebind.example/", { safe: false, reason: "private_address" }],
    ["https://metadata.example/", { safe: false, reason: "private_address" }],
    ["https://pаypal.com/", { safe: false, reason: "homograph" }],
    ["https://sub.evil.example/", { safe: false, reason: "blocklisted" }],
    ["https://shop.example/fake-login/x", { safe: false, reason: "blocklisted" }],
    ["https://does-not-exist.example/", { safe: false, reason: "unresolvable_host" }],
    ["https://flagged.example/", { safe: false, reason: "safe_browsing", threatType: "MALWARE" }],
  ] as const)("%j → %o", async (input, verdict) => {
    expect(await judge(input)).toMatchObject(verdict);
  });

  it("refuses what is not a URL", async () => {
    expect(await checkUrlSafety("not a url", deps())).toMatchObject({ safe: false, reason: "invalid_url" });
    expect(await checkUrlSafety("javascript:alert(1)", deps())).toMatchObject({
      reason: "unsupported_scheme",
    });
  });

  it("answers with the cheapest refusal and does no lookup after it", async () => {
    const d = deps();
    // Credentials, a private address and a blocklisted host at once: credentials are checked first.
    expect(await checkUrlSafety("http://user@127.0.0.1/", d)).toMatchObject({ reason: "credentials" });
    expect(await checkUrlSafety("https://evil.example/", d)).toMatchObject({ reason: "blocklisted" });
    expect(d.resolve).not.toHaveBeenCalled();
    expect(d.safeBrowsing).not.toHaveBeenCalled();
  });

  it("does not ask Safe Browsing about a host that fails the DNS step", async () => {
    const d = deps();
    expect(await checkUrlSafety("https://rebind.example/", d)).toMatchObject({ reason: "private_address" });
    expect(d.resolve).toHaveBeenCalledWith("rebind.example");
    expect(d.safeBrowsing).not.toHaveBeenCalled();
  });

  it("asks Safe Browsing last, with the whole URL", async () => {
    const d = deps();
    expect(await checkUrlSafety("https://example.com/a?b=1", d)).toEqual({ safe: true });
    expect(d.safeBrowsing).toHaveBeenCalledWith("https://example.com/a?b=1");
  });

  it("works without Safe Browsing configured", async () => {
    expect(await judge("https://example.com/", { safeBrowsing: undefined })).toEqual({ safe: true });
  });

  it("lets tests reach local servers when private addresses are allowed, but nothing else", async () => {
    const d = deps({ allowPrivateAddresses: true });
    expect(await checkUrlSafety("http://127.0.0.1:4173/destination", d)).toEqual({ safe: true });
    expect(await checkUrlSafety("https://does-not-exist.example/", d)).toEqual({ safe: true });
    expect(d.resolve).not.toHaveBeenCalled();
    expect(
      await checkUrlSafety("http://127.0.0.1:4173/", { ...d, publicUrl: "http://127.0.0.1:4173" }),
    ).toEqual({
      safe: true,
    });
    expect(
      await checkUrlSafety("http://127.0.0.1:4173/s/abc", { ...d, publicUrl: "http://127.0.0.1:4173" }),
    ).toMatchObject({ reason: "self_link" });
  });

  it("lets through only the private endpoints a narrower rule names, on their port", async () => {
    const d = deps({
      allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === 4173,
      resolve: vi.fn(async (host: string) => (host === "news.veritools.test" ? ["127.0.0.1"] : ["10.0.0.1"])),
    });
    expect(await checkUrlSafety("http://127.0.0.1:4173/destination", d)).toEqual({ safe: true });
    expect(await checkUrlSafety("http://news.veritools.test:4173/", d)).toEqual({ safe: true });
    for (const url of [
      "http://127.0.0.1:4174/",
      "http://127.0.0.1/",
      "http://169.254.169.254:4173/latest/meta-data/",
      "http://[::1]:4173/",
      "http://localhost:4173/",
      "http://intranet.example:4173/",
    ]) {
      expect(await checkUrlSafety(url, d), url).toMatchObject({ safe: false, reason: "private_address" });
    }
  });
});
