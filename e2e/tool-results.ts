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

/** Does `start` (choose a file, turn the image…), and waits for the new reading's text. */
export async function reading(page: Page, lang: Lang, start: () => Promise<unknown>) {
  const box = page.getByLabel(text(lang, "text_from_image:result.textLabel"));
  const status = page.getByTestId("status");
  const before = (await box.isVisible()) ? await box.inputValue() : null;
  await start();
  // A new reading hides the last one's text until it is done; a small part can be read before the text
  // is first looked at, so another text counts as the new reading too.
  let hidden = false;
  let failed: string | null = null;
  await expect
    .poll(
      async () => {
        // A reading that failed will not show a text: its message says why, at once.
        if ((await status.getAttribute("data-state")) === "failed") {
          failed = await status.textContent();
          return true;
        }
        if (!(await box.isVisible())) {
          hidden = true;
          return false;
        }
        return hidden || (await box.inputValue()) !== before;
      },
      // Looked at often: a reading of the same text as the last one shows only by being hidden a while.
      { timeout: READ_TIMEOUT, intervals: [50] },
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
