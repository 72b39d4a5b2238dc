import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { copyBlock, encodeJpeg, scene } from "#app/tools/image-inspector/fixtures/forensic-images.ts";
import { seriousViolations } from "./axe.ts";
import { type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

// A real JPEG made here: a photo-like scene with a block copied elsewhere in it, saved at quality 90.
function forged(): Buffer {
  const image = scene(800, 600, 9);
  copyBlock(image, { x: 80, y: 90, width: 130, height: 110 }, { x: 560, y: 400 });
  return Buffer.from(encodeJpeg(image, 90));
}

// Six views on a machine shared with other work: the error levels alone can take seconds.
test.setTimeout(240_000);

const views = ["magnifier", "ela", "noise", "levels", "gradient", "clones"] as const;

async function openSection(page: Page, lang: Lang, opens = true) {
  await openHydrated(page, `/${lang}/tools/image-inspector`);
  await page
    .getByLabel(text(lang, "image_inspector:input.choose"))
    .setInputFiles({ name: "street.jpg", mimeType: "image/jpeg", buffer: forged() });
  await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: text(lang, "image_inspector:forensics.open") }).click();
  if (!opens) return;
  await expect(
    page.getByRole("tab", { name: text(lang, "image_inspector:forensics.magnifier.title") }),
  ).toBeVisible({
    timeout: 20_000,
  });
}

const panel = (page: Page) => page.getByRole("tabpanel");

/** Opens a view's tab and waits for its picture: its download button is enabled once it is drawn. */
async function showView(page: Page, lang: Lang, view: (typeof views)[number]): Promise<Locator> {
  await page.getByRole("tab", { name: text(lang, `image_inspector:forensics.${view}.title`) }).click();
  const download = panel(page).getByRole("button", {
    name: text(lang, "image_inspector:forensics.download"),
  });
  // A machine busy with other work takes seconds for the error levels' recompression.
  await expect(download).toBeEnabled({ timeout: 90_000 });
  await expect(panel(page).getByText(text(lang, "image_inspector:forensics.computing"))).toHaveCount(0, {
    timeout: 90_000,
  });
  return download;
}

/** The mean brightness of a canvas's pixels, read back from the page. */
const canvasMean = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const data = (c.getContext("2d") as CanvasRenderingContext2D).getImageData(0, 0, c.width, c.height).data;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4)
      sum += ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
    return sum / (data.length / 4);
  });

test("opening the forensic views takes the focus to their section's heading, not to the page", async ({
  page,
}) => {
  await openSection(page, "vi");
  await expect(
    page.getByRole("heading", { level: 2, name: text("vi", "image_inspector:forensics.heading") }),
  ).toBeFocused();
});

testEachLook("the forensic views of a photo with a copied block", async ({ page }, look) => {
  const { lang } = look;
  await openSection(page, lang);

  // The magnifier answers the keyboard: arrows move the loupe, + and − zoom.
  const area = page.getByTestId("magnifier-area");
  const position = page.getByTestId("loupe-position");
  const start = await position.textContent();
  await area.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(position).not.toHaveText(start ?? "");
  await page.keyboard.press("+");
  await page.keyboard.press("+");
  await expect(position).toContainText("6×");
  await page.keyboard.press("-");
  await expect(position).toContainText("5×");
  await expect(area).toBeFocused();
  expect(await canvasMean(panel(page).getByRole("img", { name: /5/ }))).toBeGreaterThan(10);
  await screenshotLook(page, "image-inspector-forensics-magnifier", look);

  // Error levels: a real picture, not a blank one, and its PNG downloads.
  const elaDownload = await showView(page, lang, "ela");
  const ela = panel(page).getByRole("img", {
    name: text(lang, "image_inspector:forensics.ela.alt", { quality: 90 }),
  });
  const mean = await canvasMean(ela);
  expect(mean).toBeGreaterThan(1);
  expect(mean).toBeLessThan(200);
  const [download] = await Promise.all([page.waitForEvent("download"), elaDownload.click()]);
  expect(download.suggestedFilename()).toBe("street-ela-q90.png");
  const png = await readFile((await download.path()) as string);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await panel(page).getByLabel(text(lang, "image_inspector:forensics.ela.overlay")).check();
  await expect(panel(page).getByLabel(text(lang, "image_inspector:forensics.ela.opacity"))).toBeVisible();
  await screenshotLook(page, "image-inspector-forensics-ela", look);

  for (const view of ["noise", "levels", "gradient"] as const) {
    await showView(page, lang, view);
    await expect(panel(page).getByText(text(lang, "image_inspector:forensics.notProve"))).toBeVisible();
  }
  // The level sweep's histogram is a chart with its figures in a table: 16 bands of 16 levels.
  await showView(page, lang, "levels");
  const histogram = panel(page).getByTestId("levels-histogram");
  await expect(histogram.getByRole("img")).toBeVisible();
  await histogram.getByText(text(lang, "image_inspector:forensics.levels.histogram.table")).click();
  await expect(histogram.getByTestId("histogram-table").getByRole("row")).toHaveCount(17);
  await screenshotLook(page, "image-inspector-forensics-levels", look);

  // A stronger amplification brightens the noise view.
  await showView(page, lang, "noise");
  const noise = panel(page).getByRole("img", { name: text(lang, "image_inspector:forensics.noise.alt") });
  const before = await canvasMean(noise);
  const slider = panel(page).getByLabel(text(lang, "image_inspector:forensics.noise.strength"));
  await slider.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => canvasMean(noise), { timeout: 30_000 }).toBeGreaterThan(before * 1.3);

  // The copied block is found and listed in words.
  await showView(page, lang, "clones");
  const findings = page.getByTestId("clone-findings");
  await expect(findings.getByRole("table")).toBeVisible();
  await expect(findings.getByRole("row")).toHaveCount(2);
  await screenshotLook(page, "image-inspector-forensics-clones", look);

  expect(await seriousViolations(page)).toEqual([]);
});

test("a view is added to a case with its PNG, its settings and its description", async ({ page }) => {
  const lang = "en";
  await openSection(page, lang);
  await showView(page, lang, "ela");
  const name = `Street ${Date.now()}`;
  await panel(page)
    .getByRole("button", { name: text(lang, "common:actions.addToCase") })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(text(lang, "case_file:add.newName")).fill(name);
  await dialog.getByRole("button", { name: text(lang, "case_file:add.submit") }).click();
  await expect(dialog.getByRole("link", { name: text(lang, "case_file:add.open") })).toBeVisible();
  await dialog.getByRole("button", { name: text(lang, "case_file:add.close") }).click();

  await openHydrated(page, `/${lang}/tools/case-file`);
  await page.getByRole("link", { name, exact: true }).click();
  // The item, not the list of its files inside it.
  const item = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }), hasText: "street-ela-q90.png" });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(text(lang, "image_inspector:evidenceKinds.image-forensics"));
  await expect(item).toContainText(`${text(lang, "image_inspector:forensics.ela.title")} — street.jpg`);
  await expect(item.getByText(/SHA-256 [0-9a-f]{64}/)).toHaveCount(1);
});

test("an encoder that cannot be loaded is said in words, and the other views still work", async ({
  page,
}) => {
  const lang = "fr";
  await page.route(/libjpegturbowasm.*\.wasm/, (route) => route.abort());
  await openSection(page, lang);
  await page.getByRole("tab", { name: text(lang, "image_inspector:forensics.ela.title") }).click();
  await expect(panel(page).getByRole("alert")).toHaveText(
    text(lang, "image_inspector:forensics.errors.encoder_unavailable"),
    { timeout: 90_000 },
  );
  await showView(page, lang, "noise");
});

test("a worker that cannot start settles the section with a message", async ({ page }) => {
  const lang = "vi";
  await page.route(/forensics\.worker[^/]*\.js/, (route) => route.abort());
  await openSection(page, lang, false);
  await expect(page.getByRole("alert")).toHaveText(text(lang, "image_inspector:forensics.errors.failed"), {
    timeout: 60_000,
  });
});
