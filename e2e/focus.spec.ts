import { expect, type Page, test } from "@playwright/test";
import { fixture } from "../app/tools/image-inspector/fixtures/make-images.ts";
import { focusIndicator } from "./focus-indicator.ts";
import { openHydrated, text } from "./locales.ts";

/** WCAG 1.4.11: a focus indicator, like any part of the interface one needs to see, at 3:1 at least. */
const MIN_CONTRAST = 3;

/** Tabs through the page from its start until the focus comes back round, measuring every stop. */
async function tabThrough(page: Page, limit = 120): Promise<string[]> {
  const failures: string[] = [];
  let stops = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    // Each stop is marked once visited: meeting a marked one means the focus has come back round.
    const fresh = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body || active.dataset.tabbed) return false;
      active.dataset.tabbed = "true";
      return true;
    });
    if (!fresh) break;
    stops++;
    const found = await focusIndicator(page);
    if (found === null) break;
    if (!found.visible || found.contrast < MIN_CONTRAST)
      failures.push(
        `${found.element}: ${found.visible ? `${found.contrast.toFixed(2)}:1, ${found.indicator} on ${found.around}` : "no visible indicator"}`,
      );
  }
  expect(stops, "the page has stops to tab through").toBeGreaterThan(5);
  return failures;
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`focus indicators in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test(`every stop of the home page shows its focus at 3:1 (${scheme})`, async ({ page }) => {
      await openHydrated(page, "/en");
      expect(await tabThrough(page)).toEqual([]);
    });

    test(`every stop of a tool page and its report shows its focus at 3:1 (${scheme})`, async ({ page }) => {
      await openHydrated(page, "/fr/tools/image-inspector");
      expect(await tabThrough(page)).toEqual([]);
      await page.getByLabel(text("fr", "image_inspector:input.choose")).setInputFiles({
        name: "photo.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from(fixture("no_manifest.jpg")),
      });
      await expect(page.getByTestId("sha256")).toBeVisible({ timeout: 20_000 });
      expect(await tabThrough(page)).toEqual([]);
    });
  });
}
