// One listed item streamed from our server into a File the inspectors read as if it were chosen on the
// device: its bytes gathered in blobs of a few megabytes (the browser keeps large blobs out of the page's
// memory), its progress reported, stoppable at any time.
import { type MediaRequest, mediaFileAddress } from "../logic/media-listing.ts";
import { mediaFileName } from "../logic/media-name.ts";

/** A file fetched from an address: what the inspectors open and what the case file keeps of its origin. */
export interface FetchedMedia {
  file: File;
  /** The address the person gave (a post, a page or the file itself). */
  pageUrl: string;
  /** Where the bytes came from, after redirects. */
  mediaUrl: string;
  /** When the transfer ended (ISO 8601, UTC). */
  fetchedAt: string;
}

/** Why a transfer did not give a file: an error code of the tool's locale (`errors.<code>`). */
export class MediaFetchError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** Bytes gathered before they are handed to a Blob. */
const BLOB_PART_BYTES = 8_000_000;

export async function fetchMedia(
  request: MediaRequest,
  pageUrl: string,
  language: string,
  {
    maxBytes,
    onProgress,
    signal,
  }: { maxBytes?: number; onProgress(received: number, total?: number): void; signal: AbortSignal },
): Promise<FetchedMedia> {
  let response: Response;
  try {
    response = await fetch(mediaFileAddress(request, language), { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new MediaFetchError("unreachable");
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    throw new MediaFetchError(body?.error?.code ?? "unreachable");
  }
  const declared = Number(response.headers.get("content-length"));
  const total = Number.isSafeInteger(declared) && declared > 0 ? declared : undefined;
  if (maxBytes !== undefined && total !== undefined && total > maxBytes) {
    await response.body.cancel();
    throw new MediaFetchError("too_large_for_page");
  }
  const parts: Blob[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let received = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (maxBytes !== undefined && received > maxBytes) throw new MediaFetchError("too_large_for_page");
      pending.push(value);
      pendingBytes += value.byteLength;
      if (pendingBytes >= BLOB_PART_BYTES) {
        parts.push(new Blob(pending as BlobPart[]));
        pending = [];
        pendingBytes = 0;
      }
      onProgress(received, total);
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (signal.aborted || error instanceof MediaFetchError) throw error;
    // The server cut the connection: the origin stalled, or the file passed its bounds.
    throw new MediaFetchError("cut");
  }
  if (total !== undefined && received < total) throw new MediaFetchError("cut");
  parts.push(new Blob(pending as BlobPart[]));
  const mediaUrl = response.headers.get("content-location") ?? request.url;
  const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  const file = new File(parts, mediaFileName(mediaUrl, type), { type });
  return { file, pageUrl, mediaUrl, fetchedAt: new Date().toISOString() };
}
