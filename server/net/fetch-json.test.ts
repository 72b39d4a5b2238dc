// fetchJson (fetch-json.ts): the parsed document after redirects, its failures by reason, and the guard
// beneath it (guarded-request.ts) still in force.
import type http from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { closeServers, html, loopback, resolverFrom, serve } from "../test/origins.ts";
import { fetchJson } from "./fetch-json.ts";
import { FetchFailed, type FetchPreviewOptions } from "./guarded-request.ts";

afterEach(closeServers);

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
