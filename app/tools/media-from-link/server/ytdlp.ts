// Platforms through yt-dlp (YTDLP_PATH): a post's listing (-J) and one format's bytes (-o -). yt-dlp never
// connects by itself: each run gets its own guarded proxy (guarded-proxy.ts) and nothing else to reach
// the web with, so every destination it asks for, redirects included, is vetted as our own hops are.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { startGuardedProxy } from "./guarded-proxy.ts";
import type { FetchRules } from "./media-fetch.ts";
import { listingOf, type YtDlpListing } from "./ytdlp-listing.ts";

export type { YtDlpFormat, YtDlpListing } from "./ytdlp-listing.ts";

export type YtDlpFailure = "unsupported" | "failed" | "timeout";

export class YtDlpFailed extends Error {
  readonly code: YtDlpFailure;
  /** The end of yt-dlp's stderr (2 KB at most): for the log, never for the visitor. */
  readonly stderr: string;
  /** What the proxy refused during the run ("host:port"), for the log. */
  readonly refused: readonly string[];
  constructor(code: YtDlpFailure, detail: string, stderr = "", refused: readonly string[] = []) {
    super(detail);
    this.code = code;
    this.stderr = stderr;
    this.refused = refused;
  }
}

export interface YtDlpOptions {
  /** YTDLP_PATH. */
  path: string;
  rules: FetchRules;
  /** A listing's whole run, or a download's wait for its first byte. Default 60 s. */
  timeoutMs?: number;
}

export interface OpenedFormat {
  body: Readable;
  /** The format's extension, as yt-dlp names it (mp4, webm, m4a…). */
  ext?: string;
  close(): void;
}

export interface YtDlp {
  list(url: string, signal: AbortSignal): Promise<YtDlpListing>;
  open(url: string, formatId: string, signal: AbortSignal): Promise<OpenedFormat>;
}

const DEFAULT_TIMEOUT_MS = 60_000;
/** A listing is metadata: past this, something is wrong. */
const MAX_LISTING_BYTES = 20 * 1024 * 1024;
const STDERR_TAIL = 2048;
/**
 * What the child inherits: enough to run (PATH, HOME for a `pip --user` install, the locale, a TLS trust
 * store set by the operator), never the server's secrets nor an HTTP(S)_PROXY that would take it around
 * our proxy. An allowlist, so that a variable added to the server later is not handed on by default.
 */
const INHERITED = ["PATH", "HOME", "LANG", "LC_ALL", "LC_CTYPE", "SSL_CERT_FILE", "SSL_CERT_DIR"];
/** Options of every run: no operator or user config file that could add a proxy or a downloader. */
const COMMON = [
  "--ignore-config",
  "--no-cache-dir",
  "--no-playlist",
  "--no-warnings",
  "--socket-timeout",
  "30",
];
/**
 * One format, by id: letters, digits and - _ . = (yt-dlp's ids, such as "hls-720p" or "dash-video=128000").
 * No "+" (a merge, done by ffmpeg), "/" or "," (more formats), brackets or parentheses.
 */
const FORMAT_ID = /^[\w.=-]{1,120}$/;
/**
 * Only formats yt-dlp downloads itself, through --proxy (--downloader native): never rtmp, rtsp or mms,
 * whose external programs would connect on their own. The listing offers no others (ytdlp-listing.ts).
 */
const NATIVE_PROTOCOLS = "[protocol~='^(https?|m3u8(_native)?|http_dash_segments)$']";
/** Where the download's extension is written (in the run's own directory), before its first byte. */
const EXT_FILE = "ext.txt";

export function createYtDlp({ path: given, rules, timeoutMs = DEFAULT_TIMEOUT_MS }: YtDlpOptions): YtDlp {
  // Each run's working directory is a temporary one: a relative path would be looked for there.
  const program = given.includes("/") ? path.resolve(given) : given;
  async function list(url: string, signal: AbortSignal): Promise<YtDlpListing> {
    const run = await start(program, rules, ["-J", ...COMMON], url, signal);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    run.child.stdout?.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_LISTING_BYTES) {
        tooLarge = true;
        run.kill();
      } else chunks.push(chunk);
    });
    const timer = setTimeout(run.timeOut, timeoutMs);
    const code = await run.exited.finally(() => clearTimeout(timer));
    if (tooLarge) throw run.failed(`listing over ${MAX_LISTING_BYTES} bytes`);
    if (code !== 0) throw run.failure(code);
    let json: unknown;
    try {
      json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      throw run.failed("listing is not JSON");
    }
    return listingOf(json);
  }

  async function open(url: string, formatId: string, signal: AbortSignal): Promise<OpenedFormat> {
    if (!FORMAT_ID.test(formatId)) throw new YtDlpFailed("failed", "not a single format id");
    const run = await start(
      program,
      rules,
      [
        ...COMMON,
        "-f",
        `${formatId}${NATIVE_PROTOCOLS}`,
        "--downloader",
        "native",
        // A live stream is downloaded by ffmpeg whatever the downloader asked for.
        "--match-filter",
        "!is_live",
        "--print-to-file",
        "before_dl:%(ext)s",
        EXT_FILE,
        "-o",
        "-",
        "--no-part",
        "--no-progress",
      ],
      url,
      signal,
    );
    const stdout = run.child.stdout as Readable;
    // A child that exits has its untouched output resumed by Node, to reach its end: with no reader
    // yet, that would drop the bytes, and an exit code of 0 would pass for a whole, empty file. A
    // stream with a "readable" listener is left paused, so one stays until the body has been read.
    const holdOutput = () => {};
    stdout.on("readable", holdOutput);
    const timer = setTimeout(run.timeOut, timeoutMs);
    const started = await Promise.race([
      once(stdout, "readable").then(() => stdout.readableLength > 0),
      run.exited.then(() => false),
    ]).finally(() => clearTimeout(timer));
    if (!started) {
      const code = await run.exited;
      throw code === 0 ? run.failed("yt-dlp sent nothing") : run.failure(code);
    }
    const ext = await run.readExt();

    async function* bytes(): AsyncGenerator<Buffer> {
      yield* stdout as AsyncIterable<Buffer>;
      // A download cut short is no file: the reader must not take it for a whole one.
      const code = await run.exited;
      if (code !== 0) throw run.failure(code);
    }
    const body = Readable.from(bytes(), { objectMode: false });
    const close = () => {
      run.kill();
      body.destroy();
    };
    const onAbort = () => {
      run.kill();
      body.destroy(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    body.once("close", () => {
      signal.removeEventListener("abort", onAbort);
      stdout.off("readable", holdOutput);
      run.kill();
    });
    return { body, ...(ext ? { ext } : {}), close };
  }

  return { list, open };
}

interface Run {
  child: ChildProcess;
  /** The exit code; null when killed, or when it never started. */
  exited: Promise<number | null>;
  kill(): void;
  timeOut(): void;
  readExt(): Promise<string | undefined>;
  /** The failure yt-dlp's exit `code` means, with its stderr. */
  failure(code: number | null): YtDlpFailed | Error;
  failed(detail: string): YtDlpFailed;
}

/**
 * yt-dlp started on `url` (http or https only: after "--" yt-dlp would still read "ytsearch:…" as a
 * search), in its own temporary directory and process group, behind a proxy of its own; the proxy
 * closes and the directory goes when it exits. Aborting `signal` kills it.
 */
async function start(
  program: string,
  rules: FetchRules,
  args: string[],
  url: string,
  signal: AbortSignal,
): Promise<Run> {
  const protocol = URL.parse(url)?.protocol;
  if (protocol !== "http:" && protocol !== "https:")
    throw new YtDlpFailed("unsupported", "not an http(s) URL");
  signal.throwIfAborted();
  const dir = await mkdtemp(path.join(tmpdir(), "yt-dlp-"));
  const proxy = await startGuardedProxy(rules).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  const env: Record<string, string> = { TMPDIR: dir };
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  // Its own process group (detached), so that a kill reaches whatever it started too.
  const child = spawn(program, [...args, "--proxy", proxy.url, "--", url], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL);
  });
  let timedOut = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once("error", (error) => {
      stderr = `${stderr}${error.message}`.slice(-STDERR_TAIL);
      resolve(null);
    });
    child.once("close", (code) => resolve(code));
  });
  const kill = () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  };
  signal.addEventListener("abort", kill, { once: true });
  const done = exited.then(async () => {
    signal.removeEventListener("abort", kill);
    await proxy.close();
  });
  // The directory holds what yt-dlp wrote (the extension file); it goes once both are done with it.
  void done.then(() => rm(dir, { recursive: true, force: true })).catch(() => {});

  const failed = (detail: string) => new YtDlpFailed("failed", detail, stderr, proxy.refused);
  return {
    child,
    exited,
    kill,
    timeOut: () => {
      timedOut = true;
      kill();
    },
    // Read while stdout still holds unread bytes: till then the child's "close", and so the removal of
    // the directory, cannot come.
    readExt: async () => {
      const text = await readFile(path.join(dir, EXT_FILE), "utf8").catch(() => "");
      return text.trim().split("\n")[0] || undefined;
    },
    failure: (code) => {
      if (signal.aborted) return signal.reason as Error;
      if (timedOut) return new YtDlpFailed("timeout", "yt-dlp took too long", stderr, proxy.refused);
      if (stderr.includes("Unsupported URL")) {
        return new YtDlpFailed("unsupported", "yt-dlp knows no media at this address", stderr, proxy.refused);
      }
      return failed(`yt-dlp exited with ${code ?? "a signal"}`);
    },
    failed,
  };
}
