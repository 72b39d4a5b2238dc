import { expect, type Page, test } from "@playwright/test";
import { fixture } from "#app/tools/image-inspector/fixtures/make-images.ts";
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

// After a submit or a search, the answer's heading has the focus: keyboard and screen reader users
// continue from it rather than from the top of the page or a field that was replaced.
test("the link investigator's report takes the focus once it arrives", async ({ page, baseURL }) => {
  await openHydrated(page, "/fr/tools/link-investigator");
  await page.getByLabel(text("fr", "link_investigator:form.label")).fill(`${baseURL}/about`);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 2, name: text("fr", "link_investigator:report.heading") }),
  ).toBeFocused({ timeout: 20_000 });
});

test("link statistics take the focus; a wrong link sends it back to the field", async ({
  page,
  request,
  baseURL,
}) => {
  // A destination on the test server itself: no other host resolves here.
  const created = (await (
    await request.post("/api/shorten-url", { data: { url: `${baseURL}/about` } })
  ).json()) as { shortenedUrl: string };
  await openHydrated(page, "/vi/tools/link-analytics");
  const field = page.getByLabel(text("vi", "link_analytics:form.label"));
  await field.fill("not a short link at all");
  await page.keyboard.press("Enter");
  await expect(page.getByText(text("vi", "link_analytics:form.errors.invalid"))).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill(created.shortenedUrl);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: text("vi", "link_analytics:stats.title") }),
  ).toBeFocused();
});

test("Enter in the timestamp decoder's field takes the focus to the readings", async ({ page }) => {
  await openHydrated(page, "/en/tools/timestamp-decoder");
  await page.getByLabel(text("en", "timestamp_decoder:form.label")).fill("1700000000");
  await expect(page.getByTestId("decode-results")).toBeVisible();
  // Typing alone leaves the focus in the field: the readings change as one types.
  await expect(page.getByLabel(text("en", "timestamp_decoder:form.label"))).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 2, name: text("en", "timestamp_decoder:results.heading") }),
  ).toBeFocused();
});

test("a catalogue search lands on its results", async ({ page }) => {
  await openHydrated(page, "/fr");
  await page.getByRole("combobox", { name: text("fr", "common:search.label") }).fill("image");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/fr\/discover\?q=image$/);
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: text("fr", "common:pages.discover.results", { query: "image" }),
    }),
  ).toBeFocused();
});
