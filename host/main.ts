import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppBuild } from "#server/http/app-server.ts";
import { createStaticFiles } from "#server/http/static-files.ts";
import { runServer } from "./run-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

runServer(async () => {
  const buildFile = path.join(ROOT, "build/server/index.js");
  const build = (await import(buildFile).catch(() => {
    throw new Error(`No server build at ${buildFile}: run "npm run build" first.`);
  })) as AppBuild;
  return { build, staticFiles: createStaticFiles(path.join(ROOT, "build/client")) };
});
