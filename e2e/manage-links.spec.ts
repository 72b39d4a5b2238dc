import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

interface Created {
  shortenedUrl: string;
  internalUrl: string;
  manageKey: string;
  manageUrl: string;
}

/** A destination on this very server (there is no internet here), new at every call. */
function destination(baseURL: string | undefined, page = "/en/about"): string {
  return `${baseURL}${page}?from=${Math.random().toString(36).slice(2)}`;
}

async function create(
  request: APIRequestContext,
  baseURL: string | undefined,
  fields: { unlisted?: boolean; alias?: string; language?: string } = {},
): Promise<Created & { slug: string }> {
  const response = await request.post("/api/shorten-url", { data: { url: destination(baseURL), ...fields } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Created;
  return { ...body, slug: body.shortenedUrl.split("/").at(-1) ?? "" };
}

/** The recent links' grid, which its live stream keeps current. */
async function openGrid(page: Page) {
  await openHydrated(page, "/en/tools/url-shortener");
  return page.getByTestId("recent-link");
}

/** The id of a link, as its manager reads it. */
async function idOf(request: APIRequestContext, link: { slug: string; manageKey: string }): Promise<number> {
  const response = await request.get(`/api/short-links/${link.slug}`, {
    headers: { authorization: `Bearer ${link.manageKey}` },
  });
  return ((await response.json()) as { link: { id: number } }).link.id;
}

test("an unlisted link stays out of the recent links and their live stream", async ({
  page,
  request,
  baseURL,
}) => {
  const grid = await openGrid(page);
  const heard: number[] = [];
  await page.exposeFunction("heard", (data: string) =>
    heard.push((JSON.parse(data) as { id?: number }).id ?? 0),
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const source = new EventSource("/api/short-links/events");
        source.addEventListener("open", () => resolve());
        source.addEventListener("change", (event) =>
          (window as unknown as { heard(d: string): void }).heard(event.data),
        );
      }),
  );
  const hidden = await create(request, baseURL, { unlisted: true });
  // Clicked, so that its clicks are announced too.
  await request.get(hidden.shortenedUrl, { maxRedirects: 0 });
  const listed = await create(request, baseURL);
  const [hiddenId, listedId] = [await idOf(request, hidden), await idOf(request, listed)];
  await expect(grid.locator(`a[href$="/s/${listed.slug}"]`).first()).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => heard.includes(listedId), { timeout: 10_000 }).toBe(true);
  // Clicks are announced within a second of being stored.
  await page.waitForTimeout(1500);
  expect(heard).not.toContain(hiddenId);
  await expect(page.locator(`a[href$="/s/${hidden.slug}"]`)).toHaveCount(0);
  await page.reload();
  await expect(page.locator(`a[href$="/s/${listed.slug}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href$="/s/${hidden.slug}"]`)).toHaveCount(0);
});

test("the form makes an unlisted link and shows its management address once, with a warning in words", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openHydrated(page, "/en/tools/url-shortener");
  const url = destination(baseURL);
  await page.getByLabel("Long URL").fill(url);
  await page.getByLabel("Unlisted").check();
  await page.getByRole("button", { name: "Shorten URL" }).click();
  const result = page.getByTestId("short-link-result");
  await expect(result.getByText("Unlisted: it is not shown among the recent links.")).toBeVisible();
  await expect(result.getByText(/Shown only once: save this management address now/)).toBeVisible();
  const address = result.getByLabel("Management address");
  await expect(address).toHaveValue(
    new RegExp(`^${baseURL}/en/tools/url-shortener/manage/[a-z0-9]{7}#key=[\\w-]{43}$`),
  );
  await result.getByRole("button", { name: "Copy management address" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());

  // The same address shortened again, listed: a link of its own, the unlisted one never revealed.
  const unlistedAddress = await address.inputValue();
  await page.getByLabel("Long URL").fill(url);
  await page.getByLabel("Unlisted").uncheck();
  await page.getByRole("button", { name: "Shorten URL" }).click();
  await expect(address).not.toHaveValue(unlistedAddress, { timeout: 10_000 });
  await expect(result.getByText("Unlisted: it is not shown among the recent links.")).toHaveCount(0);
  // Once more: now someone's listed link exists, and it comes without its key.
  await page.getByLabel("Long URL").fill(url);
  await page.getByRole("button", { name: "Shorten URL" }).click();
  await expect(page.getByTestId("existing-link-note")).toContainText("without its management key");
  await expect(page.getByLabel("Management address")).toHaveCount(0);
});

test("with its key, a link's destination changes and the preview page shows the change", async ({
  page,
  request,
  baseURL,
}) => {
  const link = await create(request, baseURL, { alias: `moving-${Math.random().toString(36).slice(2, 8)}` });
  await openHydrated(page, new URL(link.manageUrl).pathname + new URL(link.manageUrl).hash);
  const field = page.getByLabel("New destination");
  await field.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Change destination" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter a valid URL")).toBeVisible();

  const target = destination(baseURL, "/en/help");
  await field.fill(target);
  await page.getByRole("button", { name: "Change destination" }).click();
  await expect(page.getByText("Destination changed", { exact: true })).toBeVisible();
  await expect(page.getByTestId("managed-destination")).toHaveText(target);
  await expect(page.getByRole("heading", { name: "Changes of destination" })).toBeVisible();

  await openHydrated(page, new URL(link.internalUrl).pathname);
  await expect(page.getByText(/^Destination changed on /)).toBeVisible();
  await expect(page.getByText(`${target}`).first()).toBeVisible();
  const redirect = await request.get(link.shortenedUrl, { maxRedirects: 0 });
  expect(redirect.headers().location).toBe(target);
});

test("an unlisted link's statistics open only with its key", async ({ page, request, baseURL }) => {
  // Four pages in a row.
  test.slow();
  const link = await create(request, baseURL, { unlisted: true });
  // A person's visit (Playwright's own agent counts as a bot).
  await request.get(link.shortenedUrl, { maxRedirects: 0, headers: { "user-agent": BROWSER } });
  await openHydrated(page, `/en/tools/link-analytics/${link.slug}#key=${"A".repeat(43)}`);
  await expect(
    page.getByText("The key in this address does not match this link.", { exact: false }),
  ).toBeVisible();
  await openHydrated(page, `/en/tools/link-analytics/${link.slug}`);
  await expect(page.getByRole("heading", { name: "These statistics are private" })).toBeVisible();
  await expect(page.getByTestId("total-humans")).toHaveCount(0);

  await openHydrated(page, new URL(link.manageUrl).pathname + new URL(link.manageUrl).hash);
  await page.getByRole("link", { name: "See its statistics" }).click();
  await expect(page.getByTestId("total-humans")).toHaveText("1", { timeout: 10_000 });
  await page.getByRole("link", { name: "Last 24 hours" }).click();
  await expect(page).toHaveURL(/range=24h#key=/);
  await expect(page.getByTestId("total-humans")).toHaveText("1");
});

test("a wrong key is refused at the field and changes nothing", async ({ page, request, baseURL }) => {
  const link = await create(request, baseURL);
  const other = await create(request, baseURL);
  await openHydrated(page, `/en/tools/url-shortener/manage/${link.slug}#key=${other.manageKey}`);
  const field = page.getByLabel("Management key");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("This key does not match this short link.", { exact: false })).toBeVisible();
  await field.fill("");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByText("Enter the management key of this link.")).toBeVisible();
  const api = await request.delete(`/api/short-links/${link.slug}`, {
    headers: { authorization: `Bearer ${other.manageKey}` },
  });
  expect(api.status()).toBe(403);
  await field.fill(link.manageKey);
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByText("Listed among the recent links; its statistics are public.")).toBeVisible();
});

test("deleting a link makes it 410 at once, and it leaves the live recent links", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Another link stays in the grid whatever the tests running alongside remove or disable.
  await create(request, baseURL);
  const link = await create(request, baseURL);
  const other = await browser.newPage();
  const grid = await openGrid(other);
  await expect(other.locator(`a[href$="/s/${link.slug}"]`).first()).toBeVisible({ timeout: 10_000 });
  expect((await request.get(link.shortenedUrl, { maxRedirects: 0 })).status()).toBe(302);

  await openHydrated(page, new URL(link.manageUrl).pathname + new URL(link.manageUrl).hash);
  await page.getByRole("button", { name: "Delete link" }).click();
  await expect(page.getByRole("button", { name: "Yes, delete it for good" })).toBeFocused();
  await page.getByRole("button", { name: "Yes, delete it for good" }).click();
  await expect(page.getByText("This short link is deleted.", { exact: false })).toBeVisible();

  // At once: the very next request, with no wait for any cache to expire.
  const gone = await request.get(link.shortenedUrl, { maxRedirects: 0 });
  expect(gone.status()).toBe(410);
  await expect(other.locator(`a[href$="/s/${link.slug}"]`)).toHaveCount(0);
  expect(await grid.count()).toBeGreaterThan(0);
  await other.close();

  const response = await openHydrated(page, link.shortenedUrl);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Link removed" })).toBeVisible();
  await expect(page.getByText("This short link was removed by its creator.", { exact: false })).toBeVisible();
  expect((await page.request.get(new URL(link.internalUrl).pathname)).status()).toBe(410);
});

for (const lang of LANGS) {
  test(`in ${lang}, disabling a link makes it 410 at once, saying its creator disabled it, until it is enabled again`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Two pages, each checked with axe.
    test.slow();
    const link = await create(request, baseURL, { language: lang });
    expect((await request.get(link.shortenedUrl, { maxRedirects: 0 })).status()).toBe(302);
    await openHydrated(page, new URL(link.manageUrl).pathname + new URL(link.manageUrl).hash);
    const status = page.getByTestId("managed-status");
    await expect(status).toHaveText(text(lang, "url_shortener:manage.active"));
    const disable = page.getByRole("button", { name: text(lang, "url_shortener:manage.disable") });
    await expect(disable).toHaveAccessibleDescription(text(lang, "url_shortener:manage.disableText"));
    // By keyboard: the focus stays on the button, which now offers to enable the link again.
    await disable.focus();
    await page.keyboard.press("Enter");
    const enable = page.getByRole("button", { name: text(lang, "url_shortener:manage.enable") });
    await expect(enable).toBeFocused();
    // "Disabled since {date}: …", the date as the page formats it.
    for (const part of text(lang, "url_shortener:manage.disabledSince", { date: "\u0000" }).split("\u0000")) {
      await expect(status).toContainText(part);
    }
    // At once: the very next request after the change, with no wait for any cache to expire (a time limit
    // here failed under CI's load while the answer was right).
    const off = await request.get(link.shortenedUrl, { maxRedirects: 0 });
    expect(off.status()).toBe(410);
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await page.context().newPage();
    const response = await openHydrated(visitor, new URL(link.internalUrl).pathname);
    expect(response?.status()).toBe(410);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
      text(lang, "url_shortener:preview.disabledTitle"),
    );
    await expect(visitor.getByText(text(lang, "url_shortener:preview.disabled"))).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);

    await page.keyboard.press("Enter");
    await expect(disable).toBeFocused();
    await expect(status).toHaveText(text(lang, "url_shortener:manage.active"));
    const on = await request.get(link.shortenedUrl, { maxRedirects: 0 });
    expect(on.status()).toBe(302);
    await visitor.close();
  });
}

for (const lang of LANGS) {
  test(`the manage page reads in ${lang} and has no serious accessibility violation`, async ({
    page,
    request,
    baseURL,
  }) => {
    const link = await create(request, baseURL, { unlisted: true, language: lang });
    expect(link.manageUrl).toContain(`/${lang}/tools/url-shortener/manage/`);
    await openHydrated(page, new URL(link.manageUrl).pathname + new URL(link.manageUrl).hash);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text(lang, "url_shortener:manage.title"),
    );
    await expect(page.getByText(text(lang, "url_shortener:manage.unlisted"))).toBeVisible();
    await expect(
      page.getByRole("heading", { name: text(lang, "url_shortener:manage.removeTitle") }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

testEachLook("the manage page", async ({ page, request, baseURL }, look) => {
  // Three pages, a destination changed (its chain followed) and a link made: on a busy machine, long.
  test.slow();
  const link = await create(request, baseURL, { unlisted: true, language: look.lang });
  await openHydrated(page, new URL(link.manageUrl).pathname + new URL(link.manageUrl).hash);
  const field = page.getByLabel(text(look.lang, "url_shortener:manage.editLabel"));
  await field.fill(destination(baseURL, "/en/help"));
  await page.getByRole("button", { name: text(look.lang, "url_shortener:manage.editSubmit") }).click();
  await expect(
    page.getByRole("heading", { name: text(look.lang, "url_shortener:preview.historyTitle") }),
  ).toBeVisible();
  await field.fill("pas une adresse");
  await page.getByRole("button", { name: text(look.lang, "url_shortener:manage.editSubmit") }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: text(look.lang, "url_shortener:manage.disable") }).click();
  await expect(
    page.getByRole("button", { name: text(look.lang, "url_shortener:manage.enable") }),
  ).toBeVisible();
  await page.getByRole("button", { name: text(look.lang, "url_shortener:manage.remove") }).click();
  await screenshotLook(page, "manage-link", look);

  await openHydrated(page, "/tools/url-shortener".replace(/^/, `/${look.lang}`));
  await page.getByLabel(text(look.lang, "url_shortener:form.urlLabel")).fill(destination(baseURL));
  await page.getByLabel(text(look.lang, "url_shortener:form.unlistedLabel")).check();
  await page.getByRole("button", { name: text(look.lang, "url_shortener:form.submit") }).click();
  await expect(page.getByLabel(text(look.lang, "url_shortener:result.keyAddress"))).toBeVisible();
  await screenshotLook(page, "manage-key-result", look);

  await openHydrated(page, new URL(link.internalUrl).pathname);
  await screenshotLook(page, "preview-history", look);
});
