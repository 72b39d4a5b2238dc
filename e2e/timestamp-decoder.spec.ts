import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";
import { consoleErrors, escapeRegExp } from "./page-checks.ts";

// Twitter API v2's sample post, created 2019-12-31T19:26:16Z: 02:26:16 on 1 January 2020 in Hồ Chí Minh City.
const POST = "https://x.com/TwitterDev/status/1212092628029698048";
const decoderAddress = (lang: string) =>
  `/${lang}/tools/timestamp-decoder?value=${encodeURIComponent(POST)}&zone=Asia%2FHo_Chi_Minh`;

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
}

for (const lang of LANGS) {
  test(`the post caveat is said under post IDs only, and the likeliest reading of a number comes first, in ${lang}`, async ({
    page,
  }) => {
    const caveat = text(lang, "timestamp_decoder:results.postCaveat");
    // The post's address (zone by its older name, shown by its current one).
    await openHydrated(page, `${decoderAddress(lang).replace("Ho_Chi_Minh", "Saigon")}`);
    await expect(page.getByTestId("reading").getByTestId("post-caveat")).toHaveText(caveat);
    await expect(page.getByRole("combobox", { name: text(lang, "timestamp_decoder:form.zone") })).toHaveValue(
      /\(Asia\/Ho_Chi_Minh\)$/,
    );
    const value = page.getByLabel(text(lang, "timestamp_decoder:form.label"));
    // A Unix time, a UUID v7 and an Excel date: nothing about posts.
    for (const other of ["1700000000", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", "45658.75"]) {
      await value.fill(other);
      await expect(page.getByTestId("reading").first()).toBeVisible();
      await expect(page.getByText(caveat)).toHaveCount(0);
    }
    // 16 digits fit X and Discord IDs of their first days, but a Unix time in microseconds of 2023 better.
    await value.fill("1700000000000000");
    const first = page.getByTestId("reading").first();
    await expect(first).toHaveAttribute("data-kind", "unix");
    await expect(first.getByTestId("reading-iso")).toHaveText("2023-11-14T22:13:20Z");
    await expect(first).toContainText(text(lang, "timestamp_decoder:results.mostLikely"));
    await expect(page.getByTestId("reading").nth(1)).toHaveAttribute("data-kind", "twitter");
    await expect(page.getByTestId("reading").nth(1).getByTestId("post-caveat")).toHaveText(caveat);
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

test("an address with an unknown zone says so beside the field, and the value still reads", async ({
  page,
}) => {
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

test("the decoder finds a zone by a city's name in the page's language", async ({ page }) => {
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
});

test("axe finds no serious violation on the timestamp decoder", async ({ page }) => {
  await openHydrated(page, decoderAddress("en"));
  await expect(page.getByTestId("reading")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshots of the timestamp decoder", async ({ page }, look) => {
  await openHydrated(
    page,
    `/${look.lang}/tools/timestamp-decoder?value=1212092628029698048&zone=Europe%2FParis`,
  );
  await expect(page.getByTestId("reading")).toHaveCount(4);
  await screenshotLook(page, "timestamp-decoder", look);
});

test.describe("in the visitor's own zone", () => {
  // A reader in Hồ Chí Minh City, seven hours east of the server's UTC.
  test.use({ timezoneId: "Asia/Ho_Chi_Minh" });

  test("a value without a zone is read in UTC and in the visitor's zone, which arrives with the readings and moves nothing above", async ({
    page,
  }) => {
    // From the first byte: where the form ends, and what the readings hold when they first appear.
    await page.addInitScript(() => {
      const seen: { formBottom: number[]; utcTop?: number; rowsAtFirst?: string[] } = { formBottom: [] };
      (window as unknown as { decoderLayout: typeof seen }).decoderLayout = seen;
      const note = () => {
        const form = document.querySelector("form");
        // Once the server's page is whole: while it streams in, what is not parsed yet moves things too.
        if (form && document.readyState !== "loading")
          seen.formBottom.push(Math.round(form.getBoundingClientRect().bottom));
        const utc = document.querySelector('[data-testid="reading-utc"]');
        if (utc && seen.utcTop === undefined) {
          seen.utcTop = Math.round(utc.getBoundingClientRect().top);
          seen.rowsAtFirst = [...(utc.closest("dl")?.querySelectorAll("dt") ?? [])].map(
            (label) => label.textContent ?? "",
          );
        }
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, attributes: true });
      document.addEventListener("DOMContentLoaded", note);
    });
    await openHydrated(page, "/en/tools/timestamp-decoder?value=1700000000");
    const reading = page.getByTestId("reading");
    // 22:13:20 UTC on 14 November 2023 is 05:13:20 on the 15th in Hồ Chí Minh City.
    const visitor = text("en", "timestamp_decoder:results.visitor", {
      zone: "Ho Chi Minh City (Asia/Ho_Chi_Minh)",
    });
    await expect(reading.getByText(visitor)).toBeVisible();
    await expect(reading.getByTestId("reading-utc")).toContainText("22:13:20");
    await expect(reading.locator("dd").nth(1)).toContainText("05:13:20");
    await page.waitForLoadState("networkidle");
    const layout = await page.evaluate(
      () =>
        (
          window as unknown as {
            decoderLayout: { formBottom: number[]; utcTop: number; rowsAtFirst: string[] };
          }
        ).decoderLayout,
    );
    // The zone's row was there in the readings' first frame, below UTC: nothing was added above a row.
    expect(layout.rowsAtFirst.slice(0, 2)).toEqual([text("en", "timestamp_decoder:results.utc"), visitor]);
    const utcTop = await reading
      .getByTestId("reading-utc")
      .evaluate((utc) => Math.round(utc.getBoundingClientRect().top));
    expect(utcTop).toBe(layout.utcTop);
    // The form above the readings kept its place from the server's page to the hydrated one.
    expect(new Set(layout.formBottom).size).toBe(1);
    // No zone was chosen: the address keeps none, so a shared link opens in its reader's own zone.
    expect(new URL(page.url()).searchParams.get("zone")).toBeNull();
  });
});
