import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { apiError, sendJson } from "./json.ts";

export const READ_METHODS: readonly string[] = ["GET", "HEAD"];

/**
 * The methods some path of this site serves, or that it answers for every path (OPTIONS). Any other
 * method, TRACE and CONNECT included (nothing here echoes a request or opens a tunnel), is 501.
 */
export const IMPLEMENTED_METHODS: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

export function isImplemented(method: string): boolean {
  return method === "OPTIONS" || IMPLEMENTED_METHODS.includes(method);
}

/** Answers a method the path does not serve: 405 naming the ones it does, as JSON under /api/. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse, allow: readonly string[]): void {
  const allowed = allow.join(", ");
  res.setHeader("Allow", allowed);
  if ((req.url ?? "").startsWith("/api/")) {
    sendJson(req, res, 405, apiError("method_not_allowed", `Use ${allow.join(" or ")}.`));
    return;
  }
  res
    .writeHead(405, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .end(`Method Not Allowed. Use ${allow.join(" or ")}.`);
}

/** OPTIONS: which methods the path serves, and nothing else. */
export function answerOptions(res: ServerResponse, allow: readonly string[]): void {
  res.writeHead(204, { Allow: [...allow, "OPTIONS"].join(", "), "Cache-Control": "no-store" }).end();
}

/**
 * The methods each page of the app serves: GET and HEAD, and POST where the route the path leads to has
 * an action. Decided before React Router sees the request, which would run an action for any method.
 */
export function pageMethods(build: ServerBuild): (pathname: string) => readonly string[] {
  const tree = routeTree(build);
  return (pathname) => {
    const matches = matchRoutes(tree, routePath(pathname));
    const leaf = matches?.at(-1)?.route.id;
    return leaf !== undefined && build.routes[leaf]?.module.action !== undefined
      ? [...READ_METHODS, "POST"]
      : READ_METHODS;
  };
}

/** The page a data request (`/en/tools/x.data`, `/_root.data`, React Router's single fetch) is about. */
function routePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** React Router's route objects, nested as the build's flat table says, for `matchRoutes`. */
function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const objects = new Map<string, RouteObject>();
  for (const { id, index, path, caseSensitive } of routes) {
    objects.set(
      id,
      index ? { id, index: true, path, caseSensitive } : { id, path, caseSensitive, children: [] },
    );
  }
  const roots: RouteObject[] = [];
  for (const route of routes) {
    const object = objects.get(route.id);
    const parent = route.parentId === undefined ? undefined : objects.get(route.parentId);
    if (object !== undefined) (parent?.children ?? roots).push(object);
  }
  return roots;
}
