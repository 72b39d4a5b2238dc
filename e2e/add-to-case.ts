import { expect, type Locator, type Page } from "@playwright/test";
import { type Lang, openHydrated, text } from "./locales.ts";

/**
 * Adds the page's result through the "Add to case" dialog: to a new case named `name`, or without a name
 * to the case the dialog offers first. `whileOpen` runs on the filled dialog before it is submitted.
 */
export async function addThroughDialog(
  page: Page,
  lang: Lang,
  name?: string,
  whileOpen?: (dialog: Locator) => Promise<void>,
) {
  const button = page.getByRole("button", { name: text(lang, "common:actions.addToCase") });
  await button.click();
  const dialog = page.getByRole("dialog");
  if (name) await dialog.getByLabel(text(lang, "case_file:add.newName")).fill(name);
  const submit = dialog.getByRole("button", { name: text(lang, "case_file:add.submit") });
  await expect(submit).toBeVisible();
  await whileOpen?.(dialog);
  await submit.click();
  await expect(dialog.getByRole("link", { name: text(lang, "case_file:add.open") })).toBeVisible();
  await dialog.getByRole("button", { name: text(lang, "case_file:add.close") }).click();
  await expect(button).toBeFocused();
}

/**
 * Adds the page's result to a new case named `name` through the "Add to case" dialog, then opens that
 * case on the case file's page and gives its list of items.
 */
export async function addToNewCase(page: Page, lang: Lang, name: string) {
  await addThroughDialog(page, lang, name);

  await openHydrated(page, `/${lang}/tools/case-file`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  return page
    .getByRole("heading", { level: 2, name: text(lang, "case_file:case.items") })
    .locator("..")
    .getByRole("listitem");
}
