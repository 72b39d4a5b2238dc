// An image fetched by address for the image inspector, through the guard (guarded-request.ts): its
// redirects followed and re-checked, its type and declared size checked, its body handed on as a stream
// cut past the cap, never kept.
import type { IncomingMessage } from "node:http";
import {
  DEFAULT_PREVIEW_MAX_BYTES,
  decompressed,
  FetchFailed,
  guardedGetFollowing,
  type JsonFetchOptions,
  mimeType,
} from "./guarded-request.ts";

/** The image types a visitor may ask our server to fetch for the image inspector. */
const IMAGE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/heic",
  "image/heif",
  "image/tiff",
]);
const IMAGE_ACCEPT = [...IMAGE_TYPES].join(",");

/** An image answer whose body is still to be read: the caller streams it on and never keeps it. */
export interface OpenedImage {
  url: string;
  contentType: string;
  /** The body, decompressed, cut with a `too_large` error past maxBytes. */
  body: AsyncIterable<Buffer>;
  /** Ends the connection (after the body, or to give up on it). */
  close(): void;
}

/**
 * GETs an image under the rules of every fetch (each hop vetted, redirects re-checked, the socket sent
 * to the checked address). Throws a FetchFailed: `not_image` for another content type, `too_large` when
 * Content-Length says more than maxBytes; the body itself throws `too_large` once it passes maxBytes.
 */
export async function openImage(
  url: string,
  options: JsonFetchOptions,
  signal: AbortSignal,
): Promise<OpenedImage> {
  const maxBytes = options.maxBytes ?? DEFAULT_PREVIEW_MAX_BYTES;
  const { url: found, response } = await guardedGetFollowing(url, options, IMAGE_ACCEPT, signal);
  const status = response.statusCode ?? 0;
  const contentType = mimeType(response.headers["content-type"]);
  let failure: FetchFailed | undefined;
  if (status < 200 || status > 299) failure = new FetchFailed("http_status", `HTTP ${status}`);
  else if (!IMAGE_TYPES.has(contentType))
    failure = new FetchFailed("not_image", `Content-Type ${contentType || "missing"}`);
  else if (Number(response.headers["content-length"]) > maxBytes) {
    failure = new FetchFailed("too_large", `Content-Length ${response.headers["content-length"]}`);
  }
  if (failure) {
    response.destroy();
    throw failure;
  }
  return { url: found.href, contentType, body: capped(response, maxBytes), close: () => response.destroy() };
}

async function* capped(response: IncomingMessage, maxBytes: number): AsyncIterable<Buffer> {
  let size = 0;
  for await (const chunk of decompressed(response) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new FetchFailed("too_large", `body over ${maxBytes} bytes`);
    yield chunk;
  }
}
