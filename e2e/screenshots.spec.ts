import { expect, type Page, test } from "@playwright/test";
import { TOOLS } from "#app/tools/registry.ts";

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

// Every page in French and Vietnamese on a phone, where a "!", ":" or "»" could wrap alone onto a line
// (docs/glossary.md: French puts a no-break space before them). Light only: the words are the same in dark.
const EVERY_PAGE = [
  "",
  "/discover",
  "/discover?q=lien",
  "/category/all-tools",
  "/category/web-tools",
  // Every tool's page and its own pages (the text tools'), from the registry, so a new tool is seen too.
  ...TOOLS.flatMap((tool) => [tool.slug, ...(tool.pages ?? []).map((page) => page.slug)]).map(
    (slug) => `/tools/${slug}`,
  ),
  "/sitemap",
  "/about",
  "/help",
  "/settings",
  "/terms",
  "/privacy",
  "/no-such-page",
];
const PHONE = { width: 375, height: 740 };

async function shoot(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.screenshot({ path: `e2e/screenshots/${name}-mobile-light.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, name).toBeLessThanOrEqual(0);
}

for (const lang of ["fr", "vi"] as const) {
  for (const path of EVERY_PAGE) {
    test(`screenshot of /${lang}${path} in ${lang} at 375 px`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/${lang}${path}`);
      const name = `${lang}${path}`.replaceAll(/[/?=]/g, "_");
      await shoot(page, `every-page_${name}`);
    });
  }

  test(`screenshot of a short link's preview page and of a missing one in ${lang} at 375 px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    const answer = await page.request.post("/api/shorten-url", { data: { url: `${baseURL}/${lang}/about` } });
    const { internalUrl } = (await answer.json()) as { internalUrl: string };
    await page.goto(`${internalUrl}?lang=${lang}`);
    await shoot(page, `every-page_${lang}_s_preview`);
    // Taken before the countdown redirected to the destination.
    expect(new URL(page.url()).pathname).toMatch(/^\/s\//);
    await page.goto(`/s/nosuch1?lang=${lang}`);
    await shoot(page, `every-page_${lang}_s_nosuch1`);
  });
}

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
