import { EventEmitter } from "node:events";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "#server/logger.ts";
import type { ChangeFeed } from "#server/realtime/change-feed.ts";
import { createInProcessFeed } from "#server/realtime/in-process-feed.ts";
import { createShortLinkEvents } from "./short-link-events.ts";

/** An in-process feed that counts its subscribers. */
function countingFeed(): ChangeFeed & { subscribers(): number } {
  const feed = createInProcessFeed({ logger: createLogger("silent") });
  let subscribers = 0;
  return {
    ...feed,
    subscribe(listener) {
      subscribers++;
      const unsubscribe = feed.subscribe(listener);
      return () => {
        subscribers--;
        unsubscribe();
      };
    },
    subscribers: () => subscribers,
  };
}

/** Just enough of a request and a response to drive the handler under fake timers. */
function fakeExchange(method = "GET") {
  const req = Object.assign(new EventEmitter(), { method, socket: { setNoDelay: () => {} } });
  const res = Object.assign(new EventEmitter(), {
    status: 0,
    headers: {} as Record<string, string>,
    body: "",
    ended: false,
    writableLength: 0,
    writeHead(status: number, headers: Record<string, string> = {}) {
      res.status = status;
      res.headers = headers;
      return res;
    },
    write(text: string) {
      res.body += text;
      return true;
    },
    end(text = "") {
      res.body += text;
      res.ended = true;
      res.emit("close");
      return res;
    },
  });
  const events = () =>
    [...res.body.matchAll(/^event: change\ndata: (.*)\n\n/gm)].map((match) => JSON.parse(match[1] ?? ""));
  return { req: req as unknown as IncomingMessage, res, response: res as unknown as ServerResponse, events };
}

describe("createShortLinkEvents (fake timers)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens an event stream with the retry delay first", () => {
    const events = createShortLinkEvents(countingFeed());
    const { req, res, response } = fakeExchange();
    events(req, response);
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    });
    expect(res.body).toBe("retry: 3000\n\n");
  });

  it("sends a change after a quiet spell at once", async () => {
    vi.useFakeTimers();
    const feed = countingFeed();
    const events = createShortLinkEvents(feed);
    const client = fakeExchange();
    events(client.req, client.response);
    await feed.publish({ type: "insert", id: 1 });
    expect(client.events()).toEqual([{ type: "insert", id: 1 }]);
    vi.advanceTimersByTime(2000);
    await feed.publish({ type: "delete", id: 1 });
    expect(client.events()).toEqual([
      { type: "insert", id: 1 },
      { type: "delete", id: 1 },
    ]);
  });

  it("says nothing of unlisted links, and of a listed one only its change and id", async () => {
    vi.useFakeTimers();
    const feed = countingFeed();
    const events = createShortLinkEvents(feed);
    const client = fakeExchange();
    events(client.req, client.response);
    await feed.publish({ type: "insert", id: 7, unlisted: true });
    await feed.publish({ type: "delete", id: 7, unlisted: true, slugs: ["secret-alias"] });
    vi.advanceTimersByTime(2000);
    expect(client.events()).toEqual([]);
    await feed.publish({ type: "delete", id: 8, slugs: ["public-one"] });
    expect(client.events()).toEqual([{ type: "delete", id: 8 }]);
    expect(client.res.body).not.toContain("secret-alias");
  });

  it("coalesces 10 changes in 100 ms into at most 2 events in a second", async () => {
    vi.useFakeTimers();
    const feed = countingFeed();
    const events = createShortLinkEvents(feed);
    const client = fakeExchange();
    events(client.req, client.response);
    for (let id = 1; id <= 10; id++) {
      await feed.publish({ type: "insert", id });
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(1000 - 100);
    expect(client.events()).toEqual([{ type: "insert", id: 1 }, { type: "batch" }]);
  });

  it("sends the latest change when a single link changed many times", async () => {
    vi.useFakeTimers();
    const feed = countingFeed();
    const events = createShortLinkEvents(feed);
    const client = fakeExchange();
    events(client.req, client.response);
    // A viral link: a click every millisecond for 10 seconds.
    for (let ms = 0; ms < 10_000; ms++) {
      await feed.publish({ type: "update", id: 7 });
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(1000);
    const sent = client.events();
    expect(sent.length).toBeLessThanOrEqual(21);
    expect(sent.length).toBeGreaterThanOrEqual(19);
    expect(new Set(sent.map((event) => JSON.stringify(event)))).toEqual(
      new Set(['{"type":"update","id":7}']),
    );
  });

  it("sends heartbeats as comments", () => {
    vi.useFakeTimers();
    const events = createShortLinkEvents(countingFeed(), { heartbeatMs: 1000 });
    const client = fakeExchange();
    events(client.req, client.response);
    vi.advanceTimersByTime(3500);
    expect(client.res.body).toBe("retry: 3000\n\n: ping\n\n: ping\n\n: ping\n\n");
  });

  it("unsubscribes and clears its timers when the client leaves", async () => {
    vi.useFakeTimers();
    const feed = countingFeed();
    const events = createShortLinkEvents(feed);
    const client = fakeExchange();
    events(client.req, client.response);
    await feed.publish({ type: "insert", id: 1 });
    await feed.publish({ type: "insert", id: 2 }); // waits for its turn on a timer
    expect(feed.subscribers()).toBe(1);
    client.res.emit("close");
    expect(feed.subscribers()).toBe(0);
    expect(events.clientCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("drops a client that stopped reading", async () => {
    const feed = countingFeed();
    const events = createShortLinkEvents(feed);
    const client = fakeExchange();
    events(client.req, client.response);
    client.res.writableLength = 1024 * 1024;
    await feed.publish({ type: "insert", id: 1 });
    expect(client.res.ended).toBe(true);
    expect(feed.subscribers()).toBe(0);
  });

  it("refuses clients beyond the cap with 503", () => {
    const feed = countingFeed();
    const events = createShortLinkEvents(feed, { maxClients: 2 });
    const clients = [fakeExchange(), fakeExchange(), fakeExchange()];
    for (const client of clients) events(client.req, client.response);
    expect(clients.map((client) => client.res.status)).toEqual([200, 200, 503]);
    expect(clients[2]?.res.headers["Retry-After"]).toBe("30");
    expect(feed.subscribers()).toBe(2);
  });

  it("answers HEAD with the stream's headers and no stream", () => {
    const feed = countingFeed();
    const events = createShortLinkEvents(feed);
    const head = fakeExchange("HEAD");
    events(head.req, head.response);
    expect(head.res).toMatchObject({ status: 200, body: "", ended: true });
    expect(feed.subscribers()).toBe(0);
  });

  it("ends every stream on close", () => {
    const feed = countingFeed();
    const events = createShortLinkEvents(feed);
    const clients = [fakeExchange(), fakeExchange()];
    for (const client of clients) events(client.req, client.response);
    events.close();
    expect(clients.every((client) => client.res.ended)).toBe(true);
    expect(feed.subscribers()).toBe(0);
    expect(events.clientCount()).toBe(0);
  });
});

describe("createShortLinkEvents over HTTP", () => {
  it("streams changes to a real client and cleans up when it disconnects", async () => {
    const feed = countingFeed();
    const events = createShortLinkEvents(feed, { heartbeatMs: 50 });
    const server = http.createServer(events);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}/api/short-links/events`, resolve).on("error", reject);
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-accel-buffering"]).toBe("no");

      let received = "";
      const receivedUntil = (text: string) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (!received.includes(text)) return;
            response.off("data", onData);
            resolve();
          };
          const onData = (chunk: Buffer) => {
            received += chunk.toString();
            check();
          };
          response.on("data", onData);
          check();
        });
      await receivedUntil("retry: 3000\n\n");
      expect(received.startsWith("retry: 3000\n\n")).toBe(true);
      await feed.publish({ type: "insert", id: 42 });
      await receivedUntil('event: change\ndata: {"type":"insert","id":42}\n\n');
      await receivedUntil(": ping\n\n");
      expect(feed.subscribers()).toBe(1);

      response.destroy();
      while (feed.subscribers() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(events.clientCount()).toBe(0);
    } finally {
      events.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses a client's streams beyond its own cap with 429, and counts them again once closed", async () => {
    const feed = countingFeed();
    const events = createShortLinkEvents(feed, { maxClientsPerAddress: 2, trustedProxies: 1 });
    const server = http.createServer(events);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const connect = (client: string) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        http
          .get(
            `http://127.0.0.1:${port}/api/short-links/events`,
            { headers: { "x-forwarded-for": client } },
            resolve,
          )
          .on("error", reject);
      });
    const opened: IncomingMessage[] = [];
    try {
      for (let i = 0; i < 2; i++) opened.push(await connect("198.51.100.7"));
      expect(opened.map((response) => response.statusCode)).toEqual([200, 200]);

      const refused = await connect("198.51.100.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("30");
      let text = "";
      for await (const chunk of refused) text += chunk;
      expect(text).toBe(
        "Too many live connections from your address (at most 2): close another tab of this site, or try again later.",
      );
      // A network of IPv6 addresses is one client, as the rate limits count it.
      opened.push(await connect("2001:db8:1:2::1"), await connect("2001:db8:1:2::2"));
      expect((await connect("2001:db8:1:2::3")).statusCode).toBe(429);
      // Another client is not held back.
      opened.push(await connect("198.51.100.8"));
      expect(opened.at(-1)?.statusCode).toBe(200);

      opened.shift()?.destroy();
      while (events.clientCount() > 4) await new Promise((resolve) => setTimeout(resolve, 10));
      opened.push(await connect("198.51.100.7"));
      expect(opened.at(-1)?.statusCode).toBe(200);
    } finally {
      for (const response of opened) response.destroy();
      events.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
