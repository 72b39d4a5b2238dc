// The forensic views in Chromium on the production build (`npm run build` first), as a person opens
// them: a photo chosen, its report read for a moment, "Open forensic views" pressed, then the error-level
// tab chosen as soon as the tabs show. Times taken in the page from the press: the tabs shown, and the
// error levels drawn (their canvas given the picture's size, then the frame after). PORT=… serves the
// site there.
import { chromium } from "@playwright/test";
import { makeDataDir, type RunningServer, startServer } from "../../host/test/server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.ts";
import { processTree } from "./processes.ts";

export interface OpenTimes {
  /** Milliseconds from the press to the tabs in the page. */
  tabs: number;
  /** Milliseconds from the press to the frame after the error levels were drawn. */
  ela: number;
  /** CPU milliseconds meanwhile: Chromium's, this process's and the (idle) server's. */
  cpu: number;
}

const treeCpuMs = () => processTree(process.pid).reduce((sum, stat) => sum + stat.cpuSeconds, 0) * 1000;

/** The production server; on a busy machine it may take longer than startServer's ten seconds: again. */
async function started(env: Record<string, string>, attempts = 4): Promise<RunningServer> {
  try {
    return await startServer(env);
  } catch (error) {
    if (attempts <= 1) throw error;
    return started(env, attempts - 1);
  }
}

/** Times `runs` openings of the forensic views on `jpeg`, each in a fresh page, after `readMs` of reading. */
export async function openTimesInChromium(
  jpeg: Uint8Array,
  runs: number,
  readMs: number,
): Promise<OpenTimes[]> {
  const dataDir = await makeDataDir();
  const server = await started({
    DATA_DIR: dataDir.dir,
    LOG_LEVEL: "warn",
    ...(process.env.PORT ? { PORT: process.env.PORT } : {}),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: OpenTimes[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${server.url}/en/tools/image-inspector`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page
        .locator("input[type=file]")
        .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpeg) });
      await page.getByTestId("forensics").getByRole("button").waitFor({ timeout: 60_000 });
      await page.waitForTimeout(readMs);
      const before = treeCpuMs();
      const opened = await page.evaluate(
        () =>
          new Promise<Omit<OpenTimes, "cpu">>((resolve) => {
            let tabs: number | undefined;
            let start = 0;
            const check = () => {
              const elaTab = document.querySelector<HTMLElement>("[role=tab][id$='-trigger-ela']");
              if (tabs === undefined && elaTab) {
                tabs = performance.now() - start;
                // Radix chooses a tab on the mouse's press, not on a click.
                elaTab.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
              }
              // The view's canvas comes after the photo's, which is drawn at once.
              const canvas = [
                ...document.querySelectorAll<HTMLCanvasElement>("[role=tabpanel][id$='-content-ela'] canvas"),
              ].at(-1);
              // A canvas is 300 px wide until a view is drawn on it (the photo's 4,000).
              if (canvas && canvas.width > 300) {
                observer.disconnect();
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve({ tabs: tabs ?? 0, ela: performance.now() - start })),
                );
              }
            };
            const observer = new MutationObserver(check);
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
            const open = document.querySelector<HTMLButtonElement>("[data-testid=forensics] button");
            start = performance.now();
            open?.click();
          }),
      );
      times.push({ ...opened, cpu: treeCpuMs() - before });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await dataDir.remove();
  }
  return times;
}
