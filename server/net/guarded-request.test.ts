// The guard every fetch goes through (guarded-request.ts), seen through the simplest fetcher built on it,
// fetchPreviewPage: the address vetted on every hop and connected to as checked, the credentials of a URL
// dropped, the body's coding undone, the signal obeyed, every failure given its reason. fetch-json.test.ts
// checks that fetchJson goes through the same guard.
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { closeServers, decoded, html, loopback, resolverFrom, serve, servers } from "../test/origins.ts";
import { fetchPreviewPage } from "./fetch-page.ts";
import { type FetchPreviewOptions, isShowableAddress } from "./guarded-request.ts";

afterEach(closeServers);

describe("the guard, through fetchPreviewPage", () => {
  it("connects over IPv6, to a literal or a resolved address", async () => {
    const server = await serve(html("<head><title>v6</title></head>"), "::1");
    expect(await fetchPreviewPage(server.url("/"), loopback)).toMatchObject({ ok: true });
    const resolve = resolverFrom({ "six.test": ["::1"] });
    const named = `http://six.test:${server.port}/`;
    expect(await fetchPreviewPage(named, { ...loopback, resolve })).toMatchObject({ ok: true, url: named });
    expect(server.requests.map((request) => request.host)).toEqual([
      `[::1]:${server.port}`,
      `six.test:${server.port}`,
    ]);
  });

  it("never sends credentials written in the URL", async () => {
    let authorization: string | undefined;
    const server = await serve((req, res) => {
      authorization = req.headers.authorization;
      html("<head></head>")(req, res);
    });
    const url = server.url("/").replace("http://", "http://user:secret@");
    expect(await fetchPreviewPage(url, loopback)).toMatchObject({ ok: true, url: server.url("/") });
    expect(authorization).toBeUndefined();
  });

  it("decodes gzip and brotli bodies", async () => {
    const page = "<html><head><title>Compressé</title></head>";
    const server = await serve((req, res) => {
      const br = req.url === "/br";
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Encoding": br ? "br" : "gzip",
      });
      res.end(br ? zlib.brotliCompressSync(page) : zlib.gzipSync(page));
    });
    expect(decoded(await fetchPreviewPage(server.url("/gz"), loopback))).toMatchObject({
      ok: true,
      html: page,
    });
    expect(decoded(await fetchPreviewPage(server.url("/br"), loopback))).toMatchObject({
      ok: true,
      html: page,
    });
  });

  it("gives up on a page that is slow to arrive", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.write("<html><head><title>Slow"); // …and nothing more
    });
    expect(await fetchPreviewPage(server.url("/"), { ...loopback, timeoutMs: 200 })).toMatchObject({
      ok: false,
      reason: "timeout",
    });
  });

  it("gives up on a server that never answers", async () => {
    const server = await serve(() => {});
    expect(await fetchPreviewPage(server.url("/"), { ...loopback, timeoutMs: 200 })).toMatchObject({
      ok: false,
      reason: "timeout",
    });
  });

  it("counts DNS in the time budget", async () => {
    const result = await fetchPreviewPage("http://never.test/", {
      ...loopback,
      resolve: () => new Promise(() => {}),
      timeoutMs: 100,
    });
    expect(result).toMatchObject({ ok: false, reason: "timeout" });
  });

  it("reports a connection refused", async () => {
    const server = await serve(() => {});
    const url = server.url("/");
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await fetchPreviewPage(url, loopback)).toMatchObject({ ok: false, reason: "network_error" });
  });

  it("refuses anything but an absolute http(s) URL", async () => {
    for (const url of ["ftp://example.com/", "javascript:alert(1)", "/relative", "not a url"]) {
      expect(await fetchPreviewPage(url, loopback)).toMatchObject({ ok: false, reason: "invalid_url" });
    }
  });
});

// The real rule, with one exception: the first server, reached through the name "public.test", stands
// for a public site. Every other private target must still be refused, and never contacted.
describe("fetchPreviewPage: private targets", () => {
  async function setUp() {
    const canary = await serve(html("<head><title>Internal</title></head>"));
    const canary6 = await serve(html("<head><title>Internal v6</title></head>"), "::1");
    let target = "";
    const site = await serve((req, res) => {
      if (req.url === "/start") res.writeHead(302, { Location: "/next" }).end();
      else if (req.url === "/next") res.writeHead(302, { Location: target }).end();
      else html("<head><title>Public</title></head>")(req, res);
    });
    const resolve = resolverFrom({
      "public.test": ["127.0.0.1"],
      "inside.test": ["10.0.0.7"],
      "mixed.test": ["93.184.215.14", "127.0.0.1"],
      "rebind.test": ["::ffff:127.0.0.1"],
    });
    const options: FetchPreviewOptions = {
      publicUrl: "https://veritools.test",
      resolve,
      allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === site.port,
    };
    const start = `http://public.test:${site.port}/start`;
    return {
      canary,
      canary6,
      site,
      resolve,
      options,
      start,
      redirectTo(url: string) {
        target = url;
      },
    };
  }

  it("reaches the allowed site by its name, connecting to the checked address", async () => {
    const { site, resolve, options, start, redirectTo } = await setUp();
    redirectTo(`http://public.test:${site.port}/page`);
    expect(decoded(await fetchPreviewPage(start, options))).toEqual({
      ok: true,
      url: `http://public.test:${site.port}/page`,
      html: "<head><title>Public</title></head>",
    });
    // The Host header keeps the name; DNS was asked once per hop, never again behind the check's back.
    expect(site.requests.map((request) => request.host)).toEqual(Array(3).fill(`public.test:${site.port}`));
    expect(resolve.calls).toEqual(["public.test", "public.test", "public.test"]);
  });

  it.each([
    ["127.0.0.1", (c: number) => `http://127.0.0.1:${c}/`],
    ["169.254.169.254 (cloud metadata)", () => "http://169.254.169.254/latest/meta-data/"],
    ["[::1]", (_c: number, c6: number) => `http://[::1]:${c6}/`],
    ["0x7f000001", (c: number) => `http://0x7f000001:${c}/`],
    ["2130706433", (c: number) => `http://2130706433:${c}/`],
    ["0177.0.0.1", (c: number) => `http://0177.0.0.1:${c}/`],
    ["127.1", (c: number) => `http://127.1:${c}/`],
    ["[::ffff:127.0.0.1]", (c: number) => `http://[::ffff:127.0.0.1]:${c}/`],
    ["[0:0:0:0:0:ffff:7f00:1]", (c: number) => `http://[0:0:0:0:0:ffff:7f00:1]:${c}/`],
    ["localhost", (c: number) => `http://localhost:${c}/`],
    ["a name resolving to 10.0.0.7", (c: number) => `http://inside.test:${c}/`],
    ["a name resolving to public and private addresses", (c: number) => `http://mixed.test:${c}/`],
    ["a name resolving to ::ffff:127.0.0.1", (c: number) => `http://rebind.test:${c}/`],
  ])("refuses a redirect to %s without connecting", async (_name, targetOf) => {
    const { canary, canary6, site, options, start, redirectTo } = await setUp();
    redirectTo(targetOf(canary.port, canary6.port));
    expect(await fetchPreviewPage(start, options)).toMatchObject({ ok: false, reason: "private_address" });
    expect(site.requests.map((request) => request.path)).toEqual(["/start", "/next"]);
    expect(canary.connections + canary6.connections).toBe(0);
  });

  it("refuses a private first hop without connecting", async () => {
    const { canary, canary6, options } = await setUp();
    for (const url of [
      canary.url("/"),
      `http://0x7f000001:${canary.port}/`,
      canary6.url("/"),
      `http://[::ffff:7f00:1]:${canary.port}/`,
    ]) {
      expect(await fetchPreviewPage(url, options)).toMatchObject({ ok: false, reason: "private_address" });
    }
    expect(canary.connections + canary6.connections).toBe(0);
  });

  it("refuses every private address by default", async () => {
    const { site, start } = await setUp();
    const resolve = resolverFrom({ "public.test": ["127.0.0.1"] });
    expect(await fetchPreviewPage(start, { publicUrl: "https://veritools.test", resolve })).toMatchObject({
      ok: false,
      reason: "private_address",
    });
    expect(site.connections).toBe(0);
  });

  it("reports a name that does not resolve", async () => {
    const { site, options } = await setUp();
    expect(await fetchPreviewPage(`http://missing.test:${site.port}/`, options)).toMatchObject({
      ok: false,
      reason: "unresolvable_host",
    });
  });
});

describe("isShowableAddress: what a page may have a visitor's browser load", () => {
  it.each([
    "https://cdn.example/cover.png",
    "https://93.184.215.14/cover.png",
    "https://[2606:2800:220:1:248:1893:25c8:1946]/cover.png",
  ])("lets %s through", (href) => {
    expect(isShowableAddress(href)).toBe(true);
  });

  it.each([
    ["plain http", "http://cdn.example/cover.png"],
    ["another scheme", "ftp://cdn.example/cover.png"],
    ["not an address", "cover.png"],
    ["loopback", "https://127.0.0.1/x.png"],
    ["loopback in hex", "https://0x7f.1/x.png"],
    ["loopback as one number", "https://2130706433/x.png"],
    ["cloud metadata", "https://169.254.169.254/latest/meta-data/"],
    ["a private network", "https://10.0.0.1/x.png"],
    ["IPv6 loopback", "https://[::1]/x.png"],
    ["a private IPv4 written as IPv6", "https://[::ffff:192.168.1.1]/x.png"],
    ["localhost", "https://localhost/x.png"],
    ["a local name", "https://printer.local/x.png"],
  ])("refuses %s (%s)", (_name, href) => {
    expect(isShowableAddress(href)).toBe(false);
  });

  it("lets a private address through exactly as the guard's rule does", () => {
    const rule = (address: string, port: number) => address === "127.0.0.1" && port === 8443;
    expect(isShowableAddress("https://127.0.0.1:8443/x.png", rule)).toBe(true);
    expect(isShowableAddress("https://127.0.0.1/x.png", rule)).toBe(false);
    expect(isShowableAddress("https://localhost:8443/x.png", rule)).toBe(false);
    expect(isShowableAddress("http://127.0.0.1:8443/x.png", rule)).toBe(false);
  });
});
