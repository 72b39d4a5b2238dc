import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { zoneLabel } from "#app/features/time-zones/logic/city-names.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

// The page reads its figures in the browser's zone: a zone other than the server's (UTC) proves it.
test.use({ timezoneId: "Europe/Paris" });

/** A fresh short link to one of the test server's own pages (there is no internet here). */
async function newLink(request: APIRequestContext, baseURL: string | undefined) {
  const destination = `${baseURL}/help?from=${Math.random().toString(36).slice(2)}`;
  const created = await (await request.post("/api/shorten-url", { data: { url: destination } })).json();
  return created as { shortenedUrl: string; internalUrl: string };
}

/** One followed redirect, as a visitor's browser (or a crawler) would make it. */
async function click(request: APIRequestContext, shortUrl: string, agent: string, referer?: string) {
  const response = await request.get(shortUrl, {
    maxRedirects: 0,
    headers: { "user-agent": agent, ...(referer ? { referer } : {}) },
  });
  expect(response.status()).toBe(302);
}

/** Three people (two from news.example on an iPhone, one direct on Windows) and one bot. */
async function clicked(request: APIRequestContext, baseURL: string | undefined) {
  const link = await newLink(request, baseURL);
  await click(request, link.shortenedUrl, IPHONE, "https://news.example/story?id=7");
  await click(request, link.shortenedUrl, IPHONE, "https://news.example/other");
  await click(request, link.shortenedUrl, WINDOWS_FIREFOX);
  await click(request, link.shortenedUrl, GOOGLEBOT);
  return link;
}

async function openStats(page: Page, lang: Lang, shortUrl: string) {
  await openHydrated(page, `/${lang}/tools/link-analytics`);
  await page.getByLabel(text(lang, "link_analytics:form.label")).fill(shortUrl);
  await page.getByRole("button", { name: text(lang, "link_analytics:form.submit") }).click();
  await expect(page.getByTestId("total-humans")).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The browser's own zone replaces the server's UTC, named as the zone pickers name it.
  await expect(
    page.getByText(text(lang, "link_analytics:chart.zone", { zone: zoneLabel("Europe/Paris", lang) })),
  ).toBeVisible();
}

for (const lang of LANGS) {
  test(`the statistics of a link read in ${lang}: totals, chart and its table, lists`, async ({
    page,
    request,
    baseURL,
  }) => {
    const link = await clicked(request, baseURL);
    await openStats(page, lang, link.shortenedUrl);
    const numbers = new Intl.NumberFormat(lang);
    await expect(page.getByTestId("total-humans")).toHaveText(numbers.format(3));
    await expect(page.getByTestId("total-bots")).toHaveText(numbers.format(1));
    await expect(page.getByTestId("series-chart")).toBeVisible();
    await page.getByText(text(lang, "link_analytics:chart.showTable")).click();
    const table = page.getByTestId("series-table");
    await expect(table).toBeVisible();
    // Today's row holds the three people and the bot.
    await expect(table.locator("tbody tr").last().locator("td")).toHaveText([
      numbers.format(3),
      numbers.format(1),
    ]);
    await expect(page.getByTestId("list-referrers")).toContainText("news.example");
    await expect(page.getByTestId("list-referrers")).toContainText(text(lang, "link_analytics:lists.direct"));
    await expect(page.getByTestId("list-devices")).toContainText(text(lang, "link_analytics:devices.mobile"));
    await expect(page.getByTestId("list-browsers")).toContainText("Safari");
    await expect(page.getByTestId("list-os")).toContainText("Windows");
    // A loopback client has no country.
    await expect(page.getByTestId("list-countries")).toContainText(
      text(lang, "link_analytics:lists.unknown"),
    );
  });
}

test("the figures follow new clicks while the page is open, and other ranges", async ({
  page,
  request,
  baseURL,
}) => {
  const link = await clicked(request, baseURL);
  await openStats(page, "en", link.shortenedUrl);
  await expect(page.getByText(text("en", "link_analytics:live.on"))).toBeVisible();
  await click(request, link.shortenedUrl, WINDOWS_FIREFOX);
  await expect(page.getByTestId("total-humans")).toHaveText("4");
  await page.getByRole("link", { name: text("en", "link_analytics:range.24h") }).click();
  await expect(page.locator("figcaption")).toContainText(text("en", "link_analytics:chart.caption.24h"));
  await expect(page.getByTestId("total-humans")).toHaveText("4");
  await page.getByRole("link", { name: text("en", "link_analytics:range.all") }).click();
  await expect(page.locator("figcaption")).toContainText(text("en", "link_analytics:chart.caption.all"));
  await expect(page.getByTestId("total-humans")).toHaveText("4");
});

test("exports the figures as CSV and JSON", async ({ page, request, baseURL }) => {
  const link = await clicked(request, baseURL);
  await openStats(page, "fr", link.shortenedUrl);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: text("fr", "link_analytics:export.csv") }).click(),
  ]);
  const csvText = await (await csv.createReadStream())
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString());
  expect(csvText).toContain("referrers,news.example,2,");
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: text("fr", "link_analytics:export.json") }).click(),
  ]);
  const body = JSON.parse(
    await (await json.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
  );
  expect(body).toMatchObject({ totalHumans: 3, totalBots: 1, timeZone: "Europe/Paris" });
});

test("a link that is not ours gets a clear message beside the field, kept in it", async ({ page }) => {
  await openHydrated(page, "/vi/tools/link-analytics");
  const field = page.getByLabel(text("vi", "link_analytics:form.label"));
  await field.fill("https://example.com/");
  await page.getByRole("button", { name: text("vi", "link_analytics:form.submit") }).click();
  await expect(page.getByRole("alert")).toHaveText(text("vi", "link_analytics:form.errors.invalid"));
  await expect(field).toHaveValue("https://example.com/");
  await field.fill("nosuchlink99");
  await page.getByRole("button", { name: text("vi", "link_analytics:form.submit") }).click();
  await expect(page.getByRole("alert")).toHaveText(text("vi", "link_analytics:form.errors.notFound"));
});

test("the preview page and the recent links lead to a link's statistics", async ({
  page,
  request,
  baseURL,
}) => {
  const link = await clicked(request, baseURL);
  await page.goto(link.internalUrl);
  await page.getByRole("link", { name: text("en", "url_shortener:preview.stats") }).click();
  await expect(page).toHaveURL(/\/en\/tools\/link-analytics\/[\w-]+$/);
  await expect(page.getByTestId("total-humans")).toBeVisible();
  await openHydrated(page, "/en/tools/url-shortener");
  await page
    .getByRole("link", { name: /^Statistics of / })
    .first()
    .click();
  await expect(page.getByTestId("total-humans")).toBeVisible();
});

test("axe finds no serious violation on the statistics and the form", async ({ page, request, baseURL }) => {
  const link = await clicked(request, baseURL);
  await openStats(page, "en", link.shortenedUrl);
  await page.getByText(text("en", "link_analytics:chart.showTable")).click();
  for (const _ of [0, 1]) {
    expect(await seriousViolations(page)).toEqual([]);
    await openHydrated(page, "/fr/tools/link-analytics?link=nope%20nope");
  }
});

testEachLook("screenshot of a link's statistics", async ({ page, request, baseURL }, look) => {
  const link = await clicked(request, baseURL);
  await openStats(page, look.lang, link.shortenedUrl);
  await screenshotLook(page, "link-analytics", look);
});
