// The server part as the server runs it: its variable read as at start, its endpoint answering on a real
// HTTP server of this machine.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createMemoryRateLimitStore } from "#server/rate-limit/memory.ts";
import { loadToolEnv } from "#server/tool-env.ts";
import type { Endpoint, Platform } from "#server/tool-server.ts";
import { mediaFromLinkServer } from "./index.ts";

// Only what this part uses of the platform: the configuration and the rate-limit store.
const platform = {
  config: loadConfig({}),
  rateLimits: createMemoryRateLimitStore(),
} as Partial<Platform> as Platform;

let endpoint: Endpoint | undefined;
const server = http.createServer((req, res) => void endpoint?.answer(req, res, req.url ?? "/"));
let base = "";

beforeAll(async () => {
  // Two requests a minute, so the third is refused.
  const env = { MEDIA_FROM_LINK_RATE_LIMIT: { requests: 2, windowMs: 60_000 } };
  const started = await mediaFromLinkServer.start(platform, {}, env);
  endpoint = mediaFromLinkServer.endpoints?.(started.services, platform).paths?.["/api/media-from-link"];
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await platform.rateLimits.close();
});

describe("MEDIA_FROM_LINK_RATE_LIMIT", () => {
  it("defaults to 60 requests a minute, and reads REQUESTS/SECONDS", () => {
    expect(loadToolEnv([mediaFromLinkServer], {})).toEqual({
      "media-from-link": { MEDIA_FROM_LINK_RATE_LIMIT: { requests: 60, windowMs: 60_000 } },
    });
    expect(loadToolEnv([mediaFromLinkServer], { MEDIA_FROM_LINK_RATE_LIMIT: "5/10" })).toEqual({
      "media-from-link": { MEDIA_FROM_LINK_RATE_LIMIT: { requests: 5, windowMs: 10_000 } },
    });
    expect(() => loadToolEnv([mediaFromLinkServer], { MEDIA_FROM_LINK_RATE_LIMIT: "often" })).toThrow(
      /MEDIA_FROM_LINK_RATE_LIMIT="often"/,
    );
  });
});

describe("GET /api/media-from-link", () => {
  it("is declared for GET and HEAD", () => {
    expect(endpoint?.methods).toEqual(["GET", "HEAD"]);
  });

  it("counts the characters of ?text=, then refuses past the rate limit", async () => {
    const answer = await fetch(`${base}/api/media-from-link?text=${encodeURIComponent("Hà Nội 👍🏽")}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await answer.json()).toEqual({ characters: 8 });

    expect(await (await fetch(`${base}/api/media-from-link`)).json()).toEqual({ characters: 0 });

    const refused = await fetch(`${base}/api/media-from-link?text=more`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ status: "error", error: { code: "rate_limited" } });
  });
});
