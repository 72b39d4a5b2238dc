import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A site of the test's own on loopback (http://127.0.0.1:port) while `body` runs: a stand-in for the
 * sites a tool fetches (there is no internet here), let through by the test server's
 * ALLOW_PRIVATE_ENDPOINTS like every port the system hands out.
 */
export async function withSite<T>(
  handler: http.RequestListener,
  body: (origin: string) => Promise<T>,
): Promise<T> {
  const site = http.createServer(handler);
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  try {
    return await body(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  } finally {
    site.closeAllConnections();
    site.close();
  }
}
