import { expect, type Page, test } from "@playwright/test";
import {
  A1111_PARAMETERS,
  COMFY_PROMPT,
  COMFY_WORKFLOW,
} from "#app/tools/image-inspector/fixtures/generator-texts.ts";
import {
  ascii,
  exifSegment,
  jpegWith,
  png,
  TAG,
  tiff,
  xmpPacket,
  xmpSegment,
} from "#app/tools/image-inspector/fixtures/make-images.ts";
import {
  ffmpegJpeg,
  libjpegJpeg,
  photoJpeg,
  resaved,
} from "#app/tools/image-inspector/fixtures/make-jpegs.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

// The image inspector's JPEG history and generator signals (decision 029), on files made here with real
// encoders: jpeg-js (libjpeg's tables), ffmpeg, and PNGs with the text chunks generators write.

type Upload = { name: string; mimeType: string; buffer: Buffer };

// Each test reads several files and runs axe over a long report: on a machine shared with other work,
// more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Saved at 95, then again at 75 by another program, while it still says Photoshop and a DigitalSourceType. */
const resavedPhotoshop = (): Upload => ({
  name: "resaved.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from(
    jpegWith(resaved(libjpegJpeg(95, 320, 200), 75), [
      exifSegment(
        tiff({ ifd0: { [TAG.make]: ascii("Canon"), [TAG.software]: ascii("Adobe Photoshop 25.0") } }),
      ),
      xmpSegment(
        xmpPacket({
          "Iptc4xmpExt:DigitalSourceType":
            "http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia",
        }),
      ),
    ]),
  ),
});

const stableDiffusion = (): Upload => ({
  name: "sd.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    png(64, 64, {
      parameters: `${A1111_PARAMETERS.split("\n")[0]} ${"and more detail, ".repeat(20)}\n${A1111_PARAMETERS.split("\n").slice(1).join("\n")}`,
    }),
  ),
});

async function choose(page: Page, lang: Lang, file: Upload) {
  await page.getByLabel(text(lang, "image_inspector:input.choose")).setInputFiles(file);
  await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: 20_000 });
}

for (const lang of LANGS) {
  test(`JPEG history of a re-saved file in ${lang}: quality, tables, hint, source type`, async ({ page }) => {
    await openHydrated(page, `/${lang}/tools/image-inspector`);
    await choose(page, lang, resavedPhotoshop());
    const history = page.getByTestId("jpeg-history");
    await expect(history.getByRole("heading", { level: 2 })).toHaveText(
      text(lang, "image_inspector:jpeg_history.heading"),
    );
    const facts = page.getByTestId("jpeg-facts");
    await expect(facts).toContainText(
      text(lang, "image_inspector:jpeg_history.quality.libjpeg", { quality: 75 }),
    );
    await expect(facts).toContainText(text(lang, "image_inspector:jpeg_history.subsampling.s444"));
    await expect(facts).toContainText(text(lang, "image_inspector:jpeg_history.process.baseline"));
    // Two tables, as tables a screen reader reads cell by cell, named by their captions.
    const tables = history.getByRole("table");
    await expect(tables).toHaveCount(2);
    await expect(
      history.getByRole("table", {
        name: text(lang, "image_inspector:jpeg_history.tables.caption", {
          id: 0,
          role: text(lang, "image_inspector:jpeg_history.tables.roles.luminance"),
          bits: 8,
        }),
      }),
    ).toBeVisible();
    // Annex K's 16 at quality 75 is 8: the first cell of the luminance table.
    await expect(tables.first().getByRole("cell").first()).toHaveText("8");
    const hint = page.locator('[data-hint="software_mismatch"]');
    await expect(hint).toContainText("Adobe Photoshop 25.0");
    await expect(hint).toContainText(text(lang, "image_inspector:findings.notProves"));
    // The source type in words, AI involvement said as declared, not judged.
    const signals = page.getByTestId("generator-signals");
    await expect(signals).toContainText(
      text(lang, "image_inspector:generator.sourceTypes.compositeWithTrainedAlgorithmicMedia"),
    );
    await expect(signals).toContainText(text(lang, "image_inspector:generator.involvement.partly_ai"));
    await expect(page.getByTestId("no-score")).toContainText(text(lang, "image_inspector:generator.noScore"));
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`generator settings of a Stable Diffusion PNG in ${lang}, the long prompt folded`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}/tools/image-inspector`);
    await choose(page, lang, stableDiffusion());
    const parameters = page.locator('[data-signal="parameters"]');
    await expect(parameters).toContainText("Stable Diffusion web UI (AUTOMATIC1111, Forge)");
    await expect(parameters).toContainText("blurry, lowres, watermark");
    await expect(parameters).toContainText("sd_xl_base_1.0");
    // The prompt is long: folded, then unfolded by keyboard.
    const unfold = parameters.getByRole("button", { expanded: false }).first();
    await expect(parameters).not.toContainText(
      "and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail, and more detail",
    );
    await unfold.focus();
    await page.keyboard.press("Enter");
    await expect(parameters.getByRole("button", { expanded: true }).first()).toBeVisible();
    await expect(parameters).toContainText("and more detail, ".repeat(19).trim());
    // The settings, folded under a summary, open by keyboard.
    await parameters.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(parameters).toContainText("DPM++ 2M Karras");
    await expect(page.getByTestId("jpeg-history")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a ComfyUI PNG, an ffmpeg JPEG and a file without signals", async ({ page }) => {
  await openHydrated(page, "/en/tools/image-inspector");
  await choose(page, "en", {
    name: "comfy.png",
    mimeType: "image/png",
    buffer: Buffer.from(png(32, 32, { prompt: COMFY_PROMPT, workflow: COMFY_WORKFLOW })),
  });
  const parameters = page.locator('[data-signal="parameters"]');
  await expect(parameters).toContainText("ComfyUI");
  await expect(parameters).toContainText("beautiful scenery nature glass bottle landscape");
  await expect(parameters).toContainText(
    text("en", "image_inspector:generator.parameters.nodes_other", { count: 7 }),
  );

  await page.getByRole("button", { name: text("en", "image_inspector:actions.another") }).click();
  await choose(page, "en", {
    name: "ffmpeg.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(ffmpegJpeg("yuvj420p", 3)),
  });
  const facts = page.getByTestId("jpeg-facts");
  await expect(facts).toContainText("Not libjpeg-scaled");
  await expect(facts).toContainText(text("en", "image_inspector:jpeg_history.subsampling.s420"));
  await expect(facts).toContainText(text("en", "image_inspector:jpeg_history.encoder.unknown"));
  await expect(page.getByTestId("no-hints")).toBeVisible();
  await expect(page.getByTestId("no-generator")).toContainText(text("en", "image_inspector:generator.none"));

  // Saved at 60, then again at 90: the histograms' dips are a hint, said as one.
  await page.getByRole("button", { name: text("en", "image_inspector:actions.another") }).click();
  await choose(page, "en", {
    name: "twice.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(photoJpeg(60, [90])),
  });
  const dips = page.locator('[data-hint="double_quantisation"]');
  await expect(dips).toContainText(
    text("en", "image_inspector:jpeg_history.hints.double_quantisation.title"),
  );
  await expect(dips).toContainText("4,096 blocks");
});

testEachLook("screenshot of the JPEG history and generator signals", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/tools/image-inspector`);
  await choose(page, look.lang, resavedPhotoshop());
  await expect(page.getByTestId("jpeg-history")).toBeVisible();
  await page.getByTestId("generator-signals").scrollIntoViewIfNeeded();
  await screenshotLook(page, "image-inspector-history", look);
  await page.getByTestId("jpeg-history").screenshot({
    path: `e2e/screenshots/image-inspector-history-section-${look.lang}-${look.width === 375 ? "mobile" : "desktop"}-${look.scheme}.png`,
  });
  await page.getByRole("button", { name: text(look.lang, "image_inspector:actions.another") }).click();
  await choose(page, look.lang, stableDiffusion());
  await page.getByTestId("generator-signals").screenshot({
    path: `e2e/screenshots/image-inspector-generator-${look.lang}-${look.width === 375 ? "mobile" : "desktop"}-${look.scheme}.png`,
  });
});
