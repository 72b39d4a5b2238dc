import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createInProcessFeed } from "#server/realtime/in-process-feed.ts";
import type { ShortLink } from "../service/link-addresses.ts";
import { createRedirects, createShortPathMatcher, type Redirects } from "./redirect.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("createShortPathMatcher", () => {
  it("reads /r/{slug} and nothing else when short links live under the site", () => {
    const match = createShortPathMatcher("https://vt.example", "https://vt.example/r");
    expect(match("vt.example", "/r/abc2345")).toEqual({ slug: "abc2345" });
    expect(match("vt.example", "/r/My_Alias-1")).toEqual({ slug: "My_Alias-1" });
    for (const path of [
      "/",
      "/r/",
      "/r/a/b",
      "/r/a.b",
      "/r/%41bc",
      "/s/abc2345",
      "/about",
      `/r/${"a".repeat(51)}`,
    ]) {
      expect(match("vt.example", path)).toBeNull();
    }
  });

  it("reads a separate short host at its root, and sends its bare root to the site", () => {
    const match = createShortPathMatcher("https://vt.example", "https://vt.link");
    expect(match("vt.link", "/abc2345")).toEqual({ slug: "abc2345" });
    expect(match("VT.LINK", "/abc2345")).toEqual({ slug: "abc2345" });
    expect(match("vt.link", "/")).toBe("short-host-root");
    expect(match("vt.link", "/r/abc2345")).toEqual({ slug: "abc2345" });
    // The site's own host keeps its root.
    expect(match("vt.example", "/abc2345")).toBeNull();
    expect(match("vt.example", "/")).toBeNull();
    // Reserved route names are never slugs, even at a root.
    expect(match("vt.link", "/healthz")).toBeNull();
  });

  it("reads a short base under another path of the site's host, leaving its pages alone", () => {
    const match = createShortPathMatcher("https://vt.example", "https://vt.example/go");
    expect(match("vt.example", "/go/abc2345")).toEqual({ slug: "abc2345" });
    const atRoot = createShortPathMatcher("https://vt.example", "https://vt.example");
    expect(atRoot("vt.example", "/abc2345")).toEqual({ slug: "abc2345" });
    expect(atRoot("vt.example", "/about")).toBeNull();
    expect(atRoot("vt.example", "/fr")).toBeNull();
  });
});

/** What `redirects` answers a GET of `path`: its 302's headers, or null when it hands the request on. */
async function answered(redirects: Redirects, path: string): Promise<Record<string, unknown> | null> {
  const req = { method: "GET", headers: { "user-agent": BROWSER }, socket: {} } as http.IncomingMessage;
  let headers: Record<string, unknown> = {};
  let ended = () => {};
  const sent = new Promise<void>((resolve) => (ended = resolve));
  const res = {
    writeHead(status: number, given: Record<string, unknown>) {
      headers = { status, ...given };
      return { end: ended };
    },
  };
  if (!(await redirects.answer(req, res as unknown as http.ServerResponse, path, ""))) return null;
  await sent;
  return headers;
}

/** Where `redirects` sends a GET of `path`, or null when it hands the request on. */
const locationOf = async (redirects: Redirects, path: string) =>
  ((await answered(redirects, path))?.Location as string | undefined) ?? null;

describe("createRedirects", () => {
  const link = {
    id: 42,
    originalUrl: "https://example.com/page?q=1#part",
    removedAt: null,
    disabledAt: null,
  } as ShortLink;
  const changes = createInProcessFeed({ logger: createLogger("silent") });
  const shortener = {
    findBySlug: vi.fn(async (slug: string) => (slug.toLowerCase() === "abc2345" ? link : null)),
    recordClick: vi.fn(async () => {}),
  };
  const redirects = createRedirects({
    shortener,
    publicUrl: "http://127.0.0.1",
    shortUrlBase: "http://short.test",
    cacheSize: 10,
    changes,
  });
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const target = req.url ?? "/";
      const pathname = target.split("?")[0] ?? "/";
      if (!(await redirects.answer(req, res, pathname, target.slice(pathname.length)))) {
        res.writeHead(404).end("next");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    shortener.findBySlug.mockClear();
    shortener.recordClick.mockClear();
  });

  const get = (path: string, headers: Record<string, string> = { "user-agent": BROWSER }, method = "GET") =>
    fetch(`${base}${path}`, { method, headers, redirect: "manual" });

  it("answers 302 to the destination, fragment kept, never cached, and counts the visit", async () => {
    const response = await get("/r/abc2345");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://example.com/page?q=1#part");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(shortener.recordClick).toHaveBeenCalledExactlyOnceWith(42, {
      agent: BROWSER,
      referrer: undefined,
      address: "127.0.0.1",
    });
  });

  it("forgets the slugs the change feed names, and reads them from the database again", async () => {
    const fresh = createRedirects({
      shortener,
      publicUrl: "http://a.test",
      shortUrlBase: "http://a.test/r",
      changes,
    });
    await locationOf(fresh, "/r/abc2345");
    await changes.publish({ type: "update", id: 42 });
    await locationOf(fresh, "/r/abc2345");
    expect(shortener.findBySlug).toHaveBeenCalledTimes(1);
    const moved = { ...link, originalUrl: "https://example.org/moved" };
    shortener.findBySlug.mockResolvedValueOnce(moved);
    await changes.publish({ type: "update", id: 42, slugs: ["ABC2345"] });
    expect(await locationOf(fresh, "/r/abc2345")).toBe("https://example.org/moved");
    shortener.findBySlug.mockResolvedValueOnce({ ...link, removedAt: "2025-01-01T00:00:00.000Z" });
    await changes.publish({ type: "delete", id: 42, slugs: ["abc2345"] });
    expect(await locationOf(fresh, "/r/abc2345")).toBeNull();
    expect(shortener.findBySlug).toHaveBeenCalledTimes(3);
    // Disabled, then enabled again: each change is heard, and the page answers (410) in between.
    shortener.findBySlug.mockResolvedValueOnce({ ...link, disabledAt: "2025-01-02T00:00:00.000Z" });
    await changes.publish({ type: "delete", id: 42, slugs: ["abc2345"] });
    expect(await locationOf(fresh, "/r/abc2345")).toBeNull();
    shortener.findBySlug.mockResolvedValueOnce(link);
    await changes.publish({ type: "update", id: 42, slugs: ["abc2345"] });
    expect(await locationOf(fresh, "/r/abc2345")).toBe(link.originalUrl);
  });

  it("does not remember a destination read while the link was being changed", async () => {
    const fresh = createRedirects({
      shortener,
      publicUrl: "http://a.test",
      shortUrlBase: "http://a.test/r",
      changes,
    });
    let release = () => {};
    shortener.findBySlug.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return link;
    });
    const stale = locationOf(fresh, "/r/abc2345");
    await changes.publish({ type: "update", id: 42, slugs: ["abc2345"] });
    release();
    expect(await stale).toBe(link.originalUrl);
    await locationOf(fresh, "/r/abc2345");
    expect(shortener.findBySlug).toHaveBeenCalledTimes(2);
  });

  it("reads a forgotten slug from the database again", async () => {
    const fresh = createRedirects({
      shortener,
      publicUrl: "http://a.test",
      shortUrlBase: "http://a.test/r",
      changes,
    });
    await locationOf(fresh, "/r/abc2345");
    await locationOf(fresh, "/r/abc2345");
    expect(shortener.findBySlug).toHaveBeenCalledTimes(1);
    fresh.forget("ABC2345");
    await locationOf(fresh, "/r/abc2345");
    expect(shortener.findBySlug).toHaveBeenCalledTimes(2);
  });

  it("looks a slug up once, whatever its case, then answers from memory", async () => {
    const fresh = createRedirects({
      shortener,
      publicUrl: "http://a.test",
      shortUrlBase: "http://a.test/r",
      changes,
    });
    expect(await locationOf(fresh, "/r/ABC2345")).toBe(link.originalUrl);
    expect(await locationOf(fresh, "/r/abc2345")).toBe(link.originalUrl);
    expect(shortener.findBySlug).toHaveBeenCalledTimes(1);
    expect(shortener.recordClick).toHaveBeenCalledTimes(2);
  });

  it("adds HSTS to redirects of a site served over https", async () => {
    const secure = createRedirects({
      shortener,
      publicUrl: "https://a.test",
      shortUrlBase: "https://a.test/r",
      changes,
    });
    expect(await answered(secure, "/r/abc2345")).toEqual({
      status: 302,
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      Location: link.originalUrl,
      "Cache-Control": "private, no-store",
      "Content-Length": 0,
    });
  });

  it("answers only once the click is recorded", async () => {
    let stored = false;
    shortener.recordClick.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      stored = true;
    });
    const response = await get("/r/abc2345", { "user-agent": BROWSER, referer: "https://news.example/a?b" });
    expect(response.status).toBe(302);
    expect(stored).toBe(true);
    expect(shortener.recordClick).toHaveBeenCalledWith(
      42,
      expect.objectContaining({ referrer: "https://news.example/a?b" }),
    );
  });

  it("records bots too (they are counted apart), but not the preview page's onward redirect", async () => {
    await get("/r/abc2345", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await get("/r/abc2345", {});
    expect(shortener.recordClick).toHaveBeenCalledTimes(2);
    shortener.recordClick.mockClear();
    const response = await get("/r/abc2345?via=preview", { "user-agent": BROWSER });
    expect(response.status).toBe(302);
    expect(shortener.recordClick).not.toHaveBeenCalled();
  });

  it("redirects HEAD requests without counting them", async () => {
    const response = await get("/r/abc2345", { "user-agent": BROWSER }, "HEAD");
    expect(response.status).toBe(302);
    expect(shortener.recordClick).not.toHaveBeenCalled();
  });

  it("counts other query strings", async () => {
    expect((await get("/r/abc2345?via=mail&utm_source=x")).status).toBe(302);
    expect(shortener.recordClick).toHaveBeenCalledTimes(1);
  });

  it("hands unknown slugs, other paths and other methods on", async () => {
    expect(await (await get("/r/nothere")).text()).toBe("next");
    expect(await (await get("/about")).text()).toBe("next");
    expect((await get("/r/abc2345", { "user-agent": BROWSER }, "POST")).status).toBe(404);
    expect(shortener.recordClick).not.toHaveBeenCalled();
  });

  it("sends the bare short host to the site", async () => {
    // fetch() does not let a caller set Host.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${base}/`, { headers: { host: "short.test" } }, resolve).on("error", reject);
    });
    response.resume();
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("http://127.0.0.1/");
  });
});
