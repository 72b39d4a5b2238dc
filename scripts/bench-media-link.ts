// `npm run bench:media-link` (after `npm run build`): media from a link through the built server, on a
// stand-in site on loopback. The listing of an article naming 20 media (target ≤ 500 ms), a 100 MB MP4
// passed through the guard (≥ 200 MB/s) and opened by the video inspector in Chromium from its address
// until its keyframe index is shown (≤ 3 s), an HLS stream of 90 two-second segments joined (≤ 5 s), and
// /healthz while three 1 GB transfers run (p99 ≤ 100 ms).
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { chromium } from "@playwright/test";
import { makeDataDir, startServer } from "../host/test/server.ts";
import { begin, figure, judge, ms, percentilesText } from "./bench/harness.ts";
import { benchHlsJoin } from "./bench/hls-join.ts";
import { median, percentile } from "./bench/stats.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const HOST = "media.veritools.test";
const DIR = path.join(tmpdir(), "media-link-bench");
const BIG_VIDEO = path.join(DIR, "big.mp4");
const GIGABYTE = 1_000_000_000;
const LISTING_RUNS = 20;
const MB = 1_000_000;

/** About 100 MB of real H.264 (40 s at 20 Mbit/s, a keyframe every 2 s), made once by ffmpeg. */
function bigVideo(): Buffer {
  if (!existsSync(BIG_VIDEO)) {
    console.log(`Making a 100 MB MP4 with ffmpeg (once; kept in ${DIR})…`);
    mkdirSync(DIR, { recursive: true });
    const part = `${BIG_VIDEO}.part.mp4`;
    execFileSync("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30"],
      ...[
        "-t",
        "40",
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-b:v",
        "20M",
        "-minrate",
        "20M",
        "-maxrate",
        "20M",
      ],
      ...["-bufsize", "4M", "-g", "60", "-pix_fmt", "yuv420p", part],
    ]);
    renameSync(part, BIG_VIDEO);
  }
  return readFileSync(BIG_VIDEO);
}

const video = bigVideo();
const keyframes = Math.ceil(40 / 2);
const CHUNK = Buffer.alloc(1024 * 1024, 0x5a);
const ARTICLE = `<!doctype html><html><head><title>Flood</title>
<meta property="og:video" content="/big.mp4"><meta property="og:image" content="/img/0.jpg">
<script type="application/ld+json">{"@type":"VideoObject","contentUrl":"/big.mp4","uploadDate":"2026-11-30"}</script>
</head><body>${Array.from({ length: 18 }, (_, i) => `<img src="/img/${i}.jpg" width="1200" height="800">`).join("")}
<video src="/clip.webm"></video></body></html>`;
const PICTURE = Buffer.alloc(300_000, 1);

const site = http.createServer((req, res) => {
  const url = req.url ?? "/";
  const head = req.method === "HEAD";
  const send = (type: string, body: Buffer) => {
    res.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
    res.end(head ? undefined : body);
  };
  if (url === "/article") return send("text/html", Buffer.from(ARTICLE));
  if (url === "/big.mp4") return send("video/mp4", video);
  if (url === "/clip.webm") return send("video/webm", PICTURE);
  if (url.startsWith("/img/")) return send("image/jpeg", PICTURE);
  if (url.startsWith("/gigabyte")) {
    // 1 GB of bytes, made as they are read: the stand-in holds one megabyte.
    res.writeHead(200, { "Content-Type": "video/mp4", "Content-Length": GIGABYTE });
    let sent = 0;
    const pump = () => {
      while (sent < GIGABYTE) {
        const part = sent + CHUNK.length <= GIGABYTE ? CHUNK : CHUNK.subarray(0, GIGABYTE - sent);
        sent += part.length;
        if (!res.write(part)) return;
      }
      res.end();
    };
    res.on("drain", pump);
    return pump();
  }
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
const sitePort = (site.address() as AddressInfo).port;
const at = (path: string) => `http://${HOST}:${sitePort}${path}`;

begin("Media from a link through the built server, on a stand-in site on loopback");
const data = await makeDataDir();
const server = await startServer({
  DATA_DIR: data.dir,
  LOG_LEVEL: "warn",
  HOST_ADDRESSES: `${HOST}=127.0.0.1`,
  ALLOW_PRIVATE_ENDPOINTS: `127.0.0.1:${sitePort}`,
  MEDIA_FETCH_RATE_LIMIT: "100000/60",
  MEDIA_FETCH_CONCURRENCY: "16",
});
const listAddress = (url: string) => `${server.url}/api/media-from-link?url=${encodeURIComponent(url)}`;
const fileAddress = (url: string) => `${server.url}/api/media-from-link/file?url=${encodeURIComponent(url)}`;

/** Reads a transfer to its end; its bytes and milliseconds. */
async function drain(url: string): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  return { bytes, ms: performance.now() - started };
}

try {
  // 1. The listing: the page read and parsed, its 20 media each asked for their type and size.
  const listings: number[] = [];
  for (let run = 0; run <= LISTING_RUNS; run++) {
    const started = performance.now();
    const listing = (await (await fetch(listAddress(at("/article")))).json()) as { items: unknown[] };
    if (run > 0) listings.push(performance.now() - started);
    if (listing.items.length !== 20)
      throw new Error(`listed ${listing.items.length} of the article's 20 media`);
  }
  console.log(
    `Listing of an article naming 20 media (${LISTING_RUNS} runs): ${percentilesText(listings, [50, 95, 100])}`,
  );
  judge("listing, 95th percentile", percentile(listings, 95), { atMost: 500 });

  // 2. The 100 MB MP4 through the guard, as the browser gets it.
  await drain(fileAddress(at("/big.mp4")));
  const passes = [];
  for (let run = 0; run < 3; run++) passes.push(await drain(fileAddress(at("/big.mp4"))));
  const rate = median(passes.map(({ bytes, ms: took }) => bytes / MB / (took / 1000)));
  console.log(`${figure(video.length / MB)} MB MP4 through the server (3 runs): median ${figure(rate)} MB/s`);
  judge("transfer through the guard on loopback", rate, {
    atLeast: 200,
    unit: (value) => `${figure(value)} MB/s`,
  });

  // 3. The video inspector opening that address, until its keyframe index is on the page.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const opens: number[] = [];
    for (let run = 0; run < 4; run++) {
      const page = await browser.newPage();
      const started = performance.now();
      await page.goto(`${server.url}/en/tools/video-inspector?url=${encodeURIComponent(at("/big.mp4"))}`);
      await page
        .getByTestId("frames")
        .getByRole("figure")
        .nth(keyframes - 1)
        .waitFor({ timeout: 60_000 });
      // The first run warms the server and the browser's cache of the page's code.
      if (run > 0) opens.push(performance.now() - started);
      await page.close();
    }
    console.log(
      `Video inspector from the address to ${keyframes} keyframes listed (3 runs): ${percentilesText(opens, [50, 100])}`,
    );
    judge("100 MB MP4 into the video inspector, median", median(opens), { atMost: 3000 });
  } finally {
    await browser.close();
  }

  // 4. An HLS stream of 90 segments joined (the join itself, on loopback).
  const hls = await benchHlsJoin();
  judge("HLS of 90 segments joined, median", hls.seconds * 1000, { atMost: 5000 });

  // 5. /healthz, one request after another, while three 1 GB transfers run. Asked from a thread of its own,
  // so that this process reading three gigabytes does not delay the asking.
  const poller = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
    const health = [];
    let running = true;
    parentPort.on("message", () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(workerData)).arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      parentPort.postMessage(health);
    })();`,
    { eval: true, workerData: `${server.url}/healthz` },
  );
  const moved = await Promise.all([1, 2, 3].map((n) => drain(fileAddress(at(`/gigabyte/${n}`)))));
  poller.postMessage("stop");
  const [health] = (await once(poller, "message")) as [number[]];
  await poller.terminate();
  const slowest = Math.max(...moved.map(({ ms: took }) => took));
  const total = moved.reduce((sum, { bytes }) => sum + bytes, 0);
  if (moved.some(({ bytes }) => bytes !== GIGABYTE)) throw new Error("a 1 GB transfer did not arrive whole");
  console.log(
    `Three 1 GB transfers at once: ${figure(total / MB / (slowest / 1000))} MB/s together, ${ms(slowest)}; ` +
      `/healthz ${health.length} times: ${percentilesText(health, [50, 99, 100])}`,
  );
  judge("/healthz p99 during three 1 GB transfers", percentile(health, 99), { atMost: 100 });
} finally {
  await server.stop();
  await data.remove();
  site.close();
}
