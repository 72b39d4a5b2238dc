// The proxy yt-dlp is given, driven as yt-dlp drives it (CONNECT, absolute-form GET) against a stand-in
// on loopback: allowed destinations are reached, every private one is refused before any connection (a
// canary on loopback counts none), and the proxy is no open proxy for other local processes.
import http from "node:http";
import type { Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeServers, serve } from "#server/test/origins.ts";
import { STAND_IN_HOST, standIn } from "../fixtures/stand-in.ts";
import { type GuardedProxy, startGuardedProxy } from "./guarded-proxy.ts";

const proxies: GuardedProxy[] = [];
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  await closeServers();
});

async function start(...args: Parameters<typeof startGuardedProxy>) {
  const proxy = await startGuardedProxy(...args);
  proxies.push(proxy);
  return proxy;
}

function authOf(proxy: GuardedProxy): string {
  const { username, password } = new URL(proxy.url);
  return `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
}

function connect(
  proxy: GuardedProxy,
  target: string,
  auth: string | null = authOf(proxy),
): Promise<{ status: number; socket: Socket; head: Buffer }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "CONNECT",
      path: target,
      headers: auth ? { "Proxy-Authorization": auth } : {},
    });
    request.on("connect", (response, socket, head) =>
      resolve({ status: response.statusCode ?? 0, socket, head }),
    );
    request.on("error", reject);
    request.end();
  });
}

function get(
  proxy: GuardedProxy,
  target: string,
  headers: Record<string, string> = { "Proxy-Authorization": authOf(proxy) },
): Promise<{ status: number; body: string }> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path: target, headers, agent: false },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Everything the socket receives until it closes. */
function readToEnd(socket: Socket, head: Buffer = Buffer.alloc(0)): Promise<string> {
  return new Promise((resolve) => {
    const chunks = [head];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

const hello: http.RequestListener = (req, res) => {
  if (req.url === "/bounce") return res.writeHead(302, { Location: "http://169.254.169.254/" }).end();
  res.writeHead(200, { "Content-Type": "text/plain", "X-Seen": JSON.stringify(req.headers) }).end("hello");
};

describe("startGuardedProxy", () => {
  it("tunnels a CONNECT to an allowed destination, at the address the guard vetted", async () => {
    const { server, rules } = await standIn(hello);
    const proxy = await start(rules);
    expect(proxy.url).toMatch(/^http:\/\/veritools:[0-9a-f]{48}@127\.0\.0\.1:\d+$/);
    const { status, socket, head } = await connect(proxy, `${STAND_IN_HOST}:${server.port}`);
    expect(status).toBe(200);
    const answer = readToEnd(socket, head);
    socket.write(`GET /through-tunnel HTTP/1.1\r\nHost: ${STAND_IN_HOST}\r\nConnection: close\r\n\r\n`);
    const text = await answer;
    expect(text.startsWith("HTTP/1.1 200 OK")).toBe(true);
    expect(text).toContain("hello");
    expect(server.requests).toEqual([{ path: "/through-tunnel", host: STAND_IN_HOST }]);
  });

  it("forwards an absolute-form GET, without the proxy's own headers, and leaves redirects to the client", async () => {
    const { server, rules, base } = await standIn(hello);
    const proxy = await start(rules);
    const { port } = new URL(proxy.url);
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .request({
          host: "127.0.0.1",
          port,
          path: `${base}/page?x=1`,
          headers: {
            "Proxy-Authorization": authOf(proxy),
            "User-Agent": "yt-dlp-ish",
            "Proxy-Connection": "keep-alive",
          },
          agent: false,
        })
        .on("response", resolve)
        .on("error", reject)
        .end();
    });
    response.resume();
    expect(response.statusCode).toBe(200);
    const seen = JSON.parse(String(response.headers["x-seen"]));
    expect(seen["user-agent"]).toBe("yt-dlp-ish");
    expect(seen.host).toBe(`${STAND_IN_HOST}:${server.port}`);
    expect(seen["proxy-authorization"]).toBeUndefined();
    expect(seen["proxy-connection"]).toBeUndefined();
    expect(server.requests.map((request) => request.path)).toEqual(["/page?x=1"]);

    const bounce = await get(proxy, `${base}/bounce`);
    expect(bounce.status).toBe(302);
    expect(proxy.refused).toEqual([]);
  });

  it("refuses private, loopback and metadata destinations with 403, never connecting", async () => {
    const canary = await serve((_req, res) => res.end("secret"));
    // Where the machine has IPv6 loopback, a canary there too.
    const canary6 = await serve((_req, res) => res.end("secret"), "::1").catch(() => undefined);
    const { rules } = await standIn(hello);
    const proxy = await start(rules);
    const targets = [
      `127.0.0.1:${canary.port}`,
      `canary.example:${canary.port}`,
      `0x7f000001:${canary.port}`,
      `[::1]:${canary.port}`,
      ...(canary6 ? [`[::1]:${canary6.port}`] : []),
      `[::ffff:127.0.0.1]:${canary.port}`,
      "169.254.169.254:80",
      "inside.example:443",
      "localhost:443",
      // A public address, but not on a web port: no mail relay or SSH through us.
      "8.8.8.8:25",
    ];
    for (const target of targets) {
      const { status, socket, head } = await connect(proxy, target);
      expect(status, target).toBe(403);
      expect(await readToEnd(socket, head), target).toContain("refused");
    }
    for (const target of [`http://127.0.0.1:${canary.port}/`, "http://169.254.169.254/latest/meta-data/"]) {
      const { status, body } = await get(proxy, target);
      expect(status, target).toBe(403);
      expect(body).toContain("refused");
    }
    expect(proxy.refused).toHaveLength(targets.length + 2);
    expect(proxy.refused).toContain("169.254.169.254:80");
    expect(canary.connections).toBe(0);
    expect(canary6?.connections ?? 0).toBe(0);
  });

  it("answers 407 without the right Proxy-Authorization, looking nothing up", async () => {
    const { server, rules, base } = await standIn(hello);
    const proxy = await start(rules);
    const wrong = `Basic ${Buffer.from("veritools:guess").toString("base64")}`;
    expect((await connect(proxy, `${STAND_IN_HOST}:${server.port}`, null)).status).toBe(407);
    expect((await connect(proxy, `${STAND_IN_HOST}:${server.port}`, wrong)).status).toBe(407);
    expect((await get(proxy, `${base}/`, {})).status).toBe(407);
    expect((await get(proxy, `${base}/`, { "Proxy-Authorization": wrong })).status).toBe(407);
    expect(server.connections).toBe(0);
    expect((rules.resolve as unknown as { calls: string[] }).calls).toEqual([]);
  });

  it("ends a tunnel that stays silent, and answers 503 past the number of open tunnels", async () => {
    const { server, rules } = await standIn(hello);
    const proxy = await start(rules, { idleMs: 200, maxOpen: 1 });
    const first = await connect(proxy, `${STAND_IN_HOST}:${server.port}`);
    expect(first.status).toBe(200);
    const second = await connect(proxy, `${STAND_IN_HOST}:${server.port}`);
    expect(second.status).toBe(503);
    await readToEnd(first.socket);
    expect(first.socket.destroyed).toBe(true);
    // The closed tunnel no longer counts.
    expect((await connect(proxy, `${STAND_IN_HOST}:${server.port}`)).status).toBe(200);
  });

  it("closes when its signal aborts", async () => {
    const { rules } = await standIn(hello);
    const controller = new AbortController();
    const proxy = await start(rules, { signal: controller.signal });
    controller.abort();
    await proxy.close();
    await expect(get(proxy, "http://clips.example/")).rejects.toThrow(/ECONNREFUSED/);
  });
});
