// One media file fetched as it is, for GET /api/media-from-link/file: through the guard, its type checked
// (media only: this is not a proxy for pages), its declared size held to the bound, a range passed on.
import { decompressed, FetchFailed, mimeType } from "#server/net/guarded-request.ts";
import type { MediaKind } from "../logic/media-listing.ts";
import { type FetchRules, MAX_MEDIA_BYTES, MEDIA_ACCEPT, openGuarded } from "./media-fetch.ts";
import { kindOf } from "./page-media.ts";

/** An answer to hand on: its status and headers as the visitor gets them, its body still to be read. */
export interface MediaSource {
  status: 200 | 206;
  /** Where the bytes came from, after redirects. */
  url: string;
  contentType: string;
  headers: Record<string, string>;
  body: AsyncIterable<Buffer>;
  close(): void;
}

/** The origin's headers that the visitor's player needs to read a file or a range of it. */
const RELAYED = ["content-length", "content-range", "accept-ranges", "last-modified"] as const;
/** Types that say nothing of what a file is: its extension decides. */
const UNTYPED = new Set(["", "application/octet-stream", "binary/octet-stream"]);

/**
 * Opens the file at `url` (a `range` as the visitor sent it). Resolves "stream" instead when the address is
 * an HLS or DASH playlist, which is joined rather than handed on. Throws FetchFailed: `not_image` for
 * anything that is not media (the guard's word for a refused type), `too_large` past 2 GB declared,
 * `http_status` for an error answer.
 */
export async function openDirectFile(
  url: string,
  rules: FetchRules,
  range: string | undefined,
  signal: AbortSignal,
): Promise<MediaSource | "stream"> {
  const { url: found, response } = await openGuarded(
    url,
    rules,
    MEDIA_ACCEPT,
    signal,
    range ? { range } : {},
  );
  const status = response.statusCode ?? 0;
  const type = mimeType(response.headers["content-type"]);
  const kind: MediaKind | undefined = kindOf(found.href, UNTYPED.has(type) ? undefined : type);
  const declared = Number(response.headers["content-length"]);
  let failure: FetchFailed | undefined;
  if (status !== 200 && status !== 206) failure = new FetchFailed("http_status", `HTTP ${status}`);
  else if (kind === undefined) failure = new FetchFailed("not_image", `Content-Type ${type || "missing"}`);
  else if (declared > MAX_MEDIA_BYTES) failure = new FetchFailed("too_large", `Content-Length ${declared}`);
  if (failure || kind === "stream") {
    response.destroy();
    if (failure) throw failure;
    return "stream";
  }
  const headers: Record<string, string> = {};
  for (const name of RELAYED) {
    const value = response.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  // Sent compressed though identity was asked: the coding is undone, and the length, which counted the
  // compressed bytes, is not passed on.
  const coded = response.headers["content-encoding"] !== undefined;
  if (coded) delete headers["content-length"];
  return {
    status: status === 206 ? 206 : 200,
    url: found.href,
    // The origin's own type, kept (an untyped file is named by its extension in the page).
    contentType: type || "application/octet-stream",
    headers,
    body: coded ? decompressed(response) : response,
    close: () => response.destroy(),
  };
}
