import { expect, test } from "@playwright/test";
import { characterErrorRate } from "#app/tools/text-from-image/fixtures/cer.ts";
import { addToNewCase } from "./add-to-case.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";
import { renderSample, SAMPLES, type SampleLanguage, turnPng } from "./ocr-samples.ts";
import { READ_TIMEOUT, readImage, reading } from "./tool-results.ts";

const OCR_OF: Record<Lang, SampleLanguage> = { en: "eng", fr: "fra", vi: "vie" };

for (const lang of LANGS) {
  test(`reads a rendered ${lang} post in its page language, each line boxed and rated`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const sample = SAMPLES[OCR_OF[lang]];
    await openHydrated(page, `/${lang}/tools/text-from-image`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "text_from_image:title"));
    // The three languages together, whatever the page's.
    await expect(page.getByLabel(text(lang, "text_from_image:options.language"))).toHaveValue("all");
    const read = await readImage(page, lang, await renderSample(browser, sample));
    expect(characterErrorRate(sample.join("\n"), read)).toBeLessThanOrEqual(0.02);
    // One entry per line, each with its certainty in words, and one box per line on the image.
    const lines = page.getByRole("list", { name: text(lang, "text_from_image:result.linesLabel") });
    await expect(lines.getByRole("button")).toHaveCount(sample.length);
    await expect(page.locator("figure svg rect[data-line]")).toHaveCount(sample.length);
    await expect(lines).toContainText(text(lang, "text_from_image:certainty.high"));
    await expect(page.getByTestId("status")).toContainText(
      text(lang, "text_from_image:status.done_other", { count: sample.length, seconds: "" }).split(" ")[0] ??
        "",
    );
  });
}

test("reads dark mode (inverted first) and a blurred image", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/en/tools/text-from-image");
  const dark = await readImage(page, "en", await renderSample(browser, SAMPLES.eng, { dark: true }));
  expect(characterErrorRate(SAMPLES.eng.join("\n"), dark)).toBeLessThanOrEqual(0.02);
  await expect(page.getByTestId("status")).toContainText(text("en", "text_from_image:status.inverted"));
  const blurred = await readImage(
    page,
    "en",
    await renderSample(browser, SAMPLES.eng, { blur: 1.2 }),
    "blurred.png",
  );
  expect(characterErrorRate(SAMPLES.eng.join("\n"), blurred)).toBeLessThanOrEqual(0.05);
});

test("the language selector reads French on an English page, and the address keeps it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/en/tools/text-from-image");
  await page.getByLabel(text("en", "text_from_image:options.language")).selectOption("fra");
  await expect.poll(() => new URL(page.url()).searchParams.get("ocr")).toBe("fra");
  const read = await readImage(page, "en", await renderSample(browser, SAMPLES.fra));
  expect(characterErrorRate(SAMPLES.fra.join("\n"), read)).toBeLessThanOrEqual(0.02);
});

test("a file that is no image gets a message on the field and changes nothing", async ({ page }) => {
  // One of the files is 50 MB, handed to the page through the DevTools protocol: seconds on a busy machine.
  test.slow();
  await openHydrated(page, "/fr/tools/text-from-image");
  const input = page.getByLabel(text("fr", "text_from_image:input.choose"));
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("bonjour") });
  await expect(page.getByText(text("fr", "text_from_image:errors.not_image"))).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await input.setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not a png") });
  await expect(page.getByText(text("fr", "text_from_image:errors.unreadable"))).toBeVisible();
  // One byte over the limit, refused with it written as the French page writes sizes.
  await input.setInputFiles({ name: "énorme.png", mimeType: "image/png", buffer: Buffer.alloc(50_000_001) });
  await expect(
    page.getByText(text("fr", "text_from_image:errors.too_large", { limit: "50\u202fMo" })),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: text("fr", "text_from_image:result.heading") })).toHaveCount(
    0,
  );
});

test("a post's handle, link and ID become actions, and the text goes to the text tools", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/en/tools/text-from-image");
  const post = ["Jane Doe @janedoe_news", "Read more at example.org/report", "Post 1212092628029698048"];
  await readImage(page, "en", await renderSample(browser, post));
  const found = page.getByRole("region", { name: text("en", "text_from_image:found.heading") });
  await expect(
    found.getByRole("link", { name: text("en", "text_from_image:found.profile.x") }),
  ).toHaveAttribute(
    "href",
    `/en/tools/link-investigator?url=${encodeURIComponent("https://x.com/janedoe_news")}`,
  );
  await expect(
    found.getByRole("link", { name: text("en", "text_from_image:found.investigate") }),
  ).toHaveAttribute(
    "href",
    `/en/tools/link-investigator?url=${encodeURIComponent("https://example.org/report")}`,
  );
  await found.getByRole("link", { name: text("en", "text_from_image:found.decode") }).click();
  await expect(page).toHaveURL(/\/en\/tools\/timestamp-decoder\?value=1212092628029698048/);
  await expect(page.getByText("2019-12-31T19:26:16.771Z").first()).toBeVisible();
  // Back to the reading, then on to the text tools with the text.
  await page.goBack();
  await readImage(page, "en", await renderSample(browser, ["Exact words to check"]));
  await page.getByRole("button", { name: text("en", "text_from_image:actions.textTools") }).click();
  await expect(page).toHaveURL(/\/en\/tools\/text-tools$/);
  await expect(page.getByRole("textbox").first()).toHaveValue("Exact words to check");
});

/** A caption and a post's address, blurred as in a photo of a screen: what the two tests below read. */
const CAPTION = ["Follow @hanoi_truth_now", "Source x.com/AFP/status/1212092628029698048"];

test("on the Vietnamese page an English caption is read right: the three languages are read together", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/vi/tools/text-from-image");
  const read = await readImage(page, "vi", await renderSample(browser, CAPTION, { blur: 2.4 }));
  // Read in Vietnamese only, the handle came out as "@hanot truthnơw": someone else's account.
  expect(read).toContain("@hanoi_truth_now");
  const found = page.getByRole("region", { name: text("vi", "text_from_image:found.heading") });
  await expect(
    found.getByRole("link", { name: text("vi", "text_from_image:found.profile.x"), exact: true }),
  ).toHaveAttribute(
    "href",
    `/vi/tools/link-investigator?url=${encodeURIComponent("https://x.com/hanoi_truth_now")}`,
  );
  await expect(found.getByText(text("vi", "text_from_image:found.unsure"))).toHaveCount(0);
});

test("a handle read on an unsure line says so, and so do its buttons", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // One language chosen, the wrong one for the caption: the engine reads "@hanot truthnơw", unsure.
  await openHydrated(page, "/vi/tools/text-from-image?ocr=vie");
  await readImage(page, "vi", await renderSample(browser, CAPTION, { blur: 2.4 }));
  const found = page.getByRole("region", { name: text("vi", "text_from_image:found.heading") });
  const handle = found.getByRole("listitem").filter({ hasText: "@hanot" });
  await expect(handle).toContainText(text("vi", "text_from_image:found.unsure"));
  const profile = text("vi", "text_from_image:found.unsureAction", {
    action: text("vi", "text_from_image:found.profile.x"),
  });
  await expect(handle.getByRole("link", { name: profile })).toHaveAccessibleDescription(
    text("vi", "text_from_image:found.unsure"),
  );
  // No button of it says the plain "X profile".
  await expect(
    handle.getByRole("link", { name: text("vi", "text_from_image:found.profile.x"), exact: true }),
  ).toHaveCount(0);
  // "Show its line" shows the line the handle was read on, on the image.
  await handle.getByRole("button", { name: text("vi", "text_from_image:found.showLine") }).click();
  const lines = page.getByRole("list", { name: text("vi", "text_from_image:result.linesLabel") });
  await expect(lines.getByRole("button").first()).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("figure svg rect.stroke-amber-600")).toHaveCount(1);
});

test("a post's address read in the image gets Find its date, which opens the decoder on the link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/fr/tools/text-from-image");
  await readImage(page, "fr", await renderSample(browser, ["Source : x.com/AFP/status/1212092628029698048"]));
  const found = page.getByRole("region", { name: text("fr", "text_from_image:found.heading") });
  const link = found.getByRole("listitem").filter({ hasText: "x.com/AFP/status/1212092628029698048" });
  await expect(
    link.getByRole("link", { name: text("fr", "text_from_image:found.investigate") }),
  ).toBeVisible();
  await link.getByRole("link", { name: text("fr", "text_from_image:found.decode") }).click();
  await expect(page).toHaveURL(
    `/fr/tools/timestamp-decoder?value=${encodeURIComponent("https://x.com/AFP/status/1212092628029698048")}`,
  );
  await expect(page.getByText("2019-12-31T19:26:16.771Z").first()).toBeVisible();
});

test("a sideways image is read once turned, by hand or by finding the right way up", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openHydrated(page, "/en/tools/text-from-image?ocr=eng");
  const truth = SAMPLES.eng.join("\n");
  // Turned a quarter turn to the right, as a phone frame filmed sideways.
  const sideways = await turnPng(browser, await renderSample(browser, SAMPLES.eng), 1);
  const garbage = await readImage(page, "en", sideways);
  expect(characterErrorRate(truth, garbage)).toBeGreaterThan(0.5);
  const turnLeft = page.getByRole("button", { name: text("en", "text_from_image:framing.turnLeft") });
  expect(characterErrorRate(truth, await reading(page, "en", () => turnLeft.click()))).toBeLessThanOrEqual(
    0.02,
  );
  // The image shown is the turned one: wider than tall again.
  const image = page.getByRole("img", {
    name: text("en", "text_from_image:result.imageAlt", { name: "post.png" }),
  });
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > img.naturalHeight)).toBe(true);

  // Upside down this time, and the page finds the way up itself.
  await readImage(page, "en", await turnPng(browser, await renderSample(browser, SAMPLES.eng), 2));
  const auto = page.getByRole("button", { name: text("en", "text_from_image:framing.auto") });
  expect(characterErrorRate(truth, await reading(page, "en", () => auto.click()))).toBeLessThanOrEqual(0.02);
  await expect(page.getByTestId("status")).toContainText(
    text("en", "text_from_image:status.turned", { degrees: "180°" }),
  );
});

test("a part of the image, typed in pixels or dragged on it, is read alone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openHydrated(page, "/fr/tools/text-from-image?ocr=fra");
  const png = await renderSample(browser, SAMPLES.fra);
  await readImage(page, "fr", png);
  const field = (key: string) => page.getByLabel(text("fr", `text_from_image:framing.${key}`));
  // The fields start with the whole image.
  await expect(field("left")).toHaveValue("0");
  const height = Number(await field("height").inputValue());
  const width = Number(await field("width").inputValue());
  // A part past the image's edge is refused at its field, with the values it may take.
  await field("top").fill(String(height + 10));
  await page.getByRole("button", { name: text("fr", "text_from_image:framing.readPart") }).click();
  await expect(field("top")).toBeFocused();
  await expect(field("top")).toHaveAttribute("aria-invalid", "true");
  await expect(field("top")).toHaveAccessibleDescription(
    text("fr", "text_from_image:framing.range", { min: "0", max: String(height - 8) }),
  );
  // The lower half: the last two of the four lines only.
  await field("top").fill(String(Math.round(height / 2)));
  await field("height").fill(String(height - Math.round(height / 2)));
  const lower = await reading(page, "fr", () =>
    page.getByRole("button", { name: text("fr", "text_from_image:framing.readPart") }).click(),
  );
  expect(characterErrorRate(SAMPLES.fra.slice(2).join("\n"), lower)).toBeLessThanOrEqual(0.02);
  // The lines' boxes fall on the whole image, in its lower half.
  const boxes = page.locator("figure svg rect[data-line]");
  await expect(boxes).toHaveCount(2);
  expect(Number(await boxes.first().getAttribute("y"))).toBeGreaterThan(height / 2);

  // Dragged with the pointer over the top quarter: the first line only.
  await page.getByRole("button", { name: text("fr", "text_from_image:framing.select") }).click();
  const figure = page.getByTestId("read-image");
  // Clear of the sticky top bar, which would take the pointer.
  await figure.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = await figure.boundingBox();
  if (!box) throw new Error("the image is not shown");
  const shown = box.width / width;
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + (height * shown) / 4, { steps: 5 });
  await page.mouse.move(box.x + box.width - 2, box.y + height * shown * 0.3, { steps: 5 });
  await page.mouse.up();
  await expect(field("top")).toHaveValue(/^[0-9]$/);
  const first = await reading(page, "fr", () =>
    page.getByRole("button", { name: text("fr", "text_from_image:framing.readPart") }).click(),
  );
  expect(characterErrorRate(SAMPLES.fra[0], first)).toBeLessThanOrEqual(0.02);
  // And back to the whole image.
  const whole = await reading(page, "fr", () =>
    page.getByRole("button", { name: text("fr", "text_from_image:framing.readWhole") }).click(),
  );
  expect(characterErrorRate(SAMPLES.fra.join("\n"), whole)).toBeLessThanOrEqual(0.02);
});

test("the exact-quote searches put the text in quotation marks", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/vi/tools/text-from-image");
  await readImage(page, "vi", await renderSample(browser, SAMPLES.vie.slice(0, 1)));
  const box = page.getByLabel(text("vi", "text_from_image:result.textLabel"));
  // The person corrects the reading: the searches follow the corrected text.
  await box.fill("Hội đồng nhân dân");
  await expect(page.getByRole("link", { name: /Google/ })).toHaveAttribute(
    "href",
    `https://www.google.com/search?q=${encodeURIComponent('"Hội đồng nhân dân"')}`,
  );
  await expect(page.getByRole("link", { name: /DuckDuckGo/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByText(text("vi", "text_from_image:result.textHintVi"))).toBeVisible();
});

test("the image inspector's Read text hands the file over, nothing uploaded", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/fr/tools/image-inspector");
  await page.getByLabel(text("fr", "image_inspector:input.choose")).setInputFiles({
    name: "capture.png",
    mimeType: "image/png",
    buffer: await renderSample(browser, SAMPLES.fra.slice(0, 2)),
  });
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") uploads.push(request.url());
  });
  await page.getByRole("button", { name: text("fr", "image_inspector:actions.readText") }).click();
  await expect(page).toHaveURL(/\/fr\/tools\/text-from-image\?from=/);
  const box = page.getByLabel(text("fr", "text_from_image:result.textLabel"));
  await expect(box).toBeVisible({ timeout: READ_TIMEOUT });
  expect(characterErrorRate(SAMPLES.fra.slice(0, 2).join("\n"), await box.inputValue())).toBeLessThanOrEqual(
    0.02,
  );
  expect(uploads).toEqual([]);
});

test("axe finds no serious violation, before and after a reading", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/vi/tools/text-from-image");
  expect(await seriousViolations(page)).toEqual([]);
  await readImage(page, "vi", await renderSample(browser, SAMPLES.vie));
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of a reading", async ({ page }, look) => {
  test.setTimeout(120_000);
  await openHydrated(page, `/${look.lang}/tools/text-from-image`);
  const sample = SAMPLES[OCR_OF[look.lang]];
  const browser = page.context().browser();
  if (!browser) throw new Error("the page has no browser");
  await readImage(page, look.lang, await renderSample(browser, sample, { dark: look.scheme === "dark" }));
  // The first line's box, shown as when it is hovered or focused.
  await page
    .getByRole("list", { name: text(look.lang, "text_from_image:result.linesLabel") })
    .getByRole("button")
    .first()
    .focus();
  await screenshotLook(page, "text-from-image", look);
});

test("the image and its text are added to a case, and the case file lists them", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openHydrated(page, "/en/tools/text-from-image");
  await readImage(page, "en", await renderSample(browser, SAMPLES.eng), "council.png");
  const items = await addToNewCase(page, "en", `Bridge ${Date.now()}`);
  const item = items.filter({ has: page.getByRole("heading", { level: 3, name: "council.png" }) });
  await expect(item).toContainText(text("en", "text_from_image:evidenceKinds.text-from-image"));
  // The image is kept as a file, with its hash.
  await expect(item.getByText(/SHA-256 [0-9a-f]{64}/)).toHaveCount(1);
});
