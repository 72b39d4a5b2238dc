import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

const answers = {
  en: { headline: "2 days", leap: "February 29, 2024", hours: "48 hours" },
  fr: { headline: "2\u00a0jours", leap: "29 février 2024", hours: "48\u00a0heures" },
  vi: { headline: "2 ngày", leap: "29 tháng 2, 2024", hours: "48 giờ" },
} as const;

for (const lang of LANGS) {
  test(`the issue's address reads across a leap day in ${lang}`, async ({ page }) => {
    await openHydrated(page, `/${lang}/tools/date-difference?from=2024-02-28&to=2024-03-01`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "date_difference:title"));
    await expect(page.getByTestId("headline")).toHaveText(answers[lang].headline);
    await expect(page.getByTestId("total-hours")).toContainText(answers[lang].hours);
    await expect(page.getByTestId("leap-days")).toContainText(answers[lang].leap);
    // Wednesday 28 February and Thursday 29 February 2024.
    await expect(page.getByTestId("business-days")).toContainText("2");
  });
}

const backwards = {
  en: { headline: "2 days before the start", hours: "48 hours" },
  fr: { headline: "2\u00a0jours avant le début", hours: "48\u00a0heures" },
  vi: { headline: "2 ngày trước ngày bắt đầu", hours: "48 giờ" },
} as const;

for (const lang of LANGS) {
  test(`an end before the start is said once in words, every figure unsigned, in ${lang}`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}/tools/date-difference?from=2024-03-01&to=2024-02-28`);
    await expect(page.getByTestId("headline")).toHaveText(backwards[lang].headline);
    await expect(page.getByTestId("reversed")).toHaveText(text(lang, "date_difference:result.reversed"));
    await expect(page.getByTestId("total-hours")).toContainText(backwards[lang].hours);
    await expect(page.getByTestId("difference")).not.toContainText("−");
  });
}

test("a zone named by an older name is shown and kept by its current one", async ({ page }) => {
  await openHydrated(
    page,
    "/en/tools/date-difference?from=2026-07-01T09:00&to=2026-07-01T20:30&fromZone=Asia/Saigon&toZone=Asia/Calcutta",
  );
  const fromZone = page.getByTestId("from-fieldset").getByRole("combobox");
  await expect(fromZone).toHaveValue(/\(Asia\/Ho_Chi_Minh\)$/);
  await expect(page.getByTestId("to-fieldset").getByRole("combobox")).toHaveValue(/\(Asia\/Kolkata\)$/);
  await expect(page.getByTestId("headline")).toHaveText("13 hours");
  await page
    .getByRole("button", { name: text("en", "date_difference:between.submit") })
    .first()
    .click();
  await expect(page).toHaveURL(/fromZone=Asia\/Ho_Chi_Minh&toZone=Asia\/Kolkata/);
});

test("the answer is in the page before any JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr/tools/date-difference?from=2020-01-15&to=2026-07-01&base=2024-01-31&months=1");
  await expect(page.getByTestId("headline")).toHaveText("6\u00a0ans, 5\u00a0mois et 16\u00a0jours");
  await expect(page.getByTestId("weeks")).toContainText("337\u00a0semaines");
  await expect(page.getByTestId("shifted-date")).toHaveText("jeudi 29 février 2024");
  await context.close();
});

test("31 January + 1 month is 29 February 2024, and the clamping is said", async ({ page }) => {
  await openHydrated(page, "/en/tools/date-difference");
  await page.getByLabel(text("en", "date_difference:shift.base")).fill("2024-01-31");
  await page.getByLabel(text("en", "date_difference:shift.months")).fill("1");
  await page
    .getByRole("button", { name: text("en", "date_difference:shift.submit") })
    .last()
    .click();
  await expect(page.getByTestId("shifted-date")).toHaveText("Thursday, February 29, 2024");
  await expect(page.getByTestId("clamped")).toHaveText(
    "There is no day 31 in February 2024, so the last day of that month was used: February 29, 2024.",
  );
  expect(new URL(page.url()).search).toBe("?base=2024-01-31&months=1");
  // Subtracting: 31 March − 1 month.
  await page.getByLabel(text("en", "date_difference:shift.base")).fill("2025-03-31");
  await page.getByLabel(text("en", "date_difference:shift.op")).selectOption("subtract");
  await page
    .getByRole("button", { name: text("en", "date_difference:shift.submit") })
    .last()
    .click();
  await expect(page.getByTestId("shifted-date")).toHaveText("Friday, February 28, 2025");
});

test("times and zones: real hours, with a zone found by its Vietnamese name", async ({ page }) => {
  await openHydrated(
    page,
    "/vi/tools/date-difference?from=2026-07-01T09:00&to=2026-07-01T20:30&fromZone=Europe/Paris",
  );
  const toZone = page.getByTestId("to-fieldset").getByRole("combobox");
  await toZone.fill("Hà Nội");
  await page
    .getByRole("listbox")
    .getByRole("option", { name: /Asia\/Ho_Chi_Minh/ })
    .click();
  await expect(page).toHaveURL(/toZone=Asia\/Ho_Chi_Minh/);
  // 09:00 in Paris is 14:00 in Hà Nội: 6 h 30 min to 20:30 there.
  await expect(page.getByTestId("headline")).toHaveText("6 giờ và 30 phút");
});

test("bad input gets a message beside its field, and the other fields keep their values", async ({
  page,
}) => {
  await openHydrated(
    page,
    "/fr/tools/date-difference?from=2023-02-29&to=2024-03-01T25:00&toZone=Lune/Base&base=2024-01-31&days=beaucoup",
  );
  await expect(
    page.getByText("La date 2023-02-29 n’existe pas : février 2023 compte 28 jours."),
  ).toBeVisible();
  await expect(page.getByText(text("fr", "date_difference:problems.time_format"))).toBeVisible();
  await expect(
    page.getByText(text("fr", "date_difference:problems.unknown_zone", { zone: "Lune/Base" })),
  ).toBeVisible();
  await expect(page.getByText(text("fr", "date_difference:problems.amount_format"))).toBeVisible();
  await expect(page.getByTestId("difference")).toHaveCount(0);
  await expect(page.getByLabel(text("fr", "date_difference:shift.base"))).toHaveValue("2024-01-31");
  // Fixing one field keeps the others as typed.
  await page
    .getByTestId("from-fieldset")
    .getByLabel(text("fr", "date_difference:between.date"))
    .fill("2024-02-28");
  await page.getByLabel(text("fr", "date_difference:shift.days")).fill("3");
  await page
    .getByRole("button", { name: text("fr", "date_difference:between.submit") })
    .first()
    .click();
  await expect(page.getByTestId("shifted-date")).toHaveText("samedi 3 février 2024");
  await expect(page.getByText(text("fr", "date_difference:problems.time_format"))).toBeVisible();
  await expect(
    page.getByTestId("to-fieldset").getByLabel(text("fr", "date_difference:between.date")),
  ).toHaveValue("2024-03-01");
});

test("axe finds no serious violation", async ({ page }) => {
  await openHydrated(
    page,
    "/vi/tools/date-difference?from=2024-02-28&to=2024-03-01&base=2024-01-31&months=1&days=abc",
  );
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of the date difference", async ({ page }, look) => {
  await openHydrated(
    page,
    `/${look.lang}/tools/date-difference?from=2024-02-28T09:00&to=2026-07-01T18:30&fromZone=Europe/Paris&base=2024-01-31&months=1`,
  );
  await expect(page.getByTestId("difference")).toBeVisible();
  await screenshotLook(page, "date-difference", look);
});

for (const lang of LANGS) {
  test(`the time tools category lists both tools as working in ${lang}, and search finds them`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}/category/time-tools`);
    for (const [ns, slug] of [
      ["time_zone_converter", "time-zone-converter"],
      ["date_difference", "date-difference"],
    ] as const) {
      const name = text(lang, `${ns}:catalog.name`);
      const card = page.getByTestId("tool-card").filter({ hasText: name });
      await expect(card.getByRole("button", { name: text(lang, "common:toolCard.comingSoon") })).toHaveCount(
        0,
      );
      await card.getByRole("link", { name: new RegExp(`^${text(lang, "common:toolCard.open")}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/tools/${slug}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, `${ns}:title`));
      const found = await (
        await page.request.get(`/api/search?q=${encodeURIComponent(name)}&lang=${lang}`)
      ).json();
      expect(JSON.stringify(found)).toContain(`"slug":"${slug}"`);
      await page.goBack();
    }
  });
}
