import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

// H, à, space, N, ộ, i, comma, space, 2, 0, 2, 6: twelve characters, as a reader counts them.
const TYPED = "Hà Nội, 2026";
const COUNT = 12;

for (const lang of LANGS) {
  test(`typing a text gives its count of characters in ${lang}`, async ({ page }) => {
    await openHydrated(page, `/${lang}/tools/media-from-link`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "media_from_link:title"));
    await page.getByLabel(text(lang, "media_from_link:form.label")).fill(TYPED);
    await expect(page.getByTestId("result")).toHaveText(
      text(lang, "media_from_link:result_other", { count: COUNT }),
    );
    // The address keeps the text, so the count can be shared.
    await expect.poll(() => new URL(page.url()).searchParams.get("text")).toBe(TYPED);
  });
}

test("the count is in the page before any JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/fr/tools/media-from-link?text=${encodeURIComponent(TYPED)}`);
  await expect(page.getByTestId("result")).toHaveText(
    text("fr", "media_from_link:result_other", { count: COUNT }),
  );
  await context.close();
});

test("axe finds no serious violation", async ({ page }) => {
  await openHydrated(page, `/vi/tools/media-from-link?text=${encodeURIComponent(TYPED)}`);
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of media-from-link", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/tools/media-from-link?text=${encodeURIComponent(TYPED)}`);
  await expect(page.getByTestId("result")).toBeVisible();
  await screenshotLook(page, "media-from-link", look);
});
