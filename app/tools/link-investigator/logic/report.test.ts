import { describe, expect, it } from "vitest";
import { BROKEN, DANGEROUS, sortWarnings, verdictOf, WARNING_CODES, type Warning } from "./report.ts";

describe("verdictOf", () => {
  it("is clear without any finding", () => {
    expect(verdictOf([])).toBe("clear");
  });

  it("is warnings for findings worth a second look, however many", () => {
    expect(verdictOf([{ code: "insecure_http", detail: "example.com" }])).toBe("warnings");
    expect(
      verdictOf([
        { code: "known_shortener", detail: "bit.ly" },
        { code: "young_domain", detail: "paypa1-login.com", count: 3 },
        { code: "tracking_parameters", names: ["utm_source", "fbclid"] },
        { code: "certificate_problem", detail: "expired.badssl.com", expired: "2015-04-12T23:59:59.000Z" },
        { code: "private_address", detail: "192.168.1.1" },
      ]),
    ).toBe("warnings");
  });

  it("is dangerous as soon as one finding is a threat, wherever it stands in the list", () => {
    expect(verdictOf([{ code: "blocklisted", detail: "malware.testing.google.test" }])).toBe("dangerous");
    expect(
      verdictOf([
        { code: "tracking_parameters", names: ["utm_medium"] },
        { code: "punycode", detail: "xn--pypal-4ve.com" },
        { code: "homograph", detail: "paypal.com" },
      ]),
    ).toBe("dangerous");
  });

  it("is unreachable when the link is broken: no such host, no answer, an error at the end", () => {
    expect(verdictOf([{ code: "unresolvable_host", detail: "nowhere.example" }])).toBe("unreachable");
    expect(verdictOf([{ code: "unreachable", detail: "example.com" }])).toBe("unreachable");
    expect(
      verdictOf([
        { code: "known_shortener", detail: "bit.ly" },
        { code: "error_status", detail: "example.com", status: 404 },
      ]),
    ).toBe("unreachable");
    const broken = WARNING_CODES.filter((code) => verdictOf([{ code }]) === "unreachable");
    expect(broken).toEqual(["unresolvable_host", "unreachable", "error_status"]);
    expect([...BROKEN]).toEqual(broken);
  });

  it("is dangerous rather than unreachable when a broken link is also a threat", () => {
    expect(
      verdictOf([
        { code: "unresolvable_host", detail: "xn--pypal-4ve.com" },
        { code: "homograph", detail: "paypal.com" },
      ]),
    ).toBe("dangerous");
  });

  it("calls exactly the blocklist and look-alike findings dangerous", () => {
    const dangerous = WARNING_CODES.filter((code) => verdictOf([{ code }]) === "dangerous");
    expect(dangerous).toEqual(["blocklisted", "homograph"]);
    expect([...DANGEROUS].sort()).toEqual(["blocklisted", "homograph"]);
  });
});

describe("sortWarnings", () => {
  it("lists every code once in the list of codes, the dangerous ones first", () => {
    expect(new Set(WARNING_CODES).size).toBe(WARNING_CODES.length);
    expect(WARNING_CODES.slice(0, DANGEROUS.size).every((code) => DANGEROUS.has(code))).toBe(true);
  });

  it("puts the most serious first, in the order of the codes", () => {
    const found: Warning[] = [
      { code: "tracking_parameters", names: ["utm_source", "utm_campaign"] },
      { code: "known_shortener", detail: "bit.ly" },
      { code: "young_domain", detail: "paypa1-login.com", count: 4 },
      { code: "insecure_http", detail: "paypa1-login.com" },
      { code: "homograph", detail: "paypal.com" },
      { code: "redirect_loop", count: 2 },
    ];
    expect(sortWarnings(found).map((warning) => warning.code)).toEqual([
      "homograph",
      "redirect_loop",
      "insecure_http",
      "young_domain",
      "known_shortener",
      "tracking_parameters",
    ]);
  });

  it("keeps a code once per detail: the same host twice is one finding, two hosts are two", () => {
    const sorted = sortWarnings([
      { code: "insecure_http", detail: "example.com" },
      { code: "known_shortener", detail: "bit.ly" },
      { code: "insecure_http", detail: "tracker.example.net" },
      { code: "insecure_http", detail: "example.com" },
      { code: "known_shortener", detail: "t.co" },
    ]);
    expect(sorted).toEqual([
      { code: "insecure_http", detail: "example.com" },
      { code: "insecure_http", detail: "tracker.example.net" },
      { code: "known_shortener", detail: "bit.ly" },
      { code: "known_shortener", detail: "t.co" },
    ]);
  });

  it("keeps the first of duplicates as they came, with what it counts and lists", () => {
    const sorted = sortWarnings([
      { code: "tracking_parameters", names: ["utm_source"] },
      { code: "too_many_hops", count: 11 },
      { code: "tracking_parameters", names: ["fbclid", "gclid"] },
      { code: "too_many_hops", count: 12 },
    ]);
    expect(sorted).toEqual([
      { code: "too_many_hops", count: 11 },
      { code: "tracking_parameters", names: ["utm_source"] },
    ]);
  });

  it("keeps findings of one code about different things in the order they came", () => {
    const hosts = ["b.example", "a.example", "c.example"];
    const sorted = sortWarnings([
      ...hosts.map((detail): Warning => ({ code: "punycode", detail })),
      { code: "ip_literal", detail: "203.0.113.7" },
    ]);
    expect(sorted.map((warning) => warning.detail)).toEqual([
      "203.0.113.7",
      "b.example",
      "a.example",
      "c.example",
    ]);
  });

  it("treats a finding without detail like one with an empty detail", () => {
    expect(sortWarnings([{ code: "overlong_address" }, { code: "overlong_address", detail: "" }])).toEqual([
      { code: "overlong_address" },
    ]);
  });

  it("leaves the list it was given untouched, and gives an empty list for none", () => {
    const found: Warning[] = [
      { code: "tracking_parameters", names: ["utm_source"] },
      { code: "blocklisted", detail: "evil.example" },
      { code: "tracking_parameters", names: ["utm_source"] },
    ];
    const copy = structuredClone(found);
    const sorted = sortWarnings(found);
    expect(found).toEqual(copy);
    expect(sorted).not.toBe(found);
    expect(sorted).toHaveLength(2);
    expect(sortWarnings([])).toEqual([]);
  });

  it("gives the verdict the same whether found before or after sorting", () => {
    const found: Warning[] = [
      { code: "canonical_elsewhere", detail: "https://example.org/original" },
      { code: "blocklisted", detail: "phish.example" },
    ];
    expect(verdictOf(sortWarnings(found))).toBe(verdictOf(found));
    expect(verdictOf(sortWarnings(found))).toBe("dangerous");
  });
});
