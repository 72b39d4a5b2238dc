// POST /api/shared-images stores a picture for an hour; GET /shared-images/<token>.<ext> serves it, as an
// image and nothing else (decision 034).
import { createReadStream } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import {
  isSharedImageType,
  SHARED_IMAGE_MAX_BYTES,
  SHARED_IMAGES_API,
  SHARED_IMAGES_PATH,
  type SharedImage,
} from "#app/lib/hand-off/shared-images.ts";
import { BodyError, readRawBody } from "#server/http/body.ts";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import { apiError, sendJson } from "#server/http/json.ts";
import { READ_METHODS } from "#server/http/methods.ts";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.ts";
import type { Endpoint, ToolEndpoints } from "#server/tool-server.ts";
import { sniffImageType } from "./sniff.ts";
import type { SharedImageStore } from "./store.ts";

export interface SharedImageEndpointOptions {
  store: SharedImageStore;
  limiter: RateLimiter;
  /** The site's public origin: the engines fetch the picture there. */
  publicUrl: string;
  trustedProxies: number;
}

type ErrorCode = "not_image" | "too_large" | "rate_limited";

// The page says these in its own language from the code; the message is for other clients.
const ERRORS: Record<ErrorCode, { status: number; message: string }> = {
  not_image: { status: 415, message: "Only JPEG, PNG and WebP pictures can be shared." },
  too_large: {
    status: 413,
    message: `A shared picture may be at most ${SHARED_IMAGE_MAX_BYTES / 1_000_000} MB.`,
  },
  rate_limited: { status: 429, message: "Too many pictures shared from here; try again later." },
};

function upload({ store, limiter, publicUrl, trustedProxies }: SharedImageEndpointOptions): Endpoint {
  return {
    methods: ["POST"],
    async answer(req, res) {
      const fail = (code: ErrorCode) =>
        sendJson(req, res, ERRORS[code].status, apiError(code, ERRORS[code].message));
      // Only an image type: another site's form (text/plain, a form encoding) cannot post here, and a
      // script of another site would need a preflight this server never grants.
      const declared = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      if (!isSharedImageType(declared)) return fail("not_image");
      if (Number(req.headers["content-length"] ?? 0) > SHARED_IMAGE_MAX_BYTES) return fail("too_large");
      const decision = await limiter.take(rateLimitKey(clientAddress(req, trustedProxies)));
      if (!decision.allowed) {
        res.setHeader("Retry-After", String(decision.retryAfterSeconds));
        return fail("rate_limited");
      }
      let bytes: Buffer;
      try {
        bytes = await readRawBody(req, SHARED_IMAGE_MAX_BYTES);
      } catch (error) {
        if (error instanceof BodyError) return fail("too_large");
        throw error;
      }
      const type = sniffImageType(bytes);
      if (!type) return fail("not_image");
      const stored = await store.put(bytes, type);
      const answer: SharedImage = {
        url: `${publicUrl}${SHARED_IMAGES_PATH}${stored.name}`,
        expiresAt: stored.expiresAt.toISOString(),
      };
      sendJson(req, res, 201, answer);
    },
  };
}

function notFound(res: ServerResponse) {
  res
    .writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .end("Not Found");
}

function serve({ store }: SharedImageEndpointOptions): Endpoint {
  return {
    methods: READ_METHODS,
    async answer(req: IncomingMessage, res: ServerResponse, target: string) {
      // Nothing is listed: the folder itself and any other name are plain 404s.
      const name = (target.split("?")[0] ?? "").slice(SHARED_IMAGES_PATH.length);
      const image = await store.open(name);
      // Never indexed, whoever asks: even the 404 of an expired address.
      res.setHeader("X-Robots-Tag", "noindex, nofollow, noarchive");
      if (!image) return notFound(res);
      res.writeHead(200, {
        // From the bytes, never from the upload's declaration.
        "Content-Type": image.type,
        "Content-Length": image.size,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
        "Cache-Control": "private, no-store",
        Expires: image.expiresAt.toUTCString(),
      });
      if (req.method === "HEAD") return void res.end();
      await pipeline(createReadStream(image.file), res);
    },
  };
}

/** The two paths, or none when the feature is off (SHARED_IMAGES=off): both are then the site's 404. */
export function sharedImageEndpoints(options: SharedImageEndpointOptions): ToolEndpoints {
  const served = serve(options);
  return {
    paths: { [SHARED_IMAGES_API]: upload(options) },
    match: (pathname) => (pathname.startsWith(SHARED_IMAGES_PATH) ? served : undefined),
  };
}
