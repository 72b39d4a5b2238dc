import { describe, expect, it } from "vitest";
import { loopback, resolverFrom } from "../test/origins.ts";
import { parseIpLiteral } from "./ip.ts";
import {
  allowsPrivate,
  hostAddresses,
  parsePrivateEndpoint,
  privateAddressRule,
  privateEndpoints,
  resolverWithTable,
} from "./private-endpoints.ts";

const ip = (text: string) => parseIpLiteral(text) ?? expect.unreachable(text);

describe("parsePrivateEndpoint", () => {
  it.each([
    ["127.0.0.1:3401", { address: "127.0.0.1", firstPort: 3401, lastPort: 3401 }],
    ["127.0.0.1:32768-60999", { address: "127.0.0.1", firstPort: 32768, lastPort: 60999 }],
    ["10.0.0.8:443", { address: "10.0.0.8", firstPort: 443, lastPort: 443 }],
    ["[::1]:8080", { address: "0:0:0:0:0:0:0:1", firstPort: 8080, lastPort: 8080 }],
  ])("reads %s", (text, expected) => {
    expect(parsePrivateEndpoint(text)).toEqual(expected);
  });

  it.each([
    "127.0.0.1",
    "127.0.0.1:",
    ":3401",
    "localhost:3401",
    "db.internal:5432",
    "2130706433:80",
    "0x7f.1:80",
    "::1:8080",
    "127.0.0.1:0",
    "127.0.0.1:65536",
    "127.0.0.1:200-100",
    "127.0.0.1:1-2-3",
    "127.0.0.1:http",
    "999.0.0.1:80",
  ])("refuses %s", (text) => {
    expect(parsePrivateEndpoint(text)).toBeNull();
  });
});

describe("ALLOW_PRIVATE_ENDPOINTS", () => {
  it("reads a list and names the first bad item", () => {
    expect(privateEndpoints.parse(" 127.0.0.1:3401 , 127.0.0.1:40000-40010")).toHaveLength(2);
    const result = privateEndpoints.safeParse("127.0.0.1:3401,localhost:80");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('"localhost:80"');
  });
});

describe("privateAddressRule", () => {
  const endpoints = privateEndpoints.parse("127.0.0.1:3401,127.0.0.1:32768-60999");
  const rule = privateAddressRule(false, endpoints);

  it("lets through only the named endpoints", () => {
    expect(allowsPrivate(rule, ip("127.0.0.1"), 3401)).toBe(true);
    expect(allowsPrivate(rule, ip("127.0.0.1"), 45000)).toBe(true);
    // The same address on another port, another loopback address, the cloud metadata service, a LAN.
    expect(allowsPrivate(rule, ip("127.0.0.1"), 3402)).toBe(false);
    expect(allowsPrivate(rule, ip("127.0.0.1"), 80)).toBe(false);
    expect(allowsPrivate(rule, ip("127.0.0.2"), 3401)).toBe(false);
    expect(allowsPrivate(rule, ip("[::1]"), 3401)).toBe(false);
    expect(allowsPrivate(rule, ip("169.254.169.254"), 3401)).toBe(false);
    expect(allowsPrivate(rule, ip("10.0.0.1"), 45000)).toBe(false);
  });

  it("reads the address in any notation as the same bytes", () => {
    expect(allowsPrivate(rule, ip("2130706433"), 3401)).toBe(true);
    expect(allowsPrivate(rule, ip("[::ffff:127.0.0.1]"), 3401)).toBe(false);
  });

  it("is false with nothing named, true with ALLOW_PRIVATE_ADDRESSES", () => {
    expect(privateAddressRule(false, [])).toBe(false);
    expect(privateAddressRule(true, endpoints)).toBe(true);
    expect(allowsPrivate(false, ip("127.0.0.1"), 3401)).toBe(false);
    expect(allowsPrivate(undefined, ip("127.0.0.1"), 3401)).toBe(false);
    expect(allowsPrivate(loopback.allowPrivateAddresses, ip("169.254.169.254"), 80)).toBe(true);
  });
});

describe("HOST_ADDRESSES", () => {
  it("reads names and their addresses", () => {
    expect(
      hostAddresses.parse("news.veritools.test=127.0.0.1, Intranet.Example.=10.0.0.5 [fd00::5]"),
    ).toEqual({
      "news.veritools.test": ["127.0.0.1"],
      "intranet.example": ["10.0.0.5", "fd00:0:0:0:0:0:0:5"],
    });
  });

  it.each([
    "news.test",
    "news.test=",
    "=127.0.0.1",
    "news.test=nowhere",
    "a=b=c",
    "127.0.0.1=10.0.0.1",
    "bad_name.test=127.0.0.1",
  ])("refuses %s", (text) => {
    expect(hostAddresses.safeParse(text).success).toBe(false);
  });

  it("answers names from the table and asks the fallback for the others", async () => {
    const fallback = resolverFrom({ "example.com": ["93.184.215.14"] });
    const resolve = resolverWithTable({ "news.veritools.test": ["127.0.0.1"] }, fallback);
    expect(await resolve("NEWS.veritools.test.")).toEqual(["127.0.0.1"]);
    expect(await resolve("example.com")).toEqual(["93.184.215.14"]);
    await expect(resolve("other.test")).rejects.toThrow(/ENOTFOUND/);
    expect(fallback.calls).toEqual(["example.com", "other.test"]);
    expect(resolverWithTable({}, fallback)).toBe(fallback);
  });
});
