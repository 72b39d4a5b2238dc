import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import css from "./app.css?inline";
import { clientAddressContext, servicesContext } from "./context.ts";
import { InlineCssContext } from "./frame/inline-css.ts";
import { NonceContext } from "./frame/nonce.ts";
import { withoutModulePreloads } from "./frame/without-module-preloads.ts";

// The HTTP entry builds its load context with these very keys, so loaders find what it put there.
export { clientAddressContext, servicesContext };

export const streamTimeout = 5_000;

/**
 * The document's Content-Security-Policy: scripts only from this origin or carrying this response's nonce.
 * In development, `hmrSocket` is the origin of Vite's HMR websocket, which not all browsers count as 'self'.
 * 'wasm-unsafe-eval' lets pages compile WebAssembly (the QR reader's, fetched from /assets/ like any
 * script), and nothing else: eval and new Function stay refused. It is on every document because a
 * document keeps its policy across the app's client-side navigations (decision 017).
 */
export function documentCsp(nonce: string, hmrSocket?: string): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile (the image inspector's C2PA reader); it allows no eval of
    // JavaScript. Global, since a page reached by client-side navigation keeps the first page's policy.
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    // The C2PA library starts its worker from a blob: URL of its own code.
    "worker-src 'self' blob:",
    // Radix and toasts position elements with inline styles.
    "style-src 'self' 'unsafe-inline'",
    // blob: shows a file the visitor opened (image inspector) without it leaving the page.
    "img-src 'self' data: blob: https:",
    // blob: draws an archived page's own fonts from the archive, never from the live site (page capture).
    "font-src 'self' blob:",
    hmrSocket ? `connect-src 'self' ${hmrSocket}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = randomBytes(16).toString("base64");
  // Vite's client connects back to the page's own host and port (host/dev.ts).
  const hmrSocket = import.meta.env.DEV ? new URL(request.url).origin.replace(/^http/, "ws") : undefined;
  responseHeaders.set("Content-Security-Policy", documentCsp(nonce, hmrSocket));
  // The language comes from the cookie and Accept-Language when the URL does not name one.
  responseHeaders.set("Vary", "Cookie, Accept-Language");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { logger } = loadContext.get(servicesContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <InlineCssContext value={css}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const html = body.pipe(withoutModulePreloads());
          body.on("error", (error) => html.destroy(error));
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("render failed", { error, path: new URL(request.url).pathname });
        },
      },
    );
  });
}
