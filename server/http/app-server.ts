import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createRequest } from "@remix-run/node-fetch-server";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { Backend, Services } from "../services.ts";
import type { Endpoint, ToolEndpoints } from "../tool-server.ts";
import { RequestAborted } from "./body.ts";
import { clientAddress } from "./client-address.ts";
import { createCompressor, isCompressible, negotiateEncoding } from "./compression.ts";
import {
  answerOptions,
  IMPLEMENTED_METHODS,
  isImplemented,
  pageMethods,
  READ_METHODS,
  refuseMethod,
} from "./methods.ts";
import { answerSearch } from "./search-endpoint.ts";
import { setSecurityHeaders } from "./security-headers.ts";
import type { StaticFiles } from "./static-files.ts";

/** Longer request targets are refused with 414 before any routing. */
export const MAX_URL_LENGTH = 4096;

/** The app's server build; its entry exports the context keys under which loaders find what we put there. */
export interface AppBuild extends ServerBuild {
  entry: ServerBuild["entry"] & {
    module: ServerBuild["entry"]["module"] & {
      /** The key under which loaders look the services up. */
      servicesContext: RouterContext<Services>;
      /** The key under which the page actions find the client's address (for rate limits). */
      clientAddressContext: RouterContext<string>;
    };
  };
}

export interface AppServerOptions {
  /** The built app, or (in development) a function that loads the current one for each request. */
  build: AppBuild | (() => Promise<AppBuild>);
  /** The services, and the tools' endpoints and hot paths. */
  backend: Pick<Backend, "services" | "endpoints" | "hotPaths">;
  /** Files served before the pages: the client build, or Vite's modules in development. */
  staticFiles: StaticFiles;
}

/** The app's pages as the HTTP entry sees them. */
interface Pages {
  /** Renders with React Router, the request's context holding the services and the client's address. */
  render(request: Request, clientAddress: string): Promise<Response>;
  /** The methods the page at `pathname` serves. */
  methods(pathname: string): Promise<readonly string[]>;
}

function createPages(build: AppBuild, services: Services): Pages {
  const mode = services.config.production ? "production" : "development";
  const handleRequest = createRequestHandler(build, mode);
  const { servicesContext, clientAddressContext } = build.entry.module;
  const methodsOf = pageMethods(build);
  return {
    render(request, address) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientAddressContext, address);
      return handleRequest(request, context);
    },
    methods: async (pathname) => methodsOf(pathname),
  };
}

/** Pages of whichever build `load` gives at each request (development), each build's set made once. */
function reloadingPages(load: () => Promise<AppBuild>, services: Services): Pages {
  const made = new WeakMap<AppBuild, Pages>();
  const current = async () => {
    const build = await load();
    const pages = made.get(build) ?? createPages(build, services);
    made.set(build, pages);
    return pages;
  };
  return {
    render: async (request, address) => (await current()).render(request, address),
    methods: async (pathname) => (await current()).methods(pathname),
  };
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) if (name !== "set-cookie") headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;

  const encoding =
    response.body && isCompressible(response.headers.get("content-type"))
      ? negotiateEncoding(req.headers["accept-encoding"])
      : null;
  if (encoding && !response.headers.has("content-encoding")) {
    headers["content-encoding"] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    delete headers["content-length"];
  }
  // A Response made in JavaScript has an empty statusText; let Node write the standard reason phrase.
  if (response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  if (!encoding) {
    await pipeline(response.body, res);
    return;
  }
  const compressor = createCompressor(encoding);
  const done = pipeline(compressor, res);
  // Flush after every chunk so streamed HTML reaches the browser as soon as React sends it.
  for await (const chunk of response.body) {
    compressor.write(chunk);
    compressor.flush();
  }
  compressor.end();
  await done;
}

/** What the request log says of an answered request (never the query, which may hold anything). */
function requestFields(req: IncomingMessage, res: ServerResponse, started: number) {
  return {
    method: req.method,
    path: (req.url ?? "/").split("?")[0]?.slice(0, 512),
    status: res.statusCode,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
}

/**
 * The server's own paths with those the tools declare. A path claimed twice is a mistake of the code, and
 * stops the start rather than leaving one of the two silently unanswered.
 */
export function withToolPaths(
  tools: readonly ToolEndpoints[],
  own: Record<string, Endpoint>,
): Record<string, Endpoint> {
  const all: Record<string, Endpoint> = { ...own };
  for (const tool of tools) {
    for (const [path, endpoint] of Object.entries(tool.paths ?? {})) {
      if (Object.hasOwn(all, path)) throw new Error(`${path} is answered twice: check the tools' endpoints`);
      all[path] = endpoint;
    }
  }
  return all;
}

/** The node:http entry: hot paths answered here, everything else handed to React Router. */
export function createAppServer({ build, backend, staticFiles }: AppServerOptions): http.Server {
  const { services, hotPaths } = backend;
  const { logger, config } = services;
  // The context keys come from the build that renders, so a reloaded build in development finds its own.
  const pages: Pages =
    typeof build === "function" ? reloadingPages(build, services) : createPages(build, services);
  const origin = new URL(config.publicUrl);
  const https = origin.protocol === "https:";
  // Redirects are counted rather than logged one by one (LOG_LEVEL=debug logs them): at thousands a
  // second, the log line, and even the listener that waits to write it, would cost a good part of the
  // redirect itself.
  const logRedirects = config.logLevel === "debug";

  const plain = (res: ServerResponse, status: number, body: string) => {
    res
      .writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
      .end(body);
  };

  /** The paths answered here rather than by React Router, each with the methods it serves. */
  const endpoints: Readonly<Record<string, Endpoint>> = withToolPaths(backend.endpoints, {
    "/healthz": { methods: READ_METHODS, answer: (_req, res) => plain(res, 200, "ok") },
    "/readyz": {
      methods: READ_METHODS,
      async answer(_req, res) {
        try {
          await services.checkDatabase();
          plain(res, 200, "ready");
        } catch (error) {
          logger.error("readiness check failed", { error });
          plain(res, 503, "database unavailable");
        }
      },
    },
    "/api/search": {
      methods: READ_METHODS,
      answer: (req, res, target) => answerSearch(req, res, new URL(target, origin), services),
    },
  });
  // Paths with a part that varies (a link's statistics), matched after the fixed ones.
  const matchers = backend.endpoints.flatMap((tool) => (tool.match ? [tool.match] : []));
  const matched = (pathname: string): Endpoint | undefined => {
    for (const match of matchers) {
      const endpoint = match(pathname);
      if (endpoint) return endpoint;
    }
    return undefined;
  };

  /**
   * The hottest paths (the short links' redirect), tried first with headers of their own: the page
   * headers mean nothing on an empty 302 and cost as much as the rest of the redirect. False for any
   * other request (an unknown slug goes on to the router's 404 page). Not an async function: a redirect
   * from memory is taken at once, and its answer waits for its click's journal write alone, with no
   * promise at each of the calls above it.
   */
  function hot(
    req: IncomingMessage,
    res: ServerResponse,
    started: number,
    from = 0,
  ): boolean | Promise<boolean> {
    const target = req.url;
    if (!target?.startsWith("/") || target.length > MAX_URL_LENGTH) return false;
    const queryAt = target.indexOf("?");
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    const query = queryAt === -1 ? "" : target.slice(queryAt);
    for (let index = from; index < hotPaths.length; index++) {
      const done = hotPaths[index]?.(req, res, pathname, query) ?? false;
      if (done === false) continue;
      if (done === true) return hotAnswered(req, res, started);
      return done.then((yes) => (yes ? hotAnswered(req, res, started) : hot(req, res, started, index + 1)));
    }
    return false;
  }

  function hotAnswered(req: IncomingMessage, res: ServerResponse, started: number): true {
    // A hot path may take a request and answer it a moment later (a redirect once its click is journaled).
    if (logRedirects) {
      const log = () => logger.debug("request", requestFields(req, res, started));
      if (res.writableEnded) log();
      else res.once("finish", log);
    }
    return true;
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!req.url?.startsWith("/")) return otherTargetForms(req, res);
    const target = req.url;
    const pathname = target.split("?")[0] ?? "/";
    setSecurityHeaders(res, { https });
    if (target.length > MAX_URL_LENGTH) return plain(res, 414, "URI Too Long");
    // A malformed escape cannot name any page; answering here keeps it away from the router.
    if (!isDecodable(pathname)) return plain(res, 404, "Not Found");
    const method = req.method ?? "GET";
    if (!isImplemented(method)) return plain(res, 501, "Not Implemented");
    const endpoint = Object.hasOwn(endpoints, pathname) ? endpoints[pathname] : matched(pathname);
    const allow = endpoint?.methods ?? (await pages.methods(pathname));
    if (method === "OPTIONS") return answerOptions(res, allow);
    if (!allow.includes(method)) return refuseMethod(req, res, allow);
    if (endpoint !== undefined) return endpoint.answer(req, res, target);
    if (await staticFiles(req, res, pathname)) return;
    // Browsers name the site behind every form they post. React Router refuses another site's post
    // too, but by throwing, which logs a stack trace per attempt; refused here, it is one request line.
    const postedFrom = req.headers.origin;
    if (method === "POST" && postedFrom !== undefined && postedFrom !== origin.origin) {
      return plain(res, 403, "Forms sent from another site are not accepted.");
    }

    // The public origin, not the Host header, names the site: a forged Host cannot change links or checks.
    const request = createRequest(req, res, { host: origin.host, protocol: origin.protocol });
    await sendResponse(req, res, await pages.render(request, clientAddress(req, config.trustedProxies)));
  }

  /** Request targets that are not a path: "OPTIONS *" asks about the server as a whole. */
  function otherTargetForms(req: IncomingMessage, res: ServerResponse): void {
    setSecurityHeaders(res, { https });
    if (req.url === "*" && req.method === "OPTIONS") answerOptions(res, IMPLEMENTED_METHODS);
    else plain(res, 400, "Bad Request");
  }

  /** Every request but a redirect is logged once answered. */
  async function answer(req: IncomingMessage, res: ServerResponse, started: number): Promise<void> {
    res.on("finish", () => logger.info("request", requestFields(req, res, started)));
    await route(req, res);
  }

  /** The request failed: said in the log, and with a 500 if its answer has not begun. */
  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    // The client went away mid-response (a preview fetcher stops after </head>), or before its answer
    // began (a request whose body broke): nothing failed here.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ERR_STREAM_UNABLE_TO_PIPE") return;
    // The path only, as in the request log: a query may hold the address a visitor is checking.
    const path = (req.url ?? "/").split("?")[0]?.slice(0, 512);
    // A client that hung up mid-body is ordinary traffic, not a fault: one line, no stack, and no
    // answer, its socket being gone.
    if (error instanceof RequestAborted) {
      logger.info("request body aborted", { path });
      return;
    }
    logger.error("request failed", { error, path });
    if (!res.headersSent) {
      setSecurityHeaders(res, { https });
      plain(res, 500, "Internal Server Error");
    } else res.destroy();
  }

  const server = http.createServer((req, res) => {
    const started = performance.now();
    let answered: boolean | Promise<boolean>;
    try {
      // A full URL (the form proxies receive) is read as its path, the site being named by PUBLIC_URL.
      const target = req.url ?? "/";
      if (!target.startsWith("/") && /^https?:\/\//i.test(target) && URL.canParse(target)) {
        const { pathname, search } = new URL(target);
        req.url = pathname + search;
      }
      answered = hot(req, res, started);
    } catch (error) {
      answered = Promise.reject(error);
    }
    if (answered === true) return;
    const rest =
      answered === false
        ? answer(req, res, started)
        : answered.then((done) => (done ? undefined : answer(req, res, started)));
    rest.catch((error: unknown) => fail(req, res, error));
  });
  // Methods Node's parser does not know never reach the handler: say they are not implemented (Node's
  // default is a bare 400), and answer the other malformed requests as Node would.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const status =
      error.code === "HPE_INVALID_METHOD"
        ? "501 Not Implemented"
        : error.code === "HPE_HEADER_OVERFLOW"
          ? "431 Request Header Fields Too Large"
          : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  // CONNECT asks for a tunnel, which this server never opens.
  server.on("connect", (_req: IncomingMessage, socket: Duplex) => {
    socket.end("HTTP/1.1 501 Not Implemented\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  return server;
}
