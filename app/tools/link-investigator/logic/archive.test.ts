import { describe, expect, it } from "vitest";
import { archiveAddress, archiveLinks } from "./archive.ts";

describe("archiveLinks", () => {
  it("puts the address as written in both archives' paths", () => {
    expect(archiveLinks("https://www.bbc.co.uk/news/articles/c0jz2x4k7e1o")).toEqual({
      wayback: "https://web.archive.org/web/*/https://www.bbc.co.uk/news/articles/c0jz2x4k7e1o",
      archiveToday: "https://archive.ph/https://www.bbc.co.uk/news/articles/c0jz2x4k7e1o",
    });
  });

  it("keeps a query string when it is given one", () => {
    expect(archiveLinks("https://example.org/search?q=veritools&page=2").wayback).toBe(
      "https://web.archive.org/web/*/https://example.org/search?q=veritools&page=2",
    );
  });
});

describe("archiveAddress", () => {
  it("leaves out the query string and fragment, which may identify a person", () => {
    expect(
      archiveAddress(
        "https://news.example.com/2026/05/story.html?utm_source=newsletter&email=a%40b.example#comments",
        false,
      ),
    ).toBe("https://news.example.com/2026/05/story.html");
    expect(archiveAddress("https://example.org/reset?token=9f8e7d6c", false)).toBe(
      "https://example.org/reset",
    );
    expect(archiveAddress("https://example.org/docs#install", false)).toBe("https://example.org/docs");
  });

  it("leaves no dangling question mark or hash", () => {
    expect(archiveAddress("https://example.org/page?", false)).toBe("https://example.org/page");
    expect(archiveAddress("https://example.org/page#", false)).toBe("https://example.org/page");
  });

  it("keeps an address without query or fragment as it is, path and port included", () => {
    expect(archiveAddress("https://example.org:8443/a/b/", false)).toBe("https://example.org:8443/a/b/");
  });

  it("writes the address as a URL does once it strips it: host in lower case and punycode, default port dropped", () => {
    expect(archiveAddress("https://EXAMPLE.org:443/A?x=1", false)).toBe("https://example.org/A");
    expect(archiveAddress("https://bücher.example/katalog?seite=2", false)).toBe(
      "https://xn--bcher-kva.example/katalog",
    );
  });

  it("keeps the full address, untouched, when the visitor asks for it", () => {
    const full = "https://EXAMPLE.org/story?id=42#top";
    expect(archiveAddress(full, true)).toBe(full);
  });

  it("gives back what is not an address unchanged", () => {
    expect(archiveAddress("not a url?secret=1", false)).toBe("not a url?secret=1");
    expect(archiveAddress("", false)).toBe("");
  });
});
