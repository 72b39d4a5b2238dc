// A rendered capture with the real Chromium (Debian's, at /usr/bin/chromium): a page that builds itself
// with a script is archived with what the script fetched and a screenshot, while what a hostile script
// reaches for is refused by the same guard, and nothing reaches the canary server.
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeServers, namedSite, serve } from "#server/test/origins.ts";
import { captureDepsIn } from "../fixtures/capture-deps.ts";
import { PNG } from "../fixtures/loopback-site.ts";
import { readWithPython } from "../fixtures/wacz-reader.ts";
import { type CaptureDeps, capturePage, DEFAULT_CAPTURE_LIMITS } from "./capture.ts";
import { createLinkReader } from "./link-reader.ts";
import { closeBrowser, launchLockedBrowser } from "./locked-browser.ts";

const CHROMIUM = "/usr/bin/chromium";
const PNG_SIGNATURE = "89504e470d0a1a0a";

let workDir = "";
let deps: CaptureDeps;
const links = createLinkReader({ threads: 1 });

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "rendered-capture-test-"));
  deps = { ...(await captureDepsIn(workDir, links)), browser: CHROMIUM };
});

afterEach(closeServers);
afterAll(async () => {
  await links.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Processes whose command line names this test's folder: a browser left running. */
async function browsersLeft(): Promise<number> {
  let found = 0;
  for (const pid of await readdir("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (command.includes(workDir)) found++;
  }
  return found;
}

function builtPage(canaryPort: number): string {
  return `<!doctype html><html><head><title>Built</title></head><body><script>
document.body.innerHTML = '<h1>Built by a script</h1><img src="/built.png" width="200" height="100">';
fetch("/data.json").then((answer) => answer.json()).then((data) => {
  document.body.insertAdjacentHTML("beforeend", "<p id=data>" + data.text + "</p>");
});
fetch("http://169.254.169.254/latest/meta-data/").catch(() => {});
fetch("http://127.0.0.1:${canaryPort}/").catch(() => {});
fetch("/submit", { method: "POST", body: "secret" }).catch(() => {});
</script></body></html>`;
}

describe.skipIf(!existsSync(CHROMIUM))(`a rendered capture (skipped when ${CHROMIUM} is absent)`, () => {
  it("archives what the page's scripts fetch and a screenshot, and refuses what they reach for", async () => {
    const canary = await serve((_req, res) => res.end("secret"));
    const { base, rules, server } = await namedSite("built.test", (req, res) => {
      if (req.url === "/")
        return res.writeHead(200, { "Content-Type": "text/html" }).end(builtPage(canary.port));
      if (req.url === "/built.png") return res.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
      if (req.url === "/data.json")
        return res.writeHead(200, { "Content-Type": "application/json" }).end('{"text":"from data.json"}');
      res.writeHead(404).end();
    });
    const capture = await capturePage(`${base}/`, { ...deps, rules }, { rendered: true });
    const { report } = capture;

    const fetched = server.requests.map((request) => request.path);
    // The page itself, fetched by the crawl, is served to the browser from its record.
    expect(fetched.filter((each) => each === "/")).toHaveLength(1);
    expect(fetched).toContain("/built.png");
    expect(fetched).toContain("/data.json");
    expect(fetched).not.toContain("/submit");
    const refused = Object.fromEntries(
      report.resources.flatMap((line) => (line.refused ? [[line.url, line.refused]] : [])),
    );
    expect(refused).toMatchObject({
      "http://169.254.169.254/latest/meta-data/": "private_address",
      [`http://127.0.0.1:${canary.port}/`]: "private_address",
      [`${base}/submit`]: "not_get",
    });
    expect(canary.connections).toBe(0);

    if (!report.rendered || !("screenshot" in report.rendered)) throw new Error("no screenshot");
    const { screenshot } = report.rendered;
    expect(screenshot).toMatchObject({ url: `urn:screenshot:${base}/`, width: 1280 });
    expect(screenshot.height).toBeGreaterThan(0);

    const view = await readWithPython(capture.file);
    const responses = view.records.filter((record) => record.headers["WARC-Type"] === "response");
    const uris = responses.map((record) => record.headers["WARC-Target-URI"]);
    expect(uris).toEqual(expect.arrayContaining([`${base}/`, `${base}/built.png`, `${base}/data.json`]));
    const [shot, ...more] = view.records.filter((record) => record.headers["WARC-Type"] === "resource");
    expect(more).toEqual([]);
    expect(shot?.headers).toMatchObject({
      "WARC-Target-URI": `urn:screenshot:${base}/`,
      "Content-Type": "image/png",
    });
    expect(shot?.block_sha256).toBe(`sha256:${screenshot.sha256}`);
    expect(shot?.block_bytes).toBe(screenshot.bytes);
    const head = Buffer.from(shot?.block_head ?? "", "hex");
    expect(head.subarray(0, 8).toString("hex")).toBe(PNG_SIGNATURE);
    expect(head.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect([head.readUInt32BE(16), head.readUInt32BE(20)]).toEqual([screenshot.width, screenshot.height]);
    expect(Object.values(view.checked).every((check) => check.hash_ok && check.bytes_ok)).toBe(true);
    // Indexed too, so a replay tool finds it.
    expect(view.cdxj.some((line) => line.includes(`"url":"urn:screenshot:${base}/"`))).toBe(true);

    expect(await browsersLeft()).toBe(0);
    await rm(capture.dir, { recursive: true });
  });

  it("renders an article of 30 resources within 8 seconds", async () => {
    const images = Array.from(
      { length: 22 },
      (_, index) => `<img src="/i/${index}.png" width="300" height="200">`,
    );
    const article = `<!doctype html><html><head><title>Article</title><link rel="stylesheet" href="/style.css">
<script src="/app.js"></script><script src="/more.js"></script></head><body><h1>Article</h1>${images.join("")}
<img loading="lazy" src="/lazy.png" style="margin-top:4000px"></body></html>`;
    const { base, rules, server } = await namedSite("article.test", (req, res) => {
      const send = (type: string, body: string | Buffer) =>
        res.writeHead(200, { "Content-Type": type }).end(body);
      if (req.url === "/") return send("text/html", article);
      if (req.url === "/style.css") return send("text/css", "body { font: 16px serif } h1 { color: navy }");
      if (req.url === "/app.js") return send("text/javascript", 'fetch("/data.json")');
      if (req.url === "/more.js")
        return send(
          "text/javascript",
          'document.head.insertAdjacentHTML("beforeend", \'<link rel="stylesheet" href="/late.css">\')',
        );
      if (req.url === "/data.json") return send("application/json", "{}");
      if (req.url === "/late.css") return send("text/css", "p { color: gray }");
      if (req.url?.endsWith(".png")) return send("image/png", PNG);
      res.writeHead(404).end();
    });
    const started = performance.now();
    const capture = await capturePage(`${base}/`, { ...deps, rules }, { rendered: true });
    const took = performance.now() - started;
    console.info(`rendered capture of ${server.requests.length} resources: ${Math.round(took)} ms`);
    expect(capture.report.rendered).toHaveProperty("screenshot");
    // 22 images, the lazy one, the page, a stylesheet, two scripts, what they load and the icon: each once.
    expect(new Set(server.requests.map((request) => request.path)).size).toBe(30);
    expect(server.requests).toHaveLength(30);
    expect(server.requests.map((request) => request.path)).toContain("/lazy.png");
    expect(took).toBeLessThan(8000);
    await rm(capture.dir, { recursive: true });
  });

  it("locks the browser even without interception: loopback goes to a dead proxy and no name resolves", async () => {
    const canary = await serve((_req, res) => res.end("secret"));
    const profile = await mkdtemp(path.join(workDir, "profile-"));
    const browser = await launchLockedBrowser(CHROMIUM, profile, 10_000);
    try {
      const [page] = await browser.pages();
      for (const target of [`http://127.0.0.1:${canary.port}/`, "http://example.com/"]) {
        await expect(page?.goto(target, { timeout: 5000 })).rejects.toThrow(/net::ERR_/);
      }
    } finally {
      await closeBrowser(browser, 2000);
    }
    expect(canary.connections).toBe(0);
    expect(await browsersLeft()).toBe(0);
  });

  it("kills a browser stuck in an endless script when the capture's time is up, and keeps the rest", async () => {
    const { base, rules } = await namedSite("stuck.test", (_req, res) =>
      res
        .writeHead(200, { "Content-Type": "text/html" })
        .end("<title>Stuck</title><script>for (;;) {}</script>"),
    );
    const limits = { ...DEFAULT_CAPTURE_LIMITS, timeoutMs: 6000, renderMs: 4000 };
    const started = performance.now();
    const capture = await capturePage(`${base}/`, { ...deps, rules }, { rendered: true, limits });
    expect(performance.now() - started).toBeLessThan(limits.timeoutMs + 3000);
    expect(capture.report.rendered).toEqual({ refused: "failed" });
    expect(capture.report.title).toBe("Stuck");
    expect(await browsersLeft()).toBe(0);
    await rm(capture.dir, { recursive: true });
  });

  it("says so when no browser is configured, and captures the page as usual", async () => {
    const { base, rules } = await namedSite("plain.test", (_req, res) =>
      res.writeHead(200, { "Content-Type": "text/html" }).end("<title>Plain</title>"),
    );
    const { browser: _, ...without } = deps;
    const capture = await capturePage(`${base}/`, { ...without, rules }, { rendered: true });
    expect(capture.report.rendered).toEqual({ refused: "not_configured" });
    expect(capture.report.title).toBe("Plain");
    await rm(capture.dir, { recursive: true });
  });
});
