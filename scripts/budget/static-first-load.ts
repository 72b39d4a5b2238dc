// A page's first load as its static imports say: the entry, the root route, the page's own module and
// their static imports, as React Router's manifest lists them. Not the manifest's own file: with lazy
// route discovery the page's HTML carries the matched routes' part of it and the browser never fetches
// the whole file on a first load (e2e/routes.spec.ts checks it).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { GzipSizes } from "./gzip-sizes.ts";

interface ManifestEntry {
  module: string;
  imports?: string[];
}
export interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { path?: string; hasDefaultExport?: boolean }>;
}

const MANIFEST_GLOBAL = "window.__reactRouterManifest";

/**
 * The route manifest of the client build in `client` (build/client). Found by what it assigns, not by
 * its name alone: a chunk made from a module called manifest.ts is also named manifest-<hash>.js.
 */
export function readManifest(client: string): Manifest {
  const assets = path.join(client, "assets");
  for (const name of readdirSync(assets).filter((name) => /^manifest-.*\.js$/.test(name))) {
    const source = readFileSync(path.join(assets, name), "utf8");
    const start = source.indexOf(MANIFEST_GLOBAL);
    if (start < 0) continue;
    const json = source.slice(source.indexOf("{", start), source.lastIndexOf("}") + 1);
    return JSON.parse(json) as Manifest;
  }
  throw new Error(`No route manifest in ${assets}: run "npm run build" first.`);
}

/** A page's route id without its language ("routes/about.tsx:en" → "routes/about.tsx"). */
export const pageIdOf = (routeId: string) => routeId.replace(/:(bare|[a-z]{2})$/, "");

/**
 * Each page once, by its id without language (the language-prefixed routes are the same module), with
 * its manifest path in English (or its only path) and the gzip bytes of its static first load. Resource
 * routes such as /robots.txt have no page and are left out.
 */
export function staticFirstLoads(
  manifest: Manifest,
  sizes: GzipSizes,
): { id: string; path: string; bytes: number }[] {
  const filesOf = (entry: ManifestEntry) => [entry.module, ...(entry.imports ?? [])];
  const root = manifest.routes.root;
  if (!root) throw new Error("The manifest has no root route.");
  const shared = [...filesOf(manifest.entry), ...filesOf(root)];
  return Object.entries(manifest.routes)
    .filter(
      ([id, route]) => id !== "root" && route.hasDefaultExport && (id.endsWith(":en") || !id.includes(":")),
    )
    .map(([id, route]) => ({
      id: pageIdOf(id),
      path: `/${route.path ?? ""}`,
      bytes: sizes.total([...shared, ...filesOf(route)]),
    }));
}
