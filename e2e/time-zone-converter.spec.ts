import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

const SHARED = "/tools/time-zone-converter?time=2026-07-01T09:00&from=Europe/Paris&to=Asia/Ho_Chi_Minh,UTC";

for (const lang of LANGS) {
  test(`a shared address shows its answer in ${lang}, before and after hydration`, async ({ browser }) => {
    // Without JavaScript: the server rendered the answer itself.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`/${lang}${SHARED}`);
    await expect(bare.locator('[data-zone="Asia/Ho_Chi_Minh"] [data-testid="wall-time"]')).toHaveText(
      "14:00",
    );
    await context.close();
  });

  test(`the converter reads a shared address in ${lang}`, async ({ page }) => {
    await openHydrated(page, `/${lang}${SHARED}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "time_zone_converter:title"));
    const paris = page.locator('[data-zone="Europe/Paris"]');
    const hcm = page.locator('[data-zone="Asia/Ho_Chi_Minh"]');
    const utc = page.locator('[data-zone="UTC"]');
    await expect(paris.getByTestId("wall-time")).toHaveText("09:00");
    await expect(paris.getByTestId("zone-offset")).toHaveText(/UTC\+02:00 · CEST/);
    await expect(hcm.getByTestId("wall-time")).toHaveText("14:00");
    await expect(hcm.getByTestId("zone-offset")).toHaveText("UTC+07:00");
    await expect(utc.getByTestId("wall-time")).toHaveText("07:00");
    // The date as the language writes it.
    const date = {
      en: "Wednesday, July 1, 2026",
      fr: "mercredi 1er juillet 2026",
      vi: "Thứ Tư, 1 tháng 7, 2026",
    };
    await expect(hcm.getByTestId("wall-date")).toHaveText(date[lang]);
  });
}

test("a zone is found by its city's name in French and Vietnamese, and added", async ({ page }) => {
  await openHydrated(page, `/fr${SHARED}`);
  const add = page.getByRole("combobox", { name: text("fr", "time_zone_converter:picker.add") });
  await add.fill("Londres");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("Europe/London");
  await add.press("Enter");
  await expect(page.locator('[data-zone="Europe/London"] [data-testid="wall-time"]')).toHaveText("08:00");
  expect(new URL(page.url()).searchParams.get("to")).toBe("Asia/Ho_Chi_Minh,UTC,Europe/London");

  await openHydrated(page, "/vi/tools/time-zone-converter?time=2026-07-01T09:00&from=UTC&to=");
  const vi = page.getByRole("combobox", { name: text("vi", "time_zone_converter:picker.add") });
  await vi.fill("Hà Nội");
  await page.getByRole("option", { name: /Asia\/Ho_Chi_Minh/ }).click();
  await expect(page.locator('[data-zone="Asia/Ho_Chi_Minh"] [data-testid="wall-time"]')).toHaveText("16:00");
  // …and by country: Allemagne.
  await openHydrated(page, `/fr${SHARED}`);
  await add.fill("Allemagne");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("Europe/Berlin");
});

test("the source zone can be changed by searching, and a zone removed", async ({ page }) => {
  await openHydrated(page, `/en${SHARED}`);
  const from = page.getByRole("combobox", { name: text("en", "time_zone_converter:form.from") });
  await from.fill("new york");
  // The zone names load on first use: Enter picks the first match once there is one.
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("America/New_York");
  await from.press("Enter");
  await expect(page).toHaveURL(/from=America\/New_York/);
  await expect(page.locator('[data-zone="Asia/Ho_Chi_Minh"] [data-testid="wall-time"]')).toHaveText("20:00");
  await page
    .getByRole("button", { name: text("en", "time_zone_converter:result.remove", { zone: "UTC" }) })
    .click();
  await expect(page.locator('[data-zone="UTC"]')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("to")).toBe("Asia/Ho_Chi_Minh");
});

test("a time skipped by daylight saving time is named, a repeated one offers both readings", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/time-zone-converter?time=2026-03-29T02:30&from=Europe/Paris&to=UTC");
  await expect(page.getByTestId("dst-notice")).toHaveText(
    "02:30 does not exist in Paris on March 29, 2026: clocks jumped from 02:00 to 03:00. It is read as 03:30, the time after the jump.",
  );
  await openHydrated(page, "/fr/tools/time-zone-converter?time=2026-10-25T02:30&from=Europe/Paris&to=UTC");
  const notice = page.getByTestId("dst-notice");
  await expect(notice).toContainText("02:30 a eu lieu deux fois à Paris le 25 octobre 2026");
  await expect(page.locator('[data-zone="UTC"] [data-testid="wall-time"]')).toHaveText("00:30");
  await notice
    .getByRole("link", { name: text("fr", "time_zone_converter:dst.second", { offset: "+01:00" }) })
    .click();
  await expect(page.locator('[data-zone="UTC"] [data-testid="wall-time"]')).toHaveText("01:30");
  expect(new URL(page.url()).searchParams.get("time")).toBe("2026-10-25T02:30+01:00");
});

test("bad input gets a message beside its field, and the other fields keep their values", async ({
  page,
}) => {
  await openHydrated(
    page,
    "/en/tools/time-zone-converter?time=2026-02-30T09:00&from=Mars/Olympus&to=UTC,Nowhere/Land",
  );
  await expect(page.getByText("2026-02-30 does not exist: February 2026 has 28 days.")).toBeVisible();
  await expect(
    page.getByText(text("en", "time_zone_converter:problems.unknown_zone", { zone: "Mars/Olympus" })),
  ).toBeVisible();
  await expect(page.locator('[data-zone="Nowhere/Land"]')).toContainText(
    text("en", "time_zone_converter:problems.unknown_zone", { zone: "Nowhere/Land" }),
  );
  await expect(page.getByLabel(text("en", "time_zone_converter:form.clock"))).toHaveValue("09:00");
  await page.getByLabel(text("en", "time_zone_converter:form.date")).fill("2026-02-28");
  await page.getByLabel(text("en", "time_zone_converter:form.clock")).fill("25:00");
  await page.getByRole("button", { name: text("en", "time_zone_converter:form.submit") }).click();
  await expect(page.getByText(text("en", "time_zone_converter:problems.time_format"))).toBeVisible();
  await expect(page.getByLabel(text("en", "time_zone_converter:form.date"))).toHaveValue("2026-02-28");
});

test("the form converts without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/fr${SHARED}`);
  await page.getByLabel(text("fr", "time_zone_converter:form.clock")).fill("10:15");
  await page.getByRole("button", { name: text("fr", "time_zone_converter:form.submit") }).click();
  await expect(page.locator('[data-zone="Asia/Ho_Chi_Minh"] [data-testid="wall-time"]')).toHaveText("15:15");
  await context.close();
});

test("a bare address takes the visitor's zone, UTC and the page language's zone", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await openHydrated(page, "/vi/tools/time-zone-converter");
  await expect(page).toHaveURL(/from=America\/New_York&to=UTC,Asia\/Ho_Chi_Minh/);
  await expect(page.locator('[data-zone="Asia/Ho_Chi_Minh"] [data-testid="wall-time"]')).toBeVisible();
  await context.close();
});

test("axe finds no serious violation, with the zone list open", async ({ page }) => {
  await openHydrated(
    page,
    "/fr/tools/time-zone-converter?time=2026-10-25T02:30&from=Europe/Paris&to=Asia/Ho_Chi_Minh,UTC",
  );
  await page.getByRole("combobox", { name: text("fr", "time_zone_converter:picker.add") }).fill("Pékin");
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  await page.screenshot({
    path: "e2e/screenshots/time-zone-converter-fr-desktop-light-picker.png",
    fullPage: true,
  });
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of the time zone converter", async ({ page }, look) => {
  await openHydrated(
    page,
    `/${look.lang}/tools/time-zone-converter?time=2026-10-25T02:30&from=Europe/Paris&to=Asia/Ho_Chi_Minh,UTC,America/New_York`,
  );
  await expect(page.getByTestId("dst-notice")).toBeVisible();
  await screenshotLook(page, "time-zone-converter", look);
});
