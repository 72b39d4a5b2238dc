import { expect, type Page, test } from "@playwright/test";
import { LANGS, openHydrated, text } from "./locales.ts";

/** A destination on this very server, unique per call so each test makes a new link. */
function destination(baseURL: string | undefined, page = "/en/about"): string {
  return `${baseURL}${page}?from=${Math.random().toString(36).slice(2)}`;
}

// Shortening follows the link's redirects before it answers (decision 005): on a busy machine, seconds.
test.describe.configure({ timeout: 60_000 });

async function shorten(page: Page, url: string, alias = "") {
  await page.getByLabel("Long URL").fill(url);
  if (alias) await page.getByLabel("Custom alias (optional)").fill(alias);
  await page.getByRole("button", { name: "Shorten URL" }).click();
  await expect(page.getByRole("button", { name: "Shorten URL" })).toBeEnabled({ timeout: 20_000 });
}

for (const lang of LANGS) {
  test(`the form checks the URL on submit and sends nothing when it is empty (${lang})`, async ({ page }) => {
    await openHydrated(page, `/${lang}/tools/url-shortener`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "url_shortener:title"));
    let posted = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posted++;
    });
    // Each message is said at the field, which is marked wrong until it changes.
    const field = page.getByLabel(text(lang, "url_shortener:form.urlLabel"));
    await page.getByRole("button", { name: text(lang, "url_shortener:form.submit") }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(text(lang, "url_shortener:errors.emptyUrl"));
    await field.fill("not a link");
    await expect(field).not.toHaveAttribute("aria-invalid");
    await page.getByRole("button", { name: text(lang, "url_shortener:form.submit") }).click();
    await expect(field).toHaveAccessibleDescription(text(lang, "url_shortener:errors.invalidUrl"));
    await field.fill(`https://example.com/${"a".repeat(2100)}`);
    await page.getByRole("button", { name: text(lang, "url_shortener:form.submit") }).click();
    await expect(field).toHaveAccessibleDescription(text(lang, "url_shortener:errors.tooLong"));
    expect(posted).toBe(0);
  });
}

test("shortening gives a short link to copy, and the same URL again comes from the cache", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openHydrated(page, "/en/tools/url-shortener");
  const url = destination(baseURL);
  await shorten(page, url);
  await expect(page.getByText("URL shortened successfully")).toBeVisible();
  await expect(page.getByText("Your short link is ready to copy.")).toBeVisible();
  const result = page.getByTestId("short-link-result");
  const link = result.getByRole("link").first();
  await expect(link).toHaveAttribute("href", new RegExp(`^${baseURL}/s/[a-z0-9]{7}$`));
  await expect(link).toHaveAttribute("target", "_blank");
  const shortUrl = (await link.getAttribute("href")) ?? "";

  await result.getByRole("button", { name: "Copy short link" }).click();
  await expect(result.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
  await expect(page.getByText("Link copied")).toBeVisible();
  // The check mark lasts two seconds.
  await expect(result.getByRole("button", { name: "Copy short link" })).toBeVisible({ timeout: 4000 });

  await shorten(page, url);
  await expect(page.getByText("This link was already shortened — here it is", { exact: true })).toBeVisible();
  await expect(page.getByTestId("short-link-result")).toContainText(
    text("en", "url_shortener:result.cached"),
  );
  await expect(page.getByTestId("short-link-result").getByRole("link").first()).toHaveAttribute(
    "href",
    shortUrl,
  );
});

test("a custom alias becomes the short link; a taken one is refused with a clear message", async ({
  page,
  baseURL,
}) => {
  const alias = `vt-${Math.random().toString(36).slice(2, 8)}`;
  await openHydrated(page, "/en/tools/url-shortener");
  await shorten(page, destination(baseURL), alias);
  await expect(page.getByTestId("short-link-result").getByRole("link").first()).toHaveAttribute(
    "href",
    `${baseURL}/s/${alias}`,
  );
  await openHydrated(page, "/fr/tools/url-shortener");
  await page.getByLabel("URL longue").fill(destination(baseURL));
  await page.getByLabel("Alias personnalisé (facultatif)").fill(alias.toUpperCase());
  await page.getByRole("button", { name: "Raccourcir l’URL" }).click();
  await expect(page.getByText("Erreur lors du raccourcissement de l’URL")).toBeVisible();
  // Said at the alias field too, where it stays after the toast has gone.
  const aliasField = page.getByLabel("Alias personnalisé (facultatif)");
  await expect(aliasField).toHaveAttribute("aria-invalid", "true");
  await expect(aliasField).toHaveAccessibleDescription(text("fr", "url_shortener:errors.codes.alias_taken"));
});

test("an address judged malicious shows the security warning and changes nothing", async ({ page }) => {
  await openHydrated(page, "/vi/tools/url-shortener");
  // Cyrillic letters posing as "paypal".
  await page.getByLabel(text("vi", "url_shortener:form.urlLabel")).fill("https://\u0440\u0430ypal.com/login");
  await page.getByRole("button", { name: text("vi", "url_shortener:form.submit") }).click();
  const warning = page.getByRole("alert").filter({ hasText: text("vi", "url_shortener:malicious.title") });
  await expect(warning).toContainText(text("vi", "url_shortener:malicious.codes.homograph"), {
    timeout: 15_000,
  });
  await expect(page.getByTestId("short-link-result")).toHaveCount(0);
});

test("an address refused for another reason is an ordinary error, not a security warning", async ({
  page,
}) => {
  await openHydrated(page, "/fr/tools/url-shortener");
  await page
    .getByLabel(text("fr", "url_shortener:form.urlLabel"))
    .fill("https://user:secret@example.com/login");
  await page.getByRole("button", { name: text("fr", "url_shortener:form.submit") }).click();
  await expect(page.getByLabel(text("fr", "url_shortener:form.urlLabel"))).toHaveAccessibleDescription(
    text("fr", "url_shortener:errors.codes.credentials"),
  );
  await expect(page.getByText(text("fr", "url_shortener:malicious.title"))).toHaveCount(0);
  await expect(page.getByTestId("short-link-result")).toHaveCount(0);
});

test("a new link appears by itself in another tab's recent links", async ({ page, context, baseURL }) => {
  const other = await context.newPage();
  await openHydrated(other, "/en/tools/url-shortener");
  await openHydrated(page, "/en/tools/url-shortener");
  await shorten(page, destination(baseURL, "/en/help"));
  const shortUrl = await page.getByTestId("short-link-result").getByRole("link").first().getAttribute("href");
  const card = other.getByTestId("recent-link").filter({ has: other.locator(`a[href="${shortUrl}"]`) });
  await expect(card).toBeVisible({ timeout: 10_000 });
  // The preview arrives after the link: the card takes the page's title.
  await expect(card.getByRole("heading")).toHaveText(/Help/, { timeout: 15_000 });
  await expect(card.getByTestId("click-count")).toHaveText("0 clicks");
  await expect(card).toContainText("Today");
});

test("the preview page counts down and lands on the destination, counting one view", async ({
  browser,
  baseURL,
}) => {
  // A person's browser: headless Chromium names itself in its User-Agent, and bots' views do not count.
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  });
  const page = await context.newPage();
  await openHydrated(page, "/en/tools/url-shortener");
  const url = destination(baseURL, "/en/privacy");
  await shorten(page, url);
  const shortUrl =
    (await page.getByTestId("short-link-result").getByRole("link").first().getAttribute("href")) ?? "";

  const preview = await page.context().newPage();
  await preview.goto(shortUrl);
  await expect(preview.getByText("You will be redirected to")).toBeVisible();
  await expect(preview.getByRole("progressbar")).toBeVisible();
  await expect(preview.getByRole("status")).toContainText(/Redirecting in \d seconds?/);
  await preview.waitForURL((current) => current.href === url, { timeout: 20_000 });
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");

  const recent = (await (await page.request.get("/api/short-links/recent")).json()) as {
    links: { internalUrl: string; usageCount: number }[];
  };
  await expect
    .poll(async () => {
      const body = (await (await page.request.get("/api/short-links/recent")).json()) as typeof recent;
      return body.links.find((link) => link.internalUrl === shortUrl)?.usageCount;
    })
    .toBe(1);
  await context.close();
});

test("'go to destination' leaves at once", async ({ page, baseURL }) => {
  await openHydrated(page, "/en/tools/url-shortener");
  const url = destination(baseURL, "/en/terms");
  await shorten(page, url);
  const shortUrl =
    (await page.getByTestId("short-link-result").getByRole("link").first().getAttribute("href")) ?? "";
  await openHydrated(page, shortUrl);
  await page.getByRole("button", { name: "Go to destination" }).click();
  await page.waitForURL((current) => current.href === url);
});

test("unknown and missing short links say so", async ({ page }) => {
  const missing = await page.goto("/s/nosuch1");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link Error");
  await expect(page.getByText(text("en", "url_shortener:preview.notFound"))).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
  const invalid = await page.goto("/s");
  expect(invalid?.status()).toBe(400);
  await expect(page.getByText(text("en", "url_shortener:preview.invalid"))).toBeVisible();
});

test("the form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/tools/url-shortener");
  await page.getByLabel("Long URL").fill(destination(baseURL));
  await page.getByRole("button", { name: "Shorten URL" }).click();
  await expect(page.getByTestId("short-link-result").getByRole("link").first()).toHaveAttribute(
    "href",
    /\/s\/[a-z0-9]{7}$/,
  );
  await context.close();
});
