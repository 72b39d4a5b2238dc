import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { decodeHtml } from "./decode-html.ts";
import {
  FetchFailed,
  type FetchPageResult,
  type FetchPreviewOptions,
  fetchJson,
  fetchPreviewPage,
} from "./fetch-page.ts";
import type { Resolver } from "./resolve.ts";

/** A fetched page with its text in place of its bytes, to compare with what was served. */
function decoded(result: FetchPageResult) {
  if (!result.ok) return result;
  const { page, ...rest } = result;
  return { ...rest, html: decodeHtml(page) };
}

// Every server here listens on loopback, and every name resolves through a table: nothing leaves the
// machine. The servers count their connections, which is how the tests see that a refused target was
// never contacted.

interface LocalServer {
  port: number;
  url(path: string): string;
  /** Path and Host header of every request. */
  requests: { path: string; host: string | undefined }[];
  connections: number;
}

const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

async function serve(handler: http.RequestListener, host = "127.0.0.1"): Promise<LocalServer> {
  const server = http.createServer((req, res) => {
    local.requests.push({ path: req.url ?? "", host: req.headers.host });
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const local: LocalServer = {
    port,
    url: (path) => `http://${host.includes(":") ? `[${host}]` : host}:${port}${path}`,
    requests: [],
    connections: 0,
  };
  server.on("connection", () => {
    local.connections++;
  });
  return local;
}

function html(body: string | Buffer, contentType = "text/html; charset=utf-8"): http.RequestListener {
  return (_req, res) => {
    res.writeHead(200, { "Content-Type": contentType }).end(body);
  };
}

function resolverFrom(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses;
  };
  return Object.assign(resolve, { calls });
}

const loopback: FetchPreviewOptions = { publicUrl: "https://veritools.test", allowPrivateAddresses: true };

describe("fetchPreviewPage", () => {
  it("returns the decoded page, asking politely for HTML", async () => {
    let headers: http.IncomingHttpHeaders = {};
    const server = await serve((req, res) => {
      headers = req.headers;
      html("<html><head><title>Hello</title></head></html>")(req, res);
    });
    const result = decoded(await fetchPreviewPage(server.url("/page"), loopback));
    expect(result).toEqual({
      ok: true,
      url: server.url("/page"),
      html: "<html><head><title>Hello</title></head></html>",
    });
    expect(headers["user-agent"]).toBe("VeriToolsPreview/1.0 (+https://veritools.test)");
    expect(headers.accept).toMatch(/^text\/html/);
  });

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

  it("accepts application/xhtml+xml", async () => {
    const server = await serve(html("<html><head></head></html>", "application/xhtml+xml"));
    expect(await fetchPreviewPage(server.url("/"), loopback)).toMatchObject({ ok: true });
  });

  it("stops downloading a huge page at the size cap", async () => {
    let sent = 0;
    let finished = false;
    const closed = Promise.withResolvers<void>();
    const server = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.write("<html><head><title>Big</title>");
      const chunk = Buffer.alloc(64 * 1024, "x");
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        finished = true;
        res.end();
      };
      res.on("close", () => closed.resolve());
      pump();
    });
    const result = await fetchPreviewPage(server.url("/"), { ...loopback, maxBytes: 100_000 });
    await closed.promise;
    expect(result).toMatchObject({ ok: true });
    const text = result.ok ? decodeHtml(result.page) : "";
    expect(text.length).toBe(100_000);
    expect(text.startsWith("<html><head><title>Big</title>xxx")).toBe(true);
    expect(finished).toBe(false);
  });

  it("caps the decompressed size, not the compressed one", async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, "a"));
    const server = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }).end(bomb);
    });
    const result = await fetchPreviewPage(server.url("/"), { ...loopback, maxBytes: 50_000 });
    expect(result.ok && result.page.bytes.length).toBe(50_000);
  });

  it("stops reading once the head has ended", async () => {
    const closed = Promise.withResolvers<void>();
    const server = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.write("<html><head><title>Short</title></HEAD><body>");
      // The rest never comes: only stopping at the end of the head lets the fetch finish.
      res.on("close", () => closed.resolve());
    });
    const result = decoded(await fetchPreviewPage(server.url("/"), loopback));
    expect(result).toMatchObject({ ok: true, html: "<html><head><title>Short</title></HEAD><body>" });
    await closed.promise;
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

  it.each([
    ["image/png", "image/png"],
    ["text/plain", "text/plain; charset=utf-8"],
    ["JSON", "application/json"],
  ])("refuses a non-HTML answer (%s)", async (_name, contentType) => {
    const server = await serve(html("<html><head><title>Not really</title></head>", contentType));
    expect(await fetchPreviewPage(server.url("/"), loopback)).toMatchObject({
      ok: false,
      reason: "not_html",
    });
  });

  it("refuses an answer without a content type", async () => {
    const server = await serve((_req, res) => {
      res.end("<html><head></head></html>");
    });
    expect(await fetchPreviewPage(server.url("/"), loopback)).toMatchObject({
      ok: false,
      reason: "not_html",
    });
  });

  it("reports an error status", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404, { "Content-Type": "text/html" }).end("<title>Not found</title>");
    });
    expect(await fetchPreviewPage(server.url("/"), loopback)).toMatchObject({
      ok: false,
      reason: "http_status",
      detail: "HTTP 404",
    });
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

describe("fetchPreviewPage: redirects", () => {
  it("follows up to 5 redirects, relative or absolute, and returns the final URL", async () => {
    const server = await serve((req, res) => {
      const step = Number(req.url?.slice(1));
      if (step === 5) return html("<head></head>")(req, res);
      const location = step % 2 ? `/${step + 1}` : server.url(`/${step + 1}`);
      res.writeHead(step % 2 ? 301 : 307, { Location: location }).end();
    });
    expect(decoded(await fetchPreviewPage(server.url("/0"), loopback))).toEqual({
      ok: true,
      url: server.url("/5"),
      html: "<head></head>",
    });
  });

  it("gives up after 5 redirects", async () => {
    const server = await serve((req, res) => {
      res.writeHead(302, { Location: `/${Number(req.url?.slice(1)) + 1}` }).end();
    });
    const result = await fetchPreviewPage(server.url("/0"), loopback);
    expect(result).toMatchObject({ ok: false, reason: "too_many_redirects", url: server.url("/5") });
    expect(server.requests.map((request) => request.path)).toEqual(["/0", "/1", "/2", "/3", "/4", "/5"]);
  });

  it("refuses a redirect to another scheme", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(302, { Location: "file:///etc/passwd" }).end();
    });
    expect(await fetchPreviewPage(server.url("/"), loopback)).toMatchObject({
      ok: false,
      reason: "invalid_url",
    });
  });

  it("reports a redirect without Location", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(302).end();
    });
    expect(await fetchPreviewPage(server.url("/"), loopback)).toMatchObject({
      ok: false,
      reason: "bad_response",
    });
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

describe("fetchPreviewPage: character sets", () => {
  // "Café “déjà vu”" in windows-1252: é = E9, à = E0, curly quotes = 93 and 94 (not in ISO-8859-1 proper,
  // which browsers, and TextDecoder, read as windows-1252 anyway).
  const cp1252 = Buffer.from([
    0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x64, 0xe9, 0x6a, 0xe0, 0x20, 0x76, 0x75, 0x94,
  ]);
  const page = (head: string) =>
    Buffer.concat([Buffer.from(`<html><head>${head}<title>`), cp1252, Buffer.from("</title></head>")]);

  async function titleOf(body: Buffer, contentType: string): Promise<string | undefined> {
    const server = await serve(html(body, contentType));
    const result = await fetchPreviewPage(server.url("/"), loopback);
    return result.ok ? /<title>(.*)<\/title>/.exec(decodeHtml(result.page))?.[1] : undefined;
  }

  it("uses the charset of the Content-Type", async () => {
    expect(await titleOf(page(""), "text/html; charset=windows-1252")).toBe("Café “déjà vu”");
    expect(await titleOf(page(""), 'text/html; charset="ISO-8859-1"')).toBe("Café “déjà vu”");
  });

  it("uses <meta charset> and <meta http-equiv> when the header names none", async () => {
    expect(await titleOf(page('<meta charset="iso-8859-1">'), "text/html")).toBe("Café “déjà vu”");
    expect(
      await titleOf(
        page('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'),
        "text/html",
      ),
    ).toBe("Café “déjà vu”");
  });

  it("lets the header win over <meta>, and a byte order mark over both", async () => {
    const utf8 = Buffer.from('<head><meta charset="windows-1252"><title>Phở “bò”</title></head>');
    expect(await titleOf(utf8, "text/html; charset=utf-8")).toBe("Phở “bò”");
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    expect(await titleOf(withBom, "text/html; charset=windows-1252")).toBe("Phở “bò”");
  });

  it("defaults to UTF-8, and to UTF-8 for a charset it does not know", async () => {
    const utf8 = Buffer.from("<head><title>Tiếng Việt</title></head>");
    expect(await titleOf(utf8, "text/html")).toBe("Tiếng Việt");
    expect(await titleOf(utf8, "text/html; charset=klingon")).toBe("Tiếng Việt");
  });
});

describe("fetchJson", () => {
  const json = (body: string, contentType = "application/json"): http.RequestListener => {
    return (_req, res) => {
      res.writeHead(200, { "Content-Type": contentType }).end(body);
    };
  };
  const failureOfFetch = async (url: string, options: FetchPreviewOptions = loopback) => {
    const error = await fetchJson(url, options, AbortSignal.timeout(5000)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchFailed);
    return { reason: (error as FetchFailed).reason, detail: (error as FetchFailed).message };
  };

  it("returns the parsed document, asking for RDAP's JSON first", async () => {
    let accept: string | undefined;
    const server = await serve((req, res) => {
      accept = req.headers.accept;
      json('{"objectClassName":"domain","ldhName":"example.com"}', "application/rdap+json")(req, res);
    });
    expect(await fetchJson(server.url("/domain/example.com"), loopback, AbortSignal.timeout(5000))).toEqual({
      url: server.url("/domain/example.com"),
      json: { objectClassName: "domain", ldhName: "example.com" },
    });
    expect(accept).toMatch(/^application\/rdap\+json/);
  });

  it("reads application/json with a charset, compressed, and follows redirects", async () => {
    const server = await serve((req, res) => {
      if (req.url === "/old") return void res.writeHead(301, { Location: "/dns.json" }).end();
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Content-Encoding": "gzip" });
      res.end(
        zlib.gzipSync(JSON.stringify({ services: [[["vn"], ["https://rdap.example/"]]], note: "Việt" })),
      );
    });
    expect(await fetchJson(server.url("/old"), loopback, AbortSignal.timeout(5000))).toEqual({
      url: server.url("/dns.json"),
      json: { services: [[["vn"], ["https://rdap.example/"]]], note: "Việt" },
    });
  });

  it("reports an error status, another content type, bad JSON and a body over the cap", async () => {
    const server = await serve((req, res) => {
      if (req.url === "/missing")
        return void res.writeHead(404, { "Content-Type": "application/rdap+json" }).end("{}");
      if (req.url === "/page") return html("<html></html>")(req, res);
      if (req.url === "/broken") return json('{"services": [')(req, res);
      json(JSON.stringify({ padding: "x".repeat(10_000) }))(req, res);
    });
    expect(await failureOfFetch(server.url("/missing"))).toEqual({
      reason: "http_status",
      detail: "HTTP 404",
    });
    expect(await failureOfFetch(server.url("/page"))).toMatchObject({ reason: "bad_response" });
    expect(await failureOfFetch(server.url("/broken"))).toEqual({
      reason: "bad_response",
      detail: "not JSON",
    });
    expect(await failureOfFetch(server.url("/big"), { ...loopback, maxBytes: 1000 })).toMatchObject({
      reason: "bad_response",
    });
  });

  it("gives up after the redirect limit", async () => {
    const server = await serve((_req, res) => res.writeHead(302, { Location: "/again" }).end());
    expect(await failureOfFetch(server.url("/"), { ...loopback, maxRedirects: 2 })).toMatchObject({
      reason: "too_many_redirects",
    });
    expect(server.requests).toHaveLength(3);
  });

  it("stops at the signal's abort", async () => {
    const server = await serve(() => {}); // accepts, never answers
    const signal = AbortSignal.timeout(100);
    await expect(fetchJson(server.url("/"), loopback, signal)).rejects.toThrow();
    expect(signal.aborted).toBe(true);
  });

  it("goes through the SSRF guard: private targets refused, redirects re-checked, without connecting", async () => {
    const canary = await serve(json("{}"));
    const site = await serve((_req, res) => res.writeHead(302, { Location: canary.url("/") }).end());
    const options: FetchPreviewOptions = {
      publicUrl: "https://veritools.test",
      resolve: resolverFrom({ "rdap.test": ["127.0.0.1"], "inside.test": ["10.0.0.7"] }),
      allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === site.port,
    };
    expect(await failureOfFetch(`http://rdap.test:${site.port}/`, options)).toMatchObject({
      reason: "private_address",
    });
    expect(await failureOfFetch(canary.url("/"), options)).toMatchObject({ reason: "private_address" });
    expect(await failureOfFetch("http://inside.test/", options)).toMatchObject({ reason: "private_address" });
    expect(await failureOfFetch(canary.url("/"), { publicUrl: "https://veritools.test" })).toMatchObject({
      reason: "private_address",
    });
    expect(canary.connections).toBe(0);
    expect(site.requests).toHaveLength(1);
  });
});
