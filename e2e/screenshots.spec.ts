import { expect, test } from "@playwright/test";

// Pictures to look at after a change: each page at desktop and phone width, light and dark.
const PAGES = [
  "/en",
  "/fr/discover",
  "/vi/category/all-tools",
  "/en/tools/link-analytics",
  "/fr/sitemap",
  "/fr/about",
  "/vi/help",
  "/en/settings",
  "/en/no-such-page",
  "/en/tools/text-tools",
  "/vi/tools/text-tools/slug",
  "/fr/tools/url-shortener",
  "/s/nosuch1",
];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 740 },
];

// One test per picture: each is quick, and they spread over the workers.
for (const colorScheme of ["light", "dark"] as const) {
  for (const viewport of VIEWPORTS) {
    for (const path of PAGES) {
      test(`screenshot of ${path} ${viewport.name} ${colorScheme}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const name = path.replaceAll("/", "_").replace(/^_/, "") || "root";
        await page.screenshot({
          path: `e2e/screenshots/${name}-${viewport.name}-${colorScheme}.png`,
          fullPage: true,
        });
        // Nothing may stick out sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      });
    }
  }
}
