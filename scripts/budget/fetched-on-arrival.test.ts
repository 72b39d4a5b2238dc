// The budget's browser count against a page that imports on mount (issue 44): a fixture shaped as a
// React Router build (route manifest, entry, root, page) whose page module, once loaded, imports a heavy
// module and starts a worker with no action. Served over real HTTP, opened in Chromium.
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.ts";
import { overBudget, type PageLoad } from "./budgets.ts";
import { openUntilIdle } from "./fetched-on-arrival.ts";
import { gzipSizes } from "./gzip-sizes.ts";
import { readManifest, staticFirstLoads } from "./static-first-load.ts";

const FIXTURE = path.join(import.meta.dirname, "fixtures/imports-on-mount");
/** Above the page's static imports (under 1 KB), below them with the heavy module (about 4 KB more). */
const BUDGET = 2 * 1024;

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://fixture");
    const file = pathname.startsWith("/assets/") ? pathname : "/index.html";
    try {
      const body = await readFile(path.join(FIXTURE, path.normalize(file)));
      response.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "text/html" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

async function pageLoad(): Promise<{ load: PageLoad; scripts: string[] }> {
  const sizes = gzipSizes(FIXTURE);
  const [page] = staticFirstLoads(readManifest(FIXTURE), sizes);
  if (!page) throw new Error("The fixture's manifest has no page.");
  const context = await browser.newContext();
  try {
    const { scripts } = await openUntilIdle(context, `${origin}${page.path}`);
    return {
      load: { path: page.path, id: page.id, staticBytes: page.bytes, fetchedBytes: sizes.total(scripts) },
      scripts,
    };
  } finally {
    await context.close();
  }
}

describe("the first-load budget", () => {
  it("counts what a page imports and the workers it starts once loaded, not what waits for a click", async () => {
    const { scripts } = await pageLoad();
    expect(scripts.toSorted()).toEqual(
      [
        "/assets/entry.client.js",
        "/assets/root.js",
        "/assets/page.js",
        "/assets/heavy.js",
        "/assets/worker.js",
        "/assets/worker-part.js",
      ].toSorted(),
    );
  });

  it("fails a page that its imports on mount take over budget, which its static imports alone keep within", async () => {
    const { load } = await pageLoad();
    expect(overBudget([{ ...load, fetchedBytes: undefined }], () => BUDGET)).toEqual([]);
    expect(overBudget([load], () => BUDGET)).toEqual([
      expect.stringMatching(
        /^\/en\/page: the browser fetched \d+\.\d KB of JavaScript before the page was idle/,
      ),
    ]);
    // Within a budget that holds the heavy module too, it passes.
    expect(overBudget([load], () => 8 * 1024)).toEqual([]);
  });
});
