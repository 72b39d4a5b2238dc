// Results of hidden characters, compare texts and the shortener, added to one case and read there as each
// tool words them (issue 39); the two text pages keep their texts across a reload.
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { type Lang, openHydrated, text } from "./locales.ts";
import { LOOKS, screenshotLook, testEachLook } from "./looks.ts";

// Shortening follows the link's redirects before it answers (decision 005): on a busy machine, seconds.
test.describe.configure({ timeout: 120_000 });

/** "Hello" in tag characters, invisible on screen, after a word holding a zero-width space. */
const TAGS = [..."Hello"].map((char) => String.fromCodePoint(0xe0000 + (char.codePointAt(0) ?? 0))).join("");
const HIDDEN = `Thông\u200b báo chính thức của UBND${TAGS}`;
const FIRST = "Le pont sera fermé lundi soir à partir de 20 heures.";
const SECOND = "Le pont sera fermé mardi soir à partir de 20 heures.";

/** Adds the page's result to the case named `name`, making it first when `create`. */
async function addTo(page: Page, lang: Lang, name: string, create: boolean) {
  const button = page.getByRole("button", { name: text(lang, "common:actions.addToCase") });
  await button.click();
  const dialog = page.getByRole("dialog");
  // Exact: « Hồ sơ » is also part of the new case's field label, which shows before the cases are read.
  const choice = dialog.getByLabel(text(lang, "case_file:add.choose"), { exact: true });
  if (create) {
    if (await choice.isVisible()) await choice.selectOption({ label: text(lang, "case_file:add.newCase") });
    await dialog.getByLabel(text(lang, "case_file:add.newName")).fill(name);
  } else {
    await choice.selectOption({ label: name });
  }
  await dialog.getByRole("button", { name: text(lang, "case_file:add.submit") }).click();
  await expect(dialog.getByRole("link", { name: text(lang, "case_file:add.open") })).toBeVisible();
  await dialog.getByRole("button", { name: text(lang, "case_file:add.close") }).click();
  await expect(button).toBeFocused();
}

const summary = (lang: Lang, tool: string, kind: string, key: string) =>
  text(lang, `${tool}:evidenceSummaries.${kind}.${key}`);

testEachLook(
  "three more tools add to a case, and the case says what each found",
  async ({ page, baseURL }, look) => {
    const { lang } = look;
    const name = `Cầu ${lang} ${Date.now()}`;

    // Hidden characters: the text comes back after a reload, then goes to a new case.
    await openHydrated(page, `/${lang}/tools/hidden-characters`);
    const hiddenField = page.getByLabel(text(lang, "hidden_characters:input.label"));
    await hiddenField.fill(HIDDEN);
    await expect(page.getByTestId("result")).toHaveText(
      text(lang, "hidden_characters:status.found_other", { count: 6 }),
    );
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(hiddenField).toHaveValue(HIDDEN);
    await expect(page.getByTestId("result")).toHaveText(
      text(lang, "hidden_characters:status.found_other", { count: 6 }),
    );
    await addTo(page, lang, name, true);

    // Compare texts: both texts come back after a reload.
    await openHydrated(page, `/${lang}/tools/compare-texts`);
    const first = page.getByLabel(text(lang, "compare_texts:form.first"), { exact: true });
    const second = page.getByLabel(text(lang, "compare_texts:form.second"), { exact: true });
    await first.fill(FIRST);
    await second.fill(SECOND);
    await expect(page.getByTestId("compare-summary")).toBeVisible();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(first).toHaveValue(FIRST);
    await expect(second).toHaveValue(SECOND);
    await expect(page.getByTestId("compare-summary")).toBeVisible();
    await addTo(page, lang, name, false);

    // The shortener: the short link, its destination, its creation time.
    await openHydrated(page, `/${lang}/tools/url-shortener`);
    const destination = `${baseURL}/en/about?from=${Math.random().toString(36).slice(2)}`;
    await page.getByLabel(text(lang, "url_shortener:form.urlLabel")).fill(destination);
    await page.getByRole("button", { name: text(lang, "url_shortener:form.submit") }).click();
    await expect(page.getByTestId("short-link-result")).toBeVisible({ timeout: 30_000 });
    await addTo(page, lang, name, false);

    await openHydrated(page, `/${lang}/tools/case-file`);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const summaries = page.getByTestId("item-summary");
    await expect(summaries).toHaveCount(3);
    const [hidden, comparison, link] = [summaries.nth(0), summaries.nth(1), summaries.nth(2)];
    await expect(hidden).toContainText(summary(lang, "hidden_characters", "hidden-characters", "hiddenText"));
    await expect(hidden).toContainText("Hello");
    await expect(hidden).toContainText(summary(lang, "hidden_characters", "hidden-characters", "limits"));
    await expect(comparison).toContainText(summary(lang, "compare_texts", "text-comparison", "similarity"));
    await expect(comparison).toContainText(summary(lang, "compare_texts", "text-comparison", "limits"));
    await expect(link).toContainText(destination);
    await expect(link).toContainText(summary(lang, "url_shortener", "shortened-link", "createdAt"));
    // The raw result is folded under "Details", not the main view.
    await expect(page.getByText(text(lang, "case_file:case.result")).first()).toBeVisible();
    await expect(page.locator("pre").first()).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotLook(page, "case-summaries", look);
  },
  LOOKS.filter((look) => look.width === 375 || look.lang === "en"),
);
