import type http from "node:http";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPageHeadReader } from "#server/net/page-head-reader.ts";
import { closeServers, type LocalServer, serve } from "#server/test/origins.ts";
import { createChainCheck } from "./chain-check.ts";
import { matchBlocklist, parseBlocklist } from "./rules/blocklist.ts";
import { checkUrlSafety } from "./rules/safety.ts";

// Stand-in sites on loopback under names of their own: the fetcher's resolver sends every .test name to
// 127.0.0.1 and only the test site's port is let through the SSRF guard, so every other private address
// is refused as in production. The shortener's rules see those names as public (their own resolver).
const pageHeads = createPageHeadReader({ threads: 1 });
afterAll(() => pageHeads.close());
afterEach(closeServers);

const blocklist = parseBlocklist("evil.test\n");
const judge = (url: string) =>
  checkUrlSafety(url, {
    publicUrl: "https://vt.example",
    shortUrlBase: "https://vt.example/r",
    blocklist: { match: (parsed) => matchBlocklist(parsed, blocklist) },
    resolve: async (host) => (host.endsWith(".internal.test") ? ["10.0.0.8"] : ["93.184.215.14"]),
  });

let site: LocalServer;
const routes: Record<string, (res: http.ServerResponse) => void> = {
  "/page": (res) => res.writeHead(200, { "Content-Type": "text/html" }).end("<title>Page</title>"),
  "/one": (res) => res.writeHead(301, { Location: "/two" }).end(),
  "/two": (res) => res.writeHead(302, { Location: `http://landing.test:${site.port}/page` }).end(),
  "/metadata": (res) => res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end(),
  "/loopback": (res) => res.writeHead(302, { Location: "http://127.0.0.1:22/" }).end(),
  "/intranet": (res) => res.writeHead(302, { Location: "http://wiki.internal.test/" }).end(),
  "/evil": (res) => res.writeHead(302, { Location: `http://login.evil.test:${site.port}/page` }).end(),
  "/lookalike": (res) => res.writeHead(302, { Location: "https://xn--ypal-43d9g.com/" }).end(),
  "/refresh": (res) =>
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end('<meta http-equiv="refresh" content="0; url=http://10.1.2.3/">'),
  "/file": (res) => res.writeHead(302, { Location: "file:///etc/passwd" }).end(),
  "/gopher": (res) => res.writeHead(302, { Location: "gopher://127.0.0.1:6379/_INFO" }).end(),
  "/hang": () => {},
  "/slow": (res) => res.writeHead(302, { Location: "/hang" }).end(),
};

function check(budgetMs = 3000) {
  return createChainCheck({
    fetch: {
      publicUrl: "https://vt.example",
      resolve: async (host) => {
        if (host.endsWith(".internal.test")) return ["10.0.0.8"];
        if (host.endsWith(".test")) return ["127.0.0.1"];
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
      },
      allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === site.port,
    },
    pageHeads,
    budgetMs,
  });
}

const start = (path: string) => `http://start.test:${site.port}${path}`;

beforeEach(async () => {
  site = await serve((req, res) => {
    const handler = routes[req.url ?? ""];
    if (handler) handler(res);
    else res.writeHead(404).end();
  });
});

describe("createChainCheck", () => {
  it("follows the redirects to the page they land on and counts them", async () => {
    expect(await check()(start("/one"), judge)).toEqual({
      kind: "checked",
      finalUrl: `http://landing.test:${site.port}/page`,
      redirects: 2,
    });
    expect(await check()(start("/page"), judge)).toEqual({
      kind: "checked",
      finalUrl: start("/page"),
      redirects: 0,
    });
  });

  it.each([
    ["/metadata", 2, "169.254.169.254"],
    ["/loopback", 2, "127.0.0.1"],
    // A name that resolves inside, as an internal host does on a split-horizon DNS.
    ["/intranet", 2, "wiki.internal.test"],
    // A meta refresh is a redirect too.
    ["/refresh", 2, "10.1.2.3"],
  ])("refuses a chain that redirects (%s) to a private address, naming the hop", async (path, step, host) => {
    const verdict = await check()(start(path), judge);
    expect(verdict).toMatchObject({
      kind: "refused",
      refusal: { reason: "private_address" },
      hop: { step, host },
    });
    // The private address itself was never contacted: only the test site was.
    expect(site.requests.map((request) => request.path)).toEqual([path]);
  });

  it("refuses a chain through a blocklisted host and one through look-alike letters, named in punycode", async () => {
    expect(await check()(start("/evil"), judge)).toMatchObject({
      kind: "refused",
      refusal: { reason: "blocklisted" },
      hop: { step: 2, host: "login.evil.test", url: `http://login.evil.test:${site.port}/page` },
    });
    expect(await check()(start("/lookalike"), judge)).toMatchObject({
      kind: "refused",
      refusal: { reason: "homograph" },
      hop: { step: 2, host: "xn--ypal-43d9g.com" },
    });
  });

  it.each([
    ["/file", "file:///etc/passwd", "file:///etc/passwd"],
    ["/gopher", "127.0.0.1", "gopher://127.0.0.1:6379/_INFO"],
  ])("refuses a chain that redirects (%s) to an address that is not http(s)", async (path, host, url) => {
    expect(await check()(start(path), judge)).toEqual({
      kind: "refused",
      refusal: expect.objectContaining({ reason: "unsupported_scheme" }),
      hop: { step: 2, host, url },
    });
    expect(site.requests.map((request) => request.path)).toEqual([path]);
  });

  it("accepts a chain it cannot follow within its budget, as not checked", async () => {
    expect(await check(300)(start("/slow"), judge)).toEqual({ kind: "unchecked" });
  });

  it("accepts a link whose site cannot be reached, as not checked", async () => {
    expect(await check()("http://gone.example/", judge)).toEqual({ kind: "unchecked" });
  });
});
