// GET /api/media-from-link?url=… (the media an address holds, as JSON) and GET /api/media-from-link/file?url=…
// (one of them, streamed through to the visitor): rate-limited per client, transfers capped per process,
// errors in the house's shape and the visitor's language. Nothing is kept.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DEFAULT_LANGUAGE, isLanguage } from "#app/i18n/languages.ts";
import { parseInput } from "#app/lib/text/web-address-input.ts";
import { toolTranslator } from "#server/catalog/tool-texts.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { apiError, sendJson } from "#server/http/json.ts";
import { mediaFileName } from "../logic/media-name.ts";
import { mediaFromLink as tool } from "../tool.ts";
import { type MediaErrorCode, mediaErrorOf, STATUS_OF } from "./media-errors.ts";
import { IDLE_MS, MAX_MEDIA_BYTES, watch } from "./media-fetch.ts";
import type { MediaFromLinkServices } from "./services.ts";

/** A visitor turned away by the transfer cap is told to come back after this long. */
const BUSY_RETRY_SECONDS = 10;
/** Listing a page: its own fetch, a parse and a probe per item. */
const LIST_TIMEOUT_MS = 20_000;
/** yt-dlp starts a Python interpreter and may read several pages of a platform. */
const PLATFORM_LIST_TIMEOUT_MS = 60_000;

interface Asked {
  params: URLSearchParams;
  refuse(code: MediaErrorCode, values?: Record<string, unknown>): void;
}

/** The request's parameters and a way to refuse it in its language. */
function asked(req: IncomingMessage, res: ServerResponse, target: string): Asked {
  const params = new URL(target, "http://localhost").searchParams;
  const requested = params.get("language");
  const t = toolTranslator(tool, isLanguage(requested) ? requested : DEFAULT_LANGUAGE);
  return {
    params,
    refuse: (code, values) => {
      if (res.headersSent) return void res.destroy();
      sendJson(req, res, STATUS_OF[code], apiError(code, t(`media_from_link:errors.${code}`, values)));
    },
  };
}

/** Takes one of the client's requests; false (and the 429 sent) past the limit. */
async function admitted(
  req: IncomingMessage,
  res: ServerResponse,
  services: MediaFromLinkServices,
  trustedProxies: number,
  refuse: Asked["refuse"],
): Promise<boolean> {
  const decision = await services.mediaFetchRateLimiter.take(
    rateLimitKey(clientAddress(req, trustedProxies)),
  );
  if (decision.allowed) return true;
  res.setHeader("Retry-After", String(decision.retryAfterSeconds));
  refuse("rate_limited", { seconds: decision.retryAfterSeconds });
  return false;
}

/** A signal that ends when the visitor leaves (tab closed, another item chosen), so no fetch runs for no one. */
function leaving(res: ServerResponse): AbortController {
  const left = new AbortController();
  res.on("close", () => left.abort());
  return left;
}

export function createListEndpoint(services: MediaFromLinkServices, config: { trustedProxies: number }) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    const { params, refuse } = asked(req, res, target);
    const parsed = parseInput(params.get("url") ?? "");
    if (!parsed.ok) return refuse(parsed.code);
    const platform = params.get("via") === "platform";
    if (platform && !services.mediaLinks.platforms) return refuse("platform_not_set_up");
    if (!(await admitted(req, res, services, config.trustedProxies, refuse))) return;
    const left = leaving(res);
    const signal = AbortSignal.any([
      left.signal,
      AbortSignal.timeout(platform ? PLATFORM_LIST_TIMEOUT_MS : LIST_TIMEOUT_MS),
    ]);
    const work = services.mediaTransfers.run(() =>
      services.mediaLinks.list(parsed.url, platform ? "platform" : "page", signal),
    );
    if (work === null) {
      res.setHeader("Retry-After", String(BUSY_RETRY_SECONDS));
      return refuse("busy");
    }
    try {
      sendJson(req, res, 200, await work);
    } catch (error) {
      if (left.signal.aborted) return;
      refuse(mediaErrorOf(error, signal.aborted));
    }
  };
}

/** How long a transfer may go without a byte, and how many it may carry (tests make them small). */
export interface TransferLimits {
  idleMs: number;
  maxBytes: number;
}

export function createFileEndpoint(
  services: MediaFromLinkServices,
  config: { trustedProxies: number },
  limits: TransferLimits = { idleMs: IDLE_MS, maxBytes: MAX_MEDIA_BYTES },
) {
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    const { params, refuse } = asked(req, res, target);
    const parsed = parseInput(params.get("url") ?? "");
    if (!parsed.ok) return refuse(parsed.code);
    const format = params.get("format") ?? undefined;
    const rendition = params.get("rendition") ?? undefined;
    if (format !== undefined && !services.mediaLinks.platforms) return refuse("platform_not_set_up");
    if (!(await admitted(req, res, services, config.trustedProxies, refuse))) return;
    const left = leaving(res);
    // A stalled transfer (no byte for IDLE_MS, from the origin or to the visitor) ends through this.
    const stalled = new AbortController();
    const signal = AbortSignal.any([left.signal, stalled.signal]);
    const range = req.headers.range;
    const work = services.mediaTransfers.run(async () => {
      const source = await services.mediaLinks.open(
        {
          url: parsed.url,
          ...(format ? { format } : {}),
          ...(rendition ? { rendition } : {}),
          ...(range ? { range } : {}),
        },
        signal,
      );
      try {
        res.writeHead(source.status, {
          ...source.headers,
          "Content-Type": source.contentType,
          "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(mediaFileName(source.url, source.contentType))}`,
          // Where the bytes came from, after redirects: the page shows it and the case file keeps it.
          "Content-Location": source.url,
          "Cache-Control": "no-store",
          // Bytes from a stranger's server: never a document of ours.
          "Content-Security-Policy": "default-src 'none'; sandbox",
          "X-Content-Type-Options": "nosniff",
        });
        // Piped, not looped: Node's streams move the bytes with backpressure, off the awaits of a loop.
        const body = source.body instanceof Readable ? source.body : Readable.from(source.body);
        await pipeline(body, watch({ ...limits, onStall: () => stalled.abort() }), res, { signal });
      } finally {
        source.close();
      }
    });
    if (work === null) {
      res.setHeader("Retry-After", String(BUSY_RETRY_SECONDS));
      return refuse("busy");
    }
    try {
      await work;
    } catch (error) {
      if (left.signal.aborted) return;
      // Once the status is sent, a cut connection is the only way left to say the body is not whole.
      refuse(mediaErrorOf(error, stalled.signal.aborted));
    }
  };
}
