import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { negotiateEncoding } from "./compression.ts";

/** The JSON of a refused API request: a stable code for programs, an English message for people. */
export interface ApiError {
  status: "error";
  message: string;
  error: { code: string; message: string };
}

export function apiError(code: string, message: string): ApiError {
  return { status: "error", message, error: { code, message } };
}

/** Below this size, compressing costs more time than it saves on the wire. */
const COMPRESS_FROM_BYTES = 1400;

/** Sends a JSON body, compressed when it is worth it and the client accepts it. */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  cacheControl = "no-store",
): void {
  let payload: Buffer = Buffer.from(JSON.stringify(body));
  const headers: Record<string, string | number> = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": cacheControl,
    Vary: "Accept-Encoding",
  };
  const encoding =
    payload.length >= COMPRESS_FROM_BYTES ? negotiateEncoding(req.headers["accept-encoding"]) : null;
  if (encoding === "br") {
    payload = zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    headers["Content-Encoding"] = "br";
  } else if (encoding === "gzip") {
    payload = zlib.gzipSync(payload, { level: 6 });
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = payload.length;
  res.writeHead(status, headers).end(req.method === "HEAD" ? undefined : payload);
}
