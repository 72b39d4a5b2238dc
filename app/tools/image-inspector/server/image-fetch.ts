// GET /api/image-fetch?url=…: fetches an image once, through the SSRF-safe fetcher, and streams it to
// the visitor's browser, which inspects it like a chosen file. Nothing is kept: no cache, no copy on disk.
import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#app/i18n/languages.ts";
import { MAX_URL_LENGTH } from "#app/lib/text/url-length.ts";
import { toolTexts } from "#server/catalog/tool-texts.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { apiError, sendJson } from "#server/http/json.ts";
import { type FetchFailureReason, type FetchPreviewOptions, failureOf } from "#server/net/guarded-request.ts";
import { openImage } from "#server/net/open-image.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import { imageInspector as tool } from "../tool.ts";

/**
 * The largest image fetched by address: our server carries these bytes, a file chosen on the device (up
 * to 100 MB) never touches it. Decimal, as the page's "25 MB" and every size it writes (formatBytes).
 */
export const IMAGE_FETCH_MAX_BYTES = 25_000_000;
/** For the whole fetch, body included: 25 MB on a slow origin takes a while. */
const DEFAULT_TIMEOUT_MS = 30_000;

type ErrorCode =
  | "empty_url"
  | "invalid_url"
  | "too_long"
  | "not_image"
  | "too_large_url"
  | "private_address"
  | "fetch_failed"
  | "rate_limited";

function message(lang: Language, code: ErrorCode): string {
  return (toolTexts(tool, lang) as { errors: Record<ErrorCode, string> }).errors[code];
}

/** The address to fetch, or why it cannot be: only absolute http(s) addresses of a sane length. */
function parseUrl(input: string): { ok: true; url: string } | { ok: false; code: ErrorCode } {
  const trimmed = input.trim();
  if (trimmed === "") return { ok: false, code: "empty_url" };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, code: "too_long" };
  const url = URL.parse(trimmed);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:"))
    return { ok: false, code: "invalid_url" };
  if (url.href.length > MAX_URL_LENGTH) return { ok: false, code: "too_long" };
  return { ok: true, url: url.href };
}

const STATUS: Record<ErrorCode, number> = {
  empty_url: 400,
  invalid_url: 400,
  too_long: 400,
  not_image: 415,
  too_large_url: 413,
  // The visitor's address is refused, not failed: their input, so a 4xx, as the shortener answers it.
  private_address: 400,
  // The origin failed (unreachable, an error status, a timeout…): a bad gateway, ours to report.
  fetch_failed: 502,
  rate_limited: 429,
};

/** The failures of the fetch that have a message of their own; any other is `fetch_failed`. */
const CODE_OF_FAILURE: Partial<Record<FetchFailureReason, ErrorCode>> = {
  not_image: "not_image",
  too_large: "too_large_url",
  private_address: "private_address",
};

export interface ImageFetchServices {
  imageFetchRateLimiter: RateLimiter;
  config: Pick<FetchPreviewOptions, "publicUrl" | "allowPrivateAddresses"> & { trustedProxies: number };
}

export function createImageFetchEndpoint(services: ImageFetchServices, options: { timeoutMs?: number } = {}) {
  const { config } = services;
  return async (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> => {
    // A visitor who leaves (tab closed, another image chosen) ends the download from the origin too,
    // rather than letting it run to its timeout. "close" also follows a complete answer, harmlessly.
    const left = new AbortController();
    res.on("close", () => left.abort());
    const params = new URL(target, "http://localhost").searchParams;
    const requested = params.get("language");
    const lang = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
    const fail = (code: ErrorCode) => sendJson(req, res, STATUS[code], apiError(code, message(lang, code)));
    const parsed = parseUrl(params.get("url") ?? "");
    if (!parsed.ok) return fail(parsed.code);
    const decision = await services.imageFetchRateLimiter.take(
      rateLimitKey(clientAddress(req, config.trustedProxies)),
    );
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      return fail("rate_limited");
    }
    const signal = AbortSignal.any([
      AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      left.signal,
    ]);
    let image: Awaited<ReturnType<typeof openImage>>;
    try {
      image = await openImage(
        parsed.url,
        {
          publicUrl: config.publicUrl,
          allowPrivateAddresses: config.allowPrivateAddresses,
          maxBytes: IMAGE_FETCH_MAX_BYTES,
        },
        signal,
      );
    } catch (error) {
      if (left.signal.aborted) return; // nobody is left to answer
      const { reason } = failureOf(error, signal);
      return fail(CODE_OF_FAILURE[reason] ?? "fetch_failed");
    }
    try {
      res.writeHead(200, {
        "Content-Type": image.contentType,
        "Cache-Control": "no-store",
        // Bytes from a stranger's server: never rendered as a document of ours.
        "Content-Disposition": "attachment",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      });
      for await (const chunk of image.body) {
        if (!res.write(chunk)) await once(res, "drain", { signal });
      }
      res.end();
    } catch {
      // The status is sent: a cut connection is the only way left to say the body is not whole.
      res.destroy();
    } finally {
      image.close();
    }
  };
}
