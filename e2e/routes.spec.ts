import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, text, under } from "./locales.ts";

/** Every route of the site, with the heading a visitor sees on it. */
const PAGES: { path: string; heading: (lang: Lang) => string }[] = [
  { path: "/", heading: (l) => text(l, "common:pages.home.title") },
  { path: "/discover", heading: (l) => text(l, "common:pages.discover.title") },
  { path: "/tools/url-shortener", heading: (l) => text(l, "url_shortener:title") },
  { path: "/tools/text-tools", heading: (l) => text(l, "text_tools:page.title") },
  { path: "/category/all-tools", heading: (l) => text(l, "common:pages.category.allTools") },
  { path: "/settings", heading: (l) => text(l, "settings:title") },
  { path: "/about", heading: (l) => text(l, "about:title") },
  { path: "/help", heading: (l) => text(l, "help:title") },
  { path: "/terms", heading: (l) => text(l, "legal:terms.title") },
  { path: "/privacy", heading: (l) => text(l, "legal:privacy.title") },
  { path: "/sitemap", heading: (l) => text(l, "common:pages.sitemap.title") },
];

for (const lang of LANGS) {
  test(`every page renders its heading and the frame in ${lang}`, async ({ page }) => {
    for (const { path, heading } of PAGES) {
      const response = await page.goto(under(lang, path));
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading(lang));
      await expect(
        page.getByRole("banner").getByRole("button", { name: text(lang, "common:signIn.button") }),
      ).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(text(lang, "common:footer.categories"));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/${lang}${path === "/" ? "" : path}$`),
      );
    }
  });
}

test("bare paths render in the browser's language and carry every alternate", async ({ browser }) => {
  const context = await browser.newContext({ locale: "vi-VN" });
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("vi", "about:title"));
  for (const hreflang of ["en", "fr", "vi", "x-default"]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
  }
  await expect(page).toHaveTitle(`${text("vi", "about:meta.title")} | VeriTools`);
  await context.close();
});

test("home's title is the product name with the default description", async ({ page }) => {
  await page.goto("/en");
  await expect(page).toHaveTitle("VeriTools");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "A collection of trustworthy utilities.",
  );
});

test("a tool page and a category page come from the catalogue, in the page's language", async ({ page }) => {
  await page.goto("/fr/category/text-tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outils de texte");
  await page.goto("/vi/tools/link-analytics");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  expect((await page.request.get("/tools/no-such-tool")).status()).toBe(404);
  expect((await page.request.get("/category/no-such-category")).status()).toBe(404);
});

test("the help page shows the support e-mail from configuration", async ({ page }) => {
  await page.goto("/en/help");
  await expect(page.getByRole("tab", { name: "URL shortener" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("link", { name: /help@veritools\.test/ })).toHaveAttribute(
    "href",
    "mailto:help@veritools.test",
  );
  await expect(page.locator("ol > li")).toHaveCount(4);
});

test("the short-link page exists without a language prefix, in the visitor's language", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  const response = await page.goto("/s/abc1234");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    text("fr", "url_shortener:preview.errorTitle"),
  );
  await expect(page.getByRole("banner")).toBeVisible();
  await context.close();
});

for (const { path } of PAGES) {
  test(`axe finds no serious violation on ${path}`, async ({ page }) => {
    await page.goto(under("en", path));
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The budget's static count (scripts/budget/static-first-load.ts) leaves the route manifest's file out
// of a page's first load: the page's HTML carries its own routes' part, and the whole manifest is never
// fetched until then.
// Known by what it assigns: a chunk built from a module called manifest.ts is named manifest-<hash>.js too.
test("a first load fetches no route manifest file", async ({ page, request }) => {
  await page.goto("/en", { waitUntil: "networkidle" });
  // The page's own list of what it fetched: response events can reach the test after goto has settled
  // when the machine is loaded, and then a test that counts them sees nothing.
  const paths = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map(({ name }) => new URL(name).pathname)
      .filter((path) => path.endsWith(".js")),
  );
  expect(paths.length).toBeGreaterThan(3);
  const manifests: string[] = [];
  for (const path of paths) {
    const body = await (await request.get(path)).text();
    if (body.startsWith("window.__reactRouterManifest=")) manifests.push(path);
  }
  expect(manifests).toEqual([]);
});
