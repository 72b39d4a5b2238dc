import { expect, test } from "@playwright/test";
import { TOOLS } from "#app/tools/registry.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

const featuredActive = TOOLS.filter((tool) => tool.featured && tool.status === "active").length;
const upcoming = TOOLS.find((tool) => tool.status === "coming-soon");

for (const lang of LANGS) {
  test(`home shows the hero, quick access, featured tools, mission and categories in ${lang}`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "common:pages.home.title"));
    await expect(page.getByText(text(lang, "common:pages.home.subtitle"))).toBeVisible();

    const quick = page.getByRole("region", { name: text(lang, "common:pages.home.quickAccess.title") });
    await expect(
      quick.getByRole("link", { name: text(lang, "common:pages.home.quickAccess.shortener") }),
    ).toHaveAttribute("href", `/${lang}/tools/url-shortener`);
    await expect(
      quick.getByRole("link", { name: text(lang, "common:pages.home.quickAccess.textTools") }),
    ).toHaveAttribute("href", `/${lang}/tools/text-tools`);

    const featured = page.getByRole("region", { name: text(lang, "common:pages.home.featured.title") });
    await expect(featured.getByTestId("tool-card")).toHaveCount(4);
    // Active tools open; coming-soon ones (if any is still featured) show a disabled button.
    await expect(featured.getByRole("link", { name: text(lang, "common:toolCard.open") })).toHaveCount(
      featuredActive,
    );
    const soon = featured.getByRole("button", { name: text(lang, "common:toolCard.comingSoon") });
    await expect(soon).toHaveCount(4 - featuredActive);
    for (const button of await soon.all()) await expect(button).toBeDisabled();

    const mission = page.getByRole("region", { name: text(lang, "common:pages.home.mission.title") });
    for (const value of ["trustworthiness", "clarity", "discovery"]) {
      await expect(
        mission.getByRole("heading", { name: text(lang, `common:pages.home.mission.${value}.title`) }),
      ).toBeVisible();
    }

    const categories = page.getByRole("region", { name: text(lang, "common:pages.home.categories.title") });
    await expect(categories.getByRole("listitem")).toHaveCount(5);
    await expect(categories.locator(`a[href="/${lang}/category/web-tools"]`)).toHaveCount(1);
  });
}

test("category cards count the active tools of each category", async ({ page }) => {
  await openHydrated(page, "/en");
  const categories = page.getByRole("region", { name: "Tool Categories" });
  for (const slug of ["web-tools", "text-tools"]) {
    // Counted from the registry (coming-soon tools are listed too), so that a new tool changes nothing here.
    const active = TOOLS.filter((tool) => tool.category === slug).length;
    const card = categories
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="/en/category/${slug}"]`) });
    await expect(card).toContainText(active === 1 ? "1 tool" : `${active} tools`);
  }
});

test("home carries JSON-LD for the site and its search action, and Open Graph tags", async ({ page }) => {
  await openHydrated(page, "/fr");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(json["@type"]).toBe("WebSite");
  expect(json.potentialAction.target).toMatch(/\/fr\/discover\?q=\{search_term_string\}$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "VeriTools");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_FR");
});

test("discover groups every tool under its category", async ({ page }) => {
  await openHydrated(page, "/vi/discover");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("vi", "common:pages.discover.title"));
  for (const heading of ["Công cụ web", "Công cụ văn bản"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByTestId("tool-card")).toHaveCount(TOOLS.length);
});

test("the in-page search finds tools by accent-free text and opens the chosen one", async ({ page }) => {
  await openHydrated(page, "/vi/discover");
  const box = page.getByRole("combobox", { name: text("vi", "common:search.label") });
  await box.fill("rut gon");
  const option = page.getByRole("option", { name: "Rút gọn liên kết" });
  await expect(option).toBeVisible();
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/vi\/tools\/url-shortener$/);
});

test("the in-page dropdown says when nothing matches and closes on Escape and outside clicks", async ({
  page,
}) => {
  await openHydrated(page, "/en");
  const box = page.getByRole("combobox", { name: "Search tools" });
  await box.fill("zzzzqq");
  await expect(page.getByText("No tools found.")).toBeVisible();
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.fill("analytics");
  await expect(page.getByRole("option", { name: "Link Analytics" })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("option", { name: "Link Analytics" })).toBeHidden();
  await box.focus();
  await expect(page.getByRole("option", { name: "Link Analytics" })).toBeVisible();
  await page.getByRole("option", { name: "Link Analytics" }).click();
  await expect(page).toHaveURL(/\/en\/tools\/link-analytics$/);
});

test("the search box works without JavaScript, through the discovery page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr");
  await page.getByRole("combobox", { name: "Rechercher des outils" }).fill("raccourc");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/fr\/discover\?q=raccourc$/);
  const results = page.getByRole("region", {
    name: text("fr", "common:pages.discover.results", { query: "raccourc" }),
  });
  await expect(results.getByRole("heading", { name: /Raccourcisseur d.URL/ })).toBeVisible();
  await context.close();
});

test("the in-page search finds a tool by the words a French reader types, best match first", async ({
  page,
}) => {
  await openHydrated(page, "/fr/discover");
  const box = page.getByRole("combobox", { name: text("fr", "common:search.label") });
  // The tool's name says « fuseaux horaires »: the words match, not the letters.
  await box.fill("fuseau horaire");
  const options = page
    .getByRole("listbox", { name: text("fr", "common:search.resultsLabel") })
    .getByRole("option");
  await expect(options.first()).toHaveAccessibleName(text("fr", "time_zone_converter:catalog.name"));
  // A keyword, « déraccourcir » aside: the shortener first.
  await box.fill("raccourcir");
  await expect(options.first()).toHaveAccessibleName(text("fr", "url_shortener:catalog.name"));
  await box.fill("métadonnées");
  await expect(options.first()).toHaveAccessibleName(text("fr", "image_inspector:catalog.name"));
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/fr\/tools\/image-inspector$/);
});

test("the search overlay finds the image inspector first for « hình ảnh », a tool named with « ảnh » alone after it", async ({
  page,
}) => {
  await openHydrated(page, "/vi");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: text("vi", "common:search.dialogTitle") });
  await dialog.getByPlaceholder(text("vi", "common:search.inputPlaceholder")).fill("hình ảnh");
  const options = dialog.getByRole("option");
  await expect(options.first()).toHaveAccessibleName(text("vi", "image_inspector:catalog.name"));
  // Its group, Analysis, comes first although Web Tools is first in the catalogue.
  await expect(dialog.getByRole("group").first()).toHaveAccessibleName("Phân tích");
  // "Text from Image" (« Trích chữ từ ảnh ») holds one word of the two: a weaker match, listed after it.
  await expect(options.filter({ hasText: text("vi", "text_from_image:catalog.name") })).toHaveCount(1);
  // cmdk selects the first option: Enter opens the best match.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vi\/tools\/image-inspector$/);
});

/** A query each look's reader would type, and the tool it must find first. */
const LOOK_QUERIES = {
  en: ["EXIF", "image_inspector:catalog.name"],
  fr: ["fuseau horaire", "time_zone_converter:catalog.name"],
  vi: ["bỏ dấu", "text_tools:tools.slug.name"],
} as const;

testEachLook("screenshot of search results in the visitor's words", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/discover`);
  const [query, first] = LOOK_QUERIES[look.lang];
  const box = page.getByRole("combobox", { name: text(look.lang, "common:search.label") });
  await box.fill(query);
  const results = page.getByRole("listbox", { name: text(look.lang, "common:search.resultsLabel") });
  await expect(results.getByRole("option").first()).toHaveAccessibleName(text(look.lang, first));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotLook(page, "search-words", look);
});

test("the search overlay opens from the search bar, searches and opens a tool with the keyboard", async ({
  page,
}) => {
  await openHydrated(page, "/en/about");
  await page.getByRole("button", { name: /Search tools/ }).click();
  const dialog = page.getByRole("dialog", { name: "Search tools" });
  const input = dialog.getByPlaceholder(text("en", "common:search.inputPlaceholder"));
  await expect(input).toBeFocused();
  await input.fill("t");
  await expect(dialog.getByText("Type at least 2 characters to search the tools.")).toBeVisible();
  await input.fill("shorten");
  await expect(dialog.getByRole("group", { name: "Web Tools" })).toBeVisible();
  await expect(dialog.getByRole("option", { name: "URL Shortener" })).toBeVisible();
  await input.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en\/tools\/url-shortener$/);
});

test("Ctrl+K, Cmd+K and / open the overlay; / toggles it but not while typing in a field", async ({
  page,
}) => {
  await openHydrated(page, "/fr/about");
  const dialog = page.getByRole("dialog", { name: "Rechercher des outils" });
  await page.keyboard.press("Control+k");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.keyboard.press("Meta+k");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await page.keyboard.press("/");
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder(text("fr", "common:search.inputPlaceholder")).fill("a/b");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");

  await openHydrated(page, "/fr");
  await page.getByRole("combobox", { name: "Rechercher des outils" }).fill("ab/c");
  await expect(dialog).toBeHidden();
});

test("the overlay says when nothing matches and keeps results when a request fails", async ({ page }) => {
  await openHydrated(page, "/en");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search tools" });
  const input = dialog.getByPlaceholder(text("en", "common:search.inputPlaceholder"));
  await input.fill("qqqqzz");
  await expect(dialog.getByText("No results found.")).toBeVisible();
  await input.fill("shorten");
  await expect(dialog.getByRole("option", { name: "URL Shortener" })).toBeVisible();
  await page.route("**/api/search?**", (route) => route.abort());
  const failed = page.waitForEvent("console", (message) => message.type() === "error");
  await input.fill("shortenx");
  await failed;
  await expect(dialog.getByRole("option", { name: "URL Shortener" })).toBeVisible();
});

test("the mobile search button opens the overlay", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHydrated(page, "/vi");
  await page.getByRole("button", { name: text("vi", "common:search.open") }).click();
  await expect(page.getByRole("dialog", { name: text("vi", "common:search.dialogTitle") })).toBeVisible();
});

for (const lang of LANGS) {
  test(`search finds the timestamp decoder and the sun position tool by name in ${lang}`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}/discover`);
    const box = page.getByRole("combobox", { name: text(lang, "common:search.label") });
    for (const key of ["timestamp_decoder:catalog.name", "sun_position:catalog.name"]) {
      await box.fill(text(lang, key));
      await expect(page.getByRole("option", { name: text(lang, key) })).toBeVisible();
    }
  });
}

test("a category lists its tools, all-tools lists every tool, an unknown one is not found", async ({
  page,
}) => {
  await openHydrated(page, "/en/category/web-tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web Tools");
  await expect(page.getByTestId("tool-card")).toHaveCount(
    TOOLS.filter((tool) => tool.category === "web-tools").length,
  );
  await page.getByRole("link", { name: "URL Shortener", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/tools\/url-shortener$/);

  await openHydrated(page, "/en/category/all-tools");
  await expect(page.getByTestId("tool-card")).toHaveCount(TOOLS.length);

  const response = await openHydrated(page, "/fr/category/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catégorie introuvable");
  await expect(page.getByText(text("fr", "common:pages.category.notFoundBody"))).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toBeVisible();
});

test("an unknown tool is a 404", async ({ page }) => {
  const response = await openHydrated(page, "/fr/tools/no-such-tool");
  expect(response?.status()).toBe(404);
});

// Only while the registry still has a tool announced as coming soon.
if (upcoming) {
  test("a coming-soon tool has its own page", async ({ page }) => {
    await openHydrated(page, `/fr/tools/${upcoming.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text("fr", `${upcoming.namespace}:catalog.name`),
    );
    await expect(page.getByRole("heading", { name: "Bientôt disponible" })).toBeVisible();
  });
}

test("the sitemap page links pages, categories with their tools, legal pages and languages", async ({
  page,
}) => {
  await openHydrated(page, "/en/sitemap");
  for (const href of [
    "/en",
    "/en/discover",
    "/en/about",
    "/en/help",
    "/en/settings",
    "/en/terms",
    "/en/privacy",
  ]) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(page.locator('main a[href="/en/category/planning"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/en/tools/case-file"]')).toHaveCount(1);
  for (const lang of LANGS) await expect(page.locator(`main a[href="/?lang=${lang}"]`)).toHaveCount(1);
  await page.locator('main a[href="/?lang=vi"]').click();
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
});

test("/sitemap.xml is valid XML listing every page in every language with alternates", async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  await openHydrated(page, "/en");
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    const urls = [...doc.getElementsByTagName("url")];
    return urls.map((url) => ({
      loc: url.getElementsByTagName("loc")[0]?.textContent,
      priority: url.getElementsByTagName("priority")[0]?.textContent,
      alternates: url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length,
    }));
  }, xml);
  expect(parsed).not.toBeNull();
  const locs = new Map(parsed?.map((entry) => [entry.loc, entry]));
  for (const lang of LANGS) {
    expect(locs.get(`${baseURL}/${lang}`)?.priority).toBe("1");
    expect(locs.get(`${baseURL}/${lang}/discover`)?.priority).toBe("0.9");
    expect(locs.get(`${baseURL}/${lang}/terms`)?.priority).toBe("0.6");
    expect(locs.get(`${baseURL}/${lang}/tools/case-file`)?.priority).toBe("0.9");
    expect(locs.get(`${baseURL}/${lang}/category/analytics`)?.priority).toBe("0.85");
  }
  for (const entry of parsed ?? []) expect(entry.alternates).toBe(4);

  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
