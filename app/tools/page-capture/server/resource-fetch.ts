// One resource of a capture, fetched as it is: through the guard at every hop (guarded-request.ts), the
// body as received (content coding kept, nothing decompressed) streamed to disk and hashed, each hop —
// redirects included — recorded in the WARC with the address connected to.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import type { IncomingMessage } from "node:http";
import {
  FetchFailed,
  type FetchFailureReason,
  failureOf,
  guardedGet,
  type HopOptions,
  httpUrl,
  mimeType,
  previewUserAgent,
  REDIRECT_STATUSES,
} from "#server/net/guarded-request.ts";
import type { ResourceKind } from "./resource-links.ts";
import type { Exchange, WarcWriter } from "./warc-writer.ts";

/** Bytes the whole capture may still take; shared by its fetches. */
export interface ByteBudget {
  /** Takes up to `wanted` bytes; fewer (down to 0) once the capture's limit is reached. */
  take(wanted: number): number;
}

export interface FetchContext {
  rules: HopOptions;
  /** Ends every fetch of the capture: its deadline, or the visitor leaving. */
  signal: AbortSignal;
  budget: ByteBudget;
  maxResourceBytes: number;
  maxRedirects: number;
  warc: WarcWriter;
  /** A new file in the capture's folder, for one body. */
  bodyFile(): string;
}

/** One answer received and recorded. */
export interface RecordedHop {
  url: string;
  ipAddress: string;
  status: number;
  /** The MIME type of Content-Type, lowercase; "" when absent. */
  type: string;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  /** The headers as recorded (see receivedHeaders). */
  headers: [string, string][];
  /** Body bytes as received (and kept). */
  bytes: number;
  sha256: string;
  file: string;
  truncated?: Exchange["response"]["truncated"];
  /** Where a redirect leads, resolved; absent for other answers. */
  location?: string;
}

export type ResourceOutcome =
  | { ok: true; hops: RecordedHop[] }
  | { ok: false; hops: RecordedHop[]; url: string; reason: FetchFailureReason; detail: string };

const ACCEPT: Record<ResourceKind, string> = {
  page: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
  frame: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8",
  style: "text/css,*/*;q=0.1",
  asset: "*/*",
};
// Bytes exactly as the site sends them: what is archived is what was received, and a digest of it.
const ACCEPT_ENCODING = "identity";

/** Fetches `url` and its redirects (each hop recorded), up to the first answer that is not a redirect. */
export async function fetchResource(
  url: string,
  kind: ResourceKind,
  context: FetchContext,
): Promise<ResourceOutcome> {
  const hops: RecordedHop[] = [];
  let target = url;
  try {
    for (let redirects = 0; ; redirects++) {
      const hop = await fetchHop(httpUrl(target), kind, context);
      hops.push(hop);
      if (hop.location === undefined) return { ok: true, hops };
      if (redirects === context.maxRedirects) {
        throw new FetchFailed("too_many_redirects", `more than ${context.maxRedirects}`);
      }
      target = hop.location;
    }
  } catch (error) {
    const { reason, detail } = failureOf(error, context.signal);
    return { ok: false, hops, url: target, reason, detail };
  }
}

async function fetchHop(target: URL, kind: ResourceKind, context: FetchContext): Promise<RecordedHop> {
  const accept = ACCEPT[kind];
  const { address, response } = await guardedGet(target, context.rules, accept, context.signal, {
    acceptEncoding: ACCEPT_ENCODING,
  });
  const date = new Date().toISOString();
  const status = response.statusCode ?? 0;
  const file = context.bodyFile();
  const body = await saveBody(response, file, context);
  const location = REDIRECT_STATUSES.has(status) ? response.headers.location : undefined;
  const headers = receivedHeaders(response);
  const exchange: Exchange = {
    url: target.href,
    date,
    ipAddress: address,
    request: {
      statusline: `GET ${target.pathname}${target.search} HTTP/1.1`,
      // What send() puts on the wire: the host's name, the site's agent, these Accept values, one connection.
      headers: [
        ["Host", target.host],
        ["User-Agent", previewUserAgent(context.rules.publicUrl)],
        ["Accept", accept],
        ["Accept-Encoding", ACCEPT_ENCODING],
        ["Connection", "close"],
      ],
    },
    response: {
      statusline: `HTTP/${response.httpVersion} ${status} ${response.statusMessage ?? ""}`.trimEnd(),
      headers,
      file,
      ...(body.truncated ? { truncated: body.truncated } : {}),
    },
  };
  await context.warc.append(exchange);
  const contentType = response.headers["content-type"];
  return {
    url: target.href,
    ipAddress: address,
    status,
    type: mimeType(contentType),
    contentType,
    contentEncoding: response.headers["content-encoding"],
    headers,
    bytes: body.bytes,
    sha256: body.sha256,
    file,
    ...(body.truncated ? { truncated: body.truncated } : {}),
    ...(location ? { location: httpUrl(location, target).href } : {}),
  };
}

/**
 * The headers as received, in their order and case. Node has already undone chunked transfer coding,
 * so that header is kept under the name archives use for it, or a reader would undo it a second time.
 */
function receivedHeaders(response: IncomingMessage): [string, string][] {
  const pairs: [string, string][] = [];
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] as string;
    const value = raw[index + 1] as string;
    pairs.push([name.toLowerCase() === "transfer-encoding" ? `X-Archive-Orig-${name}` : name, value]);
  }
  return pairs;
}

/**
 * The body to `file`, hashed as it goes: cut at the resource's limit or when the capture's budget is
 * spent ("length"), when the capture's time is up ("time") or the connection breaks ("disconnect"),
 * keeping what had arrived.
 */
async function saveBody(
  response: IncomingMessage,
  file: string,
  context: FetchContext,
): Promise<{ bytes: number; sha256: string; truncated?: Exchange["response"]["truncated"] }> {
  const out = createWriteStream(file);
  const hash = createHash("sha256");
  let bytes = 0;
  let truncated: Exchange["response"]["truncated"];
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      const room = Math.min(chunk.length, context.maxResourceBytes - bytes);
      const allowed = context.budget.take(room);
      const kept = allowed < chunk.length ? chunk.subarray(0, allowed) : chunk;
      hash.update(kept);
      bytes += kept.length;
      if (!out.write(kept)) await once(out, "drain");
      if (allowed < chunk.length) {
        truncated = "length";
        break;
      }
    }
  } catch {
    truncated = context.signal.aborted ? "time" : "disconnect";
  } finally {
    response.destroy();
    out.end();
    await once(out, "close");
  }
  return { bytes, sha256: hash.digest("hex"), ...(truncated ? { truncated } : {}) };
}
