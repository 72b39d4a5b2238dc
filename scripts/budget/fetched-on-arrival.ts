// What a page's arrival costs in the browser: every JavaScript file of the site's own origin Chromium
// fetches from the address until the page is idle, its static imports and what it imports on its own
// after load (an effect's import(), a worker it starts and the worker's imports), none of it asked for
// by the visitor. The static count cannot see the latter (issue 44: the case list imported the ZIP
// reader on mount).
import type { BrowserContext, Page, Request } from "@playwright/test";

/**
 * The network is quiet when nothing is in flight and no request started or ended for this long. Idle is
 * a quiet network after the page's main thread was idle: on a busy machine hydration can outlast the
 * quiet time with no request, and the imports of its effects come after it.
 */
const QUIET_MS = 500;
/** A page still busy after this long is an error to look at, not a size. */
const GIVE_UP_MS = 20_000;
/** Connections that stay open as long as the page does (live updates) never end; idle ignores them. */
const LONG_LIVED = new Set(["eventsource", "websocket"]);

export interface Arrival {
  /** The page, loaded and idle, for the caller to read more from. */
  page: Page;
  /** The paths of the own-origin JavaScript files fetched, each once, in the order first asked for. */
  scripts: string[];
}

/** Opens `url` in a new page of `context` (fresh, so nothing comes from a cache) and waits until idle. */
export async function openUntilIdle(context: BrowserContext, url: string): Promise<Arrival> {
  const origin = new URL(url).origin;
  const scripts = new Set<string>();
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  // The context's events, not the page's: they include the requests of the workers the page starts.
  context.on("request", (request) => {
    lastActivity = Date.now();
    if (!LONG_LIVED.has(request.resourceType())) inFlight.add(request);
    const address = new URL(request.url());
    if (address.origin === origin && /\.m?js$/.test(address.pathname)) scripts.add(address.pathname);
  });
  const ended = (request: Request) => {
    lastActivity = Date.now();
    inFlight.delete(request);
  };
  context.on("requestfinished", ended);
  context.on("requestfailed", ended);

  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  const started = Date.now();
  const quiet = async () => {
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > GIVE_UP_MS) {
        const pending = [...inFlight].map((request) => request.url()).join(", ");
        throw new Error(
          `${url} is not idle ${GIVE_UP_MS / 1000} s after load; in flight: ${pending || "none"}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  for (;;) {
    await quiet();
    const before = lastActivity;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await quiet();
    if (lastActivity === before) break;
  }
  return { page, scripts: [...scripts] };
}
