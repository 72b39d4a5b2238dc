// What every fetch of "media from a link" shares (decision 037): the guard's rules, the bounds of a
// transfer, and one GET under the guard that follows its redirects, each hop vetted again.
import type { IncomingMessage } from "node:http";
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

/**
 * `source`'s chunks, ended with a `timeout` failure when none comes for `idleMs` (a stalled origin, an
 * endless trickle stops being a transfer) and with `too_large` past `maxBytes`.
 */
export async function* watched(
  source: AsyncIterable<Buffer>,
  {
    idleMs = IDLE_MS,
    maxBytes = MAX_MEDIA_BYTES,
    onStall,
  }: { idleMs?: number; maxBytes?: number; onStall: () => void },
): AsyncGenerator<Buffer> {
  let size = 0;
  let timer = setTimeout(onStall, idleMs);
  try {
    for await (const chunk of source) {
      clearTimeout(timer);
      size += chunk.length;
      if (size > maxBytes) throw new FetchFailed("too_large", `more than ${maxBytes} bytes`);
      yield chunk;
      timer = setTimeout(onStall, idleMs);
    }
  } finally {
    clearTimeout(timer);
  }
}
