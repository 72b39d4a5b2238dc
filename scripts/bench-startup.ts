// Measures the time from `npm start` to the server's first 200 on a page, on an already seeded
// embedded database (the budget is 2 s). Run "npm run build" first.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { begin, judge, spreadText } from "./bench/harness.ts";
import { spread } from "./bench/stats.ts";

const BUDGET_MS = 2000;
const RUNS = 5;
const PORT = 3299;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "veritools-bench-"));

/** The status of a GET on a fresh connection (no keep-alive: a reused socket could reach the last server). */
function status(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: pathname, agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

/** Waits until nothing answers on the port any more, so the next run cannot reach the last server. */
async function portClosed(): Promise<void> {
  for (;;) {
    try {
      await status("/healthz");
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function startOnce(): Promise<number> {
  const started = performance.now();
  // Its own process group, so that stopping npm also stops the server it started.
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await status("/en")) === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
    await portClosed();
  }
}

begin(`Start to first 200 on a seeded embedded database, ${RUNS} runs`);
await startOnce(); // seeds the database; the budget is for a seeded one
const samples: number[] = [];
for (let run = 0; run < RUNS; run++) samples.push(await startOnce());
await rm(dataDir, { recursive: true, force: true });
const times = spread(samples);
console.log(`  median ${spreadText(times)}`);
judge("start to first 200, median", times.median, { atMost: BUDGET_MS });
