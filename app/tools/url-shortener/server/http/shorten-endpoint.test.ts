import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { createMemoryRateLimiter } from "#server/rate-limit/memory.ts";
import type { ShortenOutcome, ShortenRequest } from "../service/create-links.ts";
import type { ShortLink } from "../service/link-addresses.ts";
import { createShortenEndpoints, SHORTEN_BODY_LIMIT } from "./shorten-endpoint.ts";

// The endpoints on an in-process server with a fake shortener; the real one is tested over the
// production server in server/shortener/http.test.ts.
const link = {
  id: 1,
  internalSlug: "abc2345",
  shortenedSlug: "abc2345",
  internalUrl: "http://site.test/s/abc2345",
  shortenedUrl: "http://site.test/r/abc2345",
} as ShortLink;

const shortener = {
  shorten: vi.fn(
    async (_: ShortenRequest): Promise<ShortenOutcome> => ({
      kind: "created",
      link,
      manageKey: "key",
      manageUrl: "http://site.test/en/tools/url-shortener/manage/abc2345#key=key",
    }),
  ),
  listRecent: vi.fn(async () => [link]),
};

let server: http.Server;
let base: string;
let forwardedFor = 0;

beforeAll(async () => {
  const config = loadConfig({ PUBLIC_URL: "http://site.test", TRUST_PROXY: "true" });
  const shortenRateLimiter = createMemoryRateLimiter({ requests: 3, windowMs: 60_000 });
  const endpoints = createShortenEndpoints({
    shortener,
    shortenRateLimiter,
    config,
    logger: createLogger("silent"),
  });
  server = http.createServer((req, res) => {
    if (req.url === "/api/shorten-url") void endpoints.shorten(req, res);
    else void endpoints.recent(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  shortener.shorten.mockClear();
});

/** Posts from a client address of its own, so that rate limits of other tests do not interfere. */
function post(body: string, headers: Record<string, string> = {}, client = `198.51.100.${++forwardedFor}`) {
  return fetch(`${base}/api/shorten-url`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client, ...headers },
    body,
  });
}

describe("POST /api/shorten-url", () => {
  it("hands url, alias, language and unlisted to the shortener and answers its outcome with the key", async () => {
    const response = await post(
      JSON.stringify({
        url: "example.com",
        alias: "x-y",
        language: "vi",
        unlisted: true,
        origin: "http://evil.test",
      }),
      { origin: "http://site.test" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      status: "success",
      internalUrl: link.internalUrl,
      manageKey: "key",
    });
    expect(shortener.shorten).toHaveBeenCalledWith({
      url: "example.com",
      alias: "x-y",
      language: "vi",
      unlisted: true,
    });
  });

  it.each([
    ["malformed JSON", "{", 400, "invalid_json"],
    ["an array", "[]", 400, "invalid_request"],
    ["a missing url", "{}", 400, "invalid_request"],
    ["a url that is not a string", '{"url":5}', 400, "invalid_request"],
    ["unlisted that is not a boolean", '{"url":"example.com","unlisted":"yes"}', 400, "invalid_request"],
  ])("refuses %s with %i", async (_, body, status, code) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status: "error", isMalicious: false, error: { code } });
    expect(shortener.shorten).not.toHaveBeenCalled();
  });

  it("refuses another content type with 415", async () => {
    const response = await post("url=example.com", { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
  });

  it("refuses a body over the limit with 413 and closes the connection", async () => {
    const response = await post(JSON.stringify({ url: "x".repeat(SHORTEN_BODY_LIMIT) }));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toMatchObject({ error: { code: "body_too_large" } });
  });

  it("refuses posts from another site's pages with 403", async () => {
    for (const origin of ["http://evil.test", "null", "https://site.test"]) {
      const response = await post('{"url":"example.com"}', { origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "cross_origin" } });
    }
    expect(shortener.shorten).not.toHaveBeenCalled();
  });

  it("limits each client address, answering 429 with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post('{"url":"example.com"}', {}, "203.0.113.50")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post('{"url":"example.com"}', {}, "203.0.113.50");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ status: "error", error: { code: "rate_limited" } });
    expect((await post('{"url":"example.com"}', {}, "203.0.113.51")).status).toBe(200);
  });

  it("answers a failure of the shortener with a JSON 500", async () => {
    shortener.shorten.mockRejectedValueOnce(new Error("database down"));
    const response = await post('{"url":"example.com"}');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: "error", error: { code: "internal_error" } });
  });
});

describe("GET /api/short-links/recent", () => {
  it("lists the links, never cached", async () => {
    const response = await fetch(`${base}/api/short-links/recent`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ links: [{ id: 1, internalUrl: link.internalUrl }] });
  });
});
