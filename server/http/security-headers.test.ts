import { expect, test } from "vitest";
import { isWorkerScript, WORKER_SCRIPT_POLICY } from "./security-headers.ts";

test("built worker entries are told apart from other scripts", () => {
  expect(isWorkerScript("/assets/forensics.worker-DfmW8n2v.js")).toBe(true);
  expect(isWorkerScript("/assets/inspect.worker-CELtA1Zj.js")).toBe(true);
  expect(isWorkerScript("/assets/ForensicsLab-CTiSVP3J.js")).toBe(false);
  expect(isWorkerScript("/assets/worker-jobs-D-0r9hws.js")).toBe(false);
});

test("a worker may run its own scripts and WebAssembly, and fetch nothing", () => {
  expect(WORKER_SCRIPT_POLICY).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(WORKER_SCRIPT_POLICY).not.toContain("connect-src");
  expect(WORKER_SCRIPT_POLICY).toMatch(/^default-src 'none'/);
});
