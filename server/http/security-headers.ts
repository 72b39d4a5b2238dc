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
