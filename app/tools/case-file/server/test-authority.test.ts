// The stand-in time-stamp authority checked by OpenSSL's own verifier, so the case file's tests can
// trust that "good" tokens are valid and each other kind fails for its one intended reason.
import { execFile } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestPki,
  createTsa,
  startTsaServer,
  type TestPki,
  type TestTsa,
  type TsaKind,
} from "./test-authority.ts";

const run = promisify(execFile);
const KINDS: TsaKind[] = ["good", "expired", "not-timestamping", "other-root"];

let pki: TestPki;
let work = "";
const tsas = new Map<TsaKind, TestTsa>();
let data = "";
let dataHash = "";

function tsa(kind: TsaKind): TestTsa {
  const found = tsas.get(kind);
  if (!found) throw new Error(`no ${kind} TSA`);
  return found;
}

async function openssl(args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run("openssl", args, { cwd: work, encoding: "utf8" });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

let fileCount = 0;
async function save(bytes: Uint8Array, ext: string): Promise<string> {
  const file = path.join(work, `${++fileCount}.${ext}`);
  await writeFile(file, bytes);
  return file;
}

/** `openssl ts -verify` of a response for the test data, against `rootPem` with `tsa`'s chain. */
async function verify(response: Uint8Array, kind: TsaKind, rootPem: string, ...extra: string[]) {
  const root = await save(new TextEncoder().encode(rootPem), "pem");
  const chain = await save(new TextEncoder().encode(tsa(kind).chainPem), "pem");
  const args = ["-in", await save(response, "tsr"), "-CAfile", root, "-untrusted", chain, ...extra];
  return openssl(["ts", "-verify", "-data", data, ...args]);
}

async function query(...extra: string[]): Promise<Uint8Array<ArrayBuffer>> {
  const file = path.join(work, `${++fileCount}.tsq`);
  const made = await openssl(["ts", "-query", "-data", data, "-sha256", ...extra, "-out", file]);
  expect(made.ok, made.output).toBe(true);
  return new Uint8Array(await readFile(file));
}

function post(url: string, body: Uint8Array<ArrayBuffer>, signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/timestamp-query" },
    body,
    signal,
  });
}

beforeAll(async () => {
  pki = await createTestPki();
  work = await mkdtemp(path.join(pki.dir, "test-"));
  data = path.join(work, "data.txt");
  const bytes = "The case file's bytes.\n";
  await writeFile(data, bytes);
  dataHash = createHash("sha256").update(bytes).digest("hex");
  await Promise.all(KINDS.map(async (kind) => tsas.set(kind, await createTsa(pki, kind))));
});

afterAll(async () => {
  await pki?.close();
});

describe("createTestPki / createTsa", () => {
  it("gives each TSA its certificate then its issuing root", () => {
    expect(tsa("good").chainPem).toBe(tsa("good").tsaCertPem + pki.rootPem);
    expect(tsa("other-root").chainPem).toBe(tsa("other-root").tsaCertPem + pki.otherRootPem);
    expect(pki.rootPem).not.toBe(pki.otherRootPem);
  });

  it("issues each TSA certificate from its root, with the intended purpose and dates", () => {
    const root = new X509Certificate(pki.rootPem);
    const otherRoot = new X509Certificate(pki.otherRootPem);
    expect(root.ca && otherRoot.ca).toBe(true);
    const cert = (kind: TsaKind) => new X509Certificate(tsa(kind).tsaCertPem);
    for (const kind of ["good", "expired", "not-timestamping"] as const)
      expect(cert(kind).checkIssued(root)).toBe(true);
    expect(cert("other-root").checkIssued(otherRoot)).toBe(true);
    expect(cert("other-root").checkIssued(root)).toBe(false);
    // Node's keyUsage lists the extended key usages: timeStamping, or serverAuth alone.
    expect(cert("good").keyUsage).toEqual(["1.3.6.1.5.5.7.3.8"]);
    expect(cert("not-timestamping").keyUsage).toEqual(["1.3.6.1.5.5.7.3.1"]);
    expect(cert("good").validToDate.getTime()).toBeGreaterThan(Date.now());
    expect(cert("expired").validToDate.getTime()).toBeLessThan(Date.now());
  });

  it("stamps a hash that OpenSSL verifies against the root", async () => {
    const result = await verify(await tsa("good").stamp(dataHash), "good", pki.rootPem);
    expect(result.output).toContain("Verification: OK");
  });

  it("makes other-root tokens that chain to the other root only", async () => {
    const response = await tsa("other-root").stamp(dataHash);
    const ours = await verify(response, "other-root", pki.rootPem);
    expect(ours.ok).toBe(false);
    // The token carries the other root, so OpenSSL reaches it and finds it untrusted.
    expect(ours.output).toContain("self-signed certificate");
    expect((await verify(response, "other-root", pki.otherRootPem)).output).toContain("Verification: OK");
  });

  it("makes expired tokens that fail only on the certificate's dates", async () => {
    const response = await tsa("expired").stamp(dataHash);
    const result = await verify(response, "expired", pki.rootPem);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("certificate has expired");
    const inValidity = await verify(response, "expired", pki.rootPem, "-attime", "1593561600"); // 2020-07-01
    expect(inValidity.output).toContain("Verification: OK");
  });

  it("makes not-timestamping tokens that fail only on the certificate's purpose", async () => {
    // Also without certReq: the token then carries no certificate and the chain comes from -untrusted.
    for (const response of [
      await tsa("not-timestamping").stamp(dataHash),
      await tsa("not-timestamping").reply(await query()),
    ]) {
      const result = await verify(response, "not-timestamping", pki.rootPem);
      expect(result.ok).toBe(false);
      expect(result.output).toContain("unsuitable certificate purpose");
      const anyPurpose = await verify(response, "not-timestamping", pki.rootPem, "-purpose", "any");
      expect(anyPurpose.output).toContain("Verification: OK");
    }
  });
});

describe("startTsaServer", () => {
  it("answers a query with a response OpenSSL verifies, and records the query", async () => {
    const server = await startTsaServer(tsa("good"));
    try {
      const tsq = await query("-cert");
      const res = await post(server.url, tsq);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/timestamp-reply");
      const response = new Uint8Array(await res.arrayBuffer());
      expect((await verify(response, "good", pki.rootPem)).output).toContain("Verification: OK");
      expect(server.requests).toEqual([tsq]);
    } finally {
      await server.close();
    }
  });

  it('answers 503 in "refuse" mode', async () => {
    const server = await startTsaServer(tsa("good"), "refuse");
    try {
      expect((await post(server.url, await query())).status).toBe(503);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('answers a tokenless rejection in "rejection" mode', async () => {
    const server = await startTsaServer(tsa("good"), "rejection");
    try {
      const res = await post(server.url, await query());
      expect(res.status).toBe(200);
      const body = new Uint8Array(await res.arrayBuffer());
      expect([...body.subarray(0, 7)]).toEqual([0x30, 0x05, 0x30, 0x03, 0x02, 0x01, 0x02]);
    } finally {
      await server.close();
    }
  });

  it('never answers in "timeout" mode, until closed', async () => {
    const server = await startTsaServer(tsa("good"), "timeout");
    try {
      await expect(post(server.url, await query(), AbortSignal.timeout(300))).rejects.toThrow(
        /timeout|abort/i,
      );
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
