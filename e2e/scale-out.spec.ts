import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createTestDatabase, postgresTestUrl, type TestDatabase } from "#server/test/databases.ts";
import { freePort, type RunningServer, startServer } from "../host/test/server.ts";
import { openHydrated } from "./locales.ts";

/*
 * The self-hosting recipe of docs/self-hosting.md, run for real: Debian's nginx with deploy/nginx.conf
 * (ports, names and certificate replaced) in front of two production processes on one PostgreSQL.
 * Besides the load-balanced site, two test-only copies of its HTTPS server each reach one process, so a
 * test can say which process a request went through.
 */

const NGINX = "/usr/sbin/nginx";
const SITE_CONFIG = path.join(import.meta.dirname, "..", "deploy", "nginx.conf");
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const RATE_LIMIT = 5;

const missing = [
  existsSync(NGINX) ? null : `nginx (${NGINX}; apt-get install nginx)`,
  postgresTestUrl() ? null : "PostgreSQL (set TEST_DATABASE_URL)",
].filter((item) => item !== null);

const skipReason = `The scale-out test is skipped: it needs ${missing.join(" and ")}.`;
if (missing.length > 0) process.stderr.write(`${skipReason}\n`);
test.describe.configure({ mode: "serial" });
test.skip(missing.length > 0, skipReason);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request through nginx, from a loopback address of the caller's choice (one per visitor). */
function request(
  url: string,
  options: { method?: string; body?: unknown; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: options.method ?? "GET",
        localAddress: options.from ?? "127.0.0.1",
        // The test's own certificate.
        rejectUnauthorized: false,
        agent: false,
        headers: {
          "user-agent": BROWSER_UA,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Replaces `from` in `text`, which must hold it exactly `times` times: a changed recipe fails loudly. */
function replaceExactly(text: string, from: string, to: string, times = 1): string {
  const found = text.split(from).length - 1;
  if (found !== times) throw new Error(`deploy/nginx.conf holds "${from}" ${found} times, not ${times}`);
  return text.replaceAll(from, to);
}

/** The HTTPS server block of the site configuration. */
function httpsServerBlock(site: string, listen: string): string {
  const at = site.indexOf(listen);
  const start = site.lastIndexOf("server {", at);
  const end = site.indexOf("\n}\n", at);
  return site.slice(start, end + 3);
}

let dir = "";
let database: TestDatabase | undefined;
const servers: RunningServer[] = [];
let nginx: ReturnType<typeof spawn> | undefined;
const ports = { a: 0, b: 0, http: 0, https: 0, onlyA: 0, onlyB: 0 };
const site = () => `https://127.0.0.1:${ports.https}`;
const throughA = () => `https://127.0.0.1:${ports.onlyA}`;
const throughB = () => `https://127.0.0.1:${ports.onlyB}`;

async function writeNginxConfig(): Promise<string> {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  let siteConfig = readFileSync(SITE_CONFIG, "utf8");
  for (const [from, to] of [
    ["server 127.0.0.1:3001;", `server 127.0.0.1:${ports.a};`],
    ["server 127.0.0.1:3002;", `server 127.0.0.1:${ports.b};`],
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["    listen [::]:80;\n", ""],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`],
    ["    listen [::]:443 ssl http2;\n", ""],
    ["/etc/letsencrypt/live/veritools.example/fullchain.pem", path.join(dir, "cert.pem")],
    ["/etc/letsencrypt/live/veritools.example/privkey.pem", path.join(dir, "key.pem")],
  ] as const) {
    siteConfig = replaceExactly(siteConfig, from, to);
  }
  const httpsBlock = httpsServerBlock(siteConfig, `listen 127.0.0.1:${ports.https} `);
  const pinned = (name: string, backend: number, port: number) =>
    `upstream ${name} { server 127.0.0.1:${backend}; }\n` +
    replaceExactly(
      replaceExactly(httpsBlock, `listen 127.0.0.1:${ports.https} `, `listen 127.0.0.1:${port} `),
      "proxy_pass http://veritools;",
      `proxy_pass http://${name};`,
      // The pages, the live events' stream and the shared images' uploads.
      3,
    );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) await mkdir(path.join(dir, name));
  const config = [
    process.getuid?.() === 0 ? "user root;" : "",
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 512; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp),
    siteConfig,
    pinned("veritools_a", ports.a, ports.onlyA),
    pinned("veritools_b", ports.b, ports.onlyB),
    "}",
  ].join("\n");
  const file = path.join(dir, "nginx.conf");
  await writeFile(file, config);
  return file;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(os.tmpdir(), "veritools-scale-out-"));
  database = await createTestDatabase("postgres", { migrate: false });
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();

  const env = {
    DATABASE_URL: database.options.databaseUrl ?? "",
    PUBLIC_URL: site(),
    TRUST_PROXY: "1",
    SHORTEN_RATE_LIMIT: `${RATE_LIMIT}/60`,
    // Destinations are the processes' own pages: there is no internet here.
    ALLOW_PRIVATE_ADDRESSES: "true",
    LOG_LEVEL: "info",
  };
  // Both at once, as a service manager starts them: migrations and the seed must not trip over each other.
  servers.push(
    ...(await Promise.all([
      startServer({ ...env, PORT: String(ports.a) }),
      startServer({ ...env, PORT: String(ports.b) }),
    ])),
  );

  const config = await writeNginxConfig();
  execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", config], { stdio: "pipe" });
  nginx = spawn(NGINX, ["-p", dir, "-c", config, "-g", "daemon off;"], { stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    const ready = await request(`${site()}/readyz`).catch(() => null);
    if (ready?.status === 200) break;
    if (attempt > 100)
      throw new Error(`nginx did not answer: ${readFileSync(path.join(dir, "error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  nginx?.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Shortens `url` through `base` as the visitor at `from`. */
async function shorten(base: string, url: string, from?: string) {
  const answer = await request(`${base}/api/shorten-url`, { method: "POST", body: { url }, from });
  return {
    ...answer,
    json: JSON.parse(answer.body) as {
      status: string;
      shortenedUrl: string;
      internalUrl: string;
      manageKey: string;
    },
  };
}

/** A page of process A itself as a destination, unique per call. */
const destination = (page = "/en/help") =>
  `http://127.0.0.1:${ports.a}${page}?v=${Math.random().toString(36).slice(2)}`;

test("plain HTTP is sent to HTTPS, and pages keep their security headers through the proxy", async () => {
  const plain = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(`http://127.0.0.1:${ports.http}/en`, resolve).on("error", reject);
  });
  plain.resume();
  expect(plain.statusCode).toBe(301);
  expect(plain.headers.location).toBe("https://127.0.0.1/en");
  const page = await request(`${site()}/en`);
  expect(page.status).toBe(200);
  expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(page.headers["strict-transport-security"]).toContain("max-age=");
  expect(page.body).toContain(`href="${site()}/en"`);
});

test("a link made through one process appears live in a browser connected to the other", async ({
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const stream = page.waitForResponse((response) => response.url().endsWith("/api/short-links/events"));
  await openHydrated(page, `${throughB()}/en/tools/url-shortener`);
  expect((await stream).status()).toBe(200);

  const created = await shorten(throughA(), destination());
  expect(created.json.status).toBe("success");
  const [processA, processB] = servers;
  const shortened = (logs: RunningServer["logs"]) =>
    logs.some((line) => line.method === "POST" && line.path === "/api/shorten-url");
  // The log line crosses a pipe after the answer: wait for it.
  await expect.poll(() => shortened(processA?.logs ?? [])).toBe(true);
  expect(shortened(processB?.logs ?? [])).toBe(false);

  const card = page
    .getByTestId("recent-link")
    .filter({ has: page.locator(`a[href="${created.json.internalUrl}"]`) });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole("heading")).toHaveText(/Help/, { timeout: 15_000 });
  await page.screenshot({ path: "e2e/screenshots/scale-out-live-link-desktop-light.png" });
  await context.close();
});

test("every redirect through the proxy is counted once, whichever process answered it", async () => {
  const created = await shorten(site(), destination("/en/about"));
  expect(created.json.status).toBe("success");
  const clicks = 120;
  const concurrency = 8;
  let sent = 0;
  const answers: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < clicks) {
        sent++;
        const answer = await request(created.json.shortenedUrl);
        answers.push(answer.status);
      }
    }),
  );
  expect(answers.filter((status) => status === 302)).toHaveLength(clicks);

  const count = async () => {
    const { links } = JSON.parse((await request(`${site()}/api/short-links/recent`)).body) as {
      links: { shortenedUrl: string; usageCount: number }[];
    };
    return links.find((link) => link.shortenedUrl === created.json.shortenedUrl)?.usageCount;
  };
  await expect.poll(count, { timeout: 10_000 }).toBe(clicks);
  // Nothing counted twice arrives later either.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await count()).toBe(clicks);
});

test("a link deleted through one process is gone from the other within a second", async ({ browser }) => {
  const visitor = "127.0.0.4";
  const created = await shorten(throughA(), destination(), visitor);
  expect(created.json.status).toBe("success");
  const slug = created.json.shortenedUrl.split("/").at(-1) ?? "";
  // Process B has now read the link and keeps it in its redirect cache.
  for (let i = 0; i < 2; i++) expect((await request(`${throughB()}/r/${slug}`)).status).toBe(302);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await openHydrated(page, `${throughB()}/en/tools/url-shortener`);
  const card = page.locator(`a[href="${created.json.internalUrl}"]`);
  await expect(card.first()).toBeVisible({ timeout: 10_000 });

  const removed = await request(`${throughA()}/api/short-links/${slug}`, {
    method: "DELETE",
    from: visitor,
    headers: { authorization: `Bearer ${created.json.manageKey}` },
  });
  expect(removed.status).toBe(204);
  const deletedAt = Date.now();
  let status = 302;
  while (status !== 410 && Date.now() - deletedAt < 1000) {
    status = (await request(`${throughB()}/r/${slug}`)).status;
  }
  expect(status).toBe(410);
  expect((await request(`${site()}/s/${slug}`)).status).toBe(410);
  // The browser on the other process sees it leave the recent links.
  await expect(card).toHaveCount(0, { timeout: 10_000 });
  await context.close();
});

test("the shorten limit holds per visitor across both processes", async () => {
  const visitor = "127.0.0.2";
  const answers = [];
  for (let i = 0; i < RATE_LIMIT; i++) answers.push((await shorten(site(), destination(), visitor)).status);
  // Requests alternate between the processes, yet the visitor gets the limit once, not once per process.
  expect(answers).toEqual(Array(RATE_LIMIT).fill(200));
  const refused = await shorten(site(), destination(), visitor);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  // A forged X-Forwarded-For does not make a new visitor: the proxy's own entry is the one believed.
  const forged = await request(`${site()}/api/shorten-url`, {
    method: "POST",
    body: { url: destination() },
    from: visitor,
    headers: { "x-forwarded-for": "198.51.100.7" },
  });
  expect(forged.status).toBe(429);
  // Another visitor is not held back by the first one.
  expect((await shorten(site(), destination(), "127.0.0.3")).status).toBe(200);
});
