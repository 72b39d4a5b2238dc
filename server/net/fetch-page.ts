// HTML through the guard (guarded-request.ts): one hop of a chain as the link investigator walks it
// (fetchHop), and a page followed through its redirects for its preview (fetchPreviewPage); the body is
// read only as far as the document's head, and decoded and parsed elsewhere (page-head-reader.ts).
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { PageBytes } from "./decode-html.ts";
import {
  DEFAULT_PREVIEW_MAX_BYTES,
  DEFAULT_PREVIEW_MAX_REDIRECTS,
  DEFAULT_PREVIEW_TIMEOUT_MS,
  decompressed,
  FetchFailed,
  type FetchFailureReason,
  type FetchPreviewOptions,
  failureOf,
  guardedGet,
  type HopOptions,
  httpUrl,
  mimeType,
  type PeerCertificateSummary,
  peerCertificate,
  REDIRECT_STATUSES,
} from "./guarded-request.ts";

export interface FetchedPage {
  ok: true;
  /** The address after redirects; relative links in the page resolve against it. */
  url: string;
  /** The start of the document, undecoded: read until its head had ended, or maxBytes. */
  page: PageBytes;
}

export interface FetchFailure {
  ok: false;
  reason: FetchFailureReason;
  /** The hop that failed. */
  url: string;
  /** For the logs: the status, the refused address, the error code… */
  detail: string;
}

export type FetchPageResult = FetchedPage | FetchFailure;

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9";
// The preview needs the document's head only; once it has ended, the rest of the page is not worth downloading.
const HEAD_END = /<\/head|<body/i;

/** What one request answered, before any redirect is followed. */
export interface Hop {
  /** The URL asked for. */
  url: string;
  /** The address connected to: the one that was checked. */
  address: string;
  status: number;
  headers: IncomingHttpHeaders;
  /**
   * Where a redirect leads, resolved against the hop's URL, whatever its scheme (only http(s) is ever
   * requested: fetchHop refuses the rest as invalid_url); undefined for other answers.
   */
  location?: string;
  /** For a 2xx HTML answer, the start of the document (the head, or maxBytes), undecoded. */
  page?: PageBytes;
  /** For https, the certificate the server presented. */
  certificate?: PeerCertificateSummary;
}

/**
 * One request of a chain, through the same rules as every fetch the server makes: the host vetted, the
 * socket sent to exactly the checked address, the body read only for HTML and only as far as needed.
 * Throws a FetchFailed (with its reason) for anything that is not an answer.
 */
export async function fetchHop(url: string, options: HopOptions, signal: AbortSignal): Promise<Hop> {
  const target = httpUrl(url);
  const { address, response } = await guardedGet(target, options, HTML_ACCEPT, signal);
  try {
    const status = response.statusCode ?? 0;
    const hop: Hop = { url: target.href, address, status, headers: response.headers };
    const certificate = peerCertificate(response);
    if (certificate) hop.certificate = certificate;
    if (REDIRECT_STATUSES.has(status)) {
      const location = response.headers.location;
      if (!location) throw new FetchFailed("bad_response", `HTTP ${status} without Location`);
      hop.location = redirectTarget(location, target);
    } else if (status >= 200 && status <= 299 && HTML_TYPES.has(mimeType(response.headers["content-type"]))) {
      const bytes = await readHead(response, options.maxBytes ?? DEFAULT_PREVIEW_MAX_BYTES);
      // Decoded where it is parsed, in a worker thread (page-head-reader.ts), off the event loop.
      hop.page = { bytes, contentType: response.headers["content-type"] };
    }
    return hop;
  } finally {
    // Also drops whatever the server still wanted to send; agent: false means nothing reuses the socket.
    response.destroy();
  }
}

/**
 * A Location resolved against the address that sent it. An http(s) one is cleaned as every request is
 * (httpUrl); one of another scheme (file:, gopher:…) is kept as written, so that a chain can name it and
 * refuse it by its scheme instead of failing on it unnamed. Not a URL at all: invalid_url.
 */
function redirectTarget(location: string, from: URL): string {
  const url = URL.parse(location, from);
  if (url !== null && url.protocol !== "http:" && url.protocol !== "https:") return url.href;
  return httpUrl(location, from).href;
}

/**
 * Fetches a page for its preview: only from public addresses, re-checked on every redirect, connecting to
 * exactly the address it checked; within a time and size budget; HTML only, its bytes for decodeHtml.
 * Never throws: every way of failing comes back as a reason.
 */
export async function fetchPreviewPage(url: string, options: FetchPreviewOptions): Promise<FetchPageResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_PREVIEW_TIMEOUT_MS);
  const maxRedirects = options.maxRedirects ?? DEFAULT_PREVIEW_MAX_REDIRECTS;
  let current = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const hop = await fetchHop(current, options, signal);
      current = hop.url;
      if (hop.location !== undefined) {
        if (redirects === maxRedirects)
          throw new FetchFailed("too_many_redirects", `more than ${maxRedirects}`);
        current = hop.location;
        continue;
      }
      if (hop.status < 200 || hop.status > 299) throw new FetchFailed("http_status", `HTTP ${hop.status}`);
      if (hop.page === undefined) {
        throw new FetchFailed("not_html", `Content-Type ${hop.headers["content-type"] ?? "missing"}`);
      }
      return { ok: true, url: hop.url, page: hop.page };
    }
  } catch (error) {
    return { ok: false, url: current, ...failureOf(error, signal) };
  }
}

/** The body until the chunk where the document's head ends, and never more than maxBytes once decompressed. */
async function readHead(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tail = ""; // the end of the previous chunk, for a "</head" cut in two
  for await (const chunk of decompressed(response) as AsyncIterable<Buffer>) {
    const kept = chunk.subarray(0, maxBytes - size);
    chunks.push(kept);
    size += kept.length;
    const text = tail + kept.toString("latin1");
    if (size >= maxBytes || HEAD_END.test(text)) break;
    tail = text.slice(-5);
  }
  return Buffer.concat(chunks);
}
