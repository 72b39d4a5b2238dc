// `npm run bench:investigate` (after `npm run build`): how long a link report takes on a 3-hop chain of
// local stand-in sites (target under 300 ms) and on a page whose meta refresh is 2,000 spaces of hostile
// content (target under 50 ms beyond the fetch), then whether 50 hostile investigations at once (chains of
// 1 MB heads) and the previews of 20 hostile short links leave redirects, /healthz and pages answering in
// under 100 ms at the 99th percentile. Traffic stays on loopback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { makeDataDir, startServer } from "../host/test/server.ts";
import { begin, judge, ms, percentilesText } from "./bench/harness.ts";
import { median, percentile } from "./bench/stats.ts";

const REPORT_TARGET_MS = 300;
const HOSTILE_REFRESH_TARGET_MS = 50;
const UNDER_LOAD_TARGET_MS = 100;
const RUNS = 30;
const CONCURRENT = 50;
const PREVIEWS = 20;
/** Each hostile page's head: a megabyte of small tags, the most a page may send and the costliest to parse. */
const HOSTILE_HEAD = '<meta name="k" content="v">'.repeat(Math.floor((1024 * 1024) / 26));
const HOSTILE_REFRESH = `<meta http-equiv="refresh" content="${" ".repeat(2000)};x&#10;b">`;

// /a → /b → /c: an ordinary chain. /hostile/N: a megabyte of head, then a refresh to /hostile/N+1, up to
// the investigator's hop limit. /refresh-bomb: the content that once froze the server for minutes.
const sites = http.createServer((req, res) => {
  const [path = "/", query = ""] = (req.url ?? "/").split("?");
  const next = { "/a": "/b", "/b": "/c" }[path];
  if (next) return void res.writeHead(302, { Location: `${next}?${query}` }).end();
  // Stand-ins for the archive and the registries, so that nothing leaves the machine.
  if (path === "/wayback") return void res.writeHead(200).end('{"archived_snapshots":{}}');
  if (path === "/rdap-bootstrap") return void res.writeHead(200).end('{"services":[]}');
  res.writeHead(200, { "Content-Type": "text/html" });
  if (path === "/refresh-bomb") return void res.end(`<html><head>${HOSTILE_REFRESH}<title>Bomb</title>`);
  if (path.startsWith("/hostile/")) {
    const step = Number(path.split("/")[2]) + 1;
    return void res.end(
      `<html><head><meta http-equiv="refresh" content="0; url=/hostile/${step}?${query}">${HOSTILE_REFRESH}${HOSTILE_HEAD}`,
    );
  }
  res.end("<html lang=en><head><title>End</title></head></html>");
});
await new Promise<void>((resolve) => sites.listen(0, "127.0.0.1", resolve));
const sitesUrl = `http://127.0.0.1:${(sites.address() as AddressInfo).port}`;

const data = await makeDataDir();
const server = await startServer({
  DATA_DIR: data.dir,
  LOG_LEVEL: "warn",
  // The stand-in sites live on loopback; the guard lets them through only with this test switch.
  ALLOW_PRIVATE_ADDRESSES: "true",
  INVESTIGATE_RATE_LIMIT: "100000/60",
  SHORTEN_RATE_LIMIT: "100000/60",
  WAYBACK_AVAILABILITY_URL: `${sitesUrl}/wayback`,
  RDAP_BOOTSTRAP_URL: `${sitesUrl}/rdap-bootstrap`,
});

/** Milliseconds a request takes, its body read; its status, for the caller to judge. */
async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function timedOk(url: string, init?: RequestInit): Promise<number> {
  const { ms, status } = await timed(url, init);
  if (status >= 400) throw new Error(`${url} answered ${status}`);
  return ms;
}

const report = (target: string) =>
  `${server.url}/api/link-investigations?url=${encodeURIComponent(target)}&language=en`;

begin("Link investigations on local stand-in sites");
try {
  // A fresh address each time, so no report comes from the cache.
  await timedOk(report(`${sitesUrl}/a?n=-1`));
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) times.push(await timedOk(report(`${sitesUrl}/a?n=${n}`)));
  console.log(`Report on a 3-hop local chain (${RUNS} runs): ${percentilesText(times)}`);

  // The same one-hop report on an ordinary page and on the refresh bomb: the difference is the bomb's cost.
  const plain: number[] = [];
  const bomb: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    plain.push(await timedOk(report(`${sitesUrl}/c?plain=${n}`)));
    bomb.push(await timedOk(report(`${sitesUrl}/refresh-bomb?n=${n}`)));
  }
  const bombCost = median(bomb) - median(plain);
  console.log(
    `Report on a page whose refresh is 2,000 spaces and ";x&#10;b": ${percentilesText(bomb)} (an ordinary page: ${percentilesText(plain)})`,
  );

  const shortened = await (
    await fetch(`${server.url}/api/shorten-url`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: `${sitesUrl}/c` }),
    })
  ).json();
  const redirect = String(shortened.shortenedUrl);

  let loadDone = false;
  const started = performance.now();
  const investigations = Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => timed(report(`${sitesUrl}/hostile/0?n=${i}`))),
  );
  // Each hostile short link has its preview fetched and read in the background.
  const previews = Promise.all(
    Array.from({ length: PREVIEWS }, (_, i) =>
      fetch(`${server.url}/api/shorten-url`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: `${sitesUrl}/hostile/0?preview=${i}` }),
      }).then((response) => response.arrayBuffer()),
    ),
  );
  const load = Promise.all([investigations, previews]).finally(() => {
    loadDone = true;
  });
  const redirects: number[] = [];
  const health: number[] = [];
  const pages: number[] = [];
  while (!loadDone || redirects.length < 30) {
    redirects.push(await timedOk(redirect, { redirect: "manual" }));
    health.push(await timedOk(`${server.url}/healthz`));
    pages.push(await timedOk(`${server.url}/en/about`));
  }
  const [answers] = await load;
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  console.log(
    `With ${CONCURRENT} hostile investigations (up to 10 hops of a 1 MB head each) and ${PREVIEWS} hostile previews, ` +
      `over ${ms(performance.now() - started)}; answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(", ")}; ` +
      `slowest ${ms(Math.max(...answers.map((answer) => answer.ms)))}:`,
  );
  console.log(`  redirect /r/…  ${percentilesText(redirects)} (${redirects.length} requests)`);
  console.log(`  /healthz       ${percentilesText(health)}`);
  console.log(`  page /en/about ${percentilesText(pages)}`);

  judge("3-hop report, median", median(times), { atMost: REPORT_TARGET_MS });
  judge("hostile refresh beyond an ordinary page, median", bombCost, { atMost: HOSTILE_REFRESH_TARGET_MS });
  for (const [label, values] of [
    ["redirects", redirects],
    ["/healthz", health],
    ["pages", pages],
  ] as const) {
    judge(`${label} under load, p99`, percentile(values, 99), { atMost: UNDER_LOAD_TARGET_MS });
  }
} finally {
  await server.stop();
  sites.close();
  await data.remove();
}
