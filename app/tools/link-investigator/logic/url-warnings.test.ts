import { describe, expect, it } from "vitest";
import { sortWarnings, verdictOf } from "./report.ts";
import { isCanonicalElsewhere, urlWarnings } from "./url-warnings.ts";

const codes = (url: string) => urlWarnings(url).map((warning) => warning.code);

describe("urlWarnings", () => {
  it("says nothing about an ordinary https address, accented hosts included", () => {
    expect(codes("https://www.lemonde.fr/politique/")).toEqual([]);
    expect(codes("https://tiếngviệt.vn/bài-viết")).toEqual([]);
    expect(codes("https://élysée.fr/")).toEqual([]);
    expect(codes("https://example.org/?q=xn--abc")).toEqual([]);
  });

  it.each([
    ["http://93.184.215.14/login", ["ip_literal", "insecure_http"]],
    ["https://[2606:4700::1111]/", ["ip_literal"]],
    ["https://xn--pypal-4ve.com/", ["punycode"]],
    ["https://bit.ly/3abc", ["known_shortener"]],
    ["https://bank.example@evil.example/", ["credentials_in_url"]],
    ["http://example.org/", ["insecure_http"]],
  ])("flags %s", (url, expected) => {
    expect(codes(url)).toEqual(expected);
  });

  it("names what each warning is about", () => {
    expect(urlWarnings("https://bank.example@evil.example/")).toEqual([
      { code: "credentials_in_url", detail: "bank.example" },
    ]);
  });
});

describe("isCanonicalElsewhere", () => {
  it.each([
    ["https://example.org/a", "https://example.org/a/", false],
    ["https://www.example.org/a", "https://example.org/a#top", false],
    ["https://example.org/a", "https://example.org/a?utm_source=x", false],
    ["https://example.org/original", "https://example.org/copy", true],
    ["https://other.example/a", "https://example.org/a", true],
    [null, "https://example.org/a", false],
  ])("%s for %s: %s", (canonical, reached, elsewhere) => {
    expect(isCanonicalElsewhere(canonical, reached)).toBe(elsewhere);
  });

  // A redirect target of slashes once cost quadratic time (20,000 took 0.8 s); this one would take minutes.
  it("compares a path of 200,000 slashes at once", () => {
    const slashes = "/".repeat(200_000);
    expect(isCanonicalElsewhere("https://example.org/x", `https://example.org${slashes}x/`)).toBe(true);
    expect(isCanonicalElsewhere("https://example.org/x", `https://example.org/x${slashes}`)).toBe(false);
  });
});

describe("the verdict", () => {
  it("is dangerous for a threat, warnings otherwise, clear without any", () => {
    expect(verdictOf([])).toBe("clear");
    expect(verdictOf([{ code: "tracking_parameters" }])).toBe("warnings");
    expect(verdictOf([{ code: "tracking_parameters" }, { code: "homograph" }])).toBe("dangerous");
  });

  it("lists the most serious first, each finding once", () => {
    expect(
      sortWarnings([
        { code: "tracking_parameters" },
        { code: "blocklisted", detail: "a" },
        { code: "tracking_parameters" },
        { code: "insecure_http", detail: "h" },
      ]).map((warning) => warning.code),
    ).toEqual(["blocklisted", "insecure_http", "tracking_parameters"]);
  });
});
