// One capture: the page, then everything it names to be seen (stylesheets and what they name, images,
// scripts, icons, posters, its frames one level down), six fetches at once, every one through the guard,
// within the limits below; when asked, then the page as a browser runs it (rendered-page.ts), each of its
// requests fetched the same way unless already fetched, and drawn. Recorded in a WARC as it goes, then
// packaged as a signed WACZ.
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { HopOptions } from "#server/net/guarded-request.ts";
import type {
  CaptureReport,
  CaptureStop,
  RefusalReason,
  RenderedPage,
  ResourceLine,
} from "../logic/capture-report.ts";
import { WARC_PATH } from "../logic/wacz-format.ts";
import type { CaptureKey } from "./capture-key.ts";
import { createCaptureLedger } from "./capture-ledger.ts";
import type { LinkReader } from "./link-reader.ts";
import { renderStage } from "./rendered-stage.ts";
import type { ByteBudget, FetchContext, RecordedHop } from "./resource-fetch.ts";
import type { NamedResource, ResourceKind } from "./resource-links.ts";
import { writeWacz } from "./wacz.ts";
import { createWarcWriter } from "./warc-writer.ts";

export interface CaptureLimits {
  /** Distinct addresses fetched at most (redirect hops included). */
  maxResources: number;
  maxTotalBytes: number;
  maxResourceBytes: number;
  timeoutMs: number;
  /** Of timeoutMs, what a rendered capture keeps for its browser: its crawl ends that much earlier. */
  renderMs: number;
  /** Fetches at once within one capture. */
  concurrency: number;
  maxRedirects: number;
}

export const DEFAULT_CAPTURE_LIMITS: CaptureLimits = {
  maxResources: 300,
  maxTotalBytes: 50 * 1024 * 1024,
  maxResourceBytes: 15 * 1024 * 1024,
  timeoutMs: 30_000,
  renderMs: 12_000,
  concurrency: 6,
  maxRedirects: 5,
};

export interface CaptureDeps {
  rules: HopOptions;
  links: LinkReader;
  key: CaptureKey;
  software: string;
  /** Where a capture's folder is made. */
  workDir: string;
  /** Chromium, for rendered captures (CAPTURE_BROWSER); without it they are refused as not configured. */
  browser?: string;
  stamp?(sha256: string): Promise<{ authority: string; token: string }[]>;
}

export interface FinishedCapture {
  report: CaptureReport;
  /** The WACZ, in the capture's folder. */
  file: string;
  /** The capture's folder, which the caller removes once the WACZ is moved or sent. */
  dir: string;
}

/** The page itself could not be fetched: nothing to archive. */
export class CaptureFailed extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

function budgetOf(total: number, onSpent: () => void): ByteBudget {
  let left = total;
  return {
    take(wanted) {
      const given = Math.min(wanted, left);
      left -= given;
      if (given < wanted) onSpent();
      return given;
    },
  };
}

/** Whether a fetched body is read for what it names, and as what. */
function parseKind(kind: ResourceKind, hop: RecordedHop): "page" | "frame" | "style" | null {
  if (hop.status < 200 || hop.status >= 300) return null;
  if (kind === "style") return hop.type === "" || hop.type === "text/css" ? "style" : null;
  if (kind === "page" || kind === "frame") return HTML_TYPES.has(hop.type) ? kind : null;
  return null;
}

export interface CaptureOptions {
  limits?: CaptureLimits;
  signal?: AbortSignal;
  onLine?: (line: ResourceLine) => void;
  /** Also load the page in the browser (CAPTURE_BROWSER) and draw it. */
  rendered?: boolean;
}

export async function capturePage(
  url: string,
  deps: CaptureDeps,
  options: CaptureOptions = {},
): Promise<FinishedCapture> {
  const dir = await mkdtemp(path.join(deps.workDir, "capture-"));
  try {
    return await captureInto(dir, url, deps, options);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function captureInto(
  dir: string,
  url: string,
  deps: CaptureDeps,
  options: CaptureOptions,
): Promise<FinishedCapture> {
  const limits = options.limits ?? DEFAULT_CAPTURE_LIMITS;
  const capturedAt = new Date().toISOString();
  const endsAt = Date.now() + limits.timeoutMs;
  const browser = options.rendered ? deps.browser : undefined;
  const withVisitor = (deadline: AbortSignal) =>
    options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  // A rendered capture's crawl leaves the browser its share of the time (yet keeps half at least).
  const crawlMs = browser
    ? Math.max(limits.timeoutMs - limits.renderMs, limits.timeoutMs / 2)
    : limits.timeoutMs;
  const signal = withVisitor(AbortSignal.timeout(crawlMs));
  const warcFile = path.join(dir, path.basename(WARC_PATH));
  const warc = await createWarcWriter(warcFile, { software: deps.software, format: "WARC File Format 1.1" });
  const lines: ResourceLine[] = [];
  const emit = (line: ResourceLine) => {
    lines.push(line);
    options.onLine?.(line);
  };
  let stoppedAt: CaptureStop | undefined;
  // Past the resource count nothing more is queued; past the bytes nothing more is fetched (past the
  // time neither, as each stage's signal ends its fetches).
  let halted = false;
  const stop = (why: CaptureStop) => {
    stoppedAt ??= why;
    if (why === "bytes") halted = true;
  };
  let bodies = 0;
  const context: FetchContext = {
    rules: deps.rules,
    signal,
    budget: budgetOf(limits.maxTotalBytes, () => stop("bytes")),
    maxResourceBytes: limits.maxResourceBytes,
    maxRedirects: limits.maxRedirects,
    warc,
    bodyFile: () => path.join(dir, `body-${bodies++}`),
  };

  const ledger = createCaptureLedger({
    maxResources: limits.maxResources,
    emit,
    stop,
    visitorLeft: () => options.signal?.aborted === true,
  });
  const queue: NamedResource[] = [];
  const enqueue = (resource: NamedResource) => {
    if (ledger.take(resource.url)) queue.push(resource);
  };
  let title = "";
  let finalUrl = url;
  let pageFailure: CaptureFailed | undefined;

  async function handle({ url: address, kind }: NamedResource): Promise<void> {
    const outcome = await ledger.fetch(address, kind, context);
    if (!outcome.ok) {
      if (kind === "page" && outcome.hops.length === 0)
        pageFailure = new CaptureFailed(outcome.reason, outcome.detail);
      return;
    }
    const last = outcome.hops.at(-1) as RecordedHop;
    if (kind === "page") finalUrl = last.url;
    if (last.truncated === "time") stop("time");
    const as = parseKind(kind, last);
    if (as === null || signal.aborted) return;
    const found = await deps.links.read(
      {
        file: last.file,
        url: last.url,
        contentType: last.contentType,
        contentEncoding: last.contentEncoding,
        kind: as,
        maxBytes: limits.maxResourceBytes * 4,
      },
      signal,
    );
    if (!found) return;
    if (kind === "page") title = found.title;
    for (const link of found.links) enqueue(link);
  }

  enqueue({ url, kind: "page" });
  await new Promise<void>((resolve) => {
    let active = 0;
    const pump = () => {
      while (active < limits.concurrency && queue.length > 0 && !halted && !signal.aborted) {
        const next = queue.shift() as NamedResource;
        active++;
        handle(next)
          .catch(() => {})
          .finally(() => {
            active--;
            pump();
          });
      }
      if (active === 0) resolve();
    };
    pump();
  });
  if (signal.aborted && !options.signal?.aborted) stop("time");

  let rendered: RenderedPage | undefined;
  if (options.rendered && !browser) rendered = { refused: "not_configured" };
  if (browser && !pageFailure && !options.signal?.aborted) {
    rendered = await renderStage({
      executable: browser,
      url,
      dir,
      ledger,
      context: { ...context, signal: withVisitor(AbortSignal.timeout(Math.max(0, endsAt - Date.now()))) },
      endsAt,
      concurrency: limits.concurrency,
      maxResources: limits.maxResources,
      halted: () => halted,
    });
  }
  const warcDone = await warc.close();
  if (pageFailure) throw pageFailure;
  options.signal?.throwIfAborted();

  const wacz = await writeWacz({
    dir,
    warc: { file: warcFile, ...warcDone },
    page: { url, date: capturedAt, title },
    software: deps.software,
    key: deps.key,
    ...(deps.stamp ? { stamp: deps.stamp } : {}),
  });
  const addresses = new Map<string, string>();
  for (const line of lines) {
    if (line.ipAddress) addresses.set(new URL(line.url).host, line.ipAddress);
  }
  return {
    file: wacz.file,
    dir,
    report: {
      url,
      finalUrl,
      title,
      capturedAt,
      addresses: [...addresses].map(([host, ipAddress]) => ({ host, ipAddress })),
      resources: lines,
      ...(stoppedAt ? { stoppedAt } : {}),
      limits: {
        maxResources: limits.maxResources,
        maxTotalBytes: limits.maxTotalBytes,
        timeoutSeconds: limits.timeoutMs / 1000,
      },
      ...(rendered ? { rendered } : {}),
      wacz: {
        bytes: wacz.bytes,
        sha256: wacz.sha256,
        datapackageHash: wacz.datapackageHash,
        publicKey: deps.key.publicKey,
        timestamps: wacz.timestamps,
      },
      software: deps.software,
    },
  };
}
