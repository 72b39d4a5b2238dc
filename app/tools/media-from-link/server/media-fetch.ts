// What every fetch of "media from a link" shares (decision 037): the guard's rules, the bounds of a
// transfer, and one GET under the guard that follows its redirects, each hop vetted again.
import type { IncomingMessage } from "node:http";
import { pipeline, Readable, Transform } from "node:stream";
import {
  FetchFailed,
  type GetOptions,
  guardedGet,
  httpUrl,
  REDIRECT_STATUSES,
} from "#server/net/guarded-request.ts";
import type { Platform } from "#server/tool-server.ts";

/** The SSRF guard's settings, as the platform hands them to every tool. */
export type FetchRules = Platform["fetchRules"];

/** The largest file handed on: streamed, never held in memory or on disk. Decimal, as the page writes it. */
export const MAX_MEDIA_BYTES = 2_000_000_000;
/** An HLS playlist or DASH manifest read at most: a list of addresses, never this long in earnest. */
export const MAX_MANIFEST_BYTES = 2_000_000;
/** Segments of one HLS or DASH rendition fetched at most. */
export const MAX_SEGMENTS = 2000;
/** A transfer with no byte for this long is ended. */
export const IDLE_MS = 30_000;
/** Redirects followed per address, as a browser would. */
const MAX_REDIRECTS = 10;

/** The types a media fetch asks for; anything else is judged by what comes. */
export const MEDIA_ACCEPT =
  "video/*, audio/*, image/*, application/vnd.apple.mpegurl, application/dash+xml, */*;q=0.5";

export interface OpenedResponse {
  /** Where the answer came from, after redirects. */
  url: URL;
  /** The address its connection went to (vetted). */
  address: string;
  response: IncomingMessage;
}

/**
 * GETs (or HEADs) `url` under the guard, following redirects (each hop vetted again, at most ten): the
 * first answer that is not a redirect. The caller reads it and destroys it. Media is asked for as it is
 * stored (identity), so sizes and ranges are the file's own.
 */
export async function openGuarded(
  url: string | URL,
  rules: FetchRules,
  accept: string,
  signal: AbortSignal,
  get: Omit<GetOptions, "acceptEncoding"> & { acceptEncoding?: string } = {},
): Promise<OpenedResponse> {
  let target = typeof url === "string" ? httpUrl(url) : url;
  const options: GetOptions = { acceptEncoding: "identity", ...get };
  for (let redirects = 0; ; redirects++) {
    const { address, response } = await guardedGet(target, rules, accept, signal, options);
    const status = response.statusCode ?? 0;
    if (!REDIRECT_STATUSES.has(status)) return { url: target, address, response };
    response.destroy();
    const location = response.headers.location;
    if (!location) throw new FetchFailed("bad_response", `HTTP ${status} without Location`);
    if (redirects === MAX_REDIRECTS)
      throw new FetchFailed("too_many_redirects", `more than ${MAX_REDIRECTS}`);
    target = httpUrl(location, target);
  }
}

/** How long a transfer may go without a byte, and how many it may carry. */
export interface WatchOptions {
  idleMs?: number;
  maxBytes?: number;
  /** Called once no byte has passed for `idleMs` (the origin stalled, or the visitor stopped reading). */
  onStall: () => void;
}

/**
 * A pass-through that calls `onStall` when no chunk has gone through it for `idleMs` (a stalled origin, or
 * a visitor who stopped reading: backpressure stops the chunks too) and fails with `too_large` past
 * `maxBytes`. A stream stage rather than a loop, so a transfer is piped by Node's streams, not awaited
 * chunk by chunk: three gigabytes at once must leave the event loop free for other visitors.
 */
export function watch({ idleMs = IDLE_MS, maxBytes = MAX_MEDIA_BYTES, onStall }: WatchOptions): Transform {
  let size = 0;
  const timer = setTimeout(onStall, idleMs);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      timer.refresh();
      size += chunk.length;
      if (size > maxBytes) return done(new FetchFailed("too_large", `more than ${maxBytes} bytes`));
      done(null, chunk);
    },
    destroy(error, done) {
      clearTimeout(timer);
      done(error);
    },
    final(done) {
      clearTimeout(timer);
      done();
    },
  });
}

/** `source`'s chunks through `watch`. */
export function watched(source: AsyncIterable<Buffer>, options: WatchOptions): Readable {
  return pipeline(Readable.from(source, { objectMode: false }), watch(options), () => {});
}
