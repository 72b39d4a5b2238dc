// The endpoints as the server runs them: the variables read as at start, a real HTTP server of this
// machine, a stand-in site on loopback.

import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createMemoryRateLimitStore } from "#server/rate-limit/memory.ts";
import { resolverFrom, serve } from "#server/test/origins.ts";
import { loadToolEnv } from "#server/tool-env.ts";
import type { Endpoint, Platform } from "#server/tool-server.ts";
import type { CaptureStreamLine } from "../logic/capture-report.ts";
import { CAPTURE_KEY_PATH } from "../logic/wacz-format.ts";
import { pageCaptureServer } from "./index.ts";

let dataDir = "";
let platform: Platform;
let stop: (() => Promise<void> | void) | undefined;
const endpoints = new Map<string, Endpoint>();
let match: ((pathname: string) => Endpoint | undefined) | undefined;
const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? "/", "http://x").pathname;
  const endpoint = endpoints.get(pathname) ?? match?.(pathname);
  if (!endpoint) return void res.writeHead(404).end();
  if (!endpoint.methods.includes(req.method ?? "")) return void res.writeHead(405).end();
  void endpoint.answer(req, res, req.url ?? "/");
});
let base = "";
let siteBase = "";
let slowSite: () => void = () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "capture-api-"));
  let release: () => void = () => {};
  const site = await serve((req, res) => {
    if (req.url === "/slow") {
      slowSite = () => res.writeHead(200, { "Content-Type": "text/html" }).end("<title>slow</title>");
      return;
    }
    if (req.url === "/")
      return res.writeHead(200, { "Content-Type": "text/html" }).end('<title>Home</title><img src="/p.png">');
    res.writeHead(200, { "Content-Type": "image/png" }).end("png");
    release();
  });
  release = () => {};
  siteBase = `http://site.test:${site.port}`;
  platform = {
    config: loadConfig({ DATA_DIR: dataDir }),
    rateLimits: createMemoryRateLimitStore(),
    fetchRules: {
      publicUrl: "https://veritools.test",
      resolve: resolverFrom({ "site.test": ["127.0.0.1"] }),
      allowPrivateAddresses: (address: string, port: number) => address === "127.0.0.1" && port === site.port,
    },
  } as Partial<Platform> as Platform;
  const env = {
    CAPTURE_RATE_LIMIT: { requests: 8, windowMs: 60_000 },
    CAPTURE_CONCURRENCY: 1,
    CAPTURE_BROWSER: undefined,
  };
  const tools = { timestampAuthorities: { names: [], rootsPem: "", stamp: async () => [] } };
  const started = await pageCaptureServer.start(platform, tools, env);
  stop = started.stop;
  const declared = pageCaptureServer.endpoints?.({ ...started.services, ...tools }, platform);
  for (const [pathname, endpoint] of Object.entries(declared?.paths ?? {})) endpoints.set(pathname, endpoint);
  match = declared?.match;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await stop?.();
  await platform.rateLimits.close();
  await rm(dataDir, { recursive: true, force: true });
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/page-captures`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function lines(answer: Response): Promise<CaptureStreamLine[]> {
  return (await answer.text())
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as CaptureStreamLine);
}

describe("the page capture's variables", () => {
  it("default to 10 captures a minute per client and 4 at once", () => {
    expect(loadToolEnv([pageCaptureServer], {})).toEqual({
      "page-capture": { CAPTURE_RATE_LIMIT: { requests: 10, windowMs: 60_000 }, CAPTURE_CONCURRENCY: 4 },
    });
    expect(() => loadToolEnv([pageCaptureServer], { CAPTURE_CONCURRENCY: "many" })).toThrow(
      /CAPTURE_CONCURRENCY/,
    );
    // The browser for rendered captures: a path, made absolute.
    expect(
      loadToolEnv([pageCaptureServer], { CAPTURE_BROWSER: "bin/chromium" })["page-capture"],
    ).toMatchObject({
      CAPTURE_BROWSER: path.resolve("bin/chromium"),
    });
  });
});

describe("POST /api/page-captures", () => {
  it("answers the WACZ itself to a plain request", async () => {
    const answer = await post({ url: `${siteBase}/` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/wacz");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="page-capture-site\.test-\d+-/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // Nothing is left on the server once it is sent (removed just after the last byte leaves).
    await vi.waitFor(async () =>
      expect(await readdir(path.join(dataDir, "page-captures", "work"))).toEqual([]),
    );
  });

  it("answers the WACZ to the page's form, for a browser without scripts", async () => {
    const answer = await fetch(`${base}/api/page-captures`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ url: `${siteBase}/`, language: "vi" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/wacz");
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("streams one line per resource, then the report and an address that gives the WACZ once", async () => {
    const answer = await post({ url: `${siteBase}/`, language: "fr" }, { Accept: "application/x-ndjson" });
    expect(answer.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const all = await lines(answer);
    const resources = all.flatMap((line) => ("resource" in line ? [line.resource] : []));
    expect(resources.map((line) => line.url)).toEqual([`${siteBase}/`, `${siteBase}/p.png`]);
    const done = all.at(-1);
    if (!done || !("done" in done)) throw new Error("no done line");
    expect(done.done.report).toMatchObject({ title: "Home", finalUrl: `${siteBase}/` });
    const first = await fetch(`${base}${done.done.download}`);
    expect(first.status).toBe(200);
    expect(Number(first.headers.get("content-length"))).toBe(done.done.report.wacz.bytes);
    const body = new Uint8Array(await first.arrayBuffer());
    const digest = Buffer.from(await crypto.subtle.digest("SHA-256", body)).toString("hex");
    expect(digest).toBe(done.done.report.wacz.sha256);
    const second = await fetch(`${base}${done.done.download}`);
    expect(second.status).toBe(404);
    expect(await second.json()).toMatchObject({ error: { code: "not_found" } });
    await vi.waitFor(async () =>
      expect(await readdir(path.join(dataDir, "page-captures"))).toEqual(["work"]),
    );
  });

  it("captures as usual when a rendering is asked for without a browser, and says why there is none", async () => {
    const answer = await post({ url: `${siteBase}/`, rendered: true }, { Accept: "application/x-ndjson" });
    const done = (await lines(answer)).at(-1);
    if (!done || !("done" in done)) throw new Error("no done line");
    expect(done.done.report).toMatchObject({ title: "Home", rendered: { refused: "not_configured" } });
    await fetch(`${base}${done.done.download}`).then((download) => download.arrayBuffer());
  });

  it("refuses bad input on the field's terms, in the language asked for, and fetches nothing", async () => {
    const empty = await post({ url: " ", language: "fr" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: "empty_url" } });
    const scheme = await post({ url: "ftp://example.com/" });
    expect(await scheme.json()).toMatchObject({ error: { code: "unsupported_scheme" } });
    const garbage = await fetch(`${base}/api/page-captures`, { method: "POST", body: "{not json" });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ error: { code: "invalid_request" } });
    const huge = await post({ url: "x".repeat(40_000) });
    expect(huge.status).toBe(413);
  });

  it("says when the page itself cannot be captured", async () => {
    const answer = await post({ url: "http://169.254.169.254/latest/" });
    expect(answer.status).toBe(502);
    const body = await answer.json();
    expect(body).toMatchObject({ error: { code: "page_unreachable" } });
    expect(body.error.message).toContain("private");
  });

  it("is busy (503, Retry-After) while its one slot is taken, then rate-limits the client (429)", async () => {
    const slow = post({ url: `${siteBase}/slow` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const busy = await post({ url: `${siteBase}/` });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("10");
    slowSite();
    expect((await slow).status).toBe(200);
    let answer = await post({ url: `${siteBase}/nothing` });
    for (let attempt = 0; attempt < 10 && answer.status !== 429; attempt++) {
      answer = await post({ url: `${siteBase}/nothing` });
    }
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe(CAPTURE_KEY_PATH, () => {
  it("publishes the key that signs the captures", async () => {
    const answer = await fetch(`${base}${CAPTURE_KEY_PATH}`);
    const { publicKey } = await answer.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
  });
});
