import { domainToASCII } from "node:url";
import { describe, expect, it } from "vitest";
import { foreignLetters, isHomographHost, isHomographLabel, latinReading } from "./homograph.ts";

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

describe("foreignLetters", () => {
  const spelled = (host: string) =>
    foreignLetters(domainToASCII(host)).map(({ at, letter, script, looksLike }) =>
      [at, letter, script, looksLike ?? null].join(" "),
    );

  it("names the letters of another alphabet among Latin ones, where they stand and what they pass for", () => {
    expect(spelled("pаypal.com")).toEqual(["1 а Cyrillic a"]);
    expect(spelled("gοοgle.com")).toEqual(["1 ο Greek o", "2 ο Greek o"]);
    // Places count the whole host, dots included.
    expect(spelled("login.micrοsoft.com")).toEqual(["10 ο Greek o"]);
  });

  it("calls every letter foreign in a host spelt only with look-alikes, or mostly with them", () => {
    expect(spelled("аррӏе.com")).toEqual([
      "0 а Cyrillic a",
      "1 р Cyrillic p",
      "2 р Cyrillic p",
      "3 ӏ Cyrillic l",
      "4 е Cyrillic e",
    ]);
    expect(spelled("еxаmрlе.org").map((line) => line.split(" ")[1])).toEqual(["е", "а", "р", "е"]);
  });

  it("reads a word of another script in that script: the Latin letter slipped into it is the foreign one", () => {
    expect(spelled("шкоlа.рф")).toEqual(["3 l Latin "]);
    expect(spelled("αпт.com")).toEqual(["0 α Greek "]);
  });

  it("finds nothing foreign in an ordinary host, in any script", () => {
    for (const host of ["example.com", "café.fr", "пример.рф", "tiếngviệt.vn", "[2001:db8::1]"]) {
      expect(foreignLetters(host.startsWith("[") ? host : domainToASCII(host))).toEqual([]);
    }
  });
});
