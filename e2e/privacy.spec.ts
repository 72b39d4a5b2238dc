import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

// The sections that say, tool by tool, what our server sends where (their place in legal.json).
const TOOL_SECTIONS = { shortener: 2, clicks: 3, investigator: 4, image: 5 } as const;

for (const lang of LANGS) {
  test(`the privacy page says tool by tool what is sent where, in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/privacy`);
    for (const [tool, index] of Object.entries(TOOL_SECTIONS)) {
      await expect(page.getByRole("heading", { level: 2 }), tool).toContainText([
        text(lang, `legal:privacy.sections.${index}.title`),
      ]);
    }
    const investigator = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: text(lang, "legal:privacy.sections.4.title") }),
    });
    // Each tool's parts under headings of their own, the archive's address rule among them.
    await expect(investigator.getByRole("heading", { level: 3 })).toHaveText([
      text(lang, "legal:privacy.sections.4.parts.0.title"),
      text(lang, "legal:privacy.sections.4.parts.1.title"),
      text(lang, "legal:privacy.sections.4.parts.2.title"),
    ]);
    await expect(investigator).toContainText(text(lang, "legal:privacy.sections.4.parts.0.items.3"));
    // The test server has no SAFE_BROWSING_API_KEY: the page says no address goes to Google.
    await expect(page.getByRole("main")).toContainText(
      text(lang, "legal:privacy.safeBrowsing.shortener.off"),
    );
    await expect(investigator).toContainText(text(lang, "legal:privacy.safeBrowsing.investigator.off"));
    await expect(page.getByRole("main")).toContainText("help@veritools.test");
    await expect(page.getByRole("main")).not.toContainText("{{");
  });
}

test("axe finds no serious violation on the privacy page", async ({ page }) => {
  await page.goto("/fr/privacy");
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of the privacy page", async ({ page }, look) => {
  await page.goto(`/${look.lang}/privacy`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(look.lang, "legal:privacy.title"));
  await screenshotLook(page, "privacy", look);
});
