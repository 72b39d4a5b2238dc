import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, postgresTestUrl, type TestDatabase } from "#server/test/databases.ts";
import { rawRequest } from "#server/test/raw-request.ts";
import { makeDataDir, type RunningServer, startServer } from "../../../../host/test/server.ts";

// The shortener through the production entry, over real HTTP: needs `npm run build` first.
const BUILD = path.resolve(import.meta.dirname, "../../../../build/server/index.js");
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
// Links point to a port of this machine, which only ALLOW_PRIVATE_ADDRESSES lets through (no DNS either).
const ENV = {
  ALLOW_PRIVATE_ADDRESSES: "true",
  TRUST_PROXY: "true",
  SHORTEN_RATE_LIMIT: "5/60",
  LOG_LEVEL: "warn",
};

interface RecentLink {
  id: number;
  internalSlug: string;
  shortenedSlug: string;
  internalUrl: string;
  shortenedUrl: string;
  originalUrl: string;
  usageCount: number;
}

let clients = 0;
/** Posts as a client address of its own (the server trusts one proxy), so rate limits stay per test. */
function shorten(server: RunningServer, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/shorten-url`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++clients}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

let destinations = 0;
async function createLink(server: RunningServer, alias?: string) {
  const url = `http://127.0.0.1:9/page-${++destinations}?q=1#part`;
  const response = await shorten(server, { url, alias, language: "en" });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { shortenedUrl: string; internalUrl: string };
  return { url, slug: body.shortenedUrl.split("/").at(-1) ?? "", ...body };
}

/** GET on a shared keep-alive agent: status and Location, body drained. */
function get(url: string, agent: http.Agent, headers: Record<string, string> = { "user-agent": BROWSER }) {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
      })
      .on("error", reject);
  });
}

async function recent(server: RunningServer): Promise<RecentLink[]> {
  return ((await (await fetch(`${server.url}/api/short-links/recent`)).json()) as { links: RecentLink[] })
    .links;
}

async function findLink(server: RunningServer, slug: string): Promise<RecentLink | undefined> {
  return (await recent(server)).find((link) => link.shortenedSlug === slug);
}

/** Waits for the count to reach at least `expected` (clicks are stored within a second), then reads it. */
async function countOnceStored(server: RunningServer, slug: string, expected: number): Promise<number> {
  for (;;) {
    const count = (await findLink(server, slug))?.usageCount ?? 0;
    if (count >= expected) return count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!existsSync(BUILD))("the shortener over HTTP", () => {
  let server: RunningServer;
  let data: Awaited<ReturnType<typeof makeDataDir>>;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });

  beforeAll(async () => {
    data = await makeDataDir();
    server = await startServer({ ...ENV, DATA_DIR: data.dir });
  });
  afterAll(async () => {
    agent.destroy();
    await server?.stop();
    await data?.remove();
  });

  it("shortens an address, then returns the same link for it", async () => {
    const url = "http://127.0.0.1:9/contract";
    const response = await shorten(server, { url, language: "vi", origin: "https://evil.example" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: "success",
      internalUrl: expect.stringMatching(new RegExp(`^${server.url}/s/[2-9a-z]{7}$`)),
      shortenedUrl: expect.stringMatching(new RegExp(`^${server.url}/r/[2-9a-z]{7}$`)),
      fromCache: false,
      isMalicious: false,
      message: expect.any(String),
      unlisted: false,
      manageKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      manageUrl: expect.stringMatching(
        new RegExp(`^${server.url}/vi/tools/url-shortener/manage/[2-9a-z]{7}#key=`),
      ),
      // What "Add to case" keeps of the link: where it leads, and when it was made.
      originalUrl: url,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const again = (await (await shorten(server, { url: `${url}#other` })).json()) as Record<string, unknown>;
    expect(again).toMatchObject({ status: "success", fromCache: true, internalUrl: body.internalUrl });
    expect(again).not.toHaveProperty("manageKey");
  });

  it("redirects /r/{slug} with 302 to the destination, fragment kept, and counts it", async () => {
    const link = await createLink(server);
    const response = await fetch(link.shortenedUrl, {
      redirect: "manual",
      headers: { "user-agent": BROWSER },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(link.url);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    // Slugs are found whatever their case.
    expect((await get(`${server.url}/r/${link.slug.toUpperCase()}`, agent)).status).toBe(302);
    expect(await countOnceStored(server, link.slug, 2)).toBe(2);
  });

  it("redirects a request that names the full URL, as proxies send it", async () => {
    const link = await createLink(server);
    const answer = await rawRequest(
      Number(new URL(server.url).port),
      `GET http://elsewhere.example/r/${link.slug} HTTP/1.1\r\nHost: elsewhere.example\r\nUser-Agent: ${BROWSER}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatchObject({ status: 302, headers: { location: link.url } });
    expect(await countOnceStored(server, link.slug, 1)).toBe(1);
  });

  it("does not count bots, the preview page's onward redirect or HEAD requests", async () => {
    const link = await createLink(server);
    const target = `${server.url}/r/${link.slug}`;
    expect(
      (await get(target, agent, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).status,
    ).toBe(302);
    expect((await get(target, agent, { "user-agent": "Slackbot-LinkExpanding 1.0" })).status).toBe(302);
    expect((await get(`${target}?via=preview`, agent)).status).toBe(302);
    const head = await fetch(target, {
      method: "HEAD",
      redirect: "manual",
      headers: { "user-agent": BROWSER },
    });
    expect(head.status).toBe(302);
    // One counted visit, stored with or after the uncounted ones.
    expect((await get(target, agent)).status).toBe(302);
    expect(await countOnceStored(server, link.slug, 1)).toBe(1);
  });

  it("counts 1,000 simultaneous redirects exactly", async () => {
    const link = await createLink(server);
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => get(`${server.url}/r/${link.slug}`, agent)),
    );
    expect(answers.every((answer) => answer.status === 302 && answer.location === link.url)).toBe(true);
    expect(await countOnceStored(server, link.slug, 1000)).toBe(1000);
  });

  it("renders the 404 page for an unknown slug", async () => {
    const response = await fetch(`${server.url}/r/unknown-slug`, { headers: { "user-agent": BROWSER } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
  });

  it("reaches an aliased link by its alias, its one slug", async () => {
    const link = await createLink(server, "Http-Alias");
    expect(link.internalUrl).toBe(`${server.url}/s/Http-Alias`);
    expect(link.shortenedUrl).toBe(`${server.url}/r/Http-Alias`);
    expect((await get(`${server.url}/r/http-alias`, agent)).location).toBe(link.url);
    const taken = await shorten(server, { url: "http://127.0.0.1:9/other", alias: "HTTP-ALIAS" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ status: "error", error: { code: "alias_taken" } });
  });

  it.each([
    [{ url: "" }, 400, "invalid_url"],
    [{ url: "javascript:alert(1)" }, 400, "unsupported_scheme"],
    [{ url: "http://127.0.0.1:9/", alias: "a b c" }, 400, "alias_invalid_chars"],
    [{ url: "http://127.0.0.1:9/", alias: "about" }, 400, "alias_reserved"],
    ["{not json", 400, "invalid_json"],
    [{ alias: "no-url" }, 400, "invalid_request"],
    [{ url: `http://127.0.0.1:9/${"x".repeat(9000)}` }, 413, "body_too_large"],
  ])("answers %j with %i %s", async (body, status, code) => {
    const response = await shorten(server, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status: "error", isMalicious: false, error: { code } });
  });

  it("flags a blocklisted address as malicious with a 200", async () => {
    const response = await shorten(server, { url: "https://phishing.example/login" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "error",
      isMalicious: true,
      message: expect.any(String),
      error: { code: "blocklisted" },
    });
  });

  it("refuses other content types (415) and other sites' pages (403)", async () => {
    const form = await shorten(server, "url=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    const crossSite = await shorten(
      server,
      { url: "http://127.0.0.1:9/" },
      { origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    const sameSite = await shorten(server, { url: "http://127.0.0.1:9/same" }, { origin: server.url });
    expect(sameSite.status).toBe(200);
  });

  it("limits shortening per client address with 429 and Retry-After", async () => {
    const client = { "x-forwarded-for": "203.0.113.99" };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await shorten(server, { url: "http://127.0.0.1:9/" }, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await shorten(server, { url: "http://127.0.0.1:9/" }, client);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: "error", error: { code: "rate_limited" } });
  });

  it("lists the six newest links, never cached", async () => {
    const newest = await createLink(server);
    const response = await fetch(`${server.url}/api/short-links/recent`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { links } = (await response.json()) as { links: RecentLink[] };
    expect(links).toHaveLength(6);
    expect(links[0]).toMatchObject({
      shortenedSlug: newest.slug,
      internalUrl: newest.internalUrl,
      shortenedUrl: newest.shortenedUrl,
      originalUrl: newest.url,
      usageCount: 0,
      title: null,
    });
    expect(Object.keys(links[0] ?? {}).sort()).toEqual(
      [
        "createdAt",
        "description",
        "favicon",
        "id",
        "internalSlug",
        "internalUrl",
        "ogImage",
        "originalUrl",
        "shortenedSlug",
        "shortenedUrl",
        "title",
        "usageCount",
      ].sort(),
    );
  });
});

describe.skipIf(!existsSync(BUILD))("counts across a restart", () => {
  it("stores the clicks still in memory when the server stops", async () => {
    const data = await makeDataDir();
    const agent = new http.Agent({ keepAlive: false });
    try {
      const first = await startServer({ ...ENV, DATA_DIR: data.dir });
      const link = await createLink(first);
      for (let i = 0; i < 3; i++) await get(`${first.url}/r/${link.slug}`, agent);
      expect(await first.stop()).toBe(0);
      const second = await startServer({ ...ENV, DATA_DIR: data.dir });
      try {
        expect((await findLink(second, link.slug))?.usageCount).toBe(3);
      } finally {
        await second.stop();
      }
    } finally {
      agent.destroy();
      await data.remove();
    }
  });
});

describe.skipIf(!existsSync(BUILD) || postgresTestUrl() === undefined)(
  "two server processes on one PostgreSQL",
  () => {
    let database: TestDatabase;
    let servers: RunningServer[] = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 25 });

    beforeAll(async () => {
      database = await createTestDatabase("postgres");
      const { databaseUrl = "", dataDir } = database.options;
      servers = await Promise.all(
        [1, 2].map(() => startServer({ ...ENV, DATABASE_URL: databaseUrl, DATA_DIR: dataDir })),
      );
    });
    afterAll(async () => {
      agent.destroy();
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
    });

    it("adds the redirects both answer into one total", async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const link = await createLink(a);
      const hits = Array.from({ length: 400 }, (_, i) => get(`${(i % 2 ? a : b).url}/r/${link.slug}`, agent));
      expect((await Promise.all(hits)).every((answer) => answer.status === 302)).toBe(true);
      expect(await countOnceStored(b, link.slug, 400)).toBe(400);
      const row = await database.handle.db
        .selectFrom("short_links")
        .select("usage_count")
        .where("shortened_slug", "=", link.slug)
        .executeTakeFirstOrThrow();
      expect(row.usage_count).toBe(400);
    });
  },
);
