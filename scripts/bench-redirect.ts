// Measures the redirect path of issues 5 and 15: GET /r/{slug} on the production server (embedded
// database, every click journaled before its answer, request log at the production level) against a bare
// node:http server answering a fixed 302, with autocannon at 10 and 50 connections for about 12 seconds
// each. Targets (issue 44): at 10 and at 50 connections, at least 85 percent of the bare server's
// requests per second and a p99 at most twice the bare server's, and no lost count: the link's
// usage_count grows by exactly the number of redirects answered. Then the kill test: redirects under load, kill -9 of the server, restart, every answered
// redirect counted (decision 015). Run "npm run build" first.
//
// The machine is shared and its speed drifts by a third from one second to the next, so the two servers
// take turns in short slices, in pairs, the one that goes first alternating. The ratio judged is the
// median of the pairs' ratios: a burst of someone else's work skews one pair, not the verdict. Every
// slice asks for a fixed number of requests (sized from a warm-up), so each one sent is answered and the
// count can be compared exactly. Latencies are every response's own, to the microsecond (autocannon's
// summary rounds to whole milliseconds). Each server's CPU time a request is printed beside its rate: it
// says what the redirect costs even when other work takes the cores and the rates swing.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createShortLinkRepository } from "#app/tools/url-shortener/server/repository.ts";
import { generateSlug } from "#app/tools/url-shortener/server/rules/slug.ts";
import { openDatabase } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { freePort } from "../host/test/server.ts";
import { begin, figure, judge, ms, percentilesText } from "./bench/harness.ts";
import { parseStat } from "./bench/processes.ts";
import { median, percentile } from "./bench/stats.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD = path.join(ROOT, "build/server/index.js");
const DESTINATION = "https://example.com/landing?utm_source=bench#top";
const PAIRS = 8;
const SLICE_SECONDS = 1.5;
const WARM_UP_SECONDS = 3;
const CONNECTIONS = [10, 50] as const;
const TARGET_RATIO = 0.85;
/** The redirect's p99 may be at most this many times the bare server's, at the same connections. */
const TARGET_P99_FACTOR = 2;
const KILL_TEST_SECONDS = 3;
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

// The bare reference: the least a node:http server can do to answer a redirect.
const BARE_SERVER = `
  require("node:http")
    .createServer((req, res) => {
      res.writeHead(302, { Location: ${JSON.stringify(DESTINATION)}, "Cache-Control": "private, no-store", "Content-Length": 0 }).end();
    })
    .listen(Number(process.env.PORT), "127.0.0.1");
`;

/** What one server answered over its slices. */
interface Tally {
  requests: number;
  seconds: number;
  latenciesMs: number[];
  /** The server process's CPU time over its slices: what a request cost it, however busy the machine. */
  cpuSeconds: number;
}

/** A process's CPU time so far, user and system, from /proc. */
const cpuSeconds = (pid: number | undefined) =>
  parseStat(pid ?? 0, readFileSync(`/proc/${pid}/stat`, "utf8")).cpuSeconds;

/** What one connection count measured: both servers' tallies and the median of the pairs' ratios. */
interface Round {
  connections: number;
  bare: Tally;
  app: Tally;
  ratio: number;
}

/** Spawns a server process (its output discarded, as a log shipper would take it) and waits for `probe`. */
async function spawnServer(
  args: string[],
  env: Record<string, string>,
  probe: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    try {
      await fetch(probe, { redirect: "manual" });
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function run(options: autocannon.Options, onLatency?: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, headers: { "user-agent": BROWSER } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onLatency) instance.on("response", (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

/** Requests per second on `url` after a warm-up of its own. */
async function warmUp(url: string, connections: number): Promise<number> {
  return (await run({ url, connections, duration: WARM_UP_SECONDS })).requests.average;
}

/**
 * Sends exactly `amount` requests and adds them to the tally; each must be answered with a redirect.
 * Returns the slice's requests per second.
 */
async function slice(
  url: string,
  server: ChildProcess,
  connections: number,
  amount: number,
  tally: Tally,
): Promise<number> {
  const cpuBefore = cpuSeconds(server.pid);
  // Timed to the last answer: autocannon reports the end of a run at its next one-second tick, which
  // would make every slice last a whole number of seconds, whatever the server's speed.
  const started = performance.now();
  let lastAnswer = started;
  const result = await run({ url, connections, amount }, (ms) => {
    tally.latenciesMs.push(ms);
    lastAnswer = performance.now();
  });
  const seconds = (lastAnswer - started) / 1000;
  tally.cpuSeconds += cpuSeconds(server.pid) - cpuBefore;
  tally.seconds += seconds;
  tally.requests += amount;
  if (result["3xx"] !== amount || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result["3xx"]} redirects of ${amount}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return amount / seconds;
}

/** Fresh links on a scratch embedded database: their slugs. */
async function createLinks(dataDir: string, count: number): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    const repository = createShortLinkRepository(database.db);
    const slugs = Array.from({ length: count }, () => generateSlug());
    for (const slug of slugs) {
      await repository.insert({
        internalSlug: slug,
        shortenedSlug: slug,
        originalUrl: DESTINATION,
        normalizedUrl: DESTINATION.split("#", 1)[0] ?? "",
        language: "en",
      });
    }
    return slugs;
  } finally {
    await database.close();
  }
}

async function readUsageCount(dataDir: string, slug: string): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const link = await createShortLinkRepository(database.db).findBySlug(slug);
    return link?.usageCount ?? Number.NaN;
  } finally {
    await database.close();
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const times = (value: number) => `${value.toFixed(2)}×`;
const rateText = (tally: Tally) => `${Math.round(tally.requests / tally.seconds).toLocaleString("en")} req/s`;

if (!existsSync(BUILD)) throw new Error(`No server build at ${BUILD}: run "npm run build" first.`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), "veritools-bench-redirect-"));
const children: ChildProcess[] = [];
try {
  const [slug = "", warmUpSlug = ""] = await createLinks(dataDir, 2);
  const [appPort, barePort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}/r/${slug}`;
  const warmUpUrl = `http://127.0.0.1:${appPort}/r/${warmUpSlug}`;
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  children.push(
    await spawnServer(
      ["host/main.ts"],
      { PORT: String(appPort), DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "production" },
      `http://127.0.0.1:${appPort}/readyz`,
    ),
    await spawnServer(["-e", BARE_SERVER], { PORT: String(barePort) }, bareUrl),
  );
  const [app, bare] = children as [ChildProcess, ChildProcess];

  begin(
    `GET /r/${slug} (production server, counting on) against a bare node:http 302, ` +
      `${PAIRS} pairs of slices of about ${SLICE_SECONDS} s each, taking turns, after a ${WARM_UP_SECONDS}-s warm-up`,
  );
  console.log();
  let redirectsAnswered = 0;
  const rounds: Round[] = [];
  for (const connections of CONNECTIONS) {
    // The warm-up of the production server goes to another link, so the counted one sees only slices.
    const rates = { bare: await warmUp(bareUrl, connections), app: await warmUp(warmUpUrl, connections) };
    const bareTally: Tally = { requests: 0, seconds: 0, latenciesMs: [], cpuSeconds: 0 };
    const appTally: Tally = { requests: 0, seconds: 0, latenciesMs: [], cpuSeconds: 0 };
    const pairRatios: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const bareSlice = () =>
        slice(bareUrl, bare, connections, Math.round(rates.bare * SLICE_SECONDS), bareTally);
      const appSlice = () => slice(appUrl, app, connections, Math.round(rates.app * SLICE_SECONDS), appTally);
      let bareRate: number;
      let appRate: number;
      if (i % 2 === 0) {
        bareRate = await bareSlice();
        appRate = await appSlice();
      } else {
        appRate = await appSlice();
        bareRate = await bareSlice();
      }
      pairRatios.push(appRate / bareRate);
    }
    redirectsAnswered += appTally.requests;
    const ratio = median(pairRatios);
    console.log(`${connections} connections:`);
    for (const [label, tally] of [
      ["bare node:http", bareTally],
      ["/r/{slug}     ", appTally],
    ] as const) {
      const cpu = `${figure((tally.cpuSeconds / tally.requests) * 1e6)} µs of server CPU a request`;
      console.log(`  ${label}  ${rateText(tally)}, ${percentilesText(tally.latenciesMs, [50, 99])}, ${cpu}`);
    }
    console.log(
      `  ratio          ${percent(ratio)} of the bare server (median of ${PAIRS} pairs; ${percent(Math.min(...pairRatios))} to ${percent(Math.max(...pairRatios))})\n`,
    );
    rounds.push({ connections, bare: bareTally, app: appTally, ratio });
  }

  await stop(app);
  await stop(bare);
  children.length = 0;
  const counted = await readUsageCount(dataDir, slug);

  // The kill test: a fresh link under 50 connections for a few seconds, then SIGKILL mid-load. Redirects
  // answered before the kill must all be counted; those cut off never reached their visitor.
  const [killSlug = ""] = await createLinks(dataDir, 1);
  const killed = await spawnServer(
    ["host/main.ts"],
    { PORT: String(appPort), DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "production" },
    `http://127.0.0.1:${appPort}/readyz`,
  );
  let answeredBeforeKill = 0;
  const load = autocannon(
    {
      url: `http://127.0.0.1:${appPort}/r/${killSlug}`,
      connections: 50,
      duration: KILL_TEST_SECONDS + 5,
      headers: { "user-agent": BROWSER },
    },
    () => {},
  );
  load.on("response", (_client, status) => {
    if (status === 302) answeredBeforeKill++;
  });
  await new Promise((resolve) => setTimeout(resolve, KILL_TEST_SECONDS * 1000));
  const exited = new Promise((resolve) => killed.once("exit", resolve));
  killed.kill("SIGKILL");
  await exited;
  // Answers the server wrote before it died may still wait in this process's sockets: they count once
  // read, so the tally is taken when the load has stopped, and before anything listens on the port again.
  const finished = new Promise((resolve) => load.once("done", resolve));
  load.stop();
  await finished;
  const answeredAtKill = answeredBeforeKill;
  const restarted = await spawnServer(
    ["host/main.ts"],
    { PORT: String(appPort), DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "production" },
    `http://127.0.0.1:${appPort}/readyz`,
  );
  await stop(restarted);
  const countedAfterKill = await readUsageCount(dataDir, killSlug);

  for (const { connections, bare, app, ratio } of rounds) {
    console.log(`${connections} connections: /r/{slug} ${rateText(app)}, bare ${rateText(bare)}`);
    judge(`requests per second at ${connections} connections, of the bare server's`, ratio, {
      atLeast: TARGET_RATIO,
      unit: percent,
    });
    const [appP99, bareP99] = [percentile(app.latenciesMs, 99), percentile(bare.latenciesMs, 99)];
    judge(
      `p99 at ${connections} connections (${ms(appP99)}), of the bare server's (${ms(bareP99)})`,
      appP99 / bareP99,
      { atMost: TARGET_P99_FACTOR, unit: times },
    );
  }
  console.log(
    `counts: ${redirectsAnswered.toLocaleString("en")} redirects answered, usage_count ${counted.toLocaleString("en")}: ${
      counted === redirectsAnswered ? "none lost" : "MISMATCH"
    }`,
  );
  // A response in flight when the process died may have been journaled without reaching the client, so
  // the count may exceed the answers by the redirects under way (at most one per connection), never fall short.
  const killOk = countedAfterKill >= answeredAtKill && countedAfterKill <= answeredAtKill + 50;
  console.log(
    `kill -9 under load: ${answeredAtKill.toLocaleString("en")} redirects answered, ${countedAfterKill.toLocaleString("en")} counted after restart: ${
      killOk ? "none lost" : "LOST"
    }`,
  );
  if (counted !== redirectsAnswered || !killOk) process.exitCode = 1;
} finally {
  await Promise.all(children.map(stop));
  await rm(dataDir, { recursive: true, force: true });
}
