// The operator's Chromium (CAPTURE_BROWSER), started so that it reaches nothing by itself: every request
// a page makes is handed to the capture by interception (rendered-page.ts), and should one slip past it,
// the browser has only a dead proxy to send it to and no name resolves. Driven over a pipe, so it listens
// on no port either.
import { once } from "node:events";
import { type Browser, launch } from "puppeteer-core";
import { QUIET_CHROMIUM_FLAGS } from "#server/lib/chromium-flags.ts";

// Port 9 (discard) on loopback: nothing that should answer a browser.
const DEAD_PROXY = "127.0.0.1:9";

function lockedArgs(profileDir: string): string[] {
  return [
    "--headless=new",
    ...QUIET_CHROMIUM_FLAGS,
    "--disable-extensions",
    "--disable-default-apps",
    "--disable-dev-shm-usage",
    "--mute-audio",
    "--hide-scrollbars",
    `--proxy-server=${DEAD_PROXY}`,
    // Loopback too goes to the proxy: Chromium would otherwise connect to it directly.
    "--proxy-bypass-list=<-loopback>",
    "--host-resolver-rules=MAP * ~NOTFOUND",
    `--user-data-dir=${profileDir}`,
    "about:blank",
  ];
}

/** Chromium at `executable`, with its profile in `profileDir` (which the caller removes). */
export function launchLockedBrowser(
  executable: string,
  profileDir: string,
  timeoutMs: number,
): Promise<Browser> {
  return launch({
    executablePath: executable,
    // Only the flags above: none of puppeteer's defaults, which could undo them.
    ignoreDefaultArgs: true,
    args: lockedArgs(profileDir),
    pipe: true,
    timeout: timeoutMs,
    defaultViewport: { width: 1280, height: 800 },
    // The capture closes it; the server's own signals are not the browser's.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Closes the browser; kills it when it has not closed in `waitMs`. Resolves once its process is gone. */
export async function closeBrowser(browser: Browser, waitMs: number): Promise<void> {
  const child = browser.process();
  const timer = setTimeout(() => child?.kill("SIGKILL"), waitMs);
  try {
    await browser.close();
  } catch {
    child?.kill("SIGKILL");
  } finally {
    clearTimeout(timer);
  }
  if (child && child.exitCode === null && child.signalCode === null) await once(child, "exit");
}
