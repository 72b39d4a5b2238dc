import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Lang } from "./locales.ts";

/** How a screen is looked at: its language, a desktop or a 375-px phone width, light or dark. */
export interface Look {
  lang: Lang;
  width: 1280 | 375;
  scheme: "light" | "dark";
}

/** Desktop and phone, light and dark, each language at least once: what each tool is seen in. */
export const LOOKS: readonly Look[] = [
  { lang: "en", width: 1280, scheme: "light" },
  { lang: "fr", width: 1280, scheme: "dark" },
  { lang: "vi", width: 375, scheme: "light" },
  { lang: "fr", width: 375, scheme: "dark" },
];

/** "mobile" or "desktop", as screenshot names say it. */
export const deviceOf = (look: Look) => (look.width === 375 ? "mobile" : "desktop");

interface LookFixtures {
  page: Page;
  request: APIRequestContext;
  baseURL: string | undefined;
}

/** One test per look, named after it, the page set to its width and colour scheme before `body` runs. */
export function testEachLook(
  title: string,
  body: (fixtures: LookFixtures, look: Look) => Promise<void>,
  looks: readonly Look[] = LOOKS,
): void {
  for (const look of looks) {
    test(`${title} in ${look.lang}, ${deviceOf(look)}, ${look.scheme}`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.setViewportSize({ width: look.width, height: 900 });
      await page.emulateMedia({ colorScheme: look.scheme });
      await body({ page, request, baseURL }, look);
    });
  }
}

/**
 * Saves the whole page as `e2e/screenshots/{name}-{lang}-{device}-{scheme}.png` (to be looked at), after
 * checking that nothing sticks out sideways: long values wrap, wide tables scroll inside their box.
 */
export async function screenshotLook(page: Page, name: string, look: Look): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: `e2e/screenshots/${name}-${look.lang}-${deviceOf(look)}-${look.scheme}.png`,
    fullPage: true,
  });
}
