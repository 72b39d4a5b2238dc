// Measures the video inspector in Chromium on the production build (`npm run build` first): a 100 MB,
// 3-minute 1080p H.264 MP4 made here by Debian's ffmpeg (keyframe every 2 s), then a 12-second HEVC one. For each it
// prints the time from choosing the file to the keyframe index on screen (target ≤ 100 ms), to the first
// thumbnail (≤ 1 s) and to every keyframe drawn (≤ 10 s), and the peak memory of the page's renderer
// process (the page and its workers, decoders included), which must stay far below the file's size.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { makeDataDir, startServer } from "../host/test-server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const DIR = path.resolve("test-results", "bench-video");
const SECONDS = 180;
/** x265 encodes 1080p slowly on this machine: the HEVC file is 12 s long (same rate and keyframe spacing). */
const HEVC_SECONDS = 12;
const TARGETS = { index: 100, first: 1000, all: 10_000 };

function make(name: string, seconds: number, codecArgs: string[]): string {
  const file = path.join(DIR, name);
  if (existsSync(file)) return file;
  mkdirSync(DIR, { recursive: true });
  console.log(`Making ${name} with ffmpeg (once; kept in ${DIR})…`);
  execFileSync(
    "ffmpeg",
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      `testsrc2=size=1920x1080:rate=30`,
      "-t",
      String(seconds),
      ...codecArgs,
      "-pix_fmt",
      "yuv420p",
      file,
    ],
    { stdio: "inherit" },
  );
  return file;
}

/** Resident memory (kB) of each process descended from `root`, by pid. */
function descendants(root: number): Map<number, number> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4);
    } catch {
      // gone meanwhile
    }
  }
  const found = new Map<number, number>();
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid && !found.has(child)) {
        found.set(child, rss.get(child) ?? 0);
        walk(child);
      }
    }
  };
  walk(root);
  return found;
}

const rendererPids = (root: number) =>
  [...descendants(root).keys()].filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer");
    } catch {
      return false;
    }
  });

async function measure(base: string, browserPid: number, file: string) {
  const browser = await chromium.connect(process.env.BENCH_WS ?? "");
  const before = new Set(rendererPids(browserPid));
  const page = await browser.newPage();
  await page.goto(`${base}/en/tools/video-inspector`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Marks taken inside the page: the file's change event, the index, the first and the last picture.
  await page.evaluate(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { benchMarks: Record<string, number> }).benchMarks = marks;
    document.addEventListener(
      "change",
      () => {
        marks.chosen ??= performance.now();
      },
      true,
    );
    const check = () => {
      if (marks.chosen === undefined) return;
      const list = document.querySelector('[data-testid="frames"]');
      const figures = list?.querySelectorAll("figure").length ?? 0;
      if (figures > 0) marks.index ??= performance.now();
      const drawn = [...(list?.querySelectorAll("img") ?? [])].filter(
        (image) => image.complete && image.naturalWidth > 0,
      );
      if (drawn.length > 0) marks.first ??= performance.now();
      if (figures > 0 && drawn.length === figures) marks.all ??= performance.now();
      marks.count = figures;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
    document.addEventListener("load", check, true);
  });
  let peak = 0;
  const poll = setInterval(() => {
    const all = descendants(browserPid);
    const mine = rendererPids(browserPid).filter((pid) => !before.has(pid));
    const total = mine.reduce((sum, pid) => sum + (all.get(pid) ?? 0), 0);
    peak = Math.max(peak, total);
  }, 50);
  await page.getByLabel("Choose a video").setInputFiles(file);
  await page.waitForFunction(
    () => (window as unknown as { benchMarks: Record<string, number> }).benchMarks.all !== undefined,
    null,
    {
      timeout: 600_000,
      polling: 50,
    },
  );
  clearInterval(poll);
  const marks = await page.evaluate(
    () => (window as unknown as { benchMarks: Record<string, number> }).benchMarks,
  );
  await browser.close();
  const since = (mark: string) => (marks[mark] ?? Number.NaN) - (marks.chosen ?? 0);
  return {
    index: since("index"),
    first: since("first"),
    all: since("all"),
    count: marks.count ?? 0,
    peakMb: peak / 1024,
  };
}

const h264 = make("h264-1080p-3min.mp4", SECONDS, [
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-b:v",
  "4400k",
  "-maxrate",
  "4400k",
  "-bufsize",
  "8800k",
  "-g",
  "60",
  "-sc_threshold",
  "0",
]);
const hevc = make("hevc-1080p-12s.mp4", HEVC_SECONDS, [
  "-c:v",
  "libx265",
  "-preset",
  "ultrafast",
  "-b:v",
  "4400k",
  "-x265-params",
  "keyint=60:min-keyint=60:scenecut=0:log-level=error",
  "-tag:v",
  "hvc1",
]);

const data = await makeDataDir();
const server = await startServer({ DATA_DIR: data.dir, LOG_LEVEL: "warn" });
const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
process.env.BENCH_WS = browserServer.wsEndpoint();
const browserPid = browserServer.process().pid ?? 0;
try {
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  for (const [name, file] of [
    ["H.264", h264],
    ["HEVC", hevc],
  ] as const) {
    const size = statSync(file).size / 1e6;
    const result = await measure(server.url, browserPid, file);
    console.log(`\n${name}: ${path.basename(file)}, ${size.toFixed(1)} MB, ${result.count} keyframes`);
    console.log(
      `  keyframe index on screen  ${ms(result.index).padStart(10)}   (target ≤ ${ms(TARGETS.index)})`,
    );
    console.log(
      `  first thumbnail drawn     ${ms(result.first).padStart(10)}   (target ≤ ${ms(TARGETS.first)})`,
    );
    console.log(`  every keyframe drawn      ${ms(result.all).padStart(10)}   (target ≤ ${ms(TARGETS.all)})`);
    console.log(
      `  peak memory of the page   ${`${result.peakMb.toFixed(0)} MB`.padStart(10)}   (renderer process: page and workers; file ${size.toFixed(0)} MB)`,
    );
  }
} finally {
  await browserServer.close();
  await server.stop();
  await data.remove();
}
