import { describe, expect, it } from "vitest";
import { DEFAULT_MALICIOUS_MESSAGE, errorBody, publicLink, rateLimitedBody, shortenResponse } from "./api.ts";
import type { ShortLink } from "./service/link-addresses.ts";

const link: ShortLink = {
  id: 3,
  createdAt: "2025-01-02T03:04:05.678Z",
  internalSlug: "my-alias",
  shortenedSlug: "abc2345",
  originalUrl: "https://example.com/a#b",
  normalizedUrl: "https://example.com/a",
  title: "A page",
  description: null,
  ogImage: null,
  favicon: "https://example.com/favicon.ico",
  usageCount: 12,
  previewStatus: "ready",
  language: "fr",
  chain: { checked: true, finalUrl: "https://example.com/a#b", redirects: 0 },
  unlisted: false,
  aliased: true,
  manageKeyHash: "hash",
  removedAt: null,
  disabledAt: null,
  internalUrl: "https://vt.example/s/my-alias",
  shortenedUrl: "https://vt.example/r/abc2345",
};

describe("shortenResponse", () => {
  it("answers a new link and an existing one with 200 and the contract's fields, the key only with a new one", () => {
    const manageUrl = "https://vt.example/fr/tools/url-shortener/manage/my-alias#key=K";
    expect(shortenResponse({ kind: "created", link, manageKey: "K", manageUrl })).toEqual({
      httpStatus: 200,
      body: {
        status: "success",
        internalUrl: "https://vt.example/s/my-alias",
        shortenedUrl: "https://vt.example/r/abc2345",
        fromCache: false,
        isMalicious: false,
        message: "URL shortened. Keep the management key: it is shown only once.",
        unlisted: false,
        originalUrl: link.originalUrl,
        createdAt: link.createdAt,
        manageKey: "K",
        manageUrl,
      },
    });
    const existing = shortenResponse({ kind: "existing", link }).body;
    expect(existing).toMatchObject({ status: "success", fromCache: true, unlisted: false });
    expect(existing).not.toHaveProperty("manageKey");
    expect(existing).not.toHaveProperty("manageUrl");
    expect(existing.message).toContain("management key stays with whoever made it");
  });

  it("answers a refused address with 200, isMalicious and the reason as code", () => {
    const message = "This address is on the blocklist.";
    expect(shortenResponse({ kind: "malicious", code: "blocklisted", message })).toEqual({
      httpStatus: 200,
      body: { status: "error", isMalicious: true, message, error: { code: "blocklisted", message } },
    });
    expect(shortenResponse({ kind: "malicious", code: "safe_browsing", message: "" }).body.message).toBe(
      DEFAULT_MALICIOUS_MESSAGE,
    );
  });

  it("answers a host that does not exist as bad input, not as a threat", () => {
    const message = "The link's host name could not be found.";
    expect(shortenResponse({ kind: "invalid", code: "unresolvable_host", message })).toEqual({
      httpStatus: 400,
      body: { status: "error", isMalicious: false, message, error: { code: "unresolvable_host", message } },
    });
  });

  it("names the address of the chain that a refused redirect was about", () => {
    const hop = { step: 2, host: "10.0.0.1", url: "http://10.0.0.1/admin" };
    const message = "This link redirects to 10.0.0.1 (hop 2), a private or local network address.";
    expect(shortenResponse({ kind: "invalid", code: "redirect_private_address", message, hop })).toEqual({
      httpStatus: 400,
      body: {
        status: "error",
        isMalicious: false,
        message,
        error: { code: "redirect_private_address", message },
        hop,
      },
    });
    const threat = shortenResponse({ kind: "malicious", code: "redirect_blocklisted", message, hop });
    expect(threat).toMatchObject({ httpStatus: 200, body: { isMalicious: true, hop } });
  });

  it("answers bad input with 400 and a taken alias with 409", () => {
    const invalid = shortenResponse({ kind: "invalid", code: "too_long", message: "Too long." });
    expect(invalid).toEqual({ httpStatus: 400, body: errorBody("too_long", "Too long.") });
    const taken = shortenResponse({ kind: "alias_taken", code: "alias_taken", message: "Taken." });
    expect(taken.httpStatus).toBe(409);
    expect(taken.body).toMatchObject({ status: "error", isMalicious: false, error: { code: "alias_taken" } });
  });
});

describe("rateLimitedBody", () => {
  it("says when to try again", () => {
    expect(rateLimitedBody(42)).toEqual(
      errorBody("rate_limited", "Too many requests. Please try again in 42 seconds."),
    );
  });
});

describe("publicLink", () => {
  it("lists what cards show and leaves internal fields out", () => {
    expect(publicLink(link)).toEqual({
      id: 3,
      createdAt: "2025-01-02T03:04:05.678Z",
      internalSlug: "my-alias",
      shortenedSlug: "abc2345",
      internalUrl: "https://vt.example/s/my-alias",
      shortenedUrl: "https://vt.example/r/abc2345",
      originalUrl: "https://example.com/a#b",
      title: "A page",
      description: null,
      ogImage: null,
      favicon: "https://example.com/favicon.ico",
      usageCount: 12,
    });
  });
});
