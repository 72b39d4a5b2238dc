import http from "node:http";
import type { AddressInfo } from "node:net";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

/** A short link to one of this server's own pages (there is no internet here), made through the API. */
async function shortLink(request: APIRequestContext, baseURL: string | undefined, page = "/en/about") {
  const url = `${baseURL}${page}?from=${Math.random().toString(36).slice(2)}`;
  const response = await request.post("/api/shorten-url", { data: { url } });
  const body = (await response.json()) as { internalUrl: string; shortenedUrl: string };
  return { url, ...body };
}

/** A site of the test's own whose every page redirects to `location` (a function of the request's path). */
async function redirectingSite(location: (path: string) => string) {
  const site = http.createServer((req, res) =>
    res.writeHead(302, { Location: location(req.url ?? "/") }).end(),
  );
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(site.address() as AddressInfo).port}${path}`,
    close: () => new Promise((resolve) => site.close(resolve)),
  };
}

// Shortening follows the link's redirects before it answers (decision 005): on a busy machine, seconds.
test.describe.configure({ timeout: 60_000 });

const status = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ }).first();

test("Tab stops the countdown: the page is still there ten seconds later, and says so", async ({
  page,
  request,
  baseURL,
}) => {
  const link = await shortLink(request, baseURL);
  await openHydrated(page, link.internalUrl);
  await page.keyboard.press("Tab");
  await expect(status(page)).toHaveText(text("en", "url_shortener:preview.pausedByVisitor"));
  await page.waitForTimeout(10_000);
  expect(page.url()).toBe(link.internalUrl);
  // After the skip link, the pause control comes first and "Investigate this link first" right after it.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Resume" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Investigate this link first" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the pause control holds the countdown and lets it go on", async ({ page, request, baseURL }) => {
  const link = await shortLink(request, baseURL, "/en/terms");
  await openHydrated(page, link.internalUrl);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  const held = await page.getByRole("progressbar").getAttribute("aria-valuenow");
  await page.waitForTimeout(1500);
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", held ?? "");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(status(page)).toContainText(/Redirecting in \d seconds?/);
  await page.waitForURL((current) => current.href === link.url, { timeout: 10_000 });
});

test("with less motion the bar does not glide: it moves a fifth at a time", async ({
  page,
  request,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const link = await shortLink(request, baseURL, "/en/help");
  await openHydrated(page, link.internalUrl);
  const bar = page.getByRole("progressbar");
  const fill = bar.locator("div");
  expect(await fill.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe("none");
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    seen.add((await bar.getAttribute("aria-valuenow")) ?? "");
    await page.waitForTimeout(150);
  }
  for (const value of seen) expect(Number(value) % 20, `aria-valuenow ${value}`).toBe(0);
  expect(seen.size).toBeGreaterThan(1);
});

test("the preview says where the link lands after its redirects, and what was checked", async ({
  page,
  request,
  baseURL,
}) => {
  const landing = `${baseURL}/en/privacy`;
  const site = await redirectingSite((path) => (path === "/last" ? landing : "/last"));
  try {
    const response = await request.post("/api/shorten-url", { data: { url: site.url("/first") } });
    const { internalUrl } = (await response.json()) as { internalUrl: string };
    await openHydrated(page, `${new URL(internalUrl).pathname}?lang=fr`);
    await page.getByRole("button", { name: text("fr", "url_shortener:preview.pause") }).click();
    await expect(page.getByTestId("final-destination")).toHaveText(
      `${landing} ${text("fr", "url_shortener:preview.afterRedirects_other", { count: 2 })}`,
    );
    await expect(page.getByTestId("chain-note")).toHaveText(
      text("fr", "url_shortener:preview.checkedChain_other", { count: 2 }),
    );
  } finally {
    await site.close();
  }
});

for (const lang of ["en", "fr", "vi"] as const) {
  test(`a link that redirects to a private address is refused in ${lang}, naming that hop, in the page and the API`, async ({
    page,
    request,
  }) => {
    // The test server lets through only itself and the tests' own sites (ALLOW_PRIVATE_ENDPOINTS): the
    // cloud metadata service, and another port of this machine, are refused as they are in production.
    const metadata = "http://169.254.169.254/latest/meta-data/iam/security-credentials/";
    const site = await redirectingSite((path) => (path === "/port" ? "http://127.0.0.1:9/admin" : metadata));
    try {
      const response = await request.post("/api/shorten-url", { data: { url: site.url("/go") } });
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({
        status: "error",
        isMalicious: false,
        error: { code: "redirect_private_address" },
        hop: { step: 2, host: "169.254.169.254", url: metadata },
      });
      const other = await request.post("/api/shorten-url", { data: { url: site.url("/port") } });
      expect(await other.json()).toMatchObject({
        error: { code: "redirect_private_address" },
        hop: { step: 2, host: "127.0.0.1", url: "http://127.0.0.1:9/admin" },
      });

      await openHydrated(page, `/${lang}/tools/url-shortener`);
      const field = page.getByLabel(text(lang, "url_shortener:form.urlLabel"));
      await field.fill(site.url("/go"));
      await page.getByRole("button", { name: text(lang, "url_shortener:form.submit") }).click();
      await expect(field).toHaveAttribute("aria-invalid", "true", { timeout: 15_000 });
      await expect(field).toHaveAccessibleDescription(
        text(lang, "url_shortener:errors.codes.redirect_private_address", {
          host: "169.254.169.254",
          step: 2,
        }),
      );
      await expect(page.getByTestId("short-link-result")).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await site.close();
    }
  });
}

test("a link that redirects to a blocklisted site is refused, naming that hop, in the page and the API", async ({
  page,
  request,
}) => {
  const site = await redirectingSite(() => "http://phishing.example/login");
  try {
    const response = await request.post("/api/shorten-url", { data: { url: site.url("/go") } });
    expect(await response.json()).toMatchObject({
      status: "error",
      isMalicious: true,
      error: { code: "redirect_blocklisted" },
      hop: { step: 2, host: "phishing.example", url: "http://phishing.example/login" },
    });
    await openHydrated(page, "/vi/tools/url-shortener");
    const field = page.getByLabel(text("vi", "url_shortener:form.urlLabel"));
    await field.fill(site.url("/go"));
    await page.getByRole("button", { name: text("vi", "url_shortener:form.submit") }).click();
    const warning = page.getByRole("alert").filter({ hasText: text("vi", "url_shortener:malicious.title") });
    // The chain is followed before the answer: up to its budget when the blocklisted host does not answer.
    await expect(warning).toContainText(
      text("vi", "url_shortener:malicious.codes.redirect_blocklisted", { host: "phishing.example", step: 2 }),
      { timeout: 15_000 },
    );
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("short-link-result")).toHaveCount(0);
    // The warning was about that address: it goes as soon as the address changes.
    await field.fill("https://example.org/");
    await expect(warning).toHaveCount(0);
    await expect(field).not.toHaveAttribute("aria-invalid");
  } finally {
    await site.close();
  }
});

test("a link that redirects to one of our own short links is refused at the field, naming the hop", async ({
  page,
  request,
  baseURL,
}) => {
  const own = await shortLink(request, baseURL);
  const site = await redirectingSite(() => own.shortenedUrl);
  try {
    await openHydrated(page, "/fr/tools/url-shortener");
    const field = page.getByLabel(text("fr", "url_shortener:form.urlLabel"));
    await field.fill(site.url("/go"));
    await page.getByRole("button", { name: text("fr", "url_shortener:form.submit") }).click();
    const message = text("fr", "url_shortener:errors.codes.redirect_self_link", {
      host: new URL(own.shortenedUrl).hostname,
      step: 2,
    });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  } finally {
    await site.close();
  }
});

test("an alias with accents is told so at its field, before anything is sent", async ({ page }) => {
  await openHydrated(page, "/fr/tools/url-shortener");
  let posted = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posted++;
  });
  await page.getByLabel(text("fr", "url_shortener:form.urlLabel")).fill("https://example.org/");
  const alias = page.getByLabel(text("fr", "url_shortener:form.aliasLabel"));
  await alias.fill("élections-2026");
  await page.getByRole("button", { name: text("fr", "url_shortener:form.submit") }).click();
  await expect(alias).toHaveAttribute("aria-invalid", "true");
  await expect(alias).toHaveAccessibleDescription(text("fr", "url_shortener:errors.codes.alias_accents"));
  expect(posted).toBe(0);
});

test("on a phone the toast does not cover the short link's actions", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHydrated(page, "/en/tools/url-shortener");
  await page.getByLabel("Long URL").fill(`${baseURL}/en/about?toast=${Math.random().toString(36).slice(2)}`);
  await page.getByRole("button", { name: "Shorten URL" }).click();
  const result = page.getByTestId("short-link-result");
  await expect(result).toBeInViewport();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  for (const action of [
    result.getByRole("button", { name: "Copy short link" }),
    result.getByRole("link", { name: "Investigate this link" }),
  ]) {
    const target = await action.boundingBox();
    if (!box || !target) throw new Error("not laid out");
    const overlaps =
      box.x < target.x + target.width &&
      target.x < box.x + box.width &&
      box.y < target.y + target.height &&
      target.y < box.y + box.height;
    expect(overlaps).toBe(false);
  }
});

testEachLook("the preview page, paused", async ({ page, request, baseURL }, look) => {
  const link = await shortLink(request, baseURL, "/en/about");
  await openHydrated(page, `${new URL(link.internalUrl).pathname}?lang=${look.lang}`);
  await page.getByRole("button", { name: text(look.lang, "url_shortener:preview.pause") }).click();
  await expect(status(page)).toHaveText(text(look.lang, "url_shortener:preview.pausedByVisitor"));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotLook(page, "url-shortener-preview", look);
});

testEachLook("the form with a refusal at its field", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/tools/url-shortener`);
  await page
    .getByLabel(text(look.lang, "url_shortener:form.urlLabel"))
    .fill("https://user:secret@example.com/");
  await page.getByRole("button", { name: text(look.lang, "url_shortener:form.submit") }).click();
  await expect(page.getByLabel(text(look.lang, "url_shortener:form.urlLabel"))).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotLook(page, "url-shortener-form-error", look);
});
