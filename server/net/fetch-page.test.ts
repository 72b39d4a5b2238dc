// fetchPreviewPage (fetch-page.ts, whose every hop is a fetchHop): HTML only, read as far as the document's
// head and within the size cap, redirects followed up to the limit, the page's bytes handed on for their
// character set to be read. The guard beneath (private targets, timeouts, compression) is tested in
// guarded-request.test.ts.
import type http from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { closeServers, decoded, html, loopback, serve } from "../test/origins.ts";
import { decodeHtml } from "./decode-html.ts";
import { fetchHop, fetchPreviewPage } from "./fetch-page.ts";

afterEach(closeServers);

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

describe("fetchHop: where a redirect leads", () => {
  it.each([
    ["/next?a=1", "/next?a=1"],
    ["gopher://127.0.0.1:6379/_INFO", "gopher://127.0.0.1:6379/_INFO"],
    ["FILE:///etc/passwd", "file:///etc/passwd"],
  ])("names the target of a redirect to %s, whatever its scheme", async (location, expected) => {
    const server = await serve((_req, res) => {
      res.writeHead(302, { Location: location }).end();
    });
    const hop = await fetchHop(server.url("/"), loopback, AbortSignal.timeout(2000));
    expect(hop).toMatchObject({
      status: 302,
      location: expected.startsWith("/") ? server.url(expected) : expected,
    });
  });

  it("still requests nothing but http(s)", async () => {
    await expect(
      fetchHop("gopher://127.0.0.1:6379/_INFO", loopback, AbortSignal.timeout(2000)),
    ).rejects.toMatchObject({
      reason: "invalid_url",
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
