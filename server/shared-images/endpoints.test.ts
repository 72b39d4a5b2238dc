// The shared images' endpoints behind the real HTTP entry (security headers, methods, 404s), on a real
// port, with the files on disk and a clock the tests move.
import { readdir } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SHARED_IMAGE_MAX_BYTES, type SharedImage } from "#app/lib/hand-off/shared-images.ts";
import { fixture, png } from "#app/tools/image-inspector/fixtures/make-images.ts";
import { makeDataDir } from "../../host/test/server.ts";
import { loadConfig } from "../config.ts";
import { createAppServer } from "../http/app-server.ts";
import { createLogger } from "../logger.ts";
import { createMemoryRateLimitStore } from "../rate-limit/memory.ts";
import type { Services } from "../services.ts";
import { type SharedImages, startSharedImages } from "./index.ts";

const HOUR = 3_600_000;
const PUBLIC_URL = "https://veritools.example.org";
const photo = fixture("C.jpg");

let clock = Date.parse("2026-12-07T10:00:00Z");
let data: Awaited<ReturnType<typeof makeDataDir>>;
let shared: SharedImages;
let server: Server;
let base = "";

beforeAll(async () => {
  data = await makeDataDir();
  const config = loadConfig({
    PUBLIC_URL,
    DATA_DIR: data.dir,
    LOG_LEVEL: "silent",
    TRUST_PROXY: "1",
    SHARED_IMAGE_RATE_LIMIT: "3/3600",
  });
  const logger = createLogger("silent");
  shared = startSharedImages(
    config,
    { rateLimits: createMemoryRateLimitStore({ now: () => clock }), logger },
    { now: () => clock },
  );
  server = createAppServer({
    build: () => Promise.reject(new Error("no pages in this test")),
    backend: {
      services: { config, logger } as unknown as Services,
      endpoints: [shared.endpoints],
      hotPaths: [],
    },
    staticFiles: async () => false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  shared.stop();
  await new Promise((resolve) => server.close(resolve));
  await data.remove();
});

let clients = 0;
/** Each test uploads as a client of its own (one trusted proxy), so the rate limit stays per test. */
let client = "";
afterEach(() => {
  client = `198.51.100.${++clients}`;
});
beforeAll(() => {
  client = `198.51.100.${++clients}`;
});

const share = (body: Uint8Array | string, type = "image/jpeg") =>
  fetch(`${base}/api/shared-images`, {
    method: "POST",
    headers: { "content-type": type, "x-forwarded-for": client },
    body: typeof body === "string" ? body : new Blob([body as Uint8Array<ArrayBuffer>]),
  });

/** The picture's path on this test server (its address names the public origin). */
const local = (url: string) => `${base}${new URL(url).pathname}`;
const stored = async () => readdir(path.join(data.dir, "shared-images")).catch(() => [] as string[]);

describe("POST /api/shared-images, then GET its address", () => {
  it("serves the picture as an image only, at an unguessable address on the public origin", async () => {
    const response = await share(photo);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as SharedImage;
    expect(answer.url).toMatch(/^https:\/\/veritools\.example\.org\/shared-images\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(answer.expiresAt).toBe(new Date(clock + HOUR).toISOString());

    const image = await fetch(local(answer.url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("content-disposition")).toBe("inline");
    expect(image.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(image.headers.get("x-robots-tag")).toContain("noindex");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(photo);
  });

  it("takes the type from the bytes, not from the upload's declaration", async () => {
    const answer = (await (await share(png(4, 3), "image/jpeg")).json()) as SharedImage;
    expect(answer.url).toMatch(/\.png$/);
    expect((await fetch(local(answer.url))).headers.get("content-type")).toBe("image/png");
  });

  it("makes a new 128-bit address each time, and the folder lists nothing", async () => {
    const first = (await (await share(photo)).json()) as SharedImage;
    const second = (await (await share(photo)).json()) as SharedImage;
    expect(first.url).not.toBe(second.url);
    // 22 base64url characters: 132 bits of which 128 are random.
    expect(Buffer.from(new URL(first.url).pathname.slice(15, 37), "base64url")).toHaveLength(16);
    // (The folder without its slash is no endpoint: the site's 404 page, tested in site.test.ts.)
    for (const listing of ["/shared-images/", "/shared-images/?C=M;O=D", "/shared-images/index.html"]) {
      const response = await fetch(`${base}${listing}`);
      expect(response.status, listing).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    // The same token under another extension, or a path out of the folder, is not the picture.
    const pathname = new URL(first.url).pathname;
    expect((await fetch(`${base}${pathname.replace(/\.jpg$/, ".png")}`)).status).toBe(404);
    expect((await fetch(`${base}/shared-images/..%2F..%2Fveritools.db`)).status).toBe(404);
  });

  it("refuses 10 MB and one byte with a clear error, storing nothing", async () => {
    const before = await stored();
    const huge = new Uint8Array(SHARED_IMAGE_MAX_BYTES + 1);
    huge.set(photo);
    const response = await share(huge);
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: "too_large", message: "A shared picture may be at most 10 MB." });
    expect(await stored()).toEqual(before);
  });

  it("refuses bytes that are not a JPEG, PNG or WebP, whatever they are declared as", async () => {
    const before = await stored();
    const html = await share("<html><script>alert(1)</script></html>", "image/png");
    expect(html.status).toBe(415);
    expect(((await html.json()) as { error: { code: string } }).error.code).toBe("not_image");
    const svg = await share('<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml");
    expect(svg.status).toBe(415);
    // A form of another site can post text/plain: refused before the body is read.
    expect((await share("x", "text/plain")).status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it("limits uploads per client, saying when to come back", async () => {
    for (let i = 0; i < 3; i++) expect((await share(photo)).status).toBe(201);
    const refused = await share(photo);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });

  it("answers 404 after an hour and deletes the file on that read", async () => {
    const answer = (await (await share(photo)).json()) as SharedImage;
    const name = path.basename(new URL(answer.url).pathname);
    clock += HOUR - 1000;
    expect((await fetch(local(answer.url))).status).toBe(200);
    clock += 1000;
    const gone = await fetch(local(answer.url));
    expect(gone.status).toBe(404);
    expect(gone.headers.get("x-robots-tag")).toContain("noindex");
    expect(await stored()).not.toContain(name);
  });
});
