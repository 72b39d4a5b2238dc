import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, makeDataDir, type RunningServer, startServer } from "./test/server.ts";

// These tests drive the production entry over real HTTP, so they need `npm run build` first
// (`npm test` builds before it runs them).
const BUILD = path.resolve(import.meta.dirname, "../build/server/index.js");

describe.skipIf(!existsSync(BUILD))("the production server", () => {
  let server: RunningServer;
  let data: Awaited<ReturnType<typeof makeDataDir>>;

  beforeAll(async () => {
    data = await makeDataDir();
    server = await startServer({ DATA_DIR: data.dir });
  });
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it("answers health and readiness", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok");
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("renders pages with a per-response CSP nonce that the inline scripts carry", async () => {
    const first = await fetch(`${server.url}/en`);
    const second = await fetch(`${server.url}/en`);
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await first.text();
    // Every inline script that runs carries the nonce; JSON-LD is data, which CSP does not govern.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
  });

  it("leaves module preloads out of pages, their scripts loading from the module script", async () => {
    const html = await (await fetch(`${server.url}/en`)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import\("\/assets\/entry\.client-/);
  });

  it("compresses pages for clients that accept it", async () => {
    const response = await fetch(`${server.url}/en/about`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toContain("VeriTools");
    const gzip = await fetch(`${server.url}/en/about`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves hashed assets precompressed with a year of immutable caching", async () => {
    const assets = readdirSync(path.resolve(import.meta.dirname, "../build/client/assets"));
    const script = assets.find((name) => name.startsWith("entry.client") && name.endsWith(".js"));
    const response = await fetch(`${server.url}/assets/${script}`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toContain("text/javascript");
    const etag = response.headers.get("etag") ?? "";
    await response.arrayBuffer();
    const again = await fetch(`${server.url}/assets/${script}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("does not serve files outside the client build", async () => {
    const response = await fetch(`${server.url}/assets/..%2f..%2fpackage.json`);
    expect(response.status).toBe(404);
  });

  it("logs one JSON line per request and the path of every page not found", async () => {
    await fetch(`${server.url}/no-such-page-for-logs`);
    await new Promise((r) => setTimeout(r, 100));
    expect(server.logs).toContainEqual(
      expect.objectContaining({ msg: "page not found", path: "/no-such-page-for-logs" }),
    );
    expect(server.logs).toContainEqual(
      expect.objectContaining({ msg: "request", method: "GET", path: "/no-such-page-for-logs", status: 404 }),
    );
  });

  it("refuses a form posted from another site with 403 and its request's line alone in the log", async () => {
    const post = (origin: string, path = "/en/tools/url-shortener") =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "url=http%3A%2F%2F127.0.0.1%3A9%2F",
      });
    for (const path of ["/en/tools/url-shortener", "/en/tools/url-shortener.data"]) {
      const foreign = await post("https://evil.example", path);
      expect(foreign.status).toBe(403);
      expect(await foreign.text()).toBe("Forms sent from another site are not accepted.");
      const logged = () => server.logs.filter((line) => line.path === path);
      // The request's line is written once the answer is sent.
      while (logged().length === 0) await new Promise((r) => setTimeout(r, 10));
      expect(logged()).toEqual([expect.objectContaining({ msg: "request", method: "POST", status: 403 })]);
    }
    expect(server.stderr()).toBe("");
    // The site's own page still posts to it: its action answers (refusing this machine's address).
    const own = await post(server.url);
    expect(own.headers.get("content-type")).toContain("text/html");
    expect(await own.text()).toContain("This address points to a private or local network");
  });

  it("refuses overlong and malformed addresses without an error", async () => {
    expect((await fetch(`${server.url}/${"x".repeat(5000)}`)).status).toBe(414);
    expect((await fetch(`${server.url}/%E0%A4%A`)).status).toBe(404);
    expect((await fetch(`${server.url}/fr/%zz`)).status).toBe(404);
    expect((await fetch(`${server.url}/de/about`)).status).toBe(404);
  });

  it("answers tool searches in the asked language, with accents folded", async () => {
    const response = await fetch(`${server.url}/api/search?q=rut%20gon&lang=vi`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const body = (await response.json()) as {
      query: string;
      groups: { category: { slug: string }; tools: { slug: string; name: string }[] }[];
    };
    expect(body.query).toBe("rut gon");
    // Groups come in category order; other groups hold tools whose description mentions shortening.
    expect(body.groups[0]).toMatchObject({
      category: { slug: "web-tools" },
      tools: [{ slug: "url-shortener", name: "Rút gọn liên kết" }],
    });
    const short = (await (await fetch(`${server.url}/api/search?q=a`)).json()) as { groups: unknown[] };
    expect(short.groups).toEqual([]);
    const english = (await (await fetch(`${server.url}/api/search?q=shortener&lang=xx`)).json()) as {
      groups: unknown[];
    };
    expect(english.groups).toHaveLength(1);
  });

  it("refuses an overlong search query with a clear message", async () => {
    const response = await fetch(`${server.url}/api/search?q=${"x".repeat(101)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "query_too_long", message: "The search query must be at most 100 characters long." },
    });
  });

  it("serves robots.txt pointing to the sitemap", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
  });

  it("ignores a forged Host header when building links", async () => {
    const html = await (await fetch(`${server.url}/en/about`, { headers: { host: "evil.example" } })).text();
    expect(html).not.toContain("evil.example");
  });
});

describe.skipIf(!existsSync(BUILD))("starting and stopping", () => {
  it("finishes an in-flight request on SIGTERM, then exits cleanly", async () => {
    const data = await makeDataDir();
    const server = await startServer({ DATA_DIR: data.dir });
    const { port } = new URL(server.url);
    // Send half a request, so the connection is busy when the signal arrives.
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /en/about HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((r) => setTimeout(r, 100));
    const exit = server.stop();
    await new Promise((r) => setTimeout(r, 200));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write("Connection: close\r\n\r\n");
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(await exit).toBe(0);
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: "stopped" }));
    await data.remove();
  });

  it("keeps its data across a restart and seeds nothing the second time", async () => {
    const data = await makeDataDir();
    const first = await startServer({ DATA_DIR: data.dir });
    expect(await first.stop()).toBe(0);
    const second = await startServer({ DATA_DIR: data.dir });
    const ready = second.logs.find((line) => line.msg === "catalogue seeded") as {
      seeded: { inserted: number; updated: number };
    };
    expect(ready.seeded).toMatchObject({ inserted: 0, updated: 0 });
    expect((await fetch(`${second.url}/fr/category/text-tools`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
    await data.remove();
  });

  it("refuses to start with a clear message naming a bad variable", async () => {
    await expect(startServer({ PORT: "3000", LOG_LEVEL: "chatty" })).rejects.toThrow(/LOG_LEVEL="chatty"/);
  });

  it("refuses to start when REDIS_URL names a Redis that does not answer", async () => {
    const data = await makeDataDir();
    // A port just freed: nothing listens there.
    const redisUrl = `redis://127.0.0.1:${await freePort()}`;
    await expect(startServer({ DATA_DIR: data.dir, REDIS_URL: redisUrl })).rejects.toThrow(
      /REDIS_URL: Redis could not be reached/,
    );
    await data.remove();
  });
});
