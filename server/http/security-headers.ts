import type { ServerResponse } from "node:http";

/**
 * Headers every response carries. The document's Content-Security-Policy, which needs a per-response
 * nonce, is set where the HTML is rendered; this default covers everything else (files, JSON, health).
 */
export function setSecurityHeaders(res: ServerResponse, options: { https: boolean }): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  // The camera for this site's own pages only (the QR reader asks for it; the browser still asks the
  // person), never for a frame of another site. Kept across client-side navigations, hence on every page.
  res.setHeader("Permissions-Policy", "camera=(self), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/**
 * A script's own Content-Security-Policy applies only when it runs as a worker (a page's scripts follow
 * the page's policy), and any built script may be a worker's entry (ours, tesseract.js's, ffmpeg's).
 * Under the files' `default-src 'none'` a worker could neither load its chunks, nor instantiate
 * WebAssembly (libjpeg-turbo for the forensic views, decision 028; the video inspector's hash and HEVC decoder,
 * decision 025), nor fetch its .wasm: it gets those rights on our own origin, nothing more.
 */
export const SCRIPT_FILE_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'";
