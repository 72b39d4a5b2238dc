import { createHmac, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress, rateLimitKey } from "#server/http/client-address.ts";
import type { ChangeFeed, ShortLinkChange } from "#server/realtime/change-feed.ts";

/**
 * What a browser hears on GET /api/short-links/events, as `event: change` with this JSON as data: one
 * change when it is the only one since the last event, else `{type: "batch"}` for several. Either way the
 * page refetches the recent links.
 */
export type ShortLinkEvent = ShortLinkChange | { type: "batch" };

export interface ShortLinkEventsOptions {
  /** A comment line this often keeps proxies from closing a quiet stream; default 15 s. */
  heartbeatMs?: number;
  /** Least time between two events to one client; default 500 ms, i.e. at most 2 a second. */
  minIntervalMs?: number;
  /** Streams open at once; further clients get 503. Default 1000. */
  maxClients?: number;
  /**
   * Streams open at once per client, as the rate limits count clients (an address, or an IPv6 /64);
   * further ones get 429, so that one client cannot hold every place. Default 20: a few browsers
   * sharing an address (an office, a carrier's NAT), each with a handful of tabs.
   */
  maxClientsPerAddress?: number;
  /** Proxies whose X-Forwarded-For entries are believed (config's TRUST_PROXY); default 0. */
  trustedProxies?: number;
}

export interface ShortLinkEvents {
  /** Answers GET /api/short-links/events with a stream that stays open until the client leaves. */
  (req: IncomingMessage, res: ServerResponse): void;
  /** Streams open now. */
  clientCount(): number;
  /** Ends every stream, so that the HTTP server can close; call it when shutting down. */
  close(): void;
}

/** How long EventSource waits before reconnecting after a drop. */
const RETRY_MS = 3000;
/** A client this far behind has stopped reading; dropping it bounds the memory it can hold. */
const MAX_BUFFERED_BYTES = 64 * 1024;

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  // nginx would otherwise buffer the stream and deliver events late, in bursts.
  "X-Accel-Buffering": "no",
};

/**
 * Server-Sent Events of short-link changes. Coalescing: the first change after a quiet spell goes out at
 * once; changes arriving sooner than minIntervalMs after an event wait for the end of that interval and go
 * out as one event (the latest change if only one link changed, else a batch). So a viral link being
 * clicked a thousand times a second costs each client 2 events a second.
 */
export function createShortLinkEvents(
  feed: ChangeFeed,
  {
    heartbeatMs = 15_000,
    minIntervalMs = 500,
    maxClients = 1000,
    maxClientsPerAddress = 20,
    trustedProxies = 0,
  }: ShortLinkEventsOptions = {},
): ShortLinkEvents {
  const streams = new Set<() => void>(); // each open stream's "end it now"
  // Open streams per client. The key is an HMAC of the client's rate-limit key under a secret of this
  // process, kept nowhere else: the map holds no address, and a client leaves it with its last stream.
  const secret = randomBytes(32);
  const streamsOf = new Map<string, number>();
  const clientOf = (req: IncomingMessage) =>
    createHmac("sha256", secret)
      .update(rateLimitKey(clientAddress(req, trustedProxies)))
      .digest("base64url");

  const refuse = (res: ServerResponse, status: number, text: string) => {
    res
      .writeHead(status, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "30",
      })
      .end(text);
  };

  function open(req: IncomingMessage, res: ServerResponse): void {
    if (streams.size >= maxClients) {
      refuse(res, 503, "Too many live connections; try again later.");
      return;
    }
    const client = clientOf(req);
    const ofClient = streamsOf.get(client) ?? 0;
    if (ofClient >= maxClientsPerAddress) {
      refuse(
        res,
        429,
        `Too many live connections from your address (at most ${maxClientsPerAddress}): ` +
          "close another tab of this site, or try again later.",
      );
      return;
    }
    res.writeHead(200, STREAM_HEADERS);
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    streamsOf.set(client, ofClient + 1);
    req.socket.setNoDelay(true);
    res.write(`retry: ${RETRY_MS}\n\n`);

    const waiting = new Map<number, ShortLinkChange>(); // latest change per link since the last event
    let lastSentAt = Number.NEGATIVE_INFINITY;
    let flushTimer: NodeJS.Timeout | undefined;

    const write = (text: string) => {
      res.write(text);
      if (res.writableLength > MAX_BUFFERED_BYTES) end();
    };
    const flush = () => {
      flushTimer = undefined;
      const changes = [...waiting.values()];
      waiting.clear();
      const event: ShortLinkEvent | undefined = changes.length > 1 ? { type: "batch" } : changes[0];
      if (!event) return;
      lastSentAt = performance.now();
      write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = feed.subscribe((change) => {
      // An unlisted link is nobody's business but its creator's; processes hear of it, browsers do not.
      if (change.unlisted) return;
      waiting.set(change.id, { type: change.type, id: change.id });
      if (flushTimer) return;
      const wait = lastSentAt + minIntervalMs - performance.now();
      if (wait <= 0) flush();
      else flushTimer = setTimeout(flush, wait);
    });
    const heartbeat = setInterval(() => write(": ping\n\n"), heartbeatMs);

    let closed = false;
    const cleanUp = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(flushTimer);
      streams.delete(end);
      const left = (streamsOf.get(client) ?? 1) - 1;
      if (left > 0) streamsOf.set(client, left);
      else streamsOf.delete(client);
    };
    function end() {
      cleanUp();
      res.end();
    }
    streams.add(end);
    // Also when the client goes away: "close" follows the end of the response or the loss of the connection.
    res.on("close", cleanUp);
  }

  return Object.assign(open, {
    clientCount: () => streams.size,
    close() {
      for (const end of [...streams]) end();
    },
  });
}
