// The SHA-256 of a 1 GB file in Chromium, as the case file computes it: the site's hashing worker
// (app/lib/files/sha256.worker.ts, bundled as the build would) given a disk-backed File chosen in a page, so
// nothing is held whole; and a 64 MB file, read whole by WebCrypto. Wall time, and the CPU time of this
// process and Chromium's below it, read from /proc. Part of `npm run bench:case`.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { rolldown } from "rolldown";
import { loadAverage, ms } from "./bench/harness.ts";
import { processTree } from "./bench/processes.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

/** CPU seconds used so far by `root` and every process below it, and their resident memory. */
export function treeUsage(root: number): { cpuSeconds: number; rssBytes: number } {
  const tree = processTree(root);
  return {
    cpuSeconds: tree.reduce((sum, stat) => sum + stat.cpuSeconds, 0),
    rssBytes: tree.reduce((sum, stat) => sum + stat.rssBytes, 0),
  };
}

/** Hashes each file in Chromium's hashing worker; prints wall and CPU time. Returns each digest and wall time. */
export async function benchHashInChromium(
  files: { label: string; path: string; bytes: number; readOnly?: "slices" | "stream" }[],
  slice: number,
) {
  const { tab, close } = await hashingPage();
  const results: { digest: string; ms: number }[] = [];
  try {
    for (const file of files) {
      await tab.setInputFiles("input", file.path);
      const before = treeUsage(process.pid);
      let peak = before.rssBytes;
      const sampler = setInterval(() => {
        peak = Math.max(peak, treeUsage(process.pid).rssBytes);
      }, 200);
      const { ms: wall, digest } = await tab.evaluate(
        ({ readOnly, slice }) =>
          new Promise<{ ms: number; digest: string }>((resolve, reject) => {
            const chosen = document.querySelector("input")?.files?.[0];
            if (!chosen) return reject(new Error("no file"));
            if (readOnly) {
              // Reading alone, in the same slices or by the file's own stream, to set beside the hashing.
              const started = performance.now();
              const read = async () => {
                if (readOnly === "stream") {
                  const reader = chosen.stream().getReader();
                  while (!(await reader.read()).done);
                  return;
                }
                for (let offset = 0; offset < chosen.size; offset += slice)
                  await chosen.slice(offset, offset + slice).arrayBuffer();
              };
              return void read().then(() => resolve({ ms: performance.now() - started, digest: "" }), reject);
            }
            const hashing = new Worker("/sha256.worker.js");
            const started = performance.now();
            // The worker's job request, as lib/workers/worker-jobs.ts sends it.
            hashing.onmessage = ({ data }) =>
              data.kind === "done"
                ? resolve({ ms: performance.now() - started, digest: data.value })
                : reject(data.error);
            hashing.onerror = () => reject(new Error("worker failed"));
            hashing.postMessage({ id: 1, name: "hash", input: chosen });
          }),
        { readOnly: file.readOnly, slice },
      );
      clearInterval(sampler);
      const cpu = treeUsage(process.pid).cpuSeconds - before.cpuSeconds;
      const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
      results.push({ digest, ms: wall });
      console.log(
        `Chromium, ${file.label}: ${ms(wall)} wall, ${(file.bytes / 1024 / 1024 / (wall / 1000)).toFixed(0)} MB/s, ` +
          `${ms(cpu * 1000)} CPU (Chromium's and this process; ${loadAverage()}); ` +
          `memory ${mb(before.rssBytes)} before, peak ${mb(peak)}`,
      );
    }
  } finally {
    await close();
  }
  return results;
}

/**
 * A Chromium tab with a file input, beside which the site's hashing worker is served as
 * /sha256.worker.js (bundled as the build would); `close` ends both.
 */
export async function hashingPage(): Promise<{ tab: Page; close(): Promise<void> }> {
  const bundle = await rolldown({ input: "app/lib/files/sha256.worker.ts", logLevel: "silent" });
  const worker = (await bundle.generate({ format: "iife" })).output[0].code;
  const page = `<!doctype html><input type="file">`;
  const server = createServer((request, response) => {
    const js = request.url === "/sha256.worker.js";
    response.writeHead(200, { "content-type": js ? "text/javascript" : "text/html" });
    response.end(js ? worker : page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // A profile on disk, as a person's: a context without one keeps its private file system in memory.
  const profile = await mkdtemp(path.join(os.tmpdir(), "bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
  return {
    tab,
    close: async () => {
      await context.close();
      server.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
