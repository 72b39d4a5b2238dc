import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TaskSlotsOptions } from "#server/lib/task-slots.ts";
import { createPageHeadReader } from "#server/net/page-head-reader.ts";
import { createMemoryRateLimiter } from "#server/rate-limit/memory.ts";
import type { Report } from "../logic/report.ts";
import { createInvestigationEndpoint, reportForApi } from "./api.ts";
import { createLinkInvestigator } from "./service.ts";
import { createWaybackLookup } from "./wayback.ts";

// A stand-in site whose last hop waits until the test lets it answer, so the test can see the first hops
// arrive while the investigation is still under way.
let release: () => void = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});
// "/stall" waits for the busy test, so an investigation stays running.
let stalled = 0;
let unstall: () => void = () => {};
const stall = new Promise<void>((resolve) => {
  unstall = resolve;
});
const site = http.createServer(async (req, res) => {
  if (req.url === "/start") return res.writeHead(302, { Location: "/held" }).end();
  if (req.url === "/held") await held;
  if (req.url === "/stall") {
    stalled++;
    await stall;
  }
  res.writeHead(200, { "Content-Type": "text/html" }).end("<title>Arrivée</title>");
});
const pageHeads = createPageHeadReader({ threads: 1 });
let api: http.Server;
let sitePort = 0;
let apiUrl = "";

/** An investigator that reaches the stand-in site (on loopback) under any name, and nothing else. */
function siteInvestigator(slots?: TaskSlotsOptions) {
  return createLinkInvestigator({
    pageHeads,
    fetch: {
      publicUrl: "https://veritools.test",
      resolve: async () => ["127.0.0.1"],
      allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === sitePort,
    },
    slots,
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
  const answer = createInvestigationEndpoint({
    linkInvestigator: siteInvestigator(),
    // One new investigation per visitor: what is reused must not count again.
    investigateRateLimiter: createMemoryRateLimiter({ requests: 1, windowMs: 60_000 }),
    config: { trustedProxies: 0 },
  });
  api = http.createServer((req, res) => void answer(req, res, req.url ?? "/"));
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/link-investigations`;
});

afterAll(async () => {
  release();
  unstall();
  await pageHeads.close();
  for (const server of [site, api]) {
    server.closeAllConnections();
    server.close();
  }
});

const target = () => `http://site.test:${sitePort}/start`;

describe("GET /api/link-investigations", () => {
  it("streams each hop as it is made, then the report, one JSON object per line", async () => {
    const response = await fetch(`${apiUrl}?progress=1&language=fr&url=${encodeURIComponent(target())}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("\n")) text += decoder.decode((await reader.read()).value, { stream: true });
    // The first hop is there while the last one is still waiting for its answer.
    expect(JSON.parse(text.split("\n")[0] as string)).toMatchObject({
      hop: { status: 302, via: "location" },
    });
    release();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
    }
    const lines = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => Object.keys(line)[0])).toEqual(["hop", "hop", "report"]);
    expect(lines[2].report.destination.title).toBe("Arrivée");
    expect(lines[2].report.warnings[0]).toMatchObject({
      code: "insecure_http",
      title: "Connexion non chiffrée",
    });
  });

  it("answers the same report as one JSON document, without counting it a second time", async () => {
    const response = await fetch(`${apiUrl}?url=${encodeURIComponent(target())}`);
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report.hops.map((hop: { status: number }) => hop.status)).toEqual([302, 200]);
  });

  it("refuses a new investigation over the limit, and bad input, with the shorten API's error shape", async () => {
    const limited = await fetch(`${apiUrl}?url=${encodeURIComponent(`http://site.test:${sitePort}/other`)}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ status: "error", error: { code: "rate_limited" } });
    const bad = await fetch(`${apiUrl}?url=${encodeURIComponent("javascript:alert(1)")}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: "error", error: { code: "unsupported_scheme" } });
  });

  it("says it is busy, without counting it against the visitor, when every slot is taken", async () => {
    const busy = createInvestigationEndpoint({
      linkInvestigator: siteInvestigator({ running: 1, waiting: 0 }),
      investigateRateLimiter: createMemoryRateLimiter({ requests: 2, windowMs: 60_000 }),
      config: { trustedProxies: 0 },
    });
    const server = http.createServer((req, res) => void busy(req, res, req.url ?? "/"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = (path: string) =>
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/link-investigations?language=vi&url=${encodeURIComponent(`http://site.test:${sitePort}${path}`)}`;
    try {
      const first = fetch(url("/stall"));
      await vi.waitFor(() => expect(stalled).toBe(1));
      const refused = await fetch(url("/other"));
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(await refused.json()).toMatchObject({
        status: "error",
        error: { code: "busy", message: expect.stringContaining("thử lại") },
      });
      unstall();
      expect((await first).status).toBe(200);
      // The refusal took nothing from the visitor's allowance of two.
      expect((await fetch(url("/other"))).status).toBe(200);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("what the archive is asked about", () => {
  // A page, and a stand-in for the Wayback Machine's availability API that notes each address it is asked about.
  const page = http.createServer((_req, res) =>
    res.writeHead(200, { "Content-Type": "text/html" }).end("<title>Article</title>"),
  );
  const asked: string[] = [];
  const archive = http.createServer((req, res) => {
    asked.push(new URL(req.url ?? "/", "http://archive.test").searchParams.get("url") ?? "");
    res
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify({ archived_snapshots: {} }));
  });
  let endpoint: http.Server;
  let base = "";
  let pagePort = 0;

  beforeAll(async () => {
    for (const server of [page, archive]) {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    }
    pagePort = (page.address() as AddressInfo).port;
    const archivePort = (archive.address() as AddressInfo).port;
    const fetchRules = {
      publicUrl: "https://veritools.test",
      resolve: async () => ["127.0.0.1"],
      allowPrivateAddresses: (address: string, port: number) =>
        address === "127.0.0.1" && (port === pagePort || port === archivePort),
    };
    const answer = createInvestigationEndpoint({
      linkInvestigator: createLinkInvestigator({
        fetch: fetchRules,
        pageHeads,
        snapshot: createWaybackLookup({
          availabilityUrl: `http://archive.test:${archivePort}/wayback/available`,
          fetch: fetchRules,
        }),
      }),
      investigateRateLimiter: createMemoryRateLimiter({ requests: 10, windowMs: 60_000 }),
      config: { trustedProxies: 0 },
    });
    endpoint = http.createServer((req, res) => void answer(req, res, req.url ?? "/"));
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/link-investigations`;
  });

  afterAll(() => {
    for (const server of [page, archive, endpoint]) {
      server.closeAllConnections();
      server.close();
    }
  });

  const report = async (query: string) => {
    const response = await fetch(`${base}?${query}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  it("is the address without its query string and fragment, unless archive=full; each is a report of its own", async () => {
    const url = `http://news.test:${pagePort}/story?id=7&token=s3cret#comments`;
    const stripped = await report(`url=${encodeURIComponent(url)}`);
    expect(asked).toEqual([`http://news.test:${pagePort}/story`]);
    expect(stripped.archive).toMatchObject({
      asked: true,
      address: `http://news.test:${pagePort}/story`,
      stripped: true,
      snapshot: { status: "none" },
    });
    // Not the report above from the cache: a new investigation, whose archive lookup has the full address.
    const full = await report(`url=${encodeURIComponent(url)}&archive=full`);
    expect(asked).toEqual([`http://news.test:${pagePort}/story`, url]);
    expect(full.archive).toMatchObject({ address: url, stripped: false });
    // Each is then reused for its own choice, asking nothing more.
    expect((await report(`url=${encodeURIComponent(url)}`)).archive.address).toBe(stripped.archive.address);
    expect((await report(`archive=full&url=${encodeURIComponent(url)}`)).archive.address).toBe(url);
    expect(asked).toHaveLength(2);
  });
});

describe("reportForApi", () => {
  it("writes each warning's message as the page does: a date in words, counts and lists agreed", () => {
    const report = {
      warnings: [
        { code: "certificate_problem", detail: "example.org", expired: "2025-01-01T00:00:00.000Z" },
        { code: "young_domain", count: 1 },
        { code: "tracking_parameters", names: ["utm_source", "fbclid"] },
      ],
    } as Report;
    const messages = reportForApi(report, "fr").warnings.map((warning) => warning.message);
    expect(messages[0]).toContain("Le certificat du domaine example.org a expiré le 1er janvier 2025");
    expect(messages[1]).toContain("il y a 1 jour\u00a0;");
    expect(messages[2]).toContain("utm_source et fbclid, qui indiquent");
    expect(reportForApi(report, "vi").warnings[0]?.message).toContain("hết hạn ngày 1 tháng 1, 2025");
  });

  it("keeps the verdict and each finding's own fields beside its texts: a broken link's status, a download's size", () => {
    const report = {
      verdict: "unreachable",
      warnings: [
        { code: "error_status", detail: "example.org", status: 404 },
        { code: "download", detail: "application/zip", bytes: 2_400_000 },
      ],
      cleanUrl: { url: "https://example.org/file.zip", removed: [] },
    } as unknown as Report;
    const answer = reportForApi(report, "en");
    expect(answer.verdict).toBe("unreachable");
    expect(answer.warnings).toEqual([
      expect.objectContaining({ code: "error_status", status: 404, title: "Page not available" }),
      expect.objectContaining({ code: "download", bytes: 2_400_000, title: "A file to download" }),
    ]);
    expect(answer.warnings[1]?.message).toContain("(application/zip, 2.4 MB)");
  });
});
