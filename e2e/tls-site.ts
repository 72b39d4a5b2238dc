// The tests' own https site under a dotted name (there is no internet here): the test server resolves
// TLS_HOST to loopback (HOST_ADDRESSES) and trusts the certificate made for this run (playwright.config.ts).
import { readFileSync } from "node:fs";
import type { RequestListener } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

export const TLS_HOST = "news.veritools.test";
export const TLS_DIR = "test-results/e2e-tls";

/** Serves `handler` over https on loopback while `body` runs, at https://TLS_HOST:port. */
export async function withTlsSite<T>(
  handler: RequestListener,
  body: (origin: string) => Promise<T>,
): Promise<T> {
  const site = https.createServer(
    { key: readFileSync(path.join(TLS_DIR, "key.pem")), cert: readFileSync(path.join(TLS_DIR, "cert.pem")) },
    handler,
  );
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  try {
    return await body(`https://${TLS_HOST}:${(site.address() as AddressInfo).port}`);
  } finally {
    site.closeAllConnections();
    site.close();
  }
}
