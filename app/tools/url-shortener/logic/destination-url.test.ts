import { describe, expect, it } from "vitest";
import { MAX_URL_LENGTH } from "#app/lib/text/url-length.ts";
import { parseDestinationUrl } from "./destination-url.ts";

describe("parseDestinationUrl", () => {
  it.each([
    // [input, normalised url]
    ["https://example.com", "https://example.com/"],
    ["HTTP://EXAMPLE.COM/Path?Q=1", "http://example.com/Path?Q=1"],
    ["  https://example.com/a  ", "https://example.com/a"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["http://example.com:80/a", "http://example.com/a"],
    ["https://example.com:8443/a", "https://example.com:8443/a"],
    ["https://example.com/page#section", "https://example.com/page"],
    ["https://example.com.", "https://example.com/"],
    ["https://café.fr/menu", "https://xn--caf-dma.fr/menu"],
    ["https://пример.рф", "https://xn--e1afmkfd.xn--p1ai/"],
    ["https://tiếngviệt.vn", "https://xn--tingvit-5t4cyc.vn/"],
    ["https://ｅｘａｍｐｌｅ.com", "https://example.com/"],
    ["https://example.com/a%20b", "https://example.com/a%20b"],
    ["https://example.com/é", "https://example.com/%C3%A9"],
    ["https://my_site.blogspot.com", "https://my_site.blogspot.com/"],
    // No scheme at all: https:// is assumed, as in a browser's address bar.
    ["example.com", "https://example.com/"],
    ["www.example.com/path?x=1#top", "https://www.example.com/path?x=1"],
    ["example.com:8080/x", "https://example.com:8080/x"],
    // IP literals are accepted here; the safety rules judge them.
    ["http://93.184.215.14/", "http://93.184.215.14/"],
    ["http://0x7f000001/", "http://127.0.0.1/"],
    ["http://[2606:4700::1111]/", "http://[2606:4700::1111]/"],
  ])("accepts %j as %j", (input, normalised) => {
    const result = parseDestinationUrl(input);
    expect(result).toMatchObject({ ok: true, url: normalised, original: input.trim() });
  });

  it("keeps the fragment in href, the form to redirect to", () => {
    expect(parseDestinationUrl("Example.com/p#top")).toMatchObject({
      ok: true,
      url: "https://example.com/p",
      href: "https://example.com/p#top",
      original: "Example.com/p#top",
    });
  });

  it.each([
    ["", "invalid_url"],
    ["   ", "invalid_url"],
    ["https://", "invalid_url"],
    ["https://exa mple.com", "invalid_url"],
    ["https://example.com/a b", "invalid_url"],
    ["https://example.com/\ttab", "invalid_url"],
    ["https://example.com/\u0000", "invalid_url"],
    ["https://localhost/", "invalid_url"],
    ["localhost:3000", "invalid_url"],
    ["https://intranet/", "invalid_url"],
    ["https://example", "invalid_url"],
    ["https://example.c", "invalid_url"],
    ["https://example.123", "invalid_url"],
    ["https://a..com", "invalid_url"],
    ["https://-bad.com", "invalid_url"],
    ["https://exa!mple.com", "invalid_url"],
    ["https://example.com:99999/", "invalid_url"],
    ["not a url", "invalid_url"],
    ["ftp://example.com/file", "unsupported_scheme"],
    ["javascript:alert(1)", "unsupported_scheme"],
    ["JavaScript:alert(1)", "unsupported_scheme"],
    ["data:text/html,<script>alert(1)</script>", "unsupported_scheme"],
    ["mailto:someone@example.com", "unsupported_scheme"],
    ["file:///etc/passwd", "unsupported_scheme"],
    ["ws://example.com/", "unsupported_scheme"],
    [`https://example.com/${"a".repeat(MAX_URL_LENGTH)}`, "too_long"],
  ])("refuses %j with %s", (input, code) => {
    expect(parseDestinationUrl(input)).toMatchObject({ ok: false, code, message: expect.any(String) });
  });

  it("accepts exactly 2,048 characters and refuses one more", () => {
    const base = "https://example.com/";
    const exact = base + "a".repeat(MAX_URL_LENGTH - base.length);
    expect(parseDestinationUrl(exact)).toMatchObject({ ok: true, url: exact });
    expect(parseDestinationUrl(`${exact}a`)).toMatchObject({ ok: false, code: "too_long" });
  });

  it("counts the encoded length: 700 accented letters exceed the limit once percent-encoded", () => {
    expect(parseDestinationUrl(`https://example.com/${"é".repeat(700)}`)).toMatchObject({
      ok: false,
      code: "too_long",
    });
  });

  it("gives one normal form to spellings of the same address", () => {
    const spellings = [
      "HTTPS://Example.COM:443/#x",
      "example.com",
      "https://example.com./",
      "https://example.com",
    ];
    const forms = new Set(spellings.map((s) => (parseDestinationUrl(s) as { url: string }).url));
    expect([...forms]).toEqual(["https://example.com/"]);
  });
});
