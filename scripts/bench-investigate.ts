// `npm run bench:investigate` (after `npm run build`): how long a link report takes on a 3-hop chain of
// local stand-in sites, besides their own delays (target under 300 ms), and whether 50 investigations
// at once leave redirects and pages answering in under 100 ms. Traffic stays on loopback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { makeDataDir, startServer } from "../server/test-server.ts";

const REPORT_TARGET_MS = 300;
const UNDER_LOAD_TARGET_MS = 100;
const RUNS = 30;
const CONCURRENT = 50;
/** Each stand-in hop waits this long under load, as a slow site would, so investigations overlap. */
const SLOW_HOP_MS = 300;

let hopDelayMs = 0;
const chain = http.createServer(async (req, res) => {
  if (hopDelayMs > 0) await sleep(hopDelayMs);
  const [path = "/", query = ""] = (req.url ?? "/").split("?");
  const next = { "/a": "/b", "/b": "/c" }[path];
  if (next) res.writeHead(302, { Location: `${next}?${query}` }).end();
  else
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end("<html lang=en><head><title>End</title></head></html>");
});
await new Promise<void>((resolve) => chain.listen(0, "127.0.0.1", resolve));
const chainUrl = `http://127.0.0.1:${(chain.address() as AddressInfo).port}`;

const data = await makeDataDir();
const server = await startServer({
  DATA_DIR: data.dir,
  LOG_LEVEL: "warn",
  // The stand-in sites live on loopback; the guard lets them through only with this test switch.
  ALLOW_PRIVATE_ADDRESSES: "true",
  INVESTIGATE_RATE_LIMIT: "100000/60",
});

/** Milliseconds a request takes, its body read. */
async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (response.status >= 400 && response.status !== 404)
    throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const report = (n: number) =>
  `${server.url}/api/link-investigations?url=${encodeURIComponent(`${chainUrl}/a?n=${n}`)}&language=en`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  // A fresh address each time, so no report comes from the cache.
  await timed(report(-1));
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) times.push(await timed(report(n)));
  const median = quantile(times, 0.5);
  console.log(
    `Report on a 3-hop local chain (${RUNS} runs): median ${ms(median)}, p95 ${ms(quantile(times, 0.95))}`,
  );

  const shortened = await (
    await fetch(`${server.url}/api/shorten-url`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: `${chainUrl}/c` }),
    })
  ).json();
  const redirect = String(shortened.shortenedUrl);
  hopDelayMs = SLOW_HOP_MS;
  const load = Promise.all(Array.from({ length: CONCURRENT }, (_, i) => timed(report(1000 + i))));
  await sleep(50);
  const redirects: number[] = [];
  const pages: number[] = [];
  for (let i = 0; i < 30; i++) {
    redirects.push(await timed(redirect, { redirect: "manual" }));
    pages.push(await timed(`${server.url}/en/about`));
  }
  const reports = await load;
  const redirectP99 = quantile(redirects, 0.99);
  const pageP99 = quantile(pages, 0.99);
  console.log(
    `With ${CONCURRENT} investigations in flight (hops ${SLOW_HOP_MS} ms each; slowest report ${ms(Math.max(...reports))}):`,
  );
  console.log(`  redirect /r/…  p50 ${ms(quantile(redirects, 0.5))}, p99 ${ms(redirectP99)}`);
  console.log(`  page /en/about p50 ${ms(quantile(pages, 0.5))}, p99 ${ms(pageP99)}`);

  const verdicts = [
    [`report under ${REPORT_TARGET_MS} ms`, median < REPORT_TARGET_MS],
    [`redirects under ${UNDER_LOAD_TARGET_MS} ms under load`, redirectP99 < UNDER_LOAD_TARGET_MS],
    [`pages under ${UNDER_LOAD_TARGET_MS} ms under load`, pageP99 < UNDER_LOAD_TARGET_MS],
  ] as const;
  for (const [target, met] of verdicts) console.log(`target: ${target}: ${met ? "met" : "NOT MET"}`);
  process.exitCode = verdicts.every(([, met]) => met) ? 0 : 1;
} finally {
  await server.stop();
  chain.close();
  await data.remove();
}
