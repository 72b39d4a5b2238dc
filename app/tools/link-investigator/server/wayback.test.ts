import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWaybackLookup, parseAvailability } from "./wayback.ts";

// Shaped like https://archive.org/wayback/available?url=example.com (the documented answer).
const FOUND = {
  url: "example.com",
  archived_snapshots: {
    closest: {
      status: "200",
      available: true,
      url: "http://web.archive.org/web/20251121080806/https://example.com/",
      timestamp: "20251121080806",
    },
  },
};

describe("parseAvailability", () => {
  it("reads the latest copy's address and time (UTC)", () => {
    expect(parseAvailability(FOUND)).toEqual({
      status: "found",
      url: "http://web.archive.org/web/20251121080806/https://example.com/",
      capturedAt: "2025-11-21T08:08:06.000Z",
    });
  });

  it("says none when the archive holds no copy", () => {
    expect(parseAvailability({ url: "nowhere.example", archived_snapshots: {} })).toEqual({ status: "none" });
    const unavailable = {
      archived_snapshots: { closest: { ...FOUND.archived_snapshots.closest, available: false } },
    };
    expect(parseAvailability(unavailable)).toEqual({ status: "none" });
  });

  it("refuses answers it cannot trust: another shape, a script address, an impossible time", () => {
    const closest = FOUND.archived_snapshots.closest;
    expect(parseAvailability(null)).toBeNull();
    expect(parseAvailability({ archived_snapshots: "none" })).toBeNull();
    expect(
      parseAvailability({ archived_snapshots: { closest: { ...closest, url: "javascript:alert(1)" } } }),
    ).toBeNull();
    expect(
      parseAvailability({ archived_snapshots: { closest: { ...closest, timestamp: "2025" } } }),
    ).toBeNull();
    expect(
      parseAvailability({ archived_snapshots: { closest: { ...closest, timestamp: "20251399000000" } } }),
    ).toBeNull();
  });
});

describe("createWaybackLookup", () => {
  let server: http.Server;
  let port = 0;
  const asked: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://archive.test");
      asked.push(url.searchParams.get("url") ?? "");
      if (url.pathname === "/slow") return; // never answers
      if (url.pathname === "/broken") return res.writeHead(503).end();
      const body = url.searchParams.get("url")?.includes("nowhere") ? { archived_snapshots: {} } : FOUND;
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const lookup = (path: string, timeoutMs = 1000) =>
    createWaybackLookup({
      availabilityUrl: `http://archive.test:${port}${path}`,
      fetch: {
        publicUrl: "https://veritools.test",
        resolve: async () => ["127.0.0.1"],
        allowPrivateAddresses: (address, p) => address === "127.0.0.1" && p === port,
      },
      timeoutMs,
    });

  it("asks the availability API about the page's address and reads its answer", async () => {
    const snapshot = await lookup("/wayback/available")("https://example.com/?a=1&b=2");
    expect(snapshot.status).toBe("found");
    expect(asked.at(-1)).toBe("https://example.com/?a=1&b=2");
    expect(await lookup("/wayback/available")("https://nowhere.example/")).toEqual({ status: "none" });
  });

  it("is unavailable, not an error, when the API fails, is slow or is not allowed", async () => {
    expect(await lookup("/broken")("https://example.com/")).toEqual({ status: "unavailable" });
    expect(await lookup("/slow", 200)("https://example.com/")).toEqual({ status: "unavailable" });
    const guarded = createWaybackLookup({
      availabilityUrl: `http://127.0.0.1:${port}/wayback/available`,
      fetch: { publicUrl: "https://veritools.test" },
    });
    expect(await guarded("https://example.com/")).toEqual({ status: "unavailable" });
  });
});
