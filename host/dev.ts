// `npm run dev`: the production HTTP server (server/http/app-server.ts) with the app taken from Vite's
// dev server instead of build/, so that edits to routes, components and styles show without a restart.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { ViteDevServer } from "vite";
import type { AppBuild } from "#server/http/app-server.ts";

const DEVELOPMENT_CONDITION = "--conditions=development";

// Development mode for the configuration (whose default is production), Vite, React and React Router.
process.env.NODE_ENV = "development";
// React Router's Vite plugin makes the server build import React Router's development build; the request
// handler here must be that same copy (they share classes such as RouterContextProvider). So, like
// `react-router dev`, the process restarts itself with the condition before loading any of it.
if (!process.execArgv.includes(DEVELOPMENT_CONDITION)) {
  if (!process.execve)
    throw new Error(`No execve on Windows: run "node ${DEVELOPMENT_CONDITION} server/dev.ts".`);
  process.execve(process.execPath, [
    process.execPath,
    DEVELOPMENT_CONDITION,
    ...process.execArgv,
    ...process.argv.slice(1),
  ]);
}

const [{ createServer }, { runServer }] = await Promise.all([import("vite"), import("./run-server.ts")]);

/** Vite's middlewares (modules, /@vite/client, /@fs, public/) in the place of the client build's files. */
function viteFiles(vite: ViteDevServer, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve, reject) => {
    res.once("close", () => resolve(true));
    vite.middlewares(req, res, (error?: unknown) => (error ? reject(error) : resolve(false)));
  });
}

runServer(async () => {
  let vite: ViteDevServer;
  const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<AppBuild>;
  return {
    build: loadBuild,
    staticFiles: (req, res) => viteFiles(vite, req, res),
    async attach(server) {
      const sigtermListeners = process.listeners("SIGTERM");
      vite = await createServer({
        root: path.resolve(import.meta.dirname, ".."),
        appType: "custom",
        server: {
          middlewareMode: true,
          // The HMR websocket on the site's own port (app/entry.server.tsx allows it in the page's CSP).
          ws: { server },
          // The production server sends no CORS headers; neither does this one.
          cors: false,
        },
      });
      // React Router's plugin starts a second Vite server (its route compiler), not in middleware mode,
      // and Vite has such a server exit the process on SIGTERM, cutting the shutdown short. vite.close()
      // stops it anyway.
      for (const listener of process.listeners("SIGTERM")) {
        if (!sigtermListeners.includes(listener)) process.off("SIGTERM", listener);
      }
      // Compiling the app for the server takes a second or two: better now than on the first request.
      loadBuild().catch(() => {}); // a failure shows again on the request that needs the build
    },
    close: () => vite.close(),
  };
});
