import { existsSync } from "node:fs";
import { METHODS } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, type RunningServer, startServer } from "../../host/test/server.ts";
import { rawRequest } from "../test/raw-request.ts";
import { isImplemented } from "./methods.ts";

const BUILD = path.resolve(import.meta.dirname, "../../build/server/index.js");
const REQUESTS = 5000;
const IN_FLIGHT = 16;

/** A small seeded generator (mulberry32), so a failure names a request that can be sent again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const PATHS = [
  "/",
  "/en",
  "/fr/discover",
  "/vi/category/text-tools",
  "/en/tools/url-shortener",
  "/en/tools/url-shortener.data",
  "/_root.data",
  "/fr/tools/text-tools/json",
  "/en/tools/unknown-tool",
  "/s/abc",
  "/s/",
  "/r/abc",
  "/r/",
  "/api/search?q=texte&lang=fr",
  "/api/search?q=%E0%A4&lang=xx",
  "/api/shorten-url",
  "/api/short-links/recent",
  "/api/short-links/events",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
  "/readyz",
  "/assets/missing.js",
  "/favicon.svg",
  "/__manifest?p=%2Fen&version=x",
  "/%",
  "/%zz",
  "/en/%E0%A4%A",
  "/en/%00",
  "/..%2f..%2fetc%2fpasswd",
  "//double//slashes",
  "/en?lang=%FF",
  "/en/tools/url-shortener?index&_data=x",
  "*",
  "http://evil.example/en",
  `/${"a".repeat(5000)}`,
  "/\u00e9t\u00e9",
];

// Destinations that never lead to a fetch: private addresses (refused), schemes and garbage.
const URLS = [
  "http://10.0.0.1/",
  "http://127.0.0.1:1/x",
  "javascript:alert(1)",
  "ftp://192.168.1.1/file",
  "not a url",
  "",
  "http://[::1]/",
  `http://10.0.0.2/${"x".repeat(3000)}`,
  "http://169.254.169.254/latest/meta-data",
];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=latin1",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=zz",
  "text/plain",
  "a/b;c=",
  "",
];

function body(rng: ReturnType<typeof random>): Buffer {
  const url = rng.pick(URLS);
  const kinds: (() => string | Buffer)[] = [
    () => JSON.stringify({ url, alias: rng.pick(["", "ok-alias", "../x", "é", "a".repeat(80)]) }),
    () => `{"url": "${url}"`,
    () => `url=${encodeURIComponent(url)}&alias=%ZZ`,
    () => '--zz\r\nContent-Disposition: form-data; name="url"\r\n\r\nhttp://10.0.0.1/\r\n',
    () => Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xc3, 0x28]),
    () => "[".repeat(2000),
    () => JSON.stringify({ url: { nested: [url] } }),
    () => "null",
    () => "",
  ];
  const made = rng.pick(kinds)();
  return typeof made === "string" ? Buffer.from(made) : made;
}

/** One request: any method (known to Node or not), odd paths, broken bodies and content types. */
function fuzzedRequest(rng: ReturnType<typeof random>): { method: string; bytes: Buffer } {
  const method = rng.pick([...METHODS, "FOO", "BREW", "GET", "POST", "POST", "HEAD"]);
  const target = method === "CONNECT" ? "127.0.0.1:443" : rng.pick(PATHS);
  const payload = rng.next() < 0.6 ? body(rng) : Buffer.alloc(0);
  const type = rng.pick(CONTENT_TYPES);
  const headers = [
    `${method} ${target} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Connection: close",
    rng.pick(["User-Agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0", "User-Agent: curl/8", ""]),
    rng.pick(["Accept-Encoding: gzip, br", "Accept-Encoding: *;q=x", ""]),
    rng.pick(["Origin: http://evil.example", "Cookie: i18nextLng=fr; =; a", "Accept-Language: vi;q=abc", ""]),
    type ? `Content-Type: ${type}` : "",
  ].filter((line) => line !== "");
  // Framing the server can read to its end: an exact length or well-formed chunks, sometimes broken
  // chunks, which the parser refuses at once.
  const framing = rng.next();
  let framed: Buffer;
  if (framing < 0.7) {
    headers.push(`Content-Length: ${payload.length}`);
    framed = payload;
  } else if (framing < 0.95) {
    headers.push("Transfer-Encoding: chunked");
    framed = Buffer.concat([
      Buffer.from(payload.length > 0 ? `${payload.length.toString(16)}\r\n` : ""),
      payload,
      Buffer.from(payload.length > 0 ? "\r\n0\r\n\r\n" : "0\r\n\r\n"),
    ]);
  } else {
    headers.push("Transfer-Encoding: chunked");
    framed = Buffer.from("zz\r\nnot a chunk\r\n");
  }
  return {
    method,
    bytes: Buffer.concat([Buffer.from(`${headers.join("\r\n")}\r\n\r\n`, "latin1"), framed]),
  };
}

// Through the production entry, so it needs `npm run build` first (`npm test` builds before).
describe.skipIf(!existsSync(BUILD))(`${REQUESTS} fuzzed requests`, () => {
  let server: RunningServer;
  let data: Awaited<ReturnType<typeof makeDataDir>>;

  beforeAll(async () => {
    data = await makeDataDir();
    // The limit would otherwise answer most shortenings before their bodies are read.
    server = await startServer({ DATA_DIR: data.dir, SHORTEN_RATE_LIMIT: "100000/60", LOG_LEVEL: "warn" });
  });
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it("get an answer each, none of them a server error but 501 for methods not implemented", async () => {
    const rng = random(20261125);
    const port = Number(new URL(server.url).port);
    const failures: string[] = [];
    let sent = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (sent < REQUESTS) {
          sent++;
          const { method, bytes } = fuzzedRequest(rng);
          const answer = await rawRequest(port, bytes);
          const unimplemented = answer.status === 501 && !isImplemented(method);
          if (answer.status === 0 || (answer.status >= 500 && !unimplemented)) {
            failures.push(`${answer.status} for ${bytes.toString("latin1").slice(0, 300)}`);
          }
        }
      }),
    );
    expect(
      server.logs
        .filter((line) => line.level === "error")
        .slice(0, 3)
        .map((line) => [line.error, line.path]),
    ).toEqual([]);
    expect(failures.slice(0, 5)).toEqual([]);
    // The server is still well after all that.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 180_000);
});
