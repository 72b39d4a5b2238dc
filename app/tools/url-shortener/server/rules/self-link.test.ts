import { describe, expect, it } from "vitest";
import { checkSelfLink, type SiteUrls } from "./self-link.ts";

const defaultSite: SiteUrls = {
  publicUrl: "https://veritools.example",
  shortUrlBase: "https://veritools.example/r",
};
const shortHostSite: SiteUrls = {
  publicUrl: "https://veritools.example/",
  shortUrlBase: "https://vt.example",
};
const mountedSite: SiteUrls = {
  publicUrl: "https://example.org/tools",
  shortUrlBase: "https://example.org/tools/r/",
};

describe("checkSelfLink", () => {
  it.each([
    [defaultSite, "https://veritools.example/s/abc1234"],
    [defaultSite, "https://veritools.example/r/abc1234"],
    [defaultSite, "http://veritools.example/r/abc1234"],
    [defaultSite, "https://VERITOOLS.example./r/abc1234"],
    [defaultSite, "https://veritools.example/fr/s/abc1234"],
    [defaultSite, "https://veritools.example/vi/s/abc1234?x=1"],
    [defaultSite, "https://veritools.example/S/abc1234"],
    [defaultSite, "https://veritools.example/%73/abc1234"],
    [defaultSite, "https://veritools.example//r/abc1234"],
    [defaultSite, "https://veritools.example/x/../r/abc1234"],
    [shortHostSite, "https://vt.example/abc1234"],
    [shortHostSite, "https://vt.example/"],
    [shortHostSite, "https://veritools.example/s/abc1234"],
    [shortHostSite, "https://veritools.example/r/abc1234"],
    [mountedSite, "https://example.org/tools/s/abc1234"],
    [mountedSite, "https://example.org/tools/en/r/abc1234"],
  ])("refuses a short link of %o: %j", (site, url) => {
    expect(checkSelfLink(new URL(url), site)).toMatchObject({ safe: false, reason: "self_link" });
  });

  it.each([
    [defaultSite, "https://veritools.example/"],
    [defaultSite, "https://veritools.example/tools/url-shortener"],
    [defaultSite, "https://veritools.example/fr/tools"],
    [defaultSite, "https://veritools.example/s"],
    [defaultSite, "https://veritools.example/search/r/x"],
    [defaultSite, "https://veritools.example:8443/s/abc1234"],
    [defaultSite, "https://www.example.com/s/abc1234"],
    [defaultSite, "https://veritools.example.evil.example/s/abc1234"],
    [shortHostSite, "https://sub.vt.example/abc1234"],
    [mountedSite, "https://example.org/s/abc1234"],
    [mountedSite, "https://example.org/other/r/abc1234"],
  ])("on %o allows %j", (site, url) => {
    expect(checkSelfLink(new URL(url), site)).toEqual({ safe: true });
  });
});
