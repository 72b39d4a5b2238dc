import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type Encoding, negotiateEncoding } from "./compression.ts";
import { SCRIPT_FILE_POLICY } from "./security-headers.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  // WebAssembly.compileStreaming (the QR and C2PA readers) compiles while downloading only with this type.
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
};

/** Files under /assets/ carry a content hash in their name, so they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=3600, must-revalidate";

export type StaticFiles = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

async function fileStat(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * Serves the client build: precompressed .br/.gz siblings when the client accepts them, ETag and
 * Last-Modified for revalidation. Answers false for anything that is not a file, so the app takes it.
 */
export function createStaticFiles(root: string): StaticFiles {
  const base = path.resolve(root);
  return async (req, res, pathname) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const file = path.join(base, pathname);
    if (!file.startsWith(`${base}${path.sep}`)) return false;
    const info = await fileStat(file);
    if (!info) return false;

    const etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
    res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", info.mtime.toUTCString());
    res.setHeader("Content-Type", CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream");
    res.setHeader("Vary", "Accept-Encoding");
    if (path.extname(file) === ".js") res.setHeader("Content-Security-Policy", SCRIPT_FILE_POLICY);
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304).end();
      return true;
    }

    let served = file;
    let size = info.size;
    const encoding: Encoding | null = negotiateEncoding(req.headers["accept-encoding"]);
    if (encoding) {
      const sibling = `${file}.${encoding === "br" ? "br" : "gz"}`;
      const compressed = await fileStat(sibling);
      if (compressed) {
        served = sibling;
        size = compressed.size;
        res.setHeader("Content-Encoding", encoding);
      }
    }
    res.setHeader("Content-Length", size);
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    await pipeline(createReadStream(served), res);
    return true;
  };
}
