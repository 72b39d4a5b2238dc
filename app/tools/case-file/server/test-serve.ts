// Test helper: the case file's server part started on a platform and its endpoints answered by a real
// HTTP server on this machine's loopback, as the site's HTTP entry would answer them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Endpoint, Platform } from "../../../../server/tool-server.ts";
import { caseFileServer } from "./index.ts";

export async function serveCaseFile(
  platform: Platform,
  env: Parameters<typeof caseFileServer.start>[2],
): Promise<{ base: string; close(): Promise<void> }> {
  const started = await caseFileServer.start(platform, {}, env);
  const endpoints: Record<string, Endpoint> =
    caseFileServer.endpoints?.(started.services, platform).paths ?? {};
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    void endpoints[pathname]?.answer(req, res, req.url ?? "/");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
