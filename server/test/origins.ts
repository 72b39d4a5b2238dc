// Tests only: the sites the fetchers' tests fetch from. Every server here listens on loopback, and every
// name resolves through a table: nothing leaves the machine. The servers count their connections, which
// is how the tests see that a refused target was never contacted. A test file closes them after each
// test with `afterEach(closeServers)`.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeHtml } from "../net/decode-html.ts";
import type { FetchPageResult } from "../net/fetch-page.ts";
import type { FetchPreviewOptions } from "../net/guarded-request.ts";
import type { Resolver } from "../net/resolve.ts";

export interface LocalServer {
  port: number;
  url(path: string): string;
  /** Path and Host header of every request. */
  requests: { path: string; host: string | undefined }[];
  connections: number;
}

/** The servers of the test under way, last started last. */
export const servers: http.Server[] = [];

export async function closeServers(): Promise<void> {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
}

export async function serve(handler: http.RequestListener, host = "127.0.0.1"): Promise<LocalServer> {
  const server = http.createServer((req, res) => {
    local.requests.push({ path: req.url ?? "", host: req.headers.host });
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const local: LocalServer = {
    port,
    url: (path) => `http://${host.includes(":") ? `[${host}]` : host}:${port}${path}`,
    requests: [],
    connections: 0,
  };
  server.on("connection", () => {
    local.connections++;
  });
  return local;
}

export function html(body: string | Buffer, contentType = "text/html; charset=utf-8"): http.RequestListener {
  return (_req, res) => {
    res.writeHead(200, { "Content-Type": contentType }).end(body);
  };
}

export function resolverFrom(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses;
  };
  return Object.assign(resolve, { calls });
}

/**
 * A site of the test's own on loopback under a made-up name, resolved from a table (with `names` beside
 * it, and inside.test, which resolves into a private network), the guard's rule letting through its port
 * alone: 127.0.0.1 on any other port (a canary) is still refused.
 */
export async function namedSite(
  host: string,
  handler: http.RequestListener,
  names: Record<string, string[]> = {},
) {
  const server = await serve(handler);
  return {
    server,
    base: `http://${host}:${server.port}`,
    rules: {
      publicUrl: "https://veritools.test",
      resolve: resolverFrom({ [host]: ["127.0.0.1"], "inside.test": ["10.1.2.3"], ...names }),
      allowPrivateAddresses: (address: string, port: number) =>
        address === "127.0.0.1" && port === server.port,
    },
  };
}

/** Every address allowed: the servers above are on loopback. */
export const loopback: FetchPreviewOptions = {
  publicUrl: "https://veritools.test",
  allowPrivateAddresses: true,
};

/** A fetched page with its text in place of its bytes, to compare with what was served. */
export function decoded(result: FetchPageResult) {
  if (!result.ok) return result;
  const { page, ...rest } = result;
  return { ...rest, html: decodeHtml(page) };
}
