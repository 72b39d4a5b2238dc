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
 * A module worker's script is its own document for CSP: under the files' `default-src 'none'` it could
 * neither load its chunks nor instantiate WebAssembly (the image inspector's forensics worker runs
 * MozJPEG, decision 028). Worker scripts get the same rights as the pages' scripts, nothing more.
 */
export const WORKER_SCRIPT_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; frame-ancestors 'none'";

/** Whether a built file is a worker's entry (Vite names them `{name}.worker-{hash}.js`). */
export const isWorkerScript = (pathname: string): boolean => /\.worker-[\w-]+\.js$/.test(pathname);
