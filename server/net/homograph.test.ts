import { domainToASCII } from "node:url";
import { describe, expect, it } from "vitest";
import { isHomographHost, isHomographLabel, latinReading } from "./homograph.ts";

// Hosts are given in Unicode for readability and judged, like the URL parser would hand them over, in punycode.
describe("isHomographHost", () => {
  it.each([
    ["pаypal.com", "Cyrillic а among Latin letters"],
    ["paypaі.com", "Cyrillic і among Latin letters"],
    ["gοοgle.com", "Greek omicrons among Latin letters"],
    ["login.micrοsoft.com", "Greek omicron in a subdomain"],
    ["аррӏе.com", "all Cyrillic, every letter a Latin look-alike"],
    ["ѕсоре.net", "all Cyrillic look-alikes"],
    ["еxаmрlе.org", "Cyrillic look-alikes with one Latin x and l"],
    ["αροκ.gr", "all Greek look-alikes"],
    ["шкоlа.рф", "Cyrillic word with a Latin l"],
    ["αпт.com", "Greek and Cyrillic in one label"],
    ["xn--pypal-4ve.com", "already punycode"],
  ])("refuses %j (%s)", (host) => {
    expect(isHomographHost(domainToASCII(host))).toBe(true);
  });

  it.each([
    "example.com",
    "café.fr",
    "bücher.de",
    "münchen.de",
    "пример.рф",
    "xn--p1ai",
    "президент.рф",
    "tiếngviệt.vn",
    "đàlạt.vn",
    "ελληνικά.gr",
    "日本語.jp",
    "中文abc.com",
    "naïve.fr",
    "例え.テスト",
    "sub.пример.рф",
    "123.example",
    "xn--a.com",
    "93.184.215.14",
    "[2606:4700::1111]",
  ])("allows %j", (host) => {
    expect(isHomographHost(domainToASCII(host) || host)).toBe(false);
  });
});

describe("isHomographLabel", () => {
  it.each([
    ["раураl", true],
    ["со", true],
    ["со-ор", true],
    ["сайт", false],
    ["москва", false],
    ["2024", false],
    ["a-b", false],
    ["ǆ", false],
  ])("%j → %s", (label, spoof) => {
    expect(isHomographLabel(label)).toBe(spoof);
  });
});

describe("latinReading", () => {
  it.each([
    ["xn--pypal-4ve.com", "paypal.com"],
    [domainToASCII("аррӏе.com"), "apple.com"],
    [domainToASCII("gοοgle.com"), "google.com"],
    [domainToASCII("tiếngviệt.vn"), "tiếngviệt.vn"],
  ])("reads %s as %s", (host, reading) => {
    expect(latinReading(host)).toBe(reading);
  });
});
