// How the browser tests bring a tool to its result with a real input (an image read by OCR, a video
// decoded, a photo inspected), shared by each tool's spec and e2e/phone-width.spec.ts.
import { expect, type Page } from "@playwright/test";
import { fixture } from "#app/tools/image-inspector/fixtures/make-images.ts";
import { type Lang, text } from "./locales.ts";

/**
 * Reading an image the first time loads the OCR engine (about 4 MB) and a language (1–3 MB): ten seconds
 * here, most of a minute on a CI runner busy with the other worker's test.
 */
export const READ_TIMEOUT = 90_000;

/** Gives Text from Image the PNG `png` and answers what it read, once the reading is shown. */
export async function readImage(page: Page, lang: Lang, png: Buffer, name = "post.png") {
  return reading(page, lang, () =>
    page.getByLabel(text(lang, "text_from_image:input.choose")).setInputFiles({
      name,
      mimeType: "image/png",
      buffer: png,
    }),
  );
}

/** What the page saw of the status line's state since `watchReading`: a reading started, any change. */
interface ReadingSeen {
  reading: boolean;
  changed: boolean;
}

/**
 * Does `start` (choose a file, turn the image…), and waits for the new reading's text. The status line
 * is watched from inside the page (a MutationObserver): a reading of the same text as the last one shows
 * only by its state passing through "reading", which can start and end between two looks from here on a
 * busy machine.
 */
export async function reading(page: Page, lang: Lang, start: () => Promise<unknown>) {
  const box = page.getByLabel(text(lang, "text_from_image:result.textLabel"));
  const status = page.getByTestId("status");
  await page.evaluate(() => {
    const seen: ReadingSeen = { reading: false, changed: false };
    const scope = window as unknown as { readingSeen?: ReadingSeen; readingWatch?: MutationObserver };
    scope.readingWatch?.disconnect();
    scope.readingSeen = seen;
    const stateNow = () => document.querySelector("[data-testid=status]")?.getAttribute("data-state");
    const before = stateNow();
    scope.readingWatch = new MutationObserver((records) => {
      const state = stateNow();
      if (state !== before || records.some((record) => record.attributeName === "data-state"))
        seen.changed = true;
      if (state === "reading") seen.reading = true;
    });
    scope.readingWatch.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
  });
  await start();
  let failed: string | null = null;
  await expect
    .poll(
      async () => {
        const seen = await page.evaluate(
          () => (window as unknown as { readingSeen?: ReadingSeen }).readingSeen,
        );
        const state = await status.getAttribute("data-state");
        // A reading that failed will not show a text: its message says why, at once.
        if (state === "failed" && seen?.changed) {
          failed = await status.textContent();
          return true;
        }
        return seen?.reading === true && state === "done" && (await box.isVisible());
      },
      { timeout: READ_TIMEOUT, intervals: [100] },
    )
    .toBe(true);
  expect(failed, "the reading failed").toBeNull();
  return box.inputValue();
}

/**
 * The image inspector's worker reads a file in a moment, but a machine busy with other work (a CI
 * runner, six builds on two cores) can take most of a minute to start it and its WebAssembly.
 */
export const REPORT_WAIT = 60_000;

export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** One of the C2PA reference fixtures, as a file to choose. */
export const c2paFile = async (name: "C.jpg" | "CA.jpg" | "no_manifest.jpg"): Promise<Upload> => ({
  name,
  mimeType: "image/jpeg",
  buffer: Buffer.from(fixture(name)),
});

/** Gives the image inspector `file` and waits for its report. */
export async function chooseImage(page: Page, lang: Lang, file: Upload) {
  await page.getByLabel(text(lang, "image_inspector:input.choose")).setInputFiles(file);
  await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: REPORT_WAIT });
}

/** Gives the video inspector `file`, and waits for the facts: on a busy machine a worker takes seconds to open. */
export async function chooseVideo(page: Page, lang: Lang, file: string) {
  await page.getByLabel(text(lang, "video_inspector:input.choose")).setInputFiles(file);
  await expect(page.locator('[data-fact="format"]')).toBeVisible({ timeout: 20_000 });
}

/** The video inspector's frames, one figure each. */
export const videoFrames = (page: Page) => page.getByTestId("frames").getByRole("figure");

/** Waits until every thumbnail of the video inspector's grid is drawn (an image the browser decoded). */
export async function allDrawn(page: Page, count: number, timeout = 15_000) {
  await expect(videoFrames(page)).toHaveCount(count);
  await expect
    .poll(
      () =>
        page
          .locator("figure img")
          .evaluateAll(
            (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
          ),
      { timeout },
    )
    .toBe(count);
}
