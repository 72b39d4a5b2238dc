// The rendered part of a capture (CAPTURE_BROWSER): the page loaded in a locked Chromium
// (locked-browser.ts) whose every request is paused by interception and answered by the capture itself,
// through the same guarded, recorded, counted fetch as the rest of the capture; then scrolled, so that
// lazy images load, and drawn whole as a PNG.
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, type CDPSession, type Protocol, TimeoutError } from "puppeteer-core";
import type { RefusalReason } from "../logic/capture-report.ts";
import { browserAnswer } from "./browser-answer.ts";
import { closeBrowser, launchLockedBrowser } from "./locked-browser.ts";
import type { RecordedHop } from "./resource-fetch.ts";
import type { ResourceKind } from "./resource-links.ts";

export interface RenderInput {
  executable: string;
  url: string;
  /** The capture's folder: the browser's profile (removed after) and the screenshot go there. */
  dir: string;
  /** What the browser gets for a GET of `url`: its recorded answer, or null when it is not to have one. */
  answer(url: string, kind: ResourceKind): Promise<RecordedHop | null>;
  /** A request never sent (not a GET, not http): listed as refused. */
  refuse(url: string, reason: RefusalReason): void;
  /** Decoded bytes of one body handed to the browser at most. */
  maxBodyBytes: number;
  /** When the stage must be over (epoch ms); `signal` aborts then, or when the visitor leaves. */
  endsAt: number;
  signal: AbortSignal;
}

export interface Screenshot {
  file: string;
  width: number;
  height: number;
}

const WIDTH = 1280;
// Taller pages are drawn down to here: a longer PNG is megabytes nobody reads, and Chromium may fail it.
const MAX_HEIGHT = 16_000;
// Time kept at the end of the stage for scrolling and drawing, however long the page takes to load.
const DRAW_RESERVE_MS = 3000;
const IDLE_MS = 500;
const SCROLL_PAUSE_MS = 100;
const CLOSE_WAIT_MS = 2000;

const KINDS: Partial<Record<Protocol.Network.ResourceType, ResourceKind>> = {
  // A page and a frame are asked for alike.
  Document: "page",
  Stylesheet: "style",
};

export async function renderPage(input: RenderInput): Promise<Screenshot> {
  const profile = path.join(input.dir, "browser-profile");
  const browser = await launchLockedBrowser(input.executable, profile, msUntil(input.endsAt));
  // Past the stage's end, or when the visitor leaves, the browser is killed: whatever it was doing fails.
  const kill = () => browser.process()?.kill("SIGKILL");
  input.signal.addEventListener("abort", kill, { once: true });
  try {
    input.signal.throwIfAborted();
    return await draw(browser, input);
  } finally {
    input.signal.removeEventListener("abort", kill);
    await closeBrowser(browser, CLOSE_WAIT_MS);
    await rm(profile, { recursive: true, force: true });
  }
}

function msUntil(time: number): number {
  // Puppeteer reads 0 as "no time limit".
  return Math.max(1, time - Date.now());
}

async function draw(browser: Browser, input: RenderInput): Promise<Screenshot> {
  // On the browser's own target, interception sees the requests of every page, frame and worker.
  const session = await browser.target().createCDPSession();
  session.on("Fetch.requestPaused", (event) => void intercept(session, event, input));
  await session.send("Fetch.enable", { patterns: [{ urlPattern: "*", requestStage: "Request" }] });
  const [page] = await browser.pages();
  if (!page) throw new Error("the browser opened no page");
  const loadedBy = input.endsAt - DRAW_RESERVE_MS;
  try {
    await page.goto(input.url, { waitUntil: "load", timeout: msUntil(loadedBy) });
  } catch (error) {
    // A page still loading is drawn as far as it got.
    if (!(error instanceof TimeoutError)) throw error;
  }
  await page.waitForNetworkIdle({ idleTime: IDLE_MS, timeout: msUntil(loadedBy) }).catch(() => {});
  await page.evaluate(
    async (maxHeight, pause) => {
      const bottom = Math.min(document.documentElement.scrollHeight, maxHeight);
      for (let y = window.innerHeight; y < bottom; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      window.scrollTo(0, 0);
    },
    MAX_HEIGHT,
    SCROLL_PAUSE_MS,
  );
  await page
    .waitForNetworkIdle({ idleTime: IDLE_MS, timeout: Math.min(DRAW_RESERVE_MS / 2, msUntil(input.endsAt)) })
    .catch(() => {});
  const height = await page.evaluate(
    (maxHeight) => Math.min(Math.max(document.documentElement.scrollHeight, 1), maxHeight),
    MAX_HEIGHT,
  );
  const png = await page.screenshot({
    type: "png",
    clip: { x: 0, y: 0, width: WIDTH, height },
    captureBeyondViewport: true,
  });
  const file = path.join(input.dir, "screenshot.png");
  await writeFile(file, png);
  return { file, ...pngSize(png) };
}

/** The size its IHDR chunk gives (right after the 8-byte signature and the chunk's length and type). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function intercept(
  session: CDPSession,
  { requestId, request, resourceType }: Protocol.Fetch.RequestPausedEvent,
  input: RenderInput,
): Promise<void> {
  try {
    const scheme = URL.parse(request.url)?.protocol;
    let hop: RecordedHop | null = null;
    if (scheme !== "http:" && scheme !== "https:") input.refuse(request.url, "invalid_url");
    else if (request.method !== "GET") input.refuse(request.url, "not_get");
    else hop = await input.answer(request.url, KINDS[resourceType] ?? "asset");
    if (hop) {
      await session.send("Fetch.fulfillRequest", {
        requestId,
        ...(await browserAnswer(hop, input.maxBodyBytes)),
      });
      return;
    }
  } catch {
    // Failed below, as a refusal is.
  }
  await session.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" }).catch(() => {});
}
