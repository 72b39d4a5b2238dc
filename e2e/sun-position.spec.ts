import { expect, test } from "@playwright/test";
import { addToNewCase } from "./add-to-case.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";
import { consoleErrors, escapeRegExp } from "./page-checks.ts";

// NREL's SPA example: Golden, Colorado, 17 October 2003 at 12:30:30 UTC−7 (13:30:30 in Denver, on summer
// time): the sun at azimuth 194.34°, 39.89° high; sunrise 07:12 and sunset 18:20 Denver time.
const sunAddress = (lang: string) =>
  `/${lang}/tools/sun-position?lat=39.742476&lon=-105.1786&time=2003-10-17T19:30:30Z&zone=America%2FDenver`;

for (const lang of LANGS) {
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

  const place = page.getByRole("combobox", { name: text("fr", "sun_position:form.place") });
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
});

test("the sun page finds a zone by a city's name in the page's language", async ({ page }) => {
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

// A city typed in the page's language (or another), accents or not, picked with the keyboard.
const searches = {
  en: { typed: "munchen", option: /^München → Munich · Germany/, field: "Munich, Germany", lat: 48.137 },
  fr: { typed: "Geneve", option: /^Genève · Suisse/, field: "Genève, Suisse", lat: 46.202 },
  vi: { typed: "ha noi", option: /^Hà Nội · Việt Nam/, field: "Hà Nội, Việt Nam", lat: 21.024 },
} as const;

for (const lang of LANGS) {
  test(`the sun page finds a place by its name, fetching the list only then, in ${lang}`, async ({
    page,
  }) => {
    // The list's data, told from the search code that may share its chunk's name by its credit line.
    const fetched: Promise<string | null>[] = [];
    page.on("response", (response) =>
      fetched.push(
        /\/assets\/places-[^/]*\.js$/.test(response.url())
          ? response.text().then((body) => (body.includes("geonames.org") ? response.url() : null))
          : Promise.resolve(null),
      ),
    );
    await openHydrated(page, `/${lang}/tools/sun-position?zone=UTC`);
    const place = page.getByRole("combobox", { name: text(lang, "sun_position:form.place") });
    const search = searches[lang];
    await place.fill(search.typed.slice(0, 1));
    const placesChunk = async () => (await Promise.all(fetched)).filter((url) => url !== null);
    expect(await placesChunk()).toEqual([]);
    await place.fill(search.typed);
    const list = page.getByRole("listbox", { name: text(lang, "sun_position:form.place") });
    await expect(list.getByRole("option").first()).toHaveAccessibleName(search.option);
    expect(await placesChunk()).toHaveLength(1);
    await expect(page.getByText(text(lang, "sun_position:form.placesSource"))).toBeVisible();
    await place.press("ArrowDown");
    await place.press("ArrowUp");
    await place.press("Enter");
    await expect(list).toBeHidden();
    await expect(place).toHaveValue(search.field);
    // Its coordinates under the field, to check against a map.
    const chosen = text(lang, "sun_position:form.placeChosen", {
      place: search.field,
      coordinates: "COORDINATES",
    });
    await expect(place).toHaveAccessibleDescription(
      new RegExp(
        `^${escapeRegExp(chosen).replace("COORDINATES", "\\d+[.,]\\d+° \\p{Lu}, \\d+[.,]\\d+° \\p{Lu}")}$`,
        "u",
      ),
    );
    await expect(page.getByTestId("sun-azimuth")).toBeVisible();
    await expect.poll(() => Number(new URL(page.url()).searchParams.get("lat"))).toBeCloseTo(search.lat, 2);
    // A name of no city in the list is said at the field, and changes nothing else.
    await place.fill("Xyzzyville");
    await expect(place).toHaveAttribute("aria-invalid", "true");
    await expect(place).toHaveAccessibleDescription(text(lang, "sun_position:errors.place.no_place"));
    await expect(page.getByTestId("sun-results")).toHaveCount(0);
  });
}

test("the sun page reads coordinates as people paste them: degrees, minutes and seconds, and map links", async ({
  page,
}) => {
  await openHydrated(page, "/vi/tools/sun-position?zone=Asia%2FHo_Chi_Minh");
  const place = page.getByRole("combobox", { name: text("vi", "sun_position:form.place") });
  for (const pasted of [
    `21°01'42"N 105°51'15"E`,
    "https://www.google.com/maps/@21.0285,105.8542,15z",
    "https://www.google.com/maps?q=21.0285,105.8542",
  ]) {
    await place.fill(pasted);
    await expect(place).not.toHaveAttribute("aria-invalid");
    await expect(page.getByRole("listbox", { name: text("vi", "sun_position:form.place") })).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.get("lat")).toMatch(/^21\.028/);
    await expect.poll(() => new URL(page.url()).searchParams.get("lon")).toMatch(/^105\.854/);
    await expect(page.getByTestId("sun-azimuth")).toBeVisible();
  }
});

test("axe finds no serious violation with the place list open", async ({ page }) => {
  await openHydrated(page, "/fr/tools/sun-position?zone=UTC");
  await page.getByRole("combobox", { name: text("fr", "sun_position:form.place") }).fill("san");
  await expect(page.getByRole("listbox", { name: text("fr", "sun_position:form.place") })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("axe finds no serious violation on the sun position page", async ({ page }) => {
  await openHydrated(page, `${sunAddress("vi")}&shadow=14.3`);
  await expect(page.getByTestId("shadow-matches")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshots of the sun position", async ({ page }, look) => {
  await openHydrated(page, `${sunAddress(look.lang)}&shadow=14.3&ratio=1.2`);
  await expect(page.getByTestId("shadow-matches")).toBeVisible();
  await page.getByText(text(look.lang, "sun_position:chart.table")).click();
  await screenshotLook(page, "sun-position", look);
});

testEachLook("screenshots of the sun position place search", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/tools/sun-position?zone=UTC`);
  const place = page.getByRole("combobox", { name: text(look.lang, "sun_position:form.place") });
  await place.fill(searches[look.lang].typed);
  await expect(page.getByRole("listbox", { name: text(look.lang, "sun_position:form.place") })).toBeVisible();
  await place.press("ArrowDown");
  await screenshotLook(page, "sun-position-place-search", look);
});

// The March 2026 equinox at noon UTC: the sun overhead near 0°, 2° E; a shadow as long as the object is tall
// falls on a ring 45° from there, through southern France (Bordeaux, 44.8° N) and not Paris (48.9° N).
const bandAddress = (lang: string, extra = "") =>
  `/${lang}/tools/sun-position?time=2026-03-20T12:00:00Z&zone=UTC&ratio=1${extra}`;
const country = (lang: string, code: string) =>
  new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;

for (const lang of LANGS) {
  test(`a time and a shadow's length, no place: the map shows where that shadow is cast, in ${lang}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await openHydrated(page, bandAddress(lang));
    const band = page.getByTestId("shadow-band");
    await expect(band.getByRole("heading", { level: 2 })).toHaveText(
      text(lang, "sun_position:where.heading"),
    );
    await expect(band.getByTestId("map-area")).toBeVisible({ timeout: 30_000 });
    await expect(band.locator('[data-marker="sun"]')).toHaveCount(1);
    // The table carries what the map shows: the countries crossed and the towns inside.
    await expect(band.getByTestId("band-countries")).toContainText(country(lang, "FR"));
    await expect(band.getByTestId("band-countries")).toContainText(country(lang, "IT"));
    const towns = band.getByTestId("band-towns");
    await expect(towns.getByRole("link", { name: "Marseille" })).toBeVisible();
    await expect(towns.getByRole("link", { name: "Paris", exact: true })).toHaveCount(0);
    // A town opens its own sun at the same instant: about 45° high, inside the band.
    await towns.getByRole("link", { name: "Marseille" }).click();
    await expect(page.getByTestId("sun-altitude")).toContainText(/^4[4-6][.,]\d°$/);
    await expect(page.getByTestId("place-in-band")).toHaveText(text(lang, "sun_position:where.placeInside"));
    await expect(page.getByTestId("shadow-band").locator('[data-marker="place"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test("a measured direction keeps one side of the band; the map downloads and goes into a case", async ({
  page,
}) => {
  test.slow();
  await openHydrated(page, bandAddress("fr", "&shadow=0&margin=10"));
  const band = page.getByTestId("shadow-band");
  await expect(band.getByTestId("map-area")).toBeVisible({ timeout: 30_000 });
  await expect(band.getByTestId("band-countries")).toContainText(country("fr", "FR"));
  // Shadows pointing north at noon: the sun is south of them, so nothing south of the equator.
  await expect(band.getByTestId("band-countries")).not.toContainText(country("fr", "AO"));
  await expect(band.getByText(text("fr", "sun_position:where.band"))).toBeVisible();
  const whole = band.getByRole("button", { name: text("fr", "sun_position:where.wholeWorld") });
  await whole.click();
  await expect(whole).toHaveAttribute("aria-pressed", "true");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    band.getByRole("button", { name: text("fr", "sun_position:where.png") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("shadow-band-2026-03-20T1200Z.png");
  const picture = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  // A PNG, 1920 pixels across.
  expect(picture.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(picture.readUInt32BE(16)).toBe(1920);
  const name = `Ombre ${Date.now()}`;
  const items = await addToNewCase(page, "fr", name);
  const title = text("fr", "sun_position:where.caseTitle", { time: "" });
  const item = items.filter({
    has: page.getByRole("heading", { level: 3, name: new RegExp(`^${escapeRegExp(title)}`) }),
  });
  await expect(item).toContainText("shadow-band-2026-03-20T1200Z.png");
  await expect(item).toContainText(text("fr", "sun_position:evidenceKinds.shadow-band"));
  await expect(item).toContainText(country("fr", "FR"));
});

test("no shadow at the June solstice marks only the point where the sun is overhead", async ({ page }) => {
  await openHydrated(page, "/fr/tools/sun-position?time=2026-06-21T08:24:00Z&zone=UTC&ratio=0");
  const band = page.getByTestId("shadow-band");
  await expect(band.locator('[data-marker="sun"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(band.getByTestId("map-area")).toHaveCount(0);
  await expect(band).toContainText("23,4°\u00a0N");
  await expect(band).toContainText(
    text("fr", "sun_position:where.introOverhead", { time: "21 juin 2026 à 08:24" }),
  );
});

test("a length margin out of range is said beside its field and draws no band", async ({ page }) => {
  await openHydrated(page, bandAddress("en", "&spread=60"));
  await expect(page.getByText(text("en", "sun_position:errors.ratioMargin"))).toBeVisible();
  await expect(page.getByTestId("shadow-band")).toHaveCount(0);
});

test("the band fits a phone and axe finds no serious violation", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await openHydrated(page, bandAddress("vi", "&lat=21.0285&lon=105.8542"));
  await expect(page.getByTestId("map-area")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("place-in-band")).toHaveText(text("vi", "sun_position:where.placeOutside"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a click on the band's map opens the sun at that point: where the sun is overhead, it stands at 90°", async ({
  page,
}) => {
  await openHydrated(page, bandAddress("en"));
  const band = page.getByTestId("shadow-band");
  await expect(band.getByTestId("map-area")).toBeVisible({ timeout: 30_000 });
  await expect(band.getByText(text("en", "sun_position:where.pickHint"))).toBeVisible();
  await band.locator('[data-marker="sun"] circle').click();
  await expect(page).toHaveURL(/lat=/);
  await expect(page.getByTestId("sun-altitude")).toContainText(/^(8[89]|90)\.\d°$/);
});

// The same clock time in an unknown zone: the sun's hour is known only within the world's zones' span, so
// the band is strips of latitude round the Earth (here about 46° S to 46° N, the sun near noon somewhere).
for (const lang of LANGS) {
  test(`a clock time in an unknown zone: strips round the Earth, towns checked on their own clocks, in ${lang}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await openHydrated(page, bandAddress(lang, "&anyzone=1"));
    const band = page.getByTestId("shadow-band");
    await expect(band.getByLabel(text(lang, "sun_position:where.zoneUnknown"))).toBeChecked();
    await expect(band.getByTestId("map-area")).toBeVisible({ timeout: 30_000 });
    // No single point has the sun overhead: the zone would say where.
    await expect(band.locator('[data-marker="sun"]')).toHaveCount(0);
    // The intro's words between the time and the ratio say the clock's zone is unknown.
    const words = text(lang, "sun_position:where.introZoneUnknown", { time: "\u0000", ratio: "\u0001" });
    await expect(band.getByTestId("band-intro")).toContainText(
      words.slice(words.indexOf("\u0000") + 1, words.indexOf("\u0001")),
    );
    for (const code of ["BR", "ID", "FR"]) {
      await expect(band.getByTestId("band-countries")).toContainText(country(lang, code));
    }
    // A town opens at the same clock time in its own zone, where the shadow fits.
    const town = band.getByTestId("band-towns").getByRole("link").first();
    const href = (await town.getAttribute("href")) ?? "";
    const link = new URL(href, "http://x");
    expect(link.searchParams.get("time")).toBe("2026-03-20T12:00:00");
    expect(link.searchParams.get("zone")).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_/]+$/);
    expect(link.searchParams.has("anyzone")).toBe(false);
    await town.click();
    await expect(page.getByTestId("place-in-band")).toHaveText(text(lang, "sun_position:where.placeInside"), {
      timeout: 30_000,
    });
    expect(errors).toEqual([]);
  });
}

test("the zone-unknown box turns the ring into strips and back, and the address keeps it", async ({
  page,
}) => {
  test.slow();
  await openHydrated(page, bandAddress("en", "&lat=21.0285&lon=105.8542"));
  const band = page.getByTestId("shadow-band");
  await expect(band.locator('[data-marker="sun"]')).toHaveCount(1, { timeout: 30_000 });
  const box = band.getByLabel(text("en", "sun_position:where.zoneUnknown"));
  await box.check();
  await expect(page).toHaveURL(/anyzone=1/);
  await expect(page.getByTestId("place-in-band")).toHaveText(
    text("en", "sun_position:where.placeInsideStrips"),
    { timeout: 30_000 },
  );
  await expect(band.locator('[data-marker="sun"]')).toHaveCount(0);
  await expect(band).toContainText("1 hour and 35 minutes");
  await box.uncheck();
  await expect(page).not.toHaveURL(/anyzone/);
  await expect(band.locator('[data-marker="sun"]')).toHaveCount(1, { timeout: 30_000 });
  // At three in the morning on any clock, the sun is nowhere 45° high.
  await openHydrated(page, "/en/tools/sun-position?time=2026-03-20T03:00:00Z&zone=UTC&ratio=1&anyzone=1");
  await expect(page.getByTestId("band-intro")).toHaveText(text("en", "sun_position:where.noStrip"), {
    timeout: 30_000,
  });
});

testEachLook("screenshots of the band with the zone unknown", async ({ page }, look) => {
  test.slow();
  await openHydrated(page, bandAddress(look.lang, "&anyzone=1&shadow=0&margin=10"));
  await expect(page.getByTestId("map-area")).toBeVisible({ timeout: 30_000 });
  if (look.width === 375) expect(await seriousViolations(page)).toEqual([]);
  await screenshotLook(page, "sun-position-band-zone-unknown", look);
});
