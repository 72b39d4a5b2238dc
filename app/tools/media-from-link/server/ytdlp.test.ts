// yt-dlp behind the guarded proxy. A fake yt-dlp (fixtures/fake-yt-dlp.py, which reaches the web only
// through --proxy, as yt-dlp does) shows the listing's mapping, the streaming, the failures, the kill and
// the child's environment; Debian's real yt-dlp, when installed, shows the same against a stand-in whose
// made-up name only our proxy can resolve: its success is proof that it went through the proxy.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { setTimeout } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { closeServers, serve } from "#server/test/origins.ts";
import { STAND_IN_HOST, standIn } from "../fixtures/stand-in.ts";
import { createYtDlp, YtDlpFailed } from "./ytdlp.ts";

const FAKE = fileURLToPath(new URL("../fixtures/fake-yt-dlp.py", import.meta.url));
const REAL = "/usr/bin/yt-dlp";

let workDir = "";
let clip = Buffer.alloc(0);

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "ytdlp-test-"));
  // A second of real MP4 (mpeg4 is in every ffmpeg build), for the real yt-dlp to recognise and stream.
  const file = path.join(workDir, "clip.mp4");
  await promisify(execFile)("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=duration=1:size=160x120:rate=10",
    "-c:v",
    "mpeg4",
    "-movflags",
    "+faststart",
    file,
  ]);
  clip = await readFile(file);
});
afterEach(closeServers);
afterAll(() => rm(workDir, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A page with one <video>, the clip, a redirect to `bounce` and a media file that stalls after a chunk. */
function platform(bounce = "http://169.254.169.254/latest/meta-data/"): {
  handler: http.RequestListener;
  pids: number[];
} {
  const pids: number[] = [];
  const page = (video: string) =>
    `<!doctype html><html><head><title>A real clip</title></head><body><video src="${video}"></video></body></html>`;
  const handler: http.RequestListener = (req, res) => {
    const pid = Number(req.headers["x-fake-pid"]);
    if (pid) pids.push(pid);
    switch (req.url) {
      case "/post":
        return res.writeHead(200, { "Content-Type": "text/html" }).end(page("/clip.mp4"));
      case "/hostile":
        return res.writeHead(200, { "Content-Type": "text/html" }).end(page("/bounce.mp4"));
      case "/stalling":
        return res.writeHead(200, { "Content-Type": "text/html" }).end(page("/stall.mp4"));
      case "/clip.mp4":
        return res.writeHead(200, { "Content-Type": "video/mp4", "Content-Length": clip.length }).end(clip);
      case "/bounce.mp4":
        return res.writeHead(302, { Location: bounce }).end();
      case "/stall.mp4":
        // One chunk, then nothing: only a kill ends this download.
        res.writeHead(200, { "Content-Type": "video/mp4", "Content-Length": clip.length * 2 });
        return res.write(clip);
      default:
        res.writeHead(404).end();
    }
  };
  return { handler, pids };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("createYtDlp, with a fake yt-dlp", () => {
  it("lists a post: its metadata mapped, garbage and unstreamable formats dropped", async () => {
    const { base, rules, server } = await standIn(platform().handler);
    const listing = await createYtDlp({ path: FAKE, rules }).list(
      `${base}/post`,
      new AbortController().signal,
    );
    expect(listing).toEqual({
      title: "A clip",
      uploader: "Someone",
      uploaderUrl: "https://clips.example/someone",
      uploadDate: "2026-03-01",
      timestamp: 1772323200,
      description: "x".repeat(5000),
      webpageUrl: `${base}/post`,
      originalUrl: `${base}/post`,
      extractor: "generic",
      duration: 12.5,
      formats: [
        {
          id: "http-720p",
          ext: "mp4",
          protocol: "http",
          width: 1280,
          height: 720,
          fps: 25,
          vcodec: "avc1.64001F",
          acodec: "mp4a.40.2",
          filesize: 1000,
          tbr: 1200.5,
          note: "720p",
        },
        { id: "audio", ext: "m4a", protocol: "http", vcodec: "none", acodec: "mp4a.40.2", filesize: 500 },
      ],
    });
    expect(server.requests.map((request) => request.path)).toEqual(["/post"]);
  });

  it("streams a format's bytes, and names its extension", async () => {
    const { base, rules } = await standIn(platform().handler);
    const opened = await createYtDlp({ path: FAKE, rules }).open(
      `${base}/post`,
      "http-720p",
      new AbortController().signal,
    );
    expect(opened.ext).toBe("mp4");
    expect(sha256(await readAll(opened.body))).toBe(sha256(clip));
  });

  it("keeps a short file whole when yt-dlp exits before the body is read", async () => {
    const stand = platform();
    const { base, rules } = await standIn(stand.handler);
    const opened = await createYtDlp({ path: FAKE, rules }).open(
      `${base}/post`,
      "http-720p",
      new AbortController().signal,
    );
    // The clip fits in the pipe: the fake writes it all and exits while nobody reads yet.
    expect(clip.length).toBeLessThan(64 * 1024);
    while (stand.pids.length === 0 || stand.pids.some(isRunning)) await setTimeout(20);
    await setTimeout(100);
    expect(sha256(await readAll(opened.body))).toBe(sha256(clip));
  });

  it("fails when a redirect leads to a metadata or private address, which is never contacted", async () => {
    const canary = await serve((_req, res) => res.end("secret"));
    for (const bounce of [
      "http://169.254.169.254/latest/meta-data/",
      `http://canary.example:${canary.port}/`,
      `http://127.0.0.1:${canary.port}/`,
      "http://inside.example/",
    ]) {
      const { base, rules } = await standIn(platform(bounce).handler);
      const error = await createYtDlp({ path: FAKE, rules })
        .open(`${base}/hostile`, "http-720p", new AbortController().signal)
        .catch((caught: unknown) => caught);
      expect(error, bounce).toBeInstanceOf(YtDlpFailed);
      expect((error as YtDlpFailed).code).toBe("failed");
      expect((error as YtDlpFailed).stderr).toContain("HTTP Error 403");
      expect((error as YtDlpFailed).refused).toEqual([
        `${new URL(bounce).hostname}:${new URL(bounce).port || 80}`,
      ]);
    }
    expect(canary.connections).toBe(0);
  });

  it("kills yt-dlp when the download is aborted", async () => {
    const { handler, pids } = platform();
    const { base, rules } = await standIn(handler);
    const controller = new AbortController();
    const opened = await createYtDlp({ path: FAKE, rules }).open(
      `${base}/stalling`,
      "http-720p",
      controller.signal,
    );
    const reader = opened.body[Symbol.asyncIterator]();
    expect(((await reader.next()).value as Buffer).length).toBeGreaterThan(0);
    const [pid = 0] = pids;
    expect(isRunning(pid)).toBe(true);
    controller.abort(new Error("visitor left"));
    await expect(reader.next()).rejects.toThrow("visitor left");
    await vi.waitFor(() => expect(isRunning(pid)).toBe(false));
  });

  it("tells an unsupported address, a timeout and a bad format id apart", async () => {
    const { base, rules } = await standIn(platform().handler);
    const ytdlp = createYtDlp({ path: FAKE, rules, timeoutMs: 300 });
    const signal = new AbortController().signal;
    await expect(ytdlp.list(`${base}/unsupported`, signal)).rejects.toMatchObject({ code: "unsupported" });
    await expect(ytdlp.list("ytsearch:cats", signal)).rejects.toMatchObject({ code: "unsupported" });
    await expect(ytdlp.list(`${base}/slow`, signal)).rejects.toMatchObject({ code: "timeout" });
    await expect(
      createYtDlp({ path: path.join(workDir, "no-yt-dlp"), rules }).list(`${base}/post`, signal),
    ).rejects.toMatchObject({ code: "failed", stderr: expect.stringContaining("ENOENT") });
    await expect(ytdlp.open(`${base}/post`, "137+140", signal)).rejects.toMatchObject({ code: "failed" });
    await expect(ytdlp.open(`${base}/post`, "nope", signal)).rejects.toMatchObject({
      code: "failed",
      stderr: expect.stringContaining("Requested format is not available"),
    });
  });

  it("hands the child no proxy variable, nor anything else of the server's environment", async () => {
    const { base, rules } = await standIn(platform().handler);
    vi.stubEnv("HTTP_PROXY", "http://127.0.0.1:1");
    vi.stubEnv("https_proxy", "http://127.0.0.1:1");
    vi.stubEnv("ALL_PROXY", "socks5://127.0.0.1:1");
    vi.stubEnv("SESSION_SECRET", "do not hand on");
    try {
      const error = (await createYtDlp({ path: FAKE, rules })
        .list(`${base}/env`, new AbortController().signal)
        .catch((caught: unknown) => caught)) as YtDlpFailed;
      const names = error.stderr.split("environment: ")[1]?.trim().split(",") ?? [];
      expect(names).toContain("PATH");
      expect(names).toContain("TMPDIR");
      expect(names.filter((name) => name.toLowerCase().endsWith("_proxy"))).toEqual([]);
      expect(names).not.toContain("SESSION_SECRET");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("createYtDlp, with Debian's yt-dlp", () => {
  if (!existsSync(REAL)) console.info(`${REAL} is not installed: the real yt-dlp's tests are skipped`);

  it.skipIf(!existsSync(REAL))(
    "lists and streams a generic page's video, reaching the made-up host through our proxy only",
    async () => {
      const { base, rules, server } = await standIn(platform().handler);
      const ytdlp = createYtDlp({ path: REAL, rules });
      const signal = new AbortController().signal;
      const listing = await ytdlp.list(`${base}/post`, signal);
      // The generic extractor names a page's <video> "html5".
      expect(["generic", "html5"]).toContain(listing.extractor);
      expect(listing.title).toContain("A real clip");
      const [format] = listing.formats;
      expect(format?.ext).toBe("mp4");
      const opened = await ytdlp.open(`${base}/post`, format?.id ?? "", signal);
      expect(opened.ext).toBe("mp4");
      expect(sha256(await readAll(opened.body))).toBe(sha256(clip));
      expect(server.requests.map((request) => request.host)).toContain(`${STAND_IN_HOST}:${server.port}`);
    },
  );

  it.skipIf(!existsSync(REAL))("fails when the video redirects to a private address", async () => {
    const canary = await serve((_req, res) => res.end("secret"));
    const { base, rules } = await standIn(platform(`http://canary.example:${canary.port}/`).handler);
    const ytdlp = createYtDlp({ path: REAL, rules });
    const signal = new AbortController().signal;
    const [format] = (await ytdlp.list(`${base}/hostile`, signal)).formats;
    const error = await ytdlp
      .open(`${base}/hostile`, format?.id ?? "", signal)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "failed", refused: [`canary.example:${canary.port}`] });
    expect(canary.connections).toBe(0);
  });
});
