import { describe, expect, it } from "vitest";
import { detectLanguage, detectRequestLanguage, languageFromCookie, parseAcceptLanguage } from "./detect.ts";

describe("detectLanguage", () => {
  it("prefers the lang query parameter over everything else", () => {
    expect(detectLanguage({ query: "vi", pathname: "/fr/about", stored: "en", browser: ["fr"] })).toBe("vi");
  });
  it("uses the first path segment when the query has no supported language", () => {
    expect(detectLanguage({ query: "de", pathname: "/fr/about", stored: "vi", browser: ["en"] })).toBe("fr");
    expect(detectLanguage({ pathname: "/vi", stored: "fr" })).toBe("vi");
  });
  it("uses the stored choice when the URL says nothing", () => {
    expect(detectLanguage({ pathname: "/about", stored: "fr", browser: ["vi"] })).toBe("fr");
  });
  it("falls back to the browser's languages, matching on the base language", () => {
    expect(detectLanguage({ pathname: "/", stored: "xx", browser: ["de-DE", "fr-CA", "en"] })).toBe("fr");
    expect(detectLanguage({ pathname: "/", browser: ["VI-vn"] })).toBe("vi");
  });
  it("defaults to English", () => {
    expect(detectLanguage({ pathname: "/de/about", browser: ["de", "ja"] })).toBe("en");
  });
  it("does not take a path segment that only starts like a language", () => {
    expect(detectLanguage({ pathname: "/french/page", stored: "vi" })).toBe("vi");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by quality, keeping header order for ties", () => {
    expect(parseAcceptLanguage("en;q=0.5, vi-VN, fr;q=0.9, *;q=0.1")).toEqual(["vi-VN", "fr", "en"]);
  });
  it("drops refused and malformed entries", () => {
    expect(parseAcceptLanguage("fr;q=0, en;q=abc, vi")).toEqual(["vi"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe("languageFromCookie", () => {
  it("reads the i18nextLng cookie among others", () => {
    expect(languageFromCookie("a=1; i18nextLng=fr; b=2")).toBe("fr");
    expect(languageFromCookie("a=1")).toBeNull();
  });
});

describe("detectRequestLanguage", () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
  it("combines query, path, cookie and Accept-Language in that order", () => {
    const headers = { cookie: "i18nextLng=vi", "accept-language": "fr" };
    expect(detectRequestLanguage(request("http://x/fr/about?lang=en", headers))).toBe("en");
    expect(detectRequestLanguage(request("http://x/fr/about", headers))).toBe("fr");
    expect(detectRequestLanguage(request("http://x/about", headers))).toBe("vi");
    expect(detectRequestLanguage(request("http://x/about", { "accept-language": "fr-FR,en;q=0.8" }))).toBe(
      "fr",
    );
  });
});
