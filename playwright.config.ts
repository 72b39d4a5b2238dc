import { readFileSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { TLS_DIR, TLS_HOST } from "./e2e/tls-site.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);

/** The ports the system hands to `listen(0)`: the stand-in sites the tests start get one of them. */
function ephemeralPorts(): string {
  try {
    const [first, last] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/);
    if (first && last) return `${first}-${last}`;
  } catch {
    // not Linux: the range most systems use
  }
  return "49152-65535";
}

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  webServer: {
    // A fresh embedded database every run: the tests never see what an earlier run left. A certificate
    // for the tests' own https site (e2e/tls-site.ts), made for this run and trusted by this server only,
    // through Node's standard NODE_EXTRA_CA_CERTS, as a self-hoster trusts an internal authority.
    command:
      `rm -rf test-results/e2e-data ${TLS_DIR} && mkdir -p ${TLS_DIR} && ` +
      `openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=${TLS_HOST} ` +
      `-addext subjectAltName=DNS:${TLS_HOST} -keyout ${TLS_DIR}/key.pem -out ${TLS_DIR}/cert.pem 2>/dev/null && ` +
      `NODE_EXTRA_CA_CERTS=${TLS_DIR}/cert.pem ` +
      // Two stand-in time-stamp authorities (one answers, one refuses) on the ports after the site's.
      `node e2e/with-authorities.ts ${PORT + 2} test-results/e2e-data -- node host/main.ts`,
    env: {
      PORT: String(PORT),
      DATA_DIR: "test-results/e2e-data",
      LOG_LEVEL: "warn",
      SUPPORT_EMAIL: "help@veritools.test",
      // There is no internet here: this very server's pages, and the sites the tests start on loopback,
      // stand in for destinations. Only those endpoints are let through; every other private, loopback
      // or metadata address (another port of this machine, 169.254.169.254, a LAN) is refused as in
      // production, which the tests of refusals rely on.
      ALLOW_PRIVATE_ENDPOINTS: `127.0.0.1:${PORT},127.0.0.1:${ephemeralPorts()}`,
      // A dotted name for that site, as a hosts file would give it: DNS is never asked about it.
      HOST_ADDRESSES: `${TLS_HOST}=127.0.0.1`,
      // Every test shortens from 127.0.0.1; the limit itself is tested in server/shortener/http.test.ts.
      SHORTEN_RATE_LIMIT: "10000/60",
      // Likewise every export with time stamps; the limit is tested in app/tools/case-file/server.
      TIMESTAMP_RATE_LIMIT: "10000/60",
      // And every capture; the limit is tested in app/tools/page-capture/server. The rendered capture is
      // offered with Debian's Chromium, as a self-hoster sets it up.
      CAPTURE_RATE_LIMIT: "10000/60",
      CAPTURE_BROWSER: CHROMIUM_PATH,
      // Every listing and transfer of media from a link too (the limit is tested in
      // app/tools/media-from-link/server), with platforms through the tests' stand-in yt-dlp, which
      // reaches the web only through the server's guarded proxy, as the real one does.
      MEDIA_FETCH_RATE_LIMIT: "10000/60",
      YTDLP_PATH: "app/tools/media-from-link/fixtures/fake-yt-dlp.py",
    },
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
