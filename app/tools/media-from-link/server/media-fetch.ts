// What every fetch of "media from a link" shares (decision 037): the guard's rules, the bounds of a
// transfer, and the guard's GET that follows redirects, asking for media as it is stored.
import type { IncomingMessage } from "node:http";
import { pipeline, Readable, Transform } from "node:stream";
import { FetchFailed, type GetOptions, guardedGetFollowing } from "#server/net/guarded-request.ts";
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

/**
 * GETs (or HEADs) `url` under the guard, following redirects as a browser would (each hop vetted again,
 * at most ten): the first answer that is not a redirect. The caller reads it and destroys it. Media is
 * asked for as it is stored (identity) unless said otherwise, so sizes and ranges are the file's own.
 */
export function openGuarded(
  url: string,
  rules: FetchRules,
  accept: string,
  signal: AbortSignal,
  get: GetOptions = {},
): Promise<{ url: URL; response: IncomingMessage }> {
  return guardedGetFollowing(url, { ...rules, maxRedirects: MAX_REDIRECTS }, accept, signal, {
    acceptEncoding: "identity",
    ...get,
  });
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
