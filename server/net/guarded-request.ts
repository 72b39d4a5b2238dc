// The one way the server sends a request on a stranger's behalf (a shortened link's preview, each hop of a
// link investigation, a registry's record, an image to inspect): anyone can submit a link to any host, so
// it must never reach this machine or its neighbours (loopback, private networks, cloud metadata at
// 169.254.169.254), however the address is written, however DNS answers, and on whichever redirect hop.
// Each fetcher (fetch-page.ts, fetch-json.ts, a tool's own) follows its redirects through guardedGet.
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import { TLSSocket } from "node:tls";
import zlib from "node:zlib";
import { type IpAddress, isPublicAddress, parseIpLiteral } from "./ip.ts";
import { allowsPrivate, canonicalAddress, type PrivateAddressRule } from "./private-endpoints.ts";
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
  /** Answered with a type the fetcher does not take (not media, for media from a link). */
  | "not_image"
  /** Declared or sent more than the fetcher takes. */
  | "too_large";

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
   * Tests and a self-hoster's own network only. `true` lets every address through (pages served on
   * loopback); a function lets through the private endpoints it accepts (ALLOW_PRIVATE_ENDPOINTS), so
   * every other private target is still refused.
   */
  allowPrivateAddresses?: PrivateAddressRule;
}

export const DEFAULT_PREVIEW_TIMEOUT_MS = 5000;
export const DEFAULT_PREVIEW_MAX_BYTES = 1024 * 1024;
export const DEFAULT_PREVIEW_MAX_REDIRECTS = 5;

export type HopOptions = Pick<
  FetchPreviewOptions,
  "publicUrl" | "resolve" | "maxBytes" | "allowPrivateAddresses"
>;

/** The options of a fetch that follows its redirects within the caller's signal (fetchJson). */
export type JsonFetchOptions = HopOptions & Pick<FetchPreviewOptions, "maxRedirects">;

/** Pages and files may come compressed; a capture asks for them as they are (identity) instead. */
const DEFAULT_ACCEPT_ENCODING = "gzip, deflate, br";

export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function previewUserAgent(publicUrl: string): string {
  return `VeriToolsPreview/1.0 (+${publicUrl})`;
}

/** Why a fetch stopped; the fetchers throw it, and failureOf reads it back. */
export class FetchFailed extends Error {
  readonly reason: FetchFailureReason;
  constructor(reason: FetchFailureReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

export interface PeerCertificateSummary {
  issuer: string;
  validFrom: string;
  validTo: string;
  /** Its subject alternative names (DNS and IP). */
  names: string[];
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
export function peerCertificate(response: IncomingMessage): PeerCertificateSummary | undefined {
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

export function httpUrl(text: string, base?: URL): URL {
  const url = URL.parse(text, base);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new FetchFailed("invalid_url", `not an http(s) URL: ${text.slice(0, 200)}`);
  }
  // Node would send them as an Authorization header; a preview has no business logging in anywhere.
  url.username = "";
  url.password = "";
  return url;
}

/** What a GET may ask beyond its Accept: a HEAD instead, a byte range, the bytes as they are. */
export interface GetOptions {
  /** HEAD asks for the headers alone (a media file's type and size). Default GET. */
  method?: "GET" | "HEAD";
  /** Default "gzip, deflate, br"; "identity" for bytes as they are stored (archives, ranges of media). */
  acceptEncoding?: string;
  /** A Range header, as the visitor's player sent it. */
  range?: string;
}

/**
 * One GET of `target` (from httpUrl) under the guard: its host vetted, then the request sent to exactly
 * the address that was checked, which is returned with the answer. The caller reads the answer and
 * destroys it; a redirect is the caller's to follow, through guardedGet again.
 */
export async function guardedGet(
  target: URL,
  options: Pick<FetchPreviewOptions, "publicUrl" | "resolve" | "allowPrivateAddresses">,
  accept: string,
  signal: AbortSignal,
  get: GetOptions = {},
): Promise<{ address: string; response: IncomingMessage }> {
  const address = await vetHost(target, options, signal);
  const response = await send(target, address, previewUserAgent(options.publicUrl), signal, accept, get);
  return { address: address.address, response };
}

/**
 * One POST of `body` to `url` under the guard, redirects not followed (a protocol endpoint, such as a
 * time-stamp authority, answers where it is asked). The caller reads the answer and destroys it.
 */
export async function guardedPost(
  url: string,
  options: Pick<FetchPreviewOptions, "publicUrl" | "resolve" | "allowPrivateAddresses">,
  body: { type: string; body: Uint8Array },
  accept: string,
  signal: AbortSignal,
): Promise<{ response: IncomingMessage }> {
  const target = httpUrl(url);
  const address = await vetHost(target, options, signal);
  const response = await send(target, address, previewUserAgent(options.publicUrl), signal, accept, {
    body,
  });
  return { response };
}

/**
 * GETs (or, with `get`, HEADs or asks a range of) `url` under the guard and follows its redirects (at
 * most `maxRedirects`, each hop vetted again): the first answer that is not a redirect, and the address
 * it answered for. The caller reads it and
 * destroys it. Throws `bad_response` for a redirect without Location, `too_many_redirects` past the cap.
 */
export async function guardedGetFollowing(
  url: string,
  options: JsonFetchOptions,
  accept: string,
  signal: AbortSignal,
  get: GetOptions = {},
): Promise<{ url: URL; response: IncomingMessage }> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_PREVIEW_MAX_REDIRECTS;
  let target = httpUrl(url);
  for (let redirects = 0; ; redirects++) {
    const { response } = await guardedGet(target, options, accept, signal, get);
    const status = response.statusCode ?? 0;
    if (!REDIRECT_STATUSES.has(status)) return { url: target, response };
    response.destroy();
    const location = response.headers.location;
    if (!location) throw new FetchFailed("bad_response", `HTTP ${status} without Location`);
    if (redirects === maxRedirects) throw new FetchFailed("too_many_redirects", `more than ${maxRedirects}`);
    target = httpUrl(location, target);
  }
}

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

/** Whether a hop to `url` may reach `ip`: a public address, or a private one the rule lets through. */
function allowedFor(url: URL, rule: PrivateAddressRule): (ip: IpAddress) => boolean {
  const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
  return (ip) => isPublicAddress(ip) || allowsPrivate(rule, ip, port);
}

/** The guard's judgement of a host as written, before any lookup; "name" when only DNS can tell. */
export type WrittenHost =
  | { kind: "allowed"; ip: IpAddress }
  | { kind: "refused"; detail: string }
  | { kind: "name" };

/**
 * What the guard tells of `url`'s host without asking DNS: an IP literal allowed or refused (private,
 * loopback, link-local and metadata, in every notation), a name only local networks know refused.
 */
export function judgeWrittenHost(url: URL, rule: PrivateAddressRule = false): WrittenHost {
  // The URL parser has already rewritten IPv4 in every notation (0x7f000001, 2130706433, 0177.1) as
  // dotted decimal; an IPv6 host keeps its brackets, which parseIpLiteral reads.
  const literal = parseIpLiteral(url.hostname);
  if (literal) {
    return allowedFor(url, rule)(literal)
      ? { kind: "allowed", ip: literal }
      : { kind: "refused", detail: `${url.hostname} is not public` };
  }
  // Not worth asking DNS about names that only exist on a local network.
  if (rule !== true && isLocalName(url.hostname)) {
    return { kind: "refused", detail: `${url.hostname} is a local name` };
  }
  return { kind: "name" };
}

/**
 * Whether an address a stranger's page names for the visitor's browser to load (its preview image, its
 * icon) may be shown: https only, on a host the guard does not refuse as written, by the rule of every
 * hop. A name is not resolved: the visitor's browser resolves it, not this server.
 */
export function isShowableAddress(href: string, rule: PrivateAddressRule = false): boolean {
  const url = URL.parse(href);
  return url?.protocol === "https:" && judgeWrittenHost(url, rule).kind !== "refused";
}

/**
 * The one address a connection to `url`'s host and port may go to, once every address the host has is
 * allowed: what a tunnel (a CONNECT through a guarded proxy) connects to, as guardedGet does.
 */
export async function vetHost(
  url: URL,
  options: Pick<FetchPreviewOptions, "resolve" | "allowPrivateAddresses">,
  signal: AbortSignal,
): Promise<VettedAddress> {
  const { allowPrivateAddresses = false } = options;
  const written = judgeWrittenHost(url, allowPrivateAddresses);
  if (written.kind === "refused") throw new FetchFailed("private_address", written.detail);
  if (written.kind === "allowed") {
    return { address: canonicalAddress(written.ip), family: written.ip.version };
  }
  const allowed = allowedFor(url, allowPrivateAddresses);
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
  return { address: canonicalAddress(first), family: first.version };
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
 * A GET (or, with a body, a POST) with the host name kept for the Host header and TLS (SNI, certificate
 * check), while the socket goes to the vetted address: the `lookup` hands it over instead of asking DNS
 * again, so a second, different answer (DNS rebinding) never comes into play.
 */
function send(
  url: URL,
  vetted: VettedAddress,
  userAgent: string,
  signal: AbortSignal,
  accept: string,
  { body, acceptEncoding, method, range }: GetOptions & { body?: { type: string; body: Uint8Array } },
): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      {
        method: body ? "POST" : (method ?? "GET"),
        headers: {
          "User-Agent": userAgent,
          Accept: accept,
          // A protocol's answer (POST) is read as sent; pages and files may come compressed.
          ...(body
            ? { "Content-Type": body.type, "Content-Length": String(body.body.length) }
            : {
                "Accept-Encoding": acceptEncoding ?? DEFAULT_ACCEPT_ENCODING,
                ...(range ? { Range: range } : {}),
              }),
        },
        lookup,
        signal,
        // A fresh connection each time: no pooled socket to another address, and no proxy from the environment.
        agent: false,
      },
      resolve,
    );
    request.on("error", reject);
    request.end(body?.body);
  });
}

export function mimeType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** The body with its content coding undone; a coding that was not asked for is a `bad_response`. */
export function decompressed(response: IncomingMessage): Readable {
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

/**
 * The whole body, decompressed; a body longer than maxBytes is refused as a `bad_response`, since a cut
 * answer (JSON, a time-stamp token) is no answer.
 */
export async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decompressed(response) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new FetchFailed("bad_response", `body over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
