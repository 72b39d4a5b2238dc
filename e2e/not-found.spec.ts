import { expect, test } from "@playwright/test";
import { LANGS, text, under } from "./locales.ts";

for (const lang of LANGS) {
  test(`an unknown path shows the 404 page in ${lang} with status 404`, async ({ page }) => {
    const response = await page.goto(under(lang, "/no/such/page"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "common:notFound.title"));
    await page.getByRole("link", { name: text(lang, "common:notFound.home") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "common:pages.home.title"));
  });
}

test("an unsupported language prefix is a 404, not a page", async ({ page }) => {
  const response = await page.goto("/de/about");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
});

test("malformed and overlong addresses never cause a server error", async ({ request }) => {
  expect((await request.get("/%E0%A4%A")).status()).toBe(404);
  expect((await request.get("/about/%")).status()).toBe(404);
  expect([414, 431]).toContain((await request.get(`/${"a".repeat(10_000)}`)).status());
  expect([414, 431]).toContain((await request.get(`/?q=${"a".repeat(100_000)}`)).status());
});
