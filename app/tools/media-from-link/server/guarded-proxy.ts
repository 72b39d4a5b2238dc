// A forward proxy on loopback that is the SSRF guard's fetcher for a program we do not control (yt-dlp):
// the program is told to send everything through it, and every destination it asks for, by CONNECT or
// by an absolute-form HTTP request, is vetted as a hop of our own fetches is, then reached at exactly the
// vetted address. A platform's redirect to a private or metadata address comes back here and is refused.
import { randomBytes, timingSafeEqual } from "node:crypto";
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo, type LookupFunction } from "node:net";
import type { Duplex } from "node:stream";
import { FetchFailed, type VettedAddress, vetHost } from "#server/net/guarded-request.ts";
import { isPublicAddress } from "#server/net/ip.ts";
import { type FetchRules, IDLE_MS } from "./media-fetch.ts";

export interface GuardedProxy {
  /** http://user:secret@127.0.0.1:PORT, for the program's --proxy. */
  url: string;
  close(): Promise<void>;
  /** Destinations refused ("host:port"), for the log and the tests. */
  refused: string[];
}

export interface GuardedProxyOptions {
  /** A tunnel or request with no byte either way for this long is ended. Default IDLE_MS (30 s). */
  idleMs?: number;
  /** Tunnels and forwarded requests open at once; past it, 503. Default 16. */
  maxOpen?: number;
  /** Closes the proxy. */
  signal?: AbortSignal;
}

const DEFAULT_MAX_OPEN = 16;
/** The ports of the web. A public host's mail, SSH or database port is no business of a media download. */
const WEB_PORTS = new Set([80, 443]);
const USER = "veritools";
/** Methods an extractor needs (pages, HEAD for sizes, an API's POST); the rest has no use here. */
const METHODS = new Set(["GET", "HEAD", "POST"]);
/** Headers that describe one connection, not the message, or that are meant for this proxy. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
]);

class Refused extends Error {}

export async function startGuardedProxy(
  rules: FetchRules,
  { idleMs = IDLE_MS, maxOpen = DEFAULT_MAX_OPEN, signal }: GuardedProxyOptions = {},
): Promise<GuardedProxy> {
  // Any local process can reach a port on loopback: without the secret this would be an open proxy.
  const secret = randomBytes(24).toString("hex");
  const expected = Buffer.from(`Basic ${Buffer.from(`${USER}:${secret}`).toString("base64")}`);
  const life = new AbortController();
  const sockets = new Set<Duplex>();
  const refused: string[] = [];
  let open = 0;

  const track = <T extends Duplex>(socket: T): T => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    return socket;
  };
  const authorized = (req: IncomingMessage) => {
    const given = Buffer.from(req.headers["proxy-authorization"] ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** The address to connect to for `url`, or Refused / FetchFailed("unresolvable_host"). */
  const vet = async (url: URL): Promise<VettedAddress> => {
    const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
    const where = `${url.hostname}:${port}`;
    try {
      const vetted = await vetHost(url, rules, AbortSignal.any([life.signal, AbortSignal.timeout(idleMs)]));
      // vetHost passes a private address only when the rule lets through that very address and port (an
      // endpoint the operator or a test named): such a port was chosen on purpose. A public address
      // carries no such choice, so it gets the web's ports only.
      if (!WEB_PORTS.has(port) && isPublicAddress(vetted.address)) {
        throw new FetchFailed("private_address", `port ${port} is not a web port`);
      }
      return vetted;
    } catch (error) {
      if (error instanceof FetchFailed && error.reason !== "unresolvable_host") {
        refused.push(where);
        throw new Refused(`${where}: ${error.message}`);
      }
      throw error;
    }
  };

  const tunnel = async (req: IncomingMessage, client: net.Socket, head: Buffer) => {
    track(client);
    client.on("error", () => client.destroy());
    if (!authorized(req)) return answerRaw(client, 407, "proxy authentication required");
    const target = authorityForm(req.url ?? "");
    if (!target) return answerRaw(client, 400, "CONNECT needs host:port");
    if (open >= maxOpen) return answerRaw(client, 503, "too many tunnels");
    open++;
    client.once("close", () => open--);
    let vetted: VettedAddress;
    try {
      vetted = await vet(target);
    } catch (error) {
      return answerRaw(client, ...failure(error));
    }
    // The client may have gone while the name was looked up: then there is nothing to connect for.
    if (client.destroyed) return;
    const upstream = track(
      net.connect({ host: vetted.address, family: vetted.family, port: Number(target.port) || 443 }),
    );
    upstream.setTimeout(idleMs, () => upstream.destroy(new Error("idle")));
    client.once("close", () => upstream.destroy());
    const unreachable = () => answerRaw(client, 502, "could not connect");
    upstream.once("error", unreachable);
    upstream.once("connect", () => {
      upstream.off("error", unreachable);
      upstream.on("error", () => upstream.destroy());
      // The client's socket carries every byte of the tunnel, both ways: its silence is the tunnel's.
      client.setTimeout(idleMs, () => client.destroy());
      upstream.once("close", () => client.destroy());
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  };

  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorized(req)) {
      res.writeHead(407, { "Proxy-Authenticate": `Basic realm="${USER}"`, "Content-Type": "text/plain" });
      return res.end("proxy authentication required");
    }
    // Absolute form only: a request for the proxy's own paths has nothing to be sent to.
    const target = URL.parse(req.url ?? "");
    if (target?.protocol !== "http:" || target.username !== "" || target.password !== "") {
      return answer(res, 400, "an absolute http:// URL is expected (https goes through CONNECT)");
    }
    if (!METHODS.has(req.method ?? "")) return answer(res, 405, "method not allowed");
    if (open >= maxOpen) return answer(res, 503, "too many requests");
    open++;
    res.once("close", () => open--);
    let vetted: VettedAddress;
    try {
      vetted = await vet(target);
    } catch (error) {
      return answer(res, ...failure(error));
    }
    if (res.destroyed) return;
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [vetted]);
      else callback(null, vetted.address, vetted.family);
    };
    // Redirects are the program's to follow: each comes back through here and is vetted again.
    const upstream = http.request(target, {
      method: req.method,
      headers: { ...endToEnd(req.headers), host: target.host },
      lookup,
      agent: false,
      timeout: idleMs,
    });
    upstream.on("timeout", () => upstream.destroy(new Error("idle")));
    upstream.on("error", () => {
      if (!res.headersSent) answer(res, 502, "could not fetch");
      else res.destroy();
    });
    upstream.on("response", (response) => {
      res.writeHead(response.statusCode ?? 502, endToEnd(response.headers));
      response.pipe(res);
      response.on("error", () => res.destroy());
    });
    res.once("close", () => upstream.destroy());
    req.pipe(upstream);
  };

  const server = http.createServer((req, res) => {
    forward(req, res).catch(() => res.destroy());
  });
  server.on("connect", (req: IncomingMessage, client: Duplex, head: Buffer) => {
    // A plain http server's connections are net.Sockets; the type says Duplex for TLS servers' sake.
    tunnel(req, client as net.Socket, head).catch(() => client.destroy());
  });
  server.on("connection", (socket: net.Socket) => track(socket));
  // The client side of a forwarded request: its silence ends the request too.
  server.timeout = idleMs;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= new Promise<void>((resolve) => {
      life.abort();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    return closed;
  };
  if (signal?.aborted) await close();
  signal?.addEventListener("abort", close, { once: true });

  return { url: `http://${USER}:${secret}@127.0.0.1:${port}`, close, refused };
}

/** CONNECT's target, "host:port" with the port written out; null for anything else. */
function authorityForm(text: string): URL | null {
  const separator = text.lastIndexOf(":");
  const port = Number(text.slice(separator + 1));
  // An IPv6 literal's last colon is inside its brackets when no port follows.
  if (separator <= 0 || text.endsWith("]") || !Number.isInteger(port) || port < 1 || port > 65535)
    return null;
  // The URL parser writes the host as the guard reads it (every IPv4 notation as dotted decimal).
  const url = URL.parse(`https://${text}/`);
  if (url?.username !== "" || url.password !== "" || url.pathname !== "/" || url.search !== "") {
    return null;
  }
  return url;
}

function failure(error: unknown): [number, string] {
  if (error instanceof Refused) return [403, `refused: ${error.message}`];
  if (error instanceof FetchFailed) return [502, error.message];
  return [502, "could not connect"];
}

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)),
  );
}

function answer(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" }).end(text);
}

/** An answer on a socket the HTTP server has handed over (CONNECT), then the end of it. */
function answerRaw(socket: Duplex, status: number, text: string): void {
  const body = Buffer.from(text);
  const extra = status === 407 ? `Proxy-Authenticate: Basic realm="${USER}"\r\n` : "";
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${extra}Content-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${text}`,
  );
}
