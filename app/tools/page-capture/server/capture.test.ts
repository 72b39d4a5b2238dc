// A capture of stand-in sites on loopback (names resolved from a table, only the site's own port let
// through the guard), read back by an independent reader (Python's zipfile and gzip) and its signature
// checked by node:crypto with the published key.
import { createPublicKey, verify } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeServers, namedSite, serve } from "#server/test/origins.ts";
import { captureDepsIn } from "../fixtures/capture-deps.ts";
import { PNG } from "../fixtures/loopback-site.ts";
import { readWithPython } from "../fixtures/wacz-reader.ts";
import type { ResourceLine } from "../logic/capture-report.ts";
import { type CaptureDeps, CaptureFailed, capturePage, DEFAULT_CAPTURE_LIMITS } from "./capture.ts";
import { createLinkReader } from "./link-reader.ts";

let workDir = "";
let deps: CaptureDeps;
const links = createLinkReader({ threads: 1 });

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "capture-test-"));
  deps = await captureDepsIn(workDir, links);
});

afterEach(closeServers);
afterAll(async () => {
  await links.close();
  await rm(workDir, { recursive: true, force: true });
});

const ARTICLE = `<!doctype html><html><head><title>  The   article </title>
<link rel="stylesheet" href="/style.css"><link rel="icon" href="/favicon.ico">
<style>.hero { background: url("/inline.png") }</style><script src="/app.js"></script></head>
<body><h1 style="background-image:url(/attribute.png)">Headline</h1>
<img src="/a.png" srcset="/b.png 2x, /c.png 3x"><picture><source srcset="/d.png"><img src="/e.png"></picture>
<video poster="/poster.png"></video><img src="/old.png"><iframe src="/frame.html"></iframe>
<a href="/elsewhere.html">not needed to be seen</a></body></html>`;

function articleSite(): http.RequestListener {
  return (req, res) => {
    const send = (type: string, body: string | Buffer) =>
      res.writeHead(200, { "Content-Type": type }).end(body);
    switch (req.url) {
      case "/start":
        return res.writeHead(302, { Location: "/article" }).end();
      case "/article":
        return send("text/html; charset=utf-8", ARTICLE);
      case "/style.css":
        return send(
          "text/css",
          `@import "/more.css"; @font-face { src: url(/font.woff2) } body { background: url('/bg.png') }`,
        );
      case "/more.css":
        return send("text/css", "p { color: red }");
      case "/frame.html":
        return send("text/html", `<img src="/frame.png"><iframe src="/deep.html"></iframe>`);
      case "/old.png":
        return res.writeHead(301, { Location: "/new.png" }).end();
      case "/app.js":
        return send("text/javascript", "console.log(1)");
      default:
        if (req.url?.endsWith(".png") || req.url?.endsWith(".ico") || req.url?.endsWith(".woff2")) {
          return send("image/png", PNG);
        }
        res.writeHead(404).end();
    }
  };
}

describe("capturePage", () => {
  it("archives the page and everything it needs, each record telling where its bytes came from", async () => {
    const { base, rules, server } = await namedSite("news.test", articleSite());
    const lines: ResourceLine[] = [];
    const capture = await capturePage(
      `${base}/start`,
      { ...deps, rules },
      { onLine: (line) => lines.push(line) },
    );
    const { report } = capture;
    expect(report.finalUrl).toBe(`${base}/article`);
    expect(report.title).toBe("The article");
    expect(report.stoppedAt).toBeUndefined();
    expect(report.addresses).toEqual([{ host: `news.test:${server.port}`, ipAddress: "127.0.0.1" }]);
    const fetched = new Set(server.requests.map((request) => request.path));
    for (const needed of [
      "/start",
      "/article",
      "/style.css",
      "/more.css",
      "/font.woff2",
      "/bg.png",
      "/inline.png",
      "/attribute.png",
      "/favicon.ico",
      "/app.js",
      "/a.png",
      "/b.png",
      "/c.png",
      "/d.png",
      "/e.png",
      "/poster.png",
      "/old.png",
      "/new.png",
      "/frame.html",
      "/frame.png",
    ]) {
      expect(fetched, needed).toContain(needed);
    }
    // Frames one level down only; links are not followed.
    expect(fetched).not.toContain("/deep.html");
    expect(fetched).not.toContain("/elsewhere.html");
    expect(lines).toEqual(report.resources);
    expect(lines.find((line) => line.url === `${base}/old.png`)).toMatchObject({
      status: 301,
      location: `${base}/new.png`,
    });

    const view = await readWithPython(capture.file);
    expect(Object.values(view.entries).every((kind) => kind === "stored")).toBe(true);
    expect(Object.keys(view.entries).sort()).toEqual([
      "archive/data.warc.gz",
      "datapackage-digest.json",
      "datapackage.json",
      "indexes/index.cdxj",
      "pages/pages.jsonl",
    ]);
    expect(view.datapackage.wacz_version).toBe("1.1.1");
    expect(Object.values(view.checked)).toEqual(
      view.datapackage.resources.map(() => ({ hash_ok: true, bytes_ok: true })),
    );
    expect(view.digest_ok).toBe(true);
    expect(view.pages[1]).toMatchObject({ url: `${base}/start`, title: "The article" });

    const [info, ...records] = view.records;
    expect(info?.headers["WARC-Type"]).toBe("warcinfo");
    const responses = records.filter((record) => record.headers["WARC-Type"] === "response");
    expect(responses).toHaveLength(lines.length);
    for (const record of records) expect(record.headers["WARC-Block-Digest"]).toBe(record.block_sha256);
    for (const record of responses) {
      expect(record.headers["WARC-IP-Address"]).toBe("127.0.0.1");
      expect(record.headers["WARC-Payload-Digest"]).toBe(record.payload_sha256);
      const line = lines.find((each) => each.url === record.headers["WARC-Target-URI"]);
      expect(`sha256:${line?.sha256}`).toBe(record.payload_sha256);
    }
    const requests = records.filter((record) => record.headers["WARC-Type"] === "request");
    expect(requests).toHaveLength(responses.length);
    expect(requests[0]?.http?.[0]).toMatch(/^GET \/\S* HTTP\/1\.1$/);
    // Every response is indexed, the redirects too.
    expect(view.cdxj).toHaveLength(responses.length);
    expect(
      view.cdxj.some((line) => line.includes('"status": "301"') || line.includes('"status":"301"')),
    ).toBe(true);

    // The signature: ECDSA P-384 over the datapackage's hash, checked with the key the site publishes.
    const { signedData } = view.digest;
    expect(signedData.publicKey).toBe(deps.key.publicKey);
    const key = createPublicKey({
      key: Buffer.from(signedData.publicKey, "base64"),
      format: "der",
      type: "spki",
    });
    expect(key.asymmetricKeyDetails?.namedCurve).toBe("secp384r1");
    const signed = Buffer.from(signedData.hash);
    const signature = Buffer.from(signedData.signature, "base64");
    expect(verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, signature)).toBe(true);
    expect(
      verify("sha256", Buffer.from(`${signedData.hash}0`), { key, dsaEncoding: "ieee-p1363" }, signature),
    ).toBe(false);
    expect(signedData.hash).toBe(view.digest.hash);
    await rm(capture.dir, { recursive: true });
  });

  it("refuses every private, loopback and metadata address a hostile page names, and never connects", async () => {
    const canary = await serve((_req, res) => res.end("secret"));
    const targets = [
      `http://127.0.0.1:${canary.port}/x.png`,
      `http://[::ffff:127.0.0.1]:${canary.port}/mapped.png`,
      `http://[::1]:${canary.port}/v6.png`,
      `http://0x7f000001:${canary.port}/hex.png`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/router.png",
      "http://inside.test/private.png",
      "http://localhost/local.png",
    ];
    const { base, rules } = await namedSite("hostile.test", (req, res) => {
      if (req.url === "/") {
        const images = targets.map((target) => `<img src="${target}">`).join("");
        return res
          .writeHead(200, { "Content-Type": "text/html" })
          .end(`${images}<link rel="stylesheet" href="/s.css"><img src="file:///etc/passwd">`);
      }
      if (req.url === "/s.css")
        return res.writeHead(200, { "Content-Type": "text/css" }).end(`a { background: url(${targets[0]}) }`);
      if (req.url === "/bounce") return res.writeHead(302, { Location: targets[4] }).end();
      res.writeHead(404).end();
    });
    const capture = await capturePage(`${base}/`, { ...deps, rules });
    const refused = capture.report.resources.filter((line) => line.refused);
    expect(refused.map((line) => line.refused)).toEqual(targets.map(() => "private_address"));
    expect(canary.connections).toBe(0);
    await rm(capture.dir, { recursive: true });
  });

  it("refuses a redirect to a metadata address, and fails when the page itself is private", async () => {
    const { base, rules } = await namedSite("bounce.test", (_req, res) =>
      res.writeHead(302, { Location: "http://169.254.169.254/latest/" }).end(),
    );
    const lines: ResourceLine[] = [];
    const capture = await capturePage(`${base}/`, { ...deps, rules }, { onLine: (line) => lines.push(line) });
    expect(capture.report.finalUrl).toBe(`${base}/`);
    expect(lines.at(-1)).toEqual({ url: "http://169.254.169.254/latest/", refused: "private_address" });
    await rm(capture.dir, { recursive: true });
    await expect(capturePage("http://127.0.0.1:9/", deps)).rejects.toBeInstanceOf(CaptureFailed);
    // Nothing of a failed capture stays on disk.
    expect((await readdir(workDir)).filter((name) => name.startsWith("capture-"))).toEqual([]);
  });

  it("cuts a page that never ends at the time limit, and says so", async () => {
    const { base, rules } = await namedSite("endless.test", (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      const drip = setInterval(() => res.write("<p>more</p>"), 50);
      res.on("close", () => clearInterval(drip));
    });
    const limits = { ...DEFAULT_CAPTURE_LIMITS, timeoutMs: 1000 };
    const capture = await capturePage(`${base}/`, { ...deps, rules }, { limits });
    expect(capture.report.stoppedAt).toBe("time");
    expect(capture.report.resources[0]).toMatchObject({ status: 200, truncated: "time" });
    expect(capture.report.resources[0]?.bytes).toBeGreaterThan(0);
    const view = await readWithPython(capture.file);
    expect(view.records[1]?.headers["WARC-Truncated"]).toBe("time");
    await rm(capture.dir, { recursive: true });
  });

  it("stops at the byte limits: a resource cut at its own, the capture at the total", async () => {
    const big = Buffer.alloc(300 * 1024, 7);
    const { base, rules } = await namedSite("heavy.test", (req, res) => {
      if (req.url === "/") {
        return res
          .writeHead(200, { "Content-Type": "text/html" })
          .end('<img src="/1.bin"><img src="/2.bin"><img src="/3.bin">');
      }
      res.writeHead(200, { "Content-Type": "application/octet-stream" }).end(big);
    });
    const limits = {
      ...DEFAULT_CAPTURE_LIMITS,
      maxResourceBytes: 200 * 1024,
      maxTotalBytes: 450 * 1024,
      concurrency: 1,
    };
    const capture = await capturePage(`${base}/`, { ...deps, rules }, { limits });
    const { resources, stoppedAt } = capture.report;
    expect(resources[1]).toMatchObject({ bytes: 200 * 1024, truncated: "length" });
    expect(stoppedAt).toBe("bytes");
    expect(resources.reduce((sum, line) => sum + (line.bytes ?? 0), 0)).toBeLessThanOrEqual(450 * 1024);
    await rm(capture.dir, { recursive: true });
  });

  it("fetches at most 300 resources of a page that names 10,000", async () => {
    const { base, rules, server } = await namedSite("many.test", (req, res) => {
      if (req.url === "/") {
        const images = Array.from({ length: 10_000 }, (_, index) => `<img src="/i/${index}.png">`).join("");
        return res.writeHead(200, { "Content-Type": "text/html" }).end(images);
      }
      res.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
    });
    const capture = await capturePage(`${base}/`, { ...deps, rules });
    expect(capture.report.stoppedAt).toBe("resources");
    expect(capture.report.resources).toHaveLength(300);
    expect(server.requests.length).toBe(300);
    await rm(capture.dir, { recursive: true });
  });
});
