// The two endpoints on a real HTTP server, against stand-in sites on loopback under names of their own
// (resolved from a table; the guard lets through the site's port and nothing else), a canary on another
// loopback port counting the connections a refused address would have made.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTaskSlots } from "#server/lib/task-slots.ts";
import { createMemoryRateLimitStore } from "#server/rate-limit/memory.ts";
import { closeServers, type LocalServer, namedSite, resolverFrom, serve } from "#server/test/origins.ts";
import { makeHlsTs } from "../fixtures/make-streams.ts";
import { standIn } from "../fixtures/stand-in.ts";
import { streamSite } from "../fixtures/stream-site.ts";
import type { MediaListing } from "../logic/media-listing.ts";
import { createFileEndpoint, createListEndpoint } from "./api.ts";
import type { FetchRules } from "./media-fetch.ts";
import { createMediaLinks } from "./media-links.ts";
import { createPageMediaReader } from "./page-media-reader.ts";
import type { MediaFromLinkServices } from "./services.ts";
import { createYtDlp, type YtDlp } from "./ytdlp.ts";

const FAKE_YTDLP = fileURLToPath(new URL("../fixtures/fake-yt-dlp.py", import.meta.url));

const VIDEO = Buffer.alloc(3_000_000, 7);
VIDEO.write("ftypisom", 4);
const PICTURE = Buffer.alloc(40_000, 1);
const ICON = Buffer.alloc(300, 2);

const ARTICLE = `<!doctype html><html><head><title>Flood in the city</title>
<meta property="og:video" content="/v/clip.mp4"><meta property="og:image" content="/img/card.jpg">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"Water",
"contentUrl":"/v/clip.mp4","uploadDate":"2026-11-30","author":{"@type":"Person","name":"Lan"}}</script>
</head><body><video src="/v/other.webm" poster="/img/card.jpg"></video><img src="/img/icon.png">
<img src="/inside"><img src="/meta"></body></html>`;

function articleSite(): http.RequestListener {
  return (req, res) => {
    const url = req.url ?? "";
    if (url === "/article") return res.writeHead(200, { "Content-Type": "text/html" }).end(ARTICLE);
    if (url === "/moved") return res.writeHead(302, { Location: "/article" }).end();
    if (url === "/inside") return res.writeHead(302, { Location: "http://inside.test/secret.jpg" }).end();
    if (url === "/meta") return res.writeHead(302, { Location: "http://169.254.169.254/latest/" }).end();
    if (url === "/v/clip.mp4") return sendFile(req, res, VIDEO, "video/mp4");
    if (url === "/v/other.webm") return res.writeHead(405).end(); // HEAD refused: the first byte tells
    if (url === "/img/card.jpg") return sendFile(req, res, PICTURE, "image/jpeg");
    if (url === "/img/icon.png") return sendFile(req, res, ICON, "image/png");
    if (url === "/page.pdf") return sendFile(req, res, ICON, "application/pdf");
    if (url === "/endless") {
      res.writeHead(200, { "Content-Type": "video/mp4" });
      const chunk = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (res.write(chunk));
      };
      res.on("drain", pump);
      return pump();
    }
    if (url === "/stall") {
      res.writeHead(200, { "Content-Type": "video/mp4" });
      return res.write(VIDEO.subarray(0, 1000)); // and nothing more, ever
    }
    res.writeHead(404).end();
  };
}

/** A file as a plain origin serves it: HEAD, GET and one byte range. */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, type: string) {
  if (req.method === "HEAD")
    return res.writeHead(200, { "Content-Type": type, "Content-Length": body.length }).end();
  const range = req.headers.range?.replace("bytes=", "").split("-").map(Number);
  if (range && range[0] !== undefined) {
    const end = Number.isFinite(range[1]) && range[1] !== 0 ? (range[1] as number) : body.length - 1;
    const part = body.subarray(range[0], end + 1);
    return res
      .writeHead(206, {
        "Content-Type": type,
        "Content-Length": part.length,
        "Content-Range": `bytes ${range[0]}-${end}/${body.length}`,
        "Accept-Ranges": "bytes",
      })
      .end(part);
  }
  res
    .writeHead(200, { "Content-Type": type, "Content-Length": body.length, "Accept-Ranges": "bytes" })
    .end(body);
}

const pages = createPageMediaReader({ threads: 1 });
let site: LocalServer;
let canary: LocalServer;
let base = "";
let api: http.Server;
let apiBase = "";

function servicesWith(
  rules: FetchRules,
  { requests = 1000, running = 4, ytdlp }: { requests?: number; running?: number; ytdlp?: YtDlp } = {},
): MediaFromLinkServices {
  return {
    mediaLinks: createMediaLinks({ rules, pages, ...(ytdlp ? { ytdlp } : {}) }),
    mediaFetchRateLimiter: createMemoryRateLimitStore().limiter("media", { requests, windowMs: 60_000 }),
    mediaTransfers: createTaskSlots({ running, waiting: 0 }),
  };
}

async function startApi(services: MediaFromLinkServices, limits?: { idleMs: number; maxBytes: number }) {
  const list = createListEndpoint(services, { trustedProxies: 0 });
  const file = createFileEndpoint(services, { trustedProxies: 0 }, limits);
  const server = http.createServer((req, res) => {
    const target = req.url ?? "/";
    void (target.startsWith("/api/media-from-link/file") ? file : list)(req, res, target);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  site = await serve(articleSite());
  canary = await serve((_req, res) => res.writeHead(200, { "Content-Type": "image/jpeg" }).end(PICTURE));
  base = `http://news.test:${site.port}`;
  const rules: FetchRules = {
    publicUrl: "https://veritools.test",
    resolve: resolverFrom({ "news.test": ["127.0.0.1"], "inside.test": ["10.1.2.3"] }),
    allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === site.port,
  };
  ({ server: api, base: apiBase } = await startApi(servicesWith(rules), {
    idleMs: 500,
    maxBytes: 20_000_000,
  }));
});

afterAll(async () => {
  api.closeAllConnections();
  api.close();
  await closeServers();
  await pages.close();
});

afterEach(() => {
  expect(canary.connections).toBe(0);
});

const list = (url: string, language = "en") =>
  fetch(`${apiBase}/api/media-from-link?url=${encodeURIComponent(url)}&language=${language}`);
const file = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${apiBase}/api/media-from-link/file?url=${encodeURIComponent(url)}&language=fr`, { headers });

describe("GET /api/media-from-link", () => {
  it("lists a page's media with their type, size and where each was found; refused ones say why", async () => {
    const answer = await list(`${base}/moved`);
    expect(answer.status).toBe(200);
    const listing = (await answer.json()) as MediaListing;
    expect(listing).toMatchObject({
      url: `${base}/moved`,
      finalUrl: `${base}/article`,
      source: "page",
      title: "Flood in the city",
    });
    expect(Date.parse(listing.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
    const byUrl = Object.fromEntries(listing.items.map((item) => [item.url.slice(base.length), item]));
    expect(Object.keys(byUrl)).toEqual(["/v/clip.mp4", "/v/other.webm", "/img/card.jpg", "/inside", "/meta"]);
    expect(byUrl["/v/clip.mp4"]).toMatchObject({
      kind: "video",
      type: "video/mp4",
      size: VIDEO.length,
      foundIn: ["og:video", "json-ld"],
      declared: { name: "Water", uploadDate: "2026-11-30", author: "Lan" },
    });
    expect(byUrl["/v/other.webm"]).toMatchObject({ kind: "video", refused: "unreachable" });
    expect(byUrl["/img/card.jpg"]).toMatchObject({
      kind: "image",
      size: PICTURE.length,
      foundIn: ["og:image", "poster"],
    });
    // Redirected inside: refused, and the canary never hears of it.
    expect(byUrl["/inside"]).toMatchObject({ refused: "private_address" });
    expect(byUrl["/meta"]).toMatchObject({ refused: "private_address" });
    // The 300-byte icon named by an <img> alone is decoration: not listed.
  });

  it("lists an address that is a file as itself", async () => {
    const listing = (await (await list(`${base}/v/clip.mp4`)).json()) as MediaListing;
    expect(listing).toMatchObject({
      source: "file",
      items: [{ kind: "video", foundIn: ["address"], size: VIDEO.length }],
    });
  });

  it("refuses bad input, private addresses and what is not media, in the visitor's language", async () => {
    const empty = await list("  ", "vi");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: "empty_url" } });
    for (const inside of [
      "http://127.0.0.1:1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://inside.test/",
    ]) {
      const refused = await list(inside);
      expect(refused.status, inside).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: "private_address" } });
    }
    const notMedia = await list(`${base}/page.pdf`, "fr");
    expect(notMedia.status).toBe(415);
    const body = (await notMedia.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("not_media");
    expect(body.error.message).not.toBe("");
  });
});

describe("GET /api/media-from-link/file", () => {
  it("streams the file with its own type, where it came from, and nothing to run", async () => {
    const answer = await file(`${base}/v/clip.mp4`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("video/mp4");
    expect(answer.headers.get("content-length")).toBe(String(VIDEO.length));
    expect(answer.headers.get("content-location")).toBe(`${base}/v/clip.mp4`);
    expect(answer.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''clip.mp4");
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(
      createHash("sha256").update(VIDEO).digest("hex"),
    );
  });

  it("honours a range", async () => {
    const answer = await file(`${base}/v/clip.mp4`, { Range: "bytes=4-11" });
    expect(answer.status).toBe(206);
    expect(answer.headers.get("content-range")).toBe(`bytes 4-11/${VIDEO.length}`);
    expect(await answer.text()).toBe("ftypisom");
  });

  it("refuses a page, a redirect inside and the metadata address without connecting", async () => {
    expect((await file(`${base}/article`)).status).toBe(415);
    expect((await file(`${base}/inside`)).status).toBe(400);
    expect((await file(`${base}/meta`)).status).toBe(400);
  });

  it("cuts an endless stream at the size bound and a stalled one after its idle time", async () => {
    for (const path of ["/endless", "/stall"]) {
      const answer = await file(`${base}${path}`);
      expect(answer.status).toBe(200);
      await expect(answer.arrayBuffer(), path).rejects.toThrow();
    }
  });
});

describe("bounds", () => {
  it("answers 503 with Retry-After past the transfers at once, and 429 past the rate limit", async () => {
    const rules: FetchRules = {
      publicUrl: "https://veritools.test",
      resolve: resolverFrom({ "news.test": ["127.0.0.1"] }),
      allowPrivateAddresses: (address, port) => address === "127.0.0.1" && port === site.port,
    };
    const { server, base: small } = await startApi(servicesWith(rules, { requests: 2, running: 1 }), {
      idleMs: 2000,
      maxBytes: 20_000_000,
    });
    try {
      const stalled = await fetch(
        `${small}/api/media-from-link/file?url=${encodeURIComponent(`${base}/stall`)}`,
      );
      const busy = await fetch(
        `${small}/api/media-from-link/file?url=${encodeURIComponent(`${base}/v/clip.mp4`)}`,
      );
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
      await stalled.body?.cancel();
      const limited = await fetch(
        `${small}/api/media-from-link?url=${encodeURIComponent(`${base}/article`)}`,
      );
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe("platforms through yt-dlp", () => {
  it("lists a post's formats and the platform's claims, and streams the chosen format", async () => {
    const post = `<!doctype html><title>A clip</title><video src="/clip.mp4"></video>`;
    const platform = await standIn((req, res) => {
      if (req.url === "/post") return res.writeHead(200, { "Content-Type": "text/html" }).end(post);
      if (req.url === "/clip.mp4") return sendFile(req, res, VIDEO, "video/mp4");
      res.writeHead(404).end();
    });
    const ytdlp = createYtDlp({ path: FAKE_YTDLP, rules: platform.rules });
    const { server, base: withPlatforms } = await startApi(servicesWith(platform.rules, { ytdlp }));
    try {
      const address = encodeURIComponent(`${platform.base}/post`);
      const listing = (await (
        await fetch(`${withPlatforms}/api/media-from-link?url=${address}&via=platform`)
      ).json()) as MediaListing;
      expect(listing).toMatchObject({
        source: "platform",
        platform: { uploader: "Someone", uploadDate: "2026-03-01", extractor: "generic" },
        items: [{ kind: "video", foundIn: ["platform"] }],
      });
      expect(listing.items[0]?.renditions?.map((rendition) => rendition.id)).toEqual(["http-720p", "audio"]);
      const answer = await fetch(`${withPlatforms}/api/media-from-link/file?url=${address}&format=http-720p`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("video/mp4");
      expect(Buffer.from(await answer.arrayBuffer()).equals(VIDEO)).toBe(true);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("lists a platform post's own media with a sentence that platform downloads are not set up", async () => {
    const post = await namedSite("www.youtube.com", (req, res) => {
      if (req.url === "/watch?v=abc") return res.writeHead(200, { "Content-Type": "text/html" }).end(ARTICLE);
      if (req.url === "/v/clip.mp4") return sendFile(req, res, VIDEO, "video/mp4");
      res.writeHead(404).end();
    });
    const { server, base: api } = await startApi(servicesWith(post.rules));
    try {
      const address = encodeURIComponent(`${post.base}/watch?v=abc`);
      const listing = (await (
        await fetch(`${api}/api/media-from-link?url=${address}`)
      ).json()) as MediaListing;
      expect(listing.platformNotSetUp).toBe(true);
      expect(listing.items.find((item) => item.url === `${post.base}/v/clip.mp4`)).toMatchObject({
        size: VIDEO.length,
      });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("says platform downloads are not set up where yt-dlp is not", async () => {
    const answer = await fetch(
      `${apiBase}/api/media-from-link?url=${encodeURIComponent(`${base}/article`)}&via=platform`,
    );
    expect(answer.status).toBe(501);
    expect(await answer.json()).toMatchObject({ error: { code: "platform_not_set_up" } });
  });
});

describe("HLS through the endpoints", () => {
  it("lists a page's playlist with its renditions and hands the rendition over as one joined file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "media-hls-"));
    try {
      const made = makeHlsTs(dir);
      const stream = await streamSite("stream.test", dir, (req, res) => {
        if (req.url !== "/watch") return false;
        res
          .writeHead(200, { "Content-Type": "text/html" })
          .end(`<video><source src="/${made.manifest}"></video>`);
        return true;
      });
      const { server, base: api } = await startApi(servicesWith(stream.rules));
      try {
        const listing = (await (
          await fetch(`${api}/api/media-from-link?url=${encodeURIComponent(`${stream.base}/watch`)}`)
        ).json()) as MediaListing;
        expect(listing.items).toHaveLength(1);
        expect(listing.items[0]).toMatchObject({ kind: "stream", foundIn: ["source"] });
        expect(listing.items[0]?.renditions?.length).toBe(1);
        const address = encodeURIComponent(`${stream.base}/${made.manifest}`);
        const answer = await fetch(`${api}/api/media-from-link/file?url=${address}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("video/mp2t");
        expect(answer.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''index.ts");
        const joined = Buffer.concat(made.parts.map((part) => readFileSync(path.join(dir, part))));
        expect(Buffer.from(await answer.arrayBuffer()).equals(joined)).toBe(true);
      } finally {
        server.closeAllConnections();
        server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
