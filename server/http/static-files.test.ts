import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSecurityHeaders } from "./security-headers.ts";
import { createStaticFiles } from "./static-files.ts";

let server: http.Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), "static-files-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets", "video.worker-abc.js"), "self.onmessage = () => {};");
  writeFileSync(path.join(root, "assets", "icons-abc.svg"), "<svg/>");
  const files = createStaticFiles(root);
  server = http.createServer(async (req, res) => {
    setSecurityHeaders(res, { https: false });
    if (!(await files(req, res, new URL(req.url ?? "/", "http://x").pathname))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("static files' Content-Security-Policy", () => {
  it("lets a script that runs as a worker load our scripts, compile WebAssembly and fetch our files only", async () => {
    const response = await fetch(`${base}/assets/video.worker-abc.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'",
    );
  });

  it("keeps every other file at the strict default", async () => {
    const response = await fetch(`${base}/assets/icons-abc.svg`);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
