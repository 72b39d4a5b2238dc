import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

// Twitter API v2's sample post, created 2019-12-31T19:26:16Z: 02:26:16 on 1 January 2020 in Hồ Chí Minh City.
const POST = "https://x.com/TwitterDev/status/1212092628029698048";
const decoderAddress = (lang: string) =>
  `/${lang}/tools/timestamp-decoder?value=${encodeURIComponent(POST)}&zone=Asia%2FHo_Chi_Minh`;
// NREL's SPA example: Golden, Colorado, 17 October 2003 at 12:30:30 UTC−7 (13:30:30 in Denver, on summer
// time): the sun at azimuth 194.34°, 39.89° high; sunrise 07:12 and sunset 18:20 Denver time.
const sunAddress = (lang: string) =>
  `/${lang}/tools/sun-position?lat=39.742476&lon=-105.1786&time=2003-10-17T19:30:30Z&zone=America%2FDenver`;

/** Errors the page logs (a hydration mismatch among them), gathered from the moment it is called. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const lang of LANGS) {
  test(`a shared decoder address reads a post's time in ${lang}`, async ({ page }) => {
    const errors = consoleErrors(page);
    await openHydrated(page, decoderAddress(lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "timestamp_decoder:title"));
    const reading = page.getByTestId("reading");
    await expect(reading).toHaveCount(1);
    await expect(reading.getByRole("heading")).toHaveText(text(lang, "timestamp_decoder:kinds.twitter"));
    await expect(reading.getByTestId("reading-iso")).toHaveText("2019-12-31T19:26:16.771Z");
    await expect(reading).toContainText(text(lang, "timestamp_decoder:results.fromUrl"));
    // 02:26 in Hồ Chí Minh City, 19:26 in UTC: a 24-hour clock in every language (decision 016).
    await expect(reading).toContainText(/02:26:16[,.]771/);
    await expect(reading).toContainText(/19:26:16[,.]771/);
    expect(errors).toEqual([]);
  });

  test(`a shared sun address reads the sun and the day in ${lang}`, async ({ page }) => {
    const errors = consoleErrors(page);
    await openHydrated(page, sunAddress(lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "sun_position:title"));
    await expect(page.getByTestId("sun-azimuth")).toContainText(lang === "en" ? "194.0°" : "194,0°");
    await expect(page.getByTestId("sun-altitude")).toContainText(lang === "en" ? "40.0°" : "40,0°");
    await expect(page.getByTestId("sunrise")).toContainText("07:14");
    await expect(page.getByTestId("sunset")).toContainText("18:20");
    await expect(page.getByTestId("sun-chart")).toBeVisible();
    // The chart's table: one row an hour, midnight to midnight.
    await page.getByText(text(lang, "sun_position:chart.table")).click();
    await expect(page.getByTestId("sun-table").locator("tbody tr")).toHaveCount(25);
    expect(errors).toEqual([]);
  });
}

test("the decoder lists each reading of a bare number, changes unit, and keeps the value in the address", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/timestamp-decoder");
  const value = page.getByLabel(text("en", "timestamp_decoder:form.label"));
  await value.fill("1212092628029698048");
  await expect(page.getByTestId("reading")).toHaveCount(4);
  await expect(page.getByTestId("reading").first()).toHaveAttribute("data-kind", "twitter");
  await expect(page.getByText(text("en", "timestamp_decoder:results.several"))).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("value")).toBe("1212092628029698048");

  await value.fill("1700000000");
  await expect(page.getByTestId("reading-iso")).toHaveText("2023-11-14T22:13:20Z");
  await page.getByLabel(text("en", "timestamp_decoder:form.unit")).selectOption("ms");
  await expect(page.getByTestId("reading").getByRole("heading")).toHaveText("Unix time in milliseconds");
  await expect(page.getByTestId("reading-iso")).toHaveText("1970-01-20T16:13:20Z");
  await expect.poll(() => new URL(page.url()).searchParams.get("unit")).toBe("ms");

  // The result's link is its address, copied whole.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: text("en", "timestamp_decoder:share.copy") }).click();
  await expect(
    page.getByRole("button", { name: text("en", "timestamp_decoder:share.copied") }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test("the decoder says beside the field what is wrong, and keeps the other fields", async ({ page }) => {
  await openHydrated(page, "/fr/tools/timestamp-decoder?zone=Europe%2FParis");
  const value = page.getByLabel(text("fr", "timestamp_decoder:form.label"));
  // The message's live region is there, empty, before the message: only then is its arrival read out.
  const region = value.locator("xpath=..").locator('[aria-live="polite"]');
  await expect(region).toHaveText("");
  await value.fill("hier à midi");
  await expect(value).toHaveAccessibleDescription(text("fr", "timestamp_decoder:errors.unreadable"));
  await expect(region).toHaveText(text("fr", "timestamp_decoder:errors.unreadable"));
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await value.fill("919108f7-52d1-4320-9bac-f847db4148a8");
  await expect(value).toHaveAccessibleDescription(
    text("fr", "timestamp_decoder:errors.uuid_no_time", { version: 4 }),
  );
  await expect(page.getByRole("combobox", { name: text("fr", "timestamp_decoder:form.zone") })).toHaveValue(
    "Paris (Europe/Paris)",
  );
  await expect(page.getByTestId("reading")).toHaveCount(0);
});

test("the sun page finds when a shadow points a measured way, and says what is wrong beside a field", async ({
  page,
}) => {
  await openHydrated(page, sunAddress("fr"));
  await page.getByLabel(text("fr", "sun_position:shadow.direction")).fill("14,3");
  const matches = page.getByTestId("shadow-matches");
  await expect(matches.getByRole("listitem")).toHaveCount(1);
  await expect(matches).toContainText(/13:(29|30|31)/);
  const ratio = page.getByLabel(text("fr", "sun_position:shadow.ratio"));
  await ratio.fill("-1");
  await expect(ratio).toHaveAccessibleDescription(text("fr", "sun_position:errors.ratio"));
  await expect(ratio).toHaveAttribute("aria-invalid", "true");
  await ratio.fill("1,2");
  await expect(ratio).not.toHaveAttribute("aria-invalid");
  await expect(matches).toContainText(text("fr", "sun_position:shadow.lengthFits"));
  await expect.poll(() => new URL(page.url()).searchParams.get("ratio")).toBe("1,2");

  const place = page.getByLabel(text("fr", "sun_position:form.place"));
  await place.fill("91, 2");
  await expect(place).toHaveAccessibleDescription(text("fr", "sun_position:errors.place.lat_range"));
  const date = page.getByLabel(text("fr", "sun_position:form.date"), { exact: true });
  await expect(date).toHaveValue("2003-10-17");
  await expect(page.getByLabel(text("fr", "sun_position:form.clock"), { exact: true })).toHaveValue(
    "13:30:30",
  );
  await expect(page.getByLabel(text("fr", "sun_position:shadow.direction"))).toHaveValue("14,3");
  await place.fill(`39°44'32.9"N 105°10'43"W`);
  await expect(page.getByTestId("sun-azimuth")).toContainText("194,0°");

  // A date that does not exist is said beside its field (the typed text kept); a real one reads again.
  await date.fill("2003-02-30");
  await expect(date).toHaveValue("2003-02-30");
  await expect(date).toHaveAccessibleDescription(
    "La date 2003-02-30 n’existe pas\u00a0: février 2003 compte 28 jours.",
  );
  await expect(page.getByTestId("sun-results")).toHaveCount(0);
  await date.fill("2003-10-17");
  await expect(page.getByTestId("sun-azimuth")).toContainText("194,0°");
});

test("an address with an unknown zone or an unreadable time says so beside the field", async ({ page }) => {
  await openHydrated(
    page,
    "/en/tools/sun-position?lat=48.8584&lon=2.2945&time=yesterday&zone=Mars%2FOlympus",
  );
  const sunZone = page.getByRole("combobox", { name: text("en", "sun_position:form.zone") });
  await expect(sunZone).toHaveAttribute("aria-invalid", "true");
  await expect(sunZone).toHaveAccessibleDescription(
    new RegExp(`^${escapeRegExp(text("en", "sun_position:errors.zoneUnknown", { zone: "Mars/Olympus" }))}`),
  );
  await expect(
    page.getByText(text("en", "sun_position:errors.timeAddress", { time: "yesterday" })),
  ).toBeVisible();
  // The rest still works, on the current time.
  await expect(page.getByTestId("sun-azimuth")).toBeVisible();
  await openHydrated(page, "/vi/tools/timestamp-decoder?value=1700000000&zone=Mars%2FOlympus");
  const decodeZone = page.getByRole("combobox", { name: text("vi", "timestamp_decoder:form.zone") });
  await expect(decodeZone).toHaveAttribute("aria-invalid", "true");
  await expect(decodeZone).toHaveAccessibleDescription(
    new RegExp(
      `^${escapeRegExp(text("vi", "timestamp_decoder:form.zoneUnknown", { zone: "Mars/Olympus" }))}`,
    ),
  );
  await expect(page.getByTestId("reading-iso")).toHaveText("2023-11-14T22:13:20Z");
});

test("both tools find a zone by a city's name in the page's language", async ({ page }) => {
  // Vietnamese: London is "Luân Đôn"; the post's 19:26:16 UTC is 19:26:16 in London's winter.
  await openHydrated(page, "/vi/tools/timestamp-decoder?value=1212092628029698048&zone=Asia%2FTokyo");
  const decodeZone = page.getByRole("combobox", { name: text("vi", "timestamp_decoder:form.zone") });
  await decodeZone.fill("Luân Đôn");
  const zones = page.getByRole("listbox", { name: text("vi", "timestamp_decoder:form.zone") });
  await expect(zones.getByRole("option").first()).toContainText("Europe/London");
  await decodeZone.press("Enter");
  await expect.poll(() => new URL(page.url()).searchParams.get("zone")).toBe("Europe/London");
  await expect(decodeZone).toHaveValue("Luân Đôn (Europe/London)");
  await expect(page.getByTestId("reading").first()).toContainText(/19:26:16[,.]771/);

  // French: "Londres". Golden's sunrise (07:14 in Denver, on summer time) is 14:14 in London on BST.
  await openHydrated(page, sunAddress("fr"));
  const sunZone = page.getByRole("combobox", { name: text("fr", "sun_position:form.zone") });
  await expect(sunZone).toHaveValue("Denver (America/Denver)");
  await sunZone.fill("Londres");
  await page
    .getByRole("listbox", { name: text("fr", "sun_position:form.zone") })
    .getByRole("option", { name: /Europe\/London/ })
    .click();
  await expect.poll(() => new URL(page.url()).searchParams.get("zone")).toBe("Europe/London");
  await expect(page.getByTestId("sunrise")).toContainText("14:14");
});

test("axe finds no serious violation on either tool", async ({ page }) => {
  await openHydrated(page, decoderAddress("en"));
  await expect(page.getByTestId("reading")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await openHydrated(page, `${sunAddress("vi")}&shadow=14.3`);
  await expect(page.getByTestId("shadow-matches")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshots of the timestamp decoder and the sun position", async ({ page }, look) => {
  await openHydrated(
    page,
    `/${look.lang}/tools/timestamp-decoder?value=1212092628029698048&zone=Europe%2FParis`,
  );
  await expect(page.getByTestId("reading")).toHaveCount(4);
  await screenshotLook(page, "timestamp-decoder", look);
  await openHydrated(page, `${sunAddress(look.lang)}&shadow=14.3&ratio=1.2`);
  await expect(page.getByTestId("shadow-matches")).toBeVisible();
  await page.getByText(text(look.lang, "sun_position:chart.table")).click();
  await screenshotLook(page, "sun-position", look);
});
