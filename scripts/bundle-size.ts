// `npm run test:budget`, after "npm run build": every page's first-load JavaScript (gzip), counted two
// ways, and a failure when a page with a budget (scripts/budget/budgets.ts) exceeds it by either. The
// static count adds up the page's static imports from the route manifest. The browser count opens every
// page in English (addressesToOpen) on the production server and adds up what Chromium fetched from the
// site until the page was idle: what the page imports on mount and the workers it starts count too,
// which the static count cannot see (issue 44).
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { freePort, makeDataDir, startServer } from "../host/test/server.ts";
import { budgetOf, budgetTable, overBudget, type PageLoad } from "./budget/budgets.ts";
import { openUntilIdle } from "./budget/fetched-on-arrival.ts";
import { gzipSizes } from "./budget/gzip-sizes.ts";
import { pageIdOf, readManifest, staticFirstLoads } from "./budget/static-first-load.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const LANG = "en";
const client = path.resolve("build/client");
const sizes = gzipSizes(client);
const statics = staticFirstLoads(readManifest(client), sizes);
if (!statics.some((page) => page.id === "routes/home.tsx"))
  throw new Error("The manifest has no home route.");

/**
 * The sitemap's pages in one language, then each route's own address where it needs no data (an
 * optional parameter left out, the 404 page at an address nothing has), then the pages of a short link
 * made for the run (its preview, management and statistics). /r/ only redirects: it has no page.
 */
async function addressesToOpen(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? "").pathname)
    .filter((address) => address === `/${LANG}` || address.startsWith(`/${LANG}/`));
  const own = statics.flatMap(({ path: route }) => {
    if (route === "/*") return [`/${LANG}/no-such-page`];
    const address = route.replace(/\/:\w+\?/g, "");
    return address.includes(":") ? [] : [address];
  });
  return [...new Set([...listed, ...own, ...(await shortLinkPages(origin))])];
}

/** The pages of a new short link to the site's own about page (the server lets its own address through). */
async function shortLinkPages(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/shorten-url`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: `${origin}/${LANG}/about` }),
  });
  if (!response.ok) throw new Error(`No short link for the run: ${await response.text()}`);
  const link = (await response.json()) as { internalUrl: string; manageUrl: string };
  const preview = new URL(link.internalUrl).pathname;
  const manage = new URL(link.manageUrl);
  const slug = preview.split("/").at(-1) ?? "";
  return [preview, `${manage.pathname}${manage.hash}`, `/${LANG}/tools/link-analytics/${slug}`];
}

/** Opens one address in a fresh context (nothing cached) and counts what it fetched. */
async function measure(browser: Browser, origin: string, address: string): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    const { page, scripts } = await openUntilIdle(context, `${origin}${address}`);
    // The matched route's module is the last one React Router loaded (the root's comes first).
    const routeId = await page.evaluate(() =>
      Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}).at(-1),
    );
    const shown = statics.find((entry) => routeId !== undefined && entry.id === pageIdOf(routeId));
    if (!shown) throw new Error(`${address} shows no page of the route manifest (route ${routeId}).`);
    // A management key stays out of the table.
    const withoutKey = address.replace(/#.*/, "");
    return { path: withoutKey, id: shown.id, staticBytes: shown.bytes, fetchedBytes: sizes.total(scripts) };
  } finally {
    await context.close();
  }
}

// Two pages at a time: the machine's two cores, and half the time of one by one.
const AT_ONCE = 2;
const data = await makeDataDir();
const port = await freePort();
const server = await startServer({
  DATA_DIR: data.dir,
  LOG_LEVEL: "warn",
  PORT: String(port),
  // The short link's destination is this server: only its own address is let through.
  ALLOW_PRIVATE_ENDPOINTS: `127.0.0.1:${port}`,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const pages: PageLoad[] = [];
try {
  const queue = await addressesToOpen(server.url);
  const next = async (): Promise<void> => {
    const address = queue.shift();
    if (address === undefined) return;
    pages.push(await measure(browser, server.url, address));
    return next();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
} finally {
  await browser.close();
  await server.stop();
  await data.remove();
}
for (const { id, path: route, bytes } of statics) {
  if (!pages.some((page) => page.id === id)) pages.push({ path: route, id, staticBytes: bytes });
}

console.log("First-load JavaScript per page (gzip): static imports, and fetched by Chromium until idle:");
for (const line of budgetTable(pages, budgetOf)) console.log(`  ${line}`);
const problems = overBudget(pages, budgetOf);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log("Every page is within its budget.");
