import { expect, test } from "@playwright/test";
import { commandText, EXPECTED_OUTPUT, HAND_CHECK } from "#app/tools/case-file/logic/hand-check.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

// The page "How to check a case bundle by hand" (/tools/case-file/bundles): reached from the verify page,
// readable without scripts, its commands those of docs/case-bundles.md, copied as they are shown.

const PAGE = "/tools/case-file/bundles";
const STEPS = ["hashes", "signature", "fingerprint", "siteStamp", "authorities"] as const;

for (const lang of LANGS)
  test(`the verify page leads to the hand check, which names every step and its commands, in ${lang}`, async ({
    page,
    baseURL,
  }) => {
    await openHydrated(page, `/${lang}/tools/case-file/verify`);
    await page.getByRole("link", { name: text(lang, "case_file:verify.byHand") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}${PAGE}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "case_file:bundles.heading"));
    await expect(page).toHaveTitle(new RegExp(text(lang, "case_file:bundles.title").slice(0, 30)));
    for (const [index, step] of STEPS.entries())
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: `${index + 1}. ${text(lang, `case_file:bundles.${step}.heading`)}`,
        }),
      ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: text(lang, "case_file:bundles.proof.heading") }),
    ).toBeVisible();
    await expect(page.getByText("sha256sum -c SHA256SUMS", { exact: true })).toBeVisible();
    await expect(page.getByText("(Get-FileHash -Algorithm SHA256", { exact: false }).first()).toBeVisible();
    await expect(page.getByText(EXPECTED_OUTPUT.authority, { exact: true })).toBeVisible();
    // The site's own time-stamp key, at this site's address.
    await expect(
      page.getByRole("link", { name: `${baseURL}/.well-known/veritools-timestamp-key` }),
    ).toHaveAttribute("href", `${baseURL}/.well-known/veritools-timestamp-key`);
    // Back to the verify page.
    await page.getByRole("link", { name: text(lang, "case_file:verifyLink") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/tools/case-file/verify$`));
  });

test("the hand check's copy button copies a block's commands as they are shown", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openHydrated(page, `/en${PAGE}`);
  const block = page.getByRole("figure").filter({ hasText: "openssl ts -verify" });
  const copy = block.getByRole("button", { name: text("en", "case_file:bundles.copy") });
  await copy.click();
  await expect(block.getByRole("button", { name: text("en", "case_file:bundles.copied") })).toBeVisible();
  const [authority] = HAND_CHECK.authority;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(commandText(authority));
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("the hand check is whole in the server's page, in Vietnamese", async ({ page }) => {
    await page.goto(`/vi${PAGE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("vi", "case_file:bundles.heading"));
    await expect(
      page.getByText(
        "openssl pkeyutl -verify -pubin -inkey signer.pem -rawin -in manifest.json -sigfile manifest.sig",
      ),
    ).toBeVisible();
    await expect(page.getByText(text("vi", "case_file:bundles.proof.who"))).toBeVisible();
    // A button that could not copy yet is not shown.
    await expect(page.getByRole("button", { name: text("vi", "case_file:bundles.copy") })).toHaveCount(0);
  });
});

test("the hand check is found by search and listed in the sitemap", async ({ page }) => {
  const found = await (await page.request.get(`/api/search?q=sha256sum&lang=fr`)).json();
  expect(JSON.stringify(found)).toContain(`"slug":"case-file/bundles"`);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const lang of LANGS) expect(sitemap).toContain(`/${lang}${PAGE}</loc>`);
});

test("axe finds no serious violation on the hand check", async ({ page }) => {
  // Two runs of axe over a long page of code blocks: near half a minute on a busy machine.
  test.slow();
  for (const lang of ["fr", "vi"] as const) {
    await openHydrated(page, `/${lang}${PAGE}`);
    expect(await seriousViolations(page), lang).toEqual([]);
  }
});

testEachLook("screenshot of the hand check", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}${PAGE}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Every block fits its box: a long command wraps inside it rather than widening the page.
  for (const block of await page.locator("figure pre").all()) {
    const fits = await block.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits, (await block.textContent()) ?? "").toBe(true);
  }
  await screenshotLook(page, "case-file-bundles", look);
});
