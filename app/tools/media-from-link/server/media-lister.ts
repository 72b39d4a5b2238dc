// GET /api/media-from-link's work: the address read once through the guard; a page has the media it names
// listed (parsed in a worker), each then asked for its type and size; a file or a stream is listed as
// itself. Nothing is kept.
import type { IncomingMessage } from "node:http";
import { createTaskSlots } from "#server/lib/task-slots.ts";
import { decompressed, FetchFailed, mimeType } from "#server/net/guarded-request.ts";
import type { ListedMedia, MediaListing, Rendition } from "../logic/media-listing.ts";
import { mediaErrorOf } from "./media-errors.ts";
import { type FetchRules, openGuarded } from "./media-fetch.ts";
import { kindOf } from "./page-media.ts";
import type { PageMediaReader } from "./page-media-reader.ts";
import { isPlatformAddress } from "./platform-hosts.ts";

/** A page's bytes read at most: media are named in its head and body, not in megabytes of script. */
const MAX_PAGE_BYTES = 5_000_000;
/** Items asked for their type and size, and how many at once. */
const MAX_PROBED = 30;
const PROBES_AT_ONCE = 6;
const PROBE_TIMEOUT_MS = 4000;
/** Streams whose renditions are read, each a playlist or two. */
const MAX_STREAMS_READ = 3;
/** A picture named only by an <img> and smaller than this is an icon or a spacer, not evidence. */
const MIN_PICTURE_BYTES = 5000;

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const PAGE_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

/** What the renditions of an HLS or DASH stream are, or why it will not be fetched. */
export type StreamReader = (
  url: string,
  signal: AbortSignal,
) => Promise<{ renditions: Rendition[]; live: boolean; refused?: string }>;

export interface ListerDeps {
  rules: FetchRules;
  pages: PageMediaReader;
  streams: StreamReader;
  /** Whether platform downloads (yt-dlp) are set up. */
  platforms: boolean;
}

/** Types that say nothing of what a file is: its extension decides. */
const UNTYPED = new Set(["", "application/octet-stream", "binary/octet-stream", "text/plain"]);

/** A file's kind judged from its answer: media, a stream's playlist, a page, or nothing we read. */
function answerKind(url: URL, contentType: string): ListedMedia["kind"] | "page" | undefined {
  if (HTML_TYPES.has(contentType)) return "page";
  return kindOf(url.href, UNTYPED.has(contentType) ? undefined : contentType);
}

async function readPage(response: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decompressed(response) as AsyncIterable<Buffer>) {
    const room = MAX_PAGE_BYTES - size;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += Math.min(chunk.length, room);
    if (size >= MAX_PAGE_BYTES) break; // the start of a huge page is read, the rest never downloaded
  }
  // Its own memory, so it can be moved to the worker thread (Node's pool of small buffers cannot).
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** The bytes a Content-Range names in all ("bytes 0-0/12345" → 12345). */
function totalOfRange(header: string | undefined): number | undefined {
  const slash = header?.lastIndexOf("/") ?? -1;
  const total = slash === -1 ? Number.NaN : Number(header?.slice(slash + 1));
  return Number.isSafeInteger(total) && total > 0 ? total : undefined;
}

/** The type and size an origin answers for `item`: a HEAD, else the first byte. */
async function probe(item: ListedMedia, rules: FetchRules, signal: AbortSignal): Promise<void> {
  const limit = AbortSignal.any([signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]);
  let answer: Awaited<ReturnType<typeof openGuarded>> | undefined;
  try {
    answer = await openGuarded(item.url, rules, "*/*", limit, { method: "HEAD" });
    if ((answer.response.statusCode ?? 0) >= 300) {
      answer.response.destroy();
      // Some origins answer HEAD badly (405, 403): the first byte tells as much.
      answer = await openGuarded(item.url, rules, "*/*", limit, { range: "bytes=0-0" });
    }
  } catch (error) {
    item.refused = mediaErrorOf(error, limit.aborted);
    return;
  }
  const { response, url } = answer;
  response.destroy();
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    item.refused = "unreachable";
    return;
  }
  const type = mimeType(response.headers["content-type"]);
  const kind = answerKind(url, type);
  if (kind === "page" || kind === undefined) {
    // A player page or a document where the page promised a file.
    item.refused = "not_media";
    return;
  }
  if (type) item.type = type;
  item.kind = kind;
  const size =
    status === 206
      ? totalOfRange(response.headers["content-range"])
      : Number(response.headers["content-length"]) || undefined;
  if (size) item.size = size;
}

async function readStream(item: ListedMedia, deps: ListerDeps, signal: AbortSignal): Promise<void> {
  try {
    const stream = await deps.streams(item.url, signal);
    item.renditions = stream.renditions;
    if (stream.live) item.live = true;
    if (stream.refused) item.refused = stream.refused;
  } catch (error) {
    item.refused = mediaErrorOf(error, signal.aborted);
  }
}

/** Runs `work` over `items`, `atOnce` at a time (the server's task slots, every item given a place). */
async function eachAtOnce<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  const slots = createTaskSlots({ running: atOnce, waiting: items.length });
  await Promise.all(items.map((item) => slots.run(() => work(item))));
}

/**
 * The media at `address`: a page's (each asked for its type and size), or the file or stream the address
 * is. Throws the guard's FetchFailed when the address itself cannot be read.
 */
export async function listMedia(
  address: string,
  deps: ListerDeps,
  signal: AbortSignal,
): Promise<MediaListing> {
  const fetchedAt = new Date().toISOString();
  const { url, response } = await openGuarded(address, deps.rules, PAGE_ACCEPT, signal, {
    acceptEncoding: "gzip, deflate, br",
  });
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.destroy();
    throw new FetchFailed("http_status", `HTTP ${status}`);
  }
  const type = mimeType(response.headers["content-type"]);
  const kind = answerKind(url, type);
  const listing: MediaListing = { url: address, finalUrl: url.href, fetchedAt, source: "file", items: [] };
  if (!deps.platforms && isPlatformAddress(url.href)) listing.platformNotSetUp = true;

  if (kind !== "page") {
    const size = Number(response.headers["content-length"]) || undefined;
    response.destroy();
    if (kind === undefined) throw new FetchFailed("not_html", `Content-Type ${type || "missing"}`);
    const item: ListedMedia = { url: url.href, kind, foundIn: ["address"], ...(type ? { type } : {}) };
    if (kind === "stream") await readStream(item, deps, signal);
    else if (size && !response.headers["content-encoding"]) item.size = size;
    listing.items.push(item);
    return listing;
  }

  const bytes = await readPage(response);
  const page = await deps.pages.read(
    { page: { bytes, contentType: response.headers["content-type"] }, pageUrl: url.href },
    signal,
  );
  if (page === null) throw new FetchFailed("timeout", "the page could not be read in time");
  listing.source = "page";
  if (page.title) listing.title = page.title;
  if (page.more) listing.more = true;
  const items = page.items;
  const streams = items.filter((item) => item.kind === "stream").slice(0, MAX_STREAMS_READ);
  await Promise.all([
    eachAtOnce(items.filter((item) => item.kind !== "stream").slice(0, MAX_PROBED), PROBES_AT_ONCE, (item) =>
      probe(item, deps.rules, signal),
    ),
    eachAtOnce(streams, PROBES_AT_ONCE, (item) => readStream(item, deps, signal)),
  ]);
  listing.items = items.filter(
    (item) =>
      !(
        item.kind === "image" &&
        item.foundIn.every((place) => place === "img") &&
        (item.refused === "not_media" || (item.size !== undefined && item.size < MIN_PICTURE_BYTES))
      ),
  );
  return listing;
}
