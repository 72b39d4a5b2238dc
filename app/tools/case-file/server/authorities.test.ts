// The independent time stamps as the server asks for them: stand-in authorities made with Debian's
// `openssl ts` (fixtures/time-stamp-authority.ts) on this machine's loopback, reached through the SSRF
// guard with only their own ports let through, as ALLOW_PRIVATE_ENDPOINTS would.

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBase64 } from "#app/lib/files/base64.ts";
import { sha256OfBytes } from "#app/lib/files/sha256.ts";
import { loadConfig } from "#server/config.ts";
import { createMemoryRateLimitStore } from "#server/rate-limit/memory.ts";
import { loadToolEnv } from "#server/tool-env.ts";
import type { Platform } from "#server/tool-server.ts";
import { serveCaseFile } from "../fixtures/serve-case-file.ts";
import {
  createTestPki,
  createTsa,
  startTsaServer,
  type TestPki,
  type TestTsaServer,
} from "../fixtures/time-stamp-authority.ts";
import { pemCertificates } from "../logic/pem.ts";
import { checkToken } from "../logic/rfc3161.ts";
import { authoritiesOf, createStamper } from "./authorities.ts";
import { caseFileServer } from "./index.ts";

const manifest = new TextEncoder().encode("manifest bytes") as Uint8Array<ArrayBuffer>;
let sha256 = "";
let pki: TestPki;
let dataDir = "";
let good: TestTsaServer;
let refusing: TestTsaServer;
let rejecting: TestTsaServer;
let silent: TestTsaServer;
let platform: Platform;
let site: Awaited<ReturnType<typeof serveCaseFile>>;
let base = "";
/** Only the stand-in authorities' ports, as ALLOW_PRIVATE_ENDPOINTS names them. */
const ports = new Set<number>();
const fetchRules = {
  publicUrl: "https://veritools.example",
  allowPrivateAddresses: (_ip: unknown, port: number) => ports.has(port),
};

beforeAll(async () => {
  sha256 = await sha256OfBytes(manifest);
  pki = await createTestPki();
  good = await startTsaServer(await createTsa(pki, "good"));
  refusing = await startTsaServer(await createTsa(pki, "good"), "refuse");
  rejecting = await startTsaServer(await createTsa(pki, "good"), "rejection");
  silent = await startTsaServer(await createTsa(pki, "good"), "timeout");
  for (const stand of [good, refusing, rejecting, silent]) ports.add(Number(new URL(stand.url).port));

  dataDir = await mkdtemp(path.join(tmpdir(), "case-file-tsa-"));
  const rootsFile = path.join(dataDir, "roots.pem");
  await writeFile(rootsFile, pki.rootPem);
  platform = {
    config: loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://veritools.example" }),
    rateLimits: createMemoryRateLimitStore(),
    fetchRules,
  } as Partial<Platform> as Platform;
  const env = loadToolEnv([caseFileServer], {
    TSA_URLS: `${good.url}, ${refusing.url},${rejecting.url}`,
    TSA_ROOTS_FILE: rootsFile,
  })["case-file"] as Parameters<typeof caseFileServer.start>[2];
  site = await serveCaseFile(platform, env);
  base = site.base;
});

afterAll(async () => {
  await site.close();
  await Promise.all([good, refusing, rejecting, silent].map((stand) => stand.close()));
  await platform.rateLimits.close();
  await pki.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ask = (body: unknown) =>
  fetch(`${base}/api/timestamps/authorities`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("TSA_URLS and TSA_ROOTS_FILE", () => {
  it("are read as a list of http(s) addresses and a file; a bad one stops the start", async () => {
    expect(
      loadToolEnv([caseFileServer], { TSA_URLS: "https://a.example/tsr, http://b.example" }),
    ).toMatchObject({
      "case-file": { TSA_URLS: ["https://a.example/tsr", "http://b.example"] },
    });
    expect(() => loadToolEnv([caseFileServer], { TSA_URLS: "ftp://a.example" })).toThrow(/TSA_URLS/);
    const empty = path.join(dataDir, "empty.pem");
    await writeFile(empty, "no certificate here");
    const env = loadToolEnv([caseFileServer], { TSA_ROOTS_FILE: empty })["case-file"] as Parameters<
      typeof caseFileServer.start
    >[2];
    await expect(caseFileServer.start(platform, {}, env)).rejects.toThrow(/TSA_ROOTS_FILE/);
  });

  it("name each authority by its host, unique", () => {
    expect(
      authoritiesOf(["https://tsa.example/a", "https://TSA.example/b", "http://127.0.0.1:8080/"]).map(
        (authority) => authority.name,
      ),
    ).toEqual(["tsa.example", "tsa.example-2", "127.0.0.1"]);
  });
});

describe("POST /api/timestamps/authorities", () => {
  it("sends each authority the hash alone and answers with its token, or why there is none", async () => {
    const before = good.requests.length;
    const answer = await ask({ sha256 });
    expect(answer.status).toBe(200);
    const { authorities } = await answer.json();
    expect(authorities.map((entry: { ok: boolean }) => entry.ok)).toEqual([true, false, false]);
    expect(authorities[1]).toMatchObject({ ok: false, reason: "refused" });
    expect(authorities[2]).toMatchObject({ ok: false, reason: "refused" });

    // What left the server: one small request, the hash inside, nothing of the case.
    const sent = good.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.length).toBeLessThan(100);
    expect(Buffer.from(sent[0] ?? []).toString("hex")).toContain(sha256);

    // The token checks out over the manifest, its chain completed from TSA_ROOTS_FILE up to the root
    // the site publishes for the verify page.
    const roots = await (await fetch(`${base}/.well-known/veritools-tsa-roots.pem`)).text();
    expect(pemCertificates(roots)).toEqual(pemCertificates(pki.rootPem));
    const token = fromBase64(authorities[0].token) as Uint8Array;
    const check = await checkToken(
      authorities[0].name,
      token,
      authorities[0].chain,
      manifest,
      pemCertificates(roots),
    );
    expect(check).toMatchObject({ problem: null, rootTrusted: true });
  });

  it("refuses anything but one hash", async () => {
    const refused = await ask({ sha256: "x" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "invalid_hash" } });
  });
});

describe("an authority that does not answer", () => {
  it("is given up after the time limit, the others' tokens kept", async () => {
    const stamp = createStamper({
      authorities: authoritiesOf([silent.url, good.url]),
      roots: pemCertificates(pki.rootPem),
      fetch: fetchRules,
      timeoutMs: 500,
    });
    const started = Date.now();
    const answers = await stamp(sha256);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answers.map((answer) => answer.ok)).toEqual([false, true]);
    expect(answers[0]).toMatchObject({ reason: "timeout" });
  });

  it("is refused by the guard when it is a private address not let through", async () => {
    const stamp = createStamper({
      authorities: authoritiesOf([good.url]),
      roots: [],
      fetch: { ...fetchRules, allowPrivateAddresses: false },
    });
    expect(await stamp(sha256)).toEqual([{ name: expect.any(String), ok: false, reason: "unreachable" }]);
  });
});
