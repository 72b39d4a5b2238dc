import { describe, expect, it } from "vitest";
import { archiveAddress, archiveLinks } from "./archive.ts";
import { isKnownShortener } from "./shorteners.ts";

describe("isKnownShortener", () => {
  it.each(["bit.ly", "BIT.LY", "t.co", "www.tinyurl.com", "youtu.be.", "bom.so"])("knows %s", (host) => {
    expect(isKnownShortener(host)).toBe(true);
  });
  it.each(["example.org", "notbit.ly", "bit.ly.example.org", "tuoitre.vn"])("does not take %s", (host) => {
    expect(isKnownShortener(host)).toBe(false);
  });
});

describe("archiveLinks", () => {
  it("looks the page up as written on the Wayback Machine and archive.today", () => {
    expect(archiveLinks("https://example.org/a?b=1")).toEqual({
      wayback: "https://web.archive.org/web/*/https://example.org/a?b=1",
      archiveToday: "https://archive.ph/https://example.org/a?b=1",
    });
  });
});

describe("archiveAddress", () => {
  it("leaves out the query string and the fragment unless the full address is asked for", () => {
    const url = "https://example.org/reset?token=s3cret&email=a%40b.example#step-2";
    expect(archiveAddress(url, false)).toBe("https://example.org/reset");
    expect(archiveAddress(url, true)).toBe(url);
    expect(archiveAddress("https://example.org/a?", false)).toBe("https://example.org/a");
    expect(archiveAddress("https://example.org/a/b", false)).toBe("https://example.org/a/b");
  });
});
