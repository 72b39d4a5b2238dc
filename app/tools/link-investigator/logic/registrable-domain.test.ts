import { describe, expect, it } from "vitest";
import { asciiHost, registrableDomain } from "./registrable-domain.ts";

describe("asciiHost", () => {
  it.each([
    ["bộcôngan.vn", "xn--bcngan-jxa6332d.vn"],
    ["Élysée.FR", "xn--lyse-9oad.fr"],
    ["0x7f000001", "127.0.0.1"],
    ["2001:DB8::1", "[2001:db8::1]"],
    ["[2001:db8::1]", "[2001:db8::1]"],
  ])("%s → %s", (host, ascii) => {
    expect(asciiHost(host)).toBe(ascii);
  });

  it.each(["", "bad host", "a/b", "a?b", "a#b", "user@a", "a\\b", "[nope]", "example.com:80"])(
    "is null for %j",
    (host) => {
      expect(asciiHost(host)).toBeNull();
    },
  );
});

describe("registrableDomain", () => {
  it.each([
    ["example.com", "example.com"],
    ["WWW.Example.COM.", "example.com"],
    ["www.bbc.co.uk", "bbc.co.uk"],
    ["news.gov.vn", "news.gov.vn"],
    ["vnexpress.net", "vnexpress.net"],
    // The ICANN registration, not the private section's: github.io is what was registered.
    ["someone.github.io", "github.io"],
  ])("%s → %s", (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });

  it("answers in punycode for accented hosts, written either way", () => {
    expect(registrableDomain("bộcôngan.vn")).toBe("xn--bcngan-jxa6332d.vn");
    expect(registrableDomain("www.xn--bcngan-jxa6332d.vn")).toBe("xn--bcngan-jxa6332d.vn");
    expect(registrableDomain("www.élysée.fr")).toBe("xn--lyse-9oad.fr");
    expect(registrableDomain("ÉLYSÉE.FR")).toBe("xn--lyse-9oad.fr");
  });

  it("knows suffixes written in another script", () => {
    expect(registrableDomain("shop.例子.公司.cn")).toBe(registrableDomain("shop.例子.xn--55qx5d.cn"));
    expect(registrableDomain("пример.рф")).toBe("xn--e1afmkfd.xn--p1ai");
  });

  it.each([
    "203.0.113.7",
    "2130706433",
    "[2001:db8::1]",
    "2001:db8::1",
    "co.uk",
    "localhost",
    "printer.local",
    "site.test",
    "example.notatld",
    "",
    "bad host",
  ])("has none for %j", (host) => {
    expect(registrableDomain(host)).toBeNull();
  });
});
