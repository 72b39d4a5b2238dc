// Every request the server makes on a stranger's behalf (a shortened link's preview, each hop of a link
// investigation) goes through here. Anyone can submit a link to any host, so it must never reach this
// machine or its neighbours (loopback, private networks, cloud metadata at 169.254.169.254), however the address is
// written, however DNS answers, and on whichever redirect hop.
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import { TLSSocket } from "node:tls";
import zlib from "node:zlib";
import type { PageBytes } from "./decode-html.ts";
import { type IpAddress, isPublicAddress, parseIpLiteral } from "./ip.ts";
import { isLocalName, type Resolver, systemResolver } from "./resolve.ts";

export type FetchFailureReason =
  /** Not an absolute http(s) URL, or a redirect to one that is not. */
  | "invalid_url"
  /** A hop's host is, or resolves to at least one, address off the public internet. */
  | "private_address"
  | "unresolvable_host"
  | "too_many_redirects"
  | "timeout"
  /** Answered with something other than text/html or application/xhtml+xml. */
  | "not_html"
  /** Answered with a status that is neither 2xx nor a redirect to follow. */
  | "http_status"
  /** A redirect without Location, or a content coding that was not asked for. */
  | "bad_response"
  /** Refused, reset, TLS failure, a corrupt compressed body… */
  | "network_error"
  /** Answered with something other than an image type (openImage). */
  | "not_image"
  /** Declared or sent more than maxBytes (openImage). */
  | "too_large";

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

export interface FetchPreviewOptions {
  /** The site's public origin, named in the User-Agent so that site owners can tell who is asking. */
  publicUrl: string;
  /** Default: the system resolver, every address. */
  resolve?: Resolver;
  /** For the whole fetch: every lookup, connection, redirect and the body. Default 5 s. */
  timeoutMs?: number;
  /** Bytes of (decompressed) body read at most; the rest is never downloaded. Default 1 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /**
   * Tests only. `true` lets every address through (pages served on loopback); a function lets through
   * the private endpoints it accepts, so a test can prove that every other private target is still refused.
   */
  allowPrivateAddresses?: boolean | ((address: string, port: number) => boolean);
}

export const DEFAULT_PREVIEW_TIMEOUT_MS = 5000;
export const DEFAULT_PREVIEW_MAX_BYTES = 1024 * 1024;
export const DEFAULT_PREVIEW_MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9";
// RDAP (RFC 7480) answers application/rdap+json; the files around it (the IANA bootstrap) are plain JSON.
const JSON_TYPES = new Set(["application/json", "application/rdap+json"]);
const JSON_ACCEPT = "application/rdap+json,application/json;q=0.9";
// The preview needs the document's head only; once it has ended, the rest of the page is not worth downloading.
const HEAD_END = /<\/head|<body/i;

export function previewUserAgent(publicUrl: string): string {
  return `VeriToolsPreview/1.0 (+${publicUrl})`;
}

/** Why a fetch stopped; `fetchHop` throws it, the loops built on it report it. */
export class FetchFailed extends Error {
  readonly reason: FetchFailureReason;
  constructor(reason: FetchFailureReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

/** What one request answered, before any redirect is followed. */
export interface Hop {
  /** The URL asked for. */
  url: string;
  /** The address connected to: the one that was checked. */
  address: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Where a redirect leads, resolved against the hop's URL; undefined for other answers. */
  location?: string;
  /** For a 2xx HTML answer, the start of the document (the head, or maxBytes), undecoded. */
  page?: PageBytes;
  /** For https, the certificate the server presented. */
  certificate?: PeerCertificateSummary;
}

export interface PeerCertificateSummary {
  issuer: string;
  validFrom: string;
  validTo: string;
  /** Its subject alternative names (DNS and IP). */
  names: string[];
}

export type HopOptions = Pick<
  FetchPreviewOptions,
  "publicUrl" | "resolve" | "maxBytes" | "allowPrivateAddresses"
>;

/**
 * One request of a chain, through the same rules as every fetch the server makes: the host vetted, the
 * socket sent to exactly the checked address, the body read only for HTML and only as far as needed.
 * Throws a FetchFailed (with its reason) for anything that is not an answer.
 */
export async function fetchHop(url: string, options: HopOptions, signal: AbortSignal): Promise<Hop> {
  const target = httpUrl(url);
  const address = await vetHost(target, options, signal);
  const response = await get(target, address, previewUserAgent(options.publicUrl), signal, HTML_ACCEPT);
  try {
    const status = response.statusCode ?? 0;
    const hop: Hop = { url: target.href, address: address.address, status, headers: response.headers };
    const certificate = peerCertificate(response);
    if (certificate) hop.certificate = certificate;
    if (REDIRECT_STATUSES.has(status)) {
      const location = response.headers.location;
      if (!location) throw new FetchFailed("bad_response", `HTTP ${status} without Location`);
      hop.location = httpUrl(location, target).href;
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

/** A JSON document and where it was finally found. */
export interface FetchedJson {
  url: string;
  json: unknown;
}

export type JsonFetchOptions = HopOptions & Pick<FetchPreviewOptions, "maxRedirects">;

/**
 * GETs a JSON document (an RDAP answer, a bootstrap file) under the same rules as a page: every hop
 * vetted, redirects re-checked, at most maxBytes read. Throws a FetchFailed: `http_status` for an answer
 * other than 2xx, `bad_response` for another content type, a body over maxBytes or one that is not JSON.
 */
export async function fetchJson(
  url: string,
  options: JsonFetchOptions,
  signal: AbortSignal,
): Promise<FetchedJson> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_PREVIEW_MAX_REDIRECTS;
  const maxBytes = options.maxBytes ?? DEFAULT_PREVIEW_MAX_BYTES;
  let target = httpUrl(url);
  for (let redirects = 0; ; redirects++) {
    const address = await vetHost(target, options, signal);
    const response = await get(target, address, previewUserAgent(options.publicUrl), signal, JSON_ACCEPT);
    try {
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        const location = response.headers.location;
        if (!location) throw new FetchFailed("bad_response", `HTTP ${status} without Location`);
        if (redirects === maxRedirects)
          throw new FetchFailed("too_many_redirects", `more than ${maxRedirects}`);
        target = httpUrl(location, target);
        continue;
      }
      if (status < 200 || status > 299) throw new FetchFailed("http_status", `HTTP ${status}`);
      const type = response.headers["content-type"];
      if (!JSON_TYPES.has(mimeType(type)))
        throw new FetchFailed("bad_response", `Content-Type ${type ?? "missing"}`);
      const body = await readAtMost(response, maxBytes);
      try {
        // RFC 8259: JSON exchanged between systems is UTF-8.
        return { url: target.href, json: JSON.parse(new TextDecoder().decode(body)) };
      } catch {
        throw new FetchFailed("bad_response", "not JSON");
      }
    } finally {
      response.destroy();
    }
  }
}

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
  const maxRedirects = options.maxRedirects ?? DEFAULT_PREVIEW_MAX_REDIRECTS;
  const maxBytes = options.maxBytes ?? DEFAULT_PREVIEW_MAX_BYTES;
  let target = httpUrl(url);
  for (let redirects = 0; ; redirects++) {
    const address = await vetHost(target, options, signal);
    const response = await get(target, address, previewUserAgent(options.publicUrl), signal, IMAGE_ACCEPT);
    const status = response.statusCode ?? 0;
    const contentType = mimeType(response.headers["content-type"]);
    const location = response.headers.location;
    let failure: FetchFailed | undefined;
    if (REDIRECT_STATUSES.has(status)) {
      if (!location) failure = new FetchFailed("bad_response", `HTTP ${status} without Location`);
      else if (redirects === maxRedirects)
        failure = new FetchFailed("too_many_redirects", `more than ${maxRedirects}`);
    } else if (status < 200 || status > 299) failure = new FetchFailed("http_status", `HTTP ${status}`);
    else if (!IMAGE_TYPES.has(contentType))
      failure = new FetchFailed("not_image", `Content-Type ${contentType || "missing"}`);
    else if (Number(response.headers["content-length"]) > maxBytes) {
      failure = new FetchFailed("too_large", `Content-Length ${response.headers["content-length"]}`);
    }
    if (failure || REDIRECT_STATUSES.has(status)) response.destroy();
    if (failure) throw failure;
    if (REDIRECT_STATUSES.has(status) && location) {
      target = httpUrl(location, target);
      continue;
    }
    return {
      url: target.href,
      contentType,
      body: capped(response, maxBytes),
      close: () => response.destroy(),
    };
  }
}

async function* capped(response: IncomingMessage, maxBytes: number): AsyncIterable<Buffer> {
  let size = 0;
  for await (const chunk of decompressed(response) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new FetchFailed("too_large", `body over ${maxBytes} bytes`);
    yield chunk;
  }
}

/** The reason and detail of whatever a fetch threw. */
export function failureOf(
  error: unknown,
  signal: AbortSignal,
): { reason: FetchFailureReason; detail: string } {
  if (error instanceof FetchFailed) return { reason: error.reason, detail: error.message };
  if (signal.aborted) return { reason: "timeout", detail: "took too long" };
  const code = (error as NodeJS.ErrnoException).code;
  return { reason: "network_error", detail: code ?? String(error) };
}

/** The certificate of an https answer, summarised; undefined over plain http. */
function peerCertificate(response: IncomingMessage): PeerCertificateSummary | undefined {
  const socket = response.socket;
  if (!(socket instanceof TLSSocket)) return undefined;
  const certificate = socket.getPeerCertificate();
  if (!certificate || Object.keys(certificate).length === 0) return undefined;
  const issuer = certificate.issuer ?? {};
  return {
    issuer: [issuer.O, issuer.CN].filter((part) => typeof part === "string" && part !== "").join(", "),
    validFrom: new Date(certificate.valid_from).toISOString(),
    validTo: new Date(certificate.valid_to).toISOString(),
    names: (certificate.subjectaltname ?? "")
      .split(",")
      .map((name) => name.trim().replace(/^(DNS|IP Address):/, ""))
      .filter((name) => name !== ""),
  };
}

function httpUrl(text: string, base?: URL): URL {
  const url = URL.parse(text, base);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new FetchFailed("invalid_url", `not an http(s) URL: ${text.slice(0, 200)}`);
  }
  // Node would send them as an Authorization header; a preview has no business logging in anywhere.
  url.username = "";
  url.password = "";
  return url;
}

interface VettedAddress {
  address: string;
  family: 4 | 6;
}

/** The one address this hop may connect to, once every address the host has is allowed. */
async function vetHost(url: URL, options: FetchPreviewOptions, signal: AbortSignal): Promise<VettedAddress> {
  const { allowPrivateAddresses = false } = options;
  const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
  const allowed = (ip: IpAddress): boolean =>
    isPublicAddress(ip) ||
    allowPrivateAddresses === true ||
    (typeof allowPrivateAddresses === "function" && allowPrivateAddresses(formatAddress(ip), port));

  // The URL parser has already rewritten IPv4 in every notation (0x7f000001, 2130706433, 0177.1) as
  // dotted decimal; an IPv6 host keeps its brackets, which parseIpLiteral reads.
  const literal = parseIpLiteral(url.hostname);
  if (literal) {
    if (!allowed(literal)) throw new FetchFailed("private_address", `${url.hostname} is not public`);
    return { address: formatAddress(literal), family: literal.version };
  }
  // Not worth asking DNS about names that only exist on a local network.
  if (allowPrivateAddresses !== true && isLocalName(url.hostname)) {
    throw new FetchFailed("private_address", `${url.hostname} is a local name`);
  }
  let addresses: string[];
  try {
    addresses = await untilAborted((options.resolve ?? systemResolver)(url.hostname), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FetchFailed("unresolvable_host", `${url.hostname} does not resolve`);
  }
  const ips = addresses.map((address) => parseIpLiteral(address));
  const first = ips[0];
  if (!first) throw new FetchFailed("unresolvable_host", `${url.hostname} has no address`);
  // Every address, not just the one used: a name that also points inside is a name someone aimed inside.
  const refused = ips.findIndex((ip) => !ip || !allowed(ip));
  if (refused !== -1) {
    throw new FetchFailed("private_address", `${url.hostname} resolves to ${addresses[refused]}`);
  }
  return { address: formatAddress(first), family: first.version };
}

/** Canonical text of an address, so the connection goes to exactly the bytes that were checked. */
function formatAddress({ version, bytes }: IpAddress): string {
  if (version === 4) return bytes.join(".");
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return groups.join(":");
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * GET with the host name kept for the Host header and TLS (SNI, certificate check), while the socket goes
 * to the vetted address: the `lookup` hands it over instead of asking DNS again, so a second, different
 * answer (DNS rebinding) never comes into play.
 */
function get(
  url: URL,
  vetted: VettedAddress,
  userAgent: string,
  signal: AbortSignal,
  accept: string,
): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      {
        headers: {
          "User-Agent": userAgent,
          Accept: accept,
          "Accept-Encoding": "gzip, deflate, br",
        },
        lookup,
        signal,
        // A fresh connection each time: no pooled socket to another address, and no proxy from the environment.
        agent: false,
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

function mimeType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function decompressed(response: IncomingMessage): Readable {
  const coding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (coding === "identity") return response;
  const decompressor =
    coding === "gzip" || coding === "x-gzip"
      ? zlib.createGunzip()
      : coding === "deflate"
        ? zlib.createInflate()
        : coding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!decompressor) throw new FetchFailed("bad_response", `Content-Encoding ${coding}`);
  // Errors of either stream reach the reader through the decompressor; the callback only acknowledges them.
  return pipeline(response, decompressor, () => {});
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

/** The whole body, decompressed; a body longer than maxBytes is refused, since a cut JSON is no JSON. */
async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decompressed(response) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new FetchFailed("bad_response", `body over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
