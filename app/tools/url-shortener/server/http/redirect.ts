import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress } from "#server/http/client-address.ts";
import { LruCache } from "#server/lib/lru-cache.ts";
import type { ChangeFeed } from "#server/realtime/change-feed.ts";
import { isReservedAlias } from "../../logic/alias.ts";
import { isShortSlug } from "../../logic/short-slug.ts";
import type { Shortener } from "../service.ts";

/** Where a request lands: a short link's slug, the bare short host, or none of the redirect paths. */
export type ShortPath = { slug: string } | "short-host-root" | null;

/**
 * Reads the redirect paths: /r/{slug} on any host, and SHORT_URL_BASE/{slug} (on its own host when it
 * names another one than PUBLIC_URL, whose bare root then leads to the site). Reserved names are never
 * slugs, so a short base at the root of the site's own host leaves its pages alone.
 */
export function createShortPathMatcher(publicUrl: string, shortUrlBase: string) {
  const site = new URL(publicUrl);
  const short = new URL(shortUrlBase);
  const shortHost = short.host === site.host ? null : short.host;
  const shortPrefix = short.pathname.endsWith("/") ? short.pathname : `${short.pathname}/`;

  return (host: string | undefined, pathname: string): ShortPath => {
    const onShortHost = shortHost !== null && host?.toLowerCase() === shortHost;
    let rest: string | undefined;
    if (pathname.startsWith("/r/")) rest = pathname.slice(3);
    else if (onShortHost && pathname === "/") return "short-host-root";
    else if ((shortHost === null || onShortHost) && pathname.startsWith(shortPrefix)) {
      rest = pathname.slice(shortPrefix.length);
    }
    return rest !== undefined && isShortSlug(rest) && !isReservedAlias(rest) ? { slug: rest } : null;
  };
}

/**
 * Whether a redirect is recorded as a visit (a person's or, counted apart, a bot's): a GET (browsers
 * navigate with GET; HEAD comes from link checkers), other than the preview page's onward redirect
 * (`?via=preview`), whose view was recorded on the page.
 */
function countsAsVisit(req: IncomingMessage, query: string): boolean {
  if (req.method !== "GET") return false;
  return query === "" || new URLSearchParams(query).get("via") !== "preview";
}

export interface RedirectOptions {
  shortener: Pick<Shortener, "findBySlug" | "recordClick">;
  publicUrl: string;
  /** TRUST_PROXY: whose X-Forwarded-For tells the client's address (for its country only). */
  trustedProxies?: number;
  shortUrlBase: string;
  /**
   * Where every process hears that a link's destination changed or that it was removed: its slugs are
   * forgotten at once, here as on every other process.
   */
  changes: Pick<ChangeFeed, "subscribe">;
  /** Slugs remembered in memory; each entry is a few hundred bytes at most. */
  cacheSize?: number;
}

/** A link as the redirect remembers it. */
interface Target {
  id: number;
  href: string;
}

export interface Redirects {
  /**
   * The hot path of short links: answers a request to one with a 302 to its destination, its visit
   * counted, and says true; false for any other request (an unknown or removed slug then goes on to the
   * router's page: 404, or 410 saying its creator removed it). A promise of either when it must read the
   * database first. A counted visit's 302 leaves once its click is written to the journal (one write
   * shared by every request of the moment, see click-journal.ts), so a kill of the process never loses
   * an answered visit; true is said before that, as the request is taken.
   */
  answer(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    query: string,
  ): boolean | Promise<boolean>;
  /**
   * Drops a slug from this process's cache, so its next visit reads the database. Called for each slug of
   * a link whose destination changed or that was removed, as the change feed announces it to every process.
   */
  forget(slug: string): void;
}

/**
 * Destinations are cached by slug (whatever its case), so a popular link costs no database read at all,
 * until its creator changes or removes it: the change feed then makes every process forget it.
 */
export function createRedirects(options: RedirectOptions): Redirects {
  const { shortener, publicUrl, cacheSize = 10_000, trustedProxies = 0 } = options;
  const match = createShortPathMatcher(publicUrl, options.shortUrlBase);
  const cache = new LruCache<string, Target>(cacheSize);
  // Counts the forgetting: a destination read before a change was announced, and stored after it, would
  // otherwise be remembered stale.
  let forgotten = 0;
  const forget = (slug: string) => {
    forgotten++;
    cache.delete(slug.toLowerCase());
  };
  options.changes.subscribe((change) => {
    for (const slug of change.slugs ?? []) forget(slug);
  });

  // Of the site's security headers (security-headers.ts) only these two matter on an empty 302: the
  // referrer policy applies to the request that follows it, and HSTS to the host.
  const securityHeaders: Record<string, string> = { "Referrer-Policy": "strict-origin-when-cross-origin" };
  if (new URL(publicUrl).protocol === "https:") {
    securityHeaders["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  }

  /** A 302 to `location` that no cache keeps, so every visit reaches the server. */
  function send(res: ServerResponse, location: string): void {
    // All headers given to writeHead at once: Node's fast path.
    res
      .writeHead(302, {
        ...securityHeaders,
        Location: location,
        "Cache-Control": "private, no-store",
        "Content-Length": 0,
      })
      .end();
  }

  /** The link of `slug` from the database, remembered unless it changed meanwhile; null if it is gone. */
  async function read(slug: string, key: string): Promise<Target | null> {
    const before = forgotten;
    const link = await shortener.findBySlug(slug);
    if (link === null || link.removedAt !== null || link.disabledAt !== null) return null;
    const target = { id: link.id, href: link.originalUrl };
    if (forgotten === before) cache.set(key, target);
    return target;
  }

  /** Sends the 302 to `target`, once its visit is journaled if the request is one. */
  function redirect(req: IncomingMessage, res: ServerResponse, query: string, target: Target): void {
    if (!countsAsVisit(req, query)) {
      send(res, target.href);
      return;
    }
    // One promise a request: the click recorder's never rejects (a failed journal write is logged, and
    // the click stored at the next fold).
    void shortener
      .recordClick(target.id, {
        agent: req.headers["user-agent"],
        referrer: req.headers.referer,
        address: clientAddress(req, trustedProxies),
      })
      .then(() => send(res, target.href));
  }

  return {
    // Not an async function: a remembered link's redirect takes the request at once.
    answer(req, res, pathname, query) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const path = match(req.headers.host, pathname);
      if (path === null) return false;
      if (path === "short-host-root") {
        send(res, `${publicUrl}/`);
        return true;
      }
      const key = path.slug.toLowerCase();
      const target = cache.get(key);
      if (target !== undefined) {
        redirect(req, res, query, target);
        return true;
      }
      return read(path.slug, key).then((found) => {
        if (found === null) return false;
        redirect(req, res, query, found);
        return true;
      });
    },
    forget,
  };
}
