import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

const FIRST = "Hà Nội là thủ đô của Việt Nam.\nThe report was published on Monday.\nLe chat dort.";
const SECOND = "Hà Nội là thủ đô của Việt Nam.\nThe report was released on Tuesday.\nLe chat dort !";

const t = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  text(lang, `compare_texts:${key}`, vars);

async function compare(page: Page, lang: Lang, first: string, second: string) {
  await page.getByLabel(t(lang, "form.first"), { exact: true }).fill(first);
  await page.getByLabel(t(lang, "form.second"), { exact: true }).fill(second);
}

for (const lang of LANGS) {
  test(`two texts are compared word by word, then character by character, in ${lang}`, async ({ page }) => {
    await openHydrated(page, `/${lang}/tools/compare-texts`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "title"));
    await expect(page.getByTestId("compare-status")).toHaveText(t(lang, "result.empty"));
    await compare(page, lang, FIRST, SECOND);
    await expect(page.getByTestId("compare-summary")).toBeVisible();
    const view = page.getByRole("region", { name: t(lang, "result.heading") });
    // published → released, Monday → Tuesday, and "." → " !".
    await expect(view.locator("del")).toHaveCount(3);
    await expect(view.locator("del").first()).toContainText("published");
    await expect(view.locator("ins").first()).toContainText("released");
    // Said to screen readers, not only shown in colour.
    await expect(view.locator("del").first()).toContainText(t(lang, "result.deleted"));

    await page.getByLabel(t(lang, "options.character")).check();
    await expect(view.locator("del", { hasText: "Mon" })).toHaveCount(1);
    await expect(view.locator("ins", { hasText: "Tues" })).toHaveCount(1);
  });
}

test("ignoring accents finds « Ha Noi » and « Hà Nội » the same; « đ » and « d » differ otherwise", async ({
  page,
}) => {
  await openHydrated(page, "/vi/tools/compare-texts");
  await compare(page, "vi", "Đường đến Hà Nội", "Duong den Ha Noi");
  const view = page.getByRole("region", { name: t("vi", "result.heading") });
  // Four syllables rewritten, apart only by spaces: one change, not four.
  await expect(view.locator("del")).toHaveCount(1);
  await expect(view.locator("del").first()).toContainText("Đường đến Hà Nội");
  await page.getByLabel(t("vi", "options.ignoreDiacritics")).check();
  await expect(page.getByText(t("vi", "result.noChanges"))).toBeVisible();
  await expect(page.getByTestId("compare-summary")).toContainText("100%");
});

test("next and previous move the focus from change to change, by button and by key", async ({ page }) => {
  await openHydrated(page, "/en/tools/compare-texts");
  await compare(page, "en", "one two three four", "one 2 three 4");
  const view = page.getByRole("region", { name: t("en", "result.heading") });
  await expect(view.locator("del")).toHaveCount(2);
  await page.getByRole("button", { name: t("en", "nav.next") }).click();
  await expect(view.locator('[data-change="1"]').first()).toBeFocused();
  await expect(page.getByText(t("en", "nav.position", { number: 1, total: 2 }))).toBeVisible();
  await page.keyboard.press("n");
  await expect(view.locator('[data-change="2"]').first()).toBeFocused();
  await page.keyboard.press("p");
  await expect(view.locator('[data-change="1"]').first()).toBeFocused();
  // Inline, the same changes are there.
  await page.getByText(t("en", "views.inline")).click();
  await expect(view.locator("ins")).toHaveText([/2/, /4/]);
});

test("a text file opens into its box; a file that is not text is refused at the field", async ({ page }) => {
  await openHydrated(page, "/fr/tools/compare-texts");
  const box = page.getByLabel(t("fr", "form.first"), { exact: true });
  const fileInputs = page.locator('input[type="file"]');
  await fileInputs
    .nth(0)
    .setInputFiles({ name: "v1.txt", mimeType: "text/plain", buffer: Buffer.from("Bonjour le monde") });
  await expect(box).toHaveValue("Bonjour le monde");
  await fileInputs.nth(0).setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0, 0x10]),
  });
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(t("fr", "form.errors.notText", { name: "photo.jpg" }))).toBeVisible();
  await expect(box).toHaveValue("Bonjour le monde");
});

test("the comparison downloads as Markdown and as HTML", async ({ page }) => {
  await openHydrated(page, "/en/tools/compare-texts");
  await compare(page, "en", FIRST, SECOND);
  // The texts are compared as they are typed: wait for the comparison of both before downloading it.
  await expect(page.getByRole("region", { name: t("en", "result.heading") }).locator("del")).toHaveCount(3);
  const [markdown] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t("en", "report.markdown") }).click(),
  ]);
  const md = await (await markdown.createReadStream()).toArray();
  const mdText = Buffer.concat(md).toString("utf8");
  expect(mdText).toContain("```diff\n- published\n+ released\n```");
  expect(mdText).toContain(t("en", "result.caveat"));
  const [html] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t("en", "report.html") }).click(),
  ]);
  const htmlText = Buffer.concat(await (await html.createReadStream()).toArray()).toString("utf8");
  expect(htmlText).toContain(`<del><span class="sr">${t("en", "result.deleted")} </span>published</del>`);
});

test("two 1 MB texts are compared in the worker without freezing the page", async ({ page }) => {
  await openHydrated(page, "/en/tools/compare-texts");
  const line = "Every source is checked twice before anyone quotes it in the morning news report.";
  const lines = Array.from({ length: 12_500 }, (_, index) => `${index} ${line}`);
  const first = lines.join("\n");
  const second = lines
    .map((value, index) => (index % 1000 === 500 ? value.replace("twice", "once") : value))
    .join("\n");
  expect(first.length).toBeGreaterThan(1_000_000);
  // Typing a megabyte key by key takes minutes: the boxes get it as a paste would give it.
  for (const [label, value] of [
    [t("en", "form.first"), first],
    [t("en", "form.second"), second],
  ] as const) {
    await page.getByLabel(label, { exact: true }).evaluate((box, pasted) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
      setter?.call(box, pasted);
      box.dispatchEvent(new Event("input", { bubbles: true }));
    }, value);
  }
  await expect(page.getByTestId("compare-summary")).toContainText("12 changes", { timeout: 15_000 });
  // Long unchanged stretches are folded, so the page stays small.
  await expect(page.getByRole("button", { name: /^Show [\d,]+ unchanged lines$/ }).first()).toBeVisible();
});

test("axe finds no serious violation, with a comparison shown", async ({ page }) => {
  await openHydrated(page, "/vi/tools/compare-texts");
  await compare(page, "vi", FIRST, SECOND);
  await expect(page.getByTestId("compare-summary")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of compare-texts", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/tools/compare-texts`);
  await compare(page, look.lang, FIRST, SECOND);
  await expect(page.getByTestId("compare-summary")).toBeVisible();
  await screenshotLook(page, "compare-texts", look);
});
