// Prints the first-load JavaScript (gzip) of every page of the client build and fails when a page
// with a budget exceeds it. A page's first load is the entry, the root route, the page's own module,
// their static imports: everything the browser must fetch before it is live. Not the route manifest's
// file: with React Router's lazy route discovery the page's HTML carries the matched routes' part of the
// manifest and the browser never fetches the whole file on a first load (e2e/routes.spec.ts checks it).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * First-load budgets, by route module: home's, and every tool page's (whose heavy parts, encoders,
 * readers, WebAssembly or the Temporal polyfill, load on use); a new tool is held to it without a line
 * here.
 */
const HOME_BUDGET = 130 * 1024;
const TOOL_PAGE_BUDGET = 150 * 1024;
const budgetOf = (id: string): number | undefined =>
  id === "routes/home.tsx" ? HOME_BUDGET : id.startsWith("tools/") ? TOOL_PAGE_BUDGET : undefined;
const client = path.resolve(process.argv[2] ?? "build/client");

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { path?: string; parentId?: string; hasDefaultExport?: boolean }>;
}

const manifestFile = readdirSync(path.join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error(`No route manifest in ${client}/assets: run "npm run build" first.`);
const manifestSource = readFileSync(path.join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1),
) as Manifest;

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(client, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const filesOf = (entry: ManifestEntry) => [entry.module, ...(entry.imports ?? [])];
const root = manifest.routes.root;
if (!root) throw new Error("The manifest has no root route.");
const shared = new Set([...filesOf(manifest.entry), ...filesOf(root)]);

const rows = Object.entries(manifest.routes)
  // Each page once: its bare route (the language-prefixed ones are the same module), and the pages that
  // exist in one form only (the preview page, the 404 page); resource routes such as /robots.txt have none.
  .filter(
    ([id, route]) => id !== "root" && route.hasDefaultExport && (id.endsWith(":bare") || !id.includes(":")),
  )
  .map(([id, route]) => {
    const files = new Set([...shared, ...filesOf(route)]);
    const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    return { id: id.replace(/:bare$/, ""), bytes };
  })
  .sort((a, b) => b.bytes - a.bytes);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("First-load JavaScript per page (gzip):");
for (const { id, bytes } of rows) console.log(`  ${id.padEnd(48)} ${kb(bytes).padStart(9)}`);

let over = false;
if (!rows.some((row) => row.id === "routes/home.tsx")) throw new Error("The manifest has no home route.");
for (const { id, bytes } of rows) {
  const budget = budgetOf(id);
  if (budget === undefined) continue;
  console.log(`${id}: ${kb(bytes)} of a ${kb(budget)} budget.`);
  if (bytes > budget) {
    console.error(`${id}'s first-load JavaScript is over budget by ${kb(bytes - budget)}.`);
    over = true;
  }
}
if (over) process.exit(1);
