import { describe, expect, it } from "vitest";
import { isPublicAddress, parseIpLiteral } from "./ip.ts";

describe("parseIpLiteral", () => {
  it.each([
    ["127.0.0.1", [127, 0, 0, 1]],
    ["2130706433", [127, 0, 0, 1]],
    ["0x7f000001", [127, 0, 0, 1]],
    ["0X7F000001", [127, 0, 0, 1]],
    ["0x7f.0.0.1", [127, 0, 0, 1]],
    ["0x7f.1", [127, 0, 0, 1]],
    ["0177.0.0.1", [127, 0, 0, 1]],
    ["0177.0000.0000.0001", [127, 0, 0, 1]],
    ["017700000001", [127, 0, 0, 1]],
    ["127.1", [127, 0, 0, 1]],
    ["127.0.1", [127, 0, 0, 1]],
    ["127.0.0.1.", [127, 0, 0, 1]],
    ["0", [0, 0, 0, 0]],
    ["0x", [0, 0, 0, 0]],
    ["169.254.43518", [169, 254, 169, 254]],
    ["10.1.65535", [10, 1, 255, 255]],
    ["4294967295", [255, 255, 255, 255]],
  ])("reads IPv4 %j", (host, bytes) => {
    expect(parseIpLiteral(host)).toEqual({ version: 4, bytes });
  });

  const v6 = (...groups: number[]) => groups.flatMap((g) => [g >> 8, g & 255]);
  it.each([
    ["::1", v6(0, 0, 0, 0, 0, 0, 0, 1)],
    ["[::1]", v6(0, 0, 0, 0, 0, 0, 0, 1)],
    ["::", v6(0, 0, 0, 0, 0, 0, 0, 0)],
    ["::ffff:127.0.0.1", v6(0, 0, 0, 0, 0, 0xffff, 0x7f00, 1)],
    ["[::ffff:7f00:1]", v6(0, 0, 0, 0, 0, 0xffff, 0x7f00, 1)],
    ["fe80::1%eth0", v6(0xfe80, 0, 0, 0, 0, 0, 0, 1)],
    ["2001:DB8:0:0:1::2", v6(0x2001, 0xdb8, 0, 0, 1, 0, 0, 2)],
    ["1:2:3:4:5:6:7:8", v6(1, 2, 3, 4, 5, 6, 7, 8)],
    ["64:ff9b::10.0.0.1", v6(0x64, 0xff9b, 0, 0, 0, 0, 0x0a00, 1)],
  ])("reads IPv6 %j", (host, bytes) => {
    expect(parseIpLiteral(host)).toEqual({ version: 6, bytes });
  });

  it.each([
    "",
    ".",
    "example.com",
    "127.0.0.1.nip.io",
    "1.2.3.4.5",
    "256.0.0.1",
    "1.2.3.256.",
    "127.0.0.0x1g",
    "0x100000000",
    "4294967296",
    "09.0.0.1",
    "1.2.3.-4",
    "99999999999999999999999",
    ":::1",
    "[::1",
    "::ffff:0177.0.0.1",
    "1:2:3:4:5:6:7:8:9",
    "[example.com]",
  ])("does not read %j as an IP", (host) => {
    expect(parseIpLiteral(host)).toBeNull();
  });
});

describe("isPublicAddress", () => {
  it.each([
    // loopback in every notation
    "127.0.0.1",
    "127.255.255.254",
    "2130706433",
    "0x7f000001",
    "0x7f.0.0.1",
    "0177.0.0.1",
    "127.1",
    // unspecified, private, CGNAT, link-local and metadata, reserved
    "0.0.0.0",
    "0",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "100.127.255.255",
    "169.254.169.254",
    "192.0.0.8",
    "192.0.2.10",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    // IPv6 loopback, unspecified, ULA, link-local, site-local, multicast, documentation
    "::1",
    "[::1]",
    "0:0:0:0:0:0:0:1",
    "::",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "3fff::1",
    "2001::1", // Teredo
    "100::1", // discard-only
    "::127.0.0.1", // IPv4-compatible (deprecated)
    "::8.8.8.8",
    "4000::1", // not allocated
    // IPv6 forms carrying a private IPv4
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "[::ffff:a9fe:a9fe]",
    "::ffff:10.0.0.1",
    "64:ff9b::127.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b:1::1", // local-use NAT64
    "2002:7f00:1::",
    "2002:c0a8:0101::1",
    "2002:0a00:0001:1234::1",
    // not addresses at all
    "localhost",
    "example.com",
    "",
  ])("refuses %j", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "1.1.1.1",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "192.169.0.1",
    "169.255.0.1",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "[2a00:1450:4007:80e::200e]",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:0808:0808::1",
  ])("allows public %j", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it("accepts an already parsed address", () => {
    const ip = parseIpLiteral("0x7f.1");
    expect(ip && isPublicAddress(ip)).toBe(false);
  });
});
