// The server part as the server runs it: its key made in a real DATA_DIR, its endpoints answering on a
// real HTTP server of this machine, its statements checked by the bundle verifier's own code.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createMemoryRateLimitStore } from "#server/rate-limit/memory.ts";
import { loadToolEnv } from "#server/tool-env.ts";
import type { Platform } from "#server/tool-server.ts";
import { serveCaseFile } from "../fixtures/serve-case-file.ts";
import { timestampProblem } from "../logic/timestamp.ts";
import { caseFileServer } from "./index.ts";
import { KEY_FILE, loadOrCreateTimestampKey } from "./timestamp-key.ts";

let dataDir = "";
let platform: Platform;
let site: Awaited<ReturnType<typeof serveCaseFile>>;
let base = "";
const HASH = "ab".repeat(32);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "case-file-"));
  platform = {
    config: loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://veritools.example" }),
    rateLimits: createMemoryRateLimitStore(),
  } as Partial<Platform> as Platform;
  // Three requests a minute, so the fourth is refused.
  const env = {
    TIMESTAMP_RATE_LIMIT: { requests: 3, windowMs: 60_000 },
    TSA_URLS: [],
    TSA_ROOTS_FILE: undefined,
  };
  site = await serveCaseFile(platform, env);
  base = site.base;
});

afterAll(async () => {
  await site.close();
  await platform.rateLimits.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (body: string, type = "application/json") =>
  fetch(`${base}/api/timestamps`, { method: "POST", headers: { "content-type": type }, body });

describe("TIMESTAMP_RATE_LIMIT", () => {
  it("defaults to 10 requests a minute, and reads REQUESTS/SECONDS", () => {
    expect(loadToolEnv([caseFileServer], {})).toEqual({
      "case-file": { TIMESTAMP_RATE_LIMIT: { requests: 10, windowMs: 60_000 }, TSA_URLS: [] },
    });
    expect(() => loadToolEnv([caseFileServer], { TIMESTAMP_RATE_LIMIT: "often" })).toThrow(
      /TIMESTAMP_RATE_LIMIT/,
    );
  });
});

describe("the time-stamp key", () => {
  it("is created once in DATA_DIR, readable by its owner only, and read back the same", async () => {
    const file = path.join(dataDir, KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const again = await loadOrCreateTimestampKey(dataDir);
    const served = await (await fetch(`${base}/.well-known/veritools-timestamp-key`)).json();
    expect(served).toEqual(again.publicJwk);
    expect(Object.keys(served).sort()).toEqual(["crv", "kty", "x"]);
  });

  it("is one key for several processes starting together on a new DATA_DIR", async () => {
    // Real processes, each saying "ready" once loaded, then let go at once so they race to create the key.
    const module = new URL("./timestamp-key.ts", import.meta.url).pathname;
    const script = `import { loadOrCreateTimestampKey } from ${JSON.stringify(module)};
      process.stdin.once("data", async () => console.log((await loadOrCreateTimestampKey(process.argv[1])).publicJwk.x));
      console.log("ready");`;
    for (let round = 0; round < 3; round++) {
      const shared = await mkdtemp(path.join(tmpdir(), "case-file-key-"));
      const children = Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ["--input-type=module", "-e", script, shared], {
          stdio: "pipe",
        });
        let out = "";
        let err = "";
        child.stderr.on("data", (data) => {
          err += data;
        });
        const ready = new Promise<void>((resolve, reject) => {
          child.stdout.on("data", (data) => {
            out += data;
            if (out.startsWith("ready\n")) resolve();
          });
          child.on("close", () => reject(new Error(err)));
        });
        const key = new Promise<string>((resolve, reject) => {
          child.on("error", reject);
          child.on("close", (code) =>
            code === 0 ? resolve(out.slice("ready\n".length).trim()) : reject(new Error(err)),
          );
        });
        return { child, ready, key };
      });
      await Promise.all(children.map(({ ready }) => ready));
      for (const { child } of children) child.stdin.end("go\n");
      const keys = children.map(({ key }) => key);
      const made = await Promise.all(keys);
      const onDisk = (await loadOrCreateTimestampKey(shared)).publicJwk.x;
      expect(made).toEqual(made.map(() => onDisk));
      expect(await readdir(shared)).toEqual([KEY_FILE]);
      await rm(shared, { recursive: true, force: true });
    }
  });
});

describe("POST /api/timestamps", () => {
  it("signs the hash with the time, a statement the verifier accepts with the served key", async () => {
    const before = Date.now();
    const answer = await post(JSON.stringify({ sha256: HASH }));
    expect(answer.status).toBe(200);
    const stamp = await answer.json();
    expect(stamp.statement).toMatchObject({ sha256: HASH, issuer: "https://veritools.example" });
    expect(Date.parse(stamp.statement.time)).toBeGreaterThanOrEqual(before - 1000);
    const key = await (await fetch(`${base}/.well-known/veritools-timestamp-key`)).json();
    expect(await timestampProblem(stamp, HASH, key)).toBeNull();
    expect(await timestampProblem(stamp, "cd".repeat(32), key)).toBe("other-hash");
  });

  it("refuses anything but one hash, then refuses past the rate limit", async () => {
    const refused = await post(JSON.stringify({ sha256: HASH, name: "my case" }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "invalid_hash" } });
    expect((await post("sha256=x", "application/x-www-form-urlencoded")).status).toBe(415);
    const limited = await post(JSON.stringify({ sha256: HASH }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
