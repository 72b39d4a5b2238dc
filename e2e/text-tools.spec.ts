import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { type Lang, openHydrated, text } from "./locales.ts";

/** The text tools page as a visitor uses it, in one language. */
function textTools(page: Page, lang: Lang = "en") {
  const t = (key: string, vars?: Record<string, string | number>) => text(lang, `text_tools:${key}`, vars);
  const box = page.getByRole("textbox", { name: t("input.label") });
  const toasts = page.getByRole("region", { name: new RegExp(`^${text(lang, "common:toasts.region")}`) });
  return {
    t,
    box,
    toasts,
    open: (tool = "") => openHydrated(page, `/${lang}/tools/text-tools${tool ? `/${tool}` : ""}`),
    button: (key: string) => page.getByRole("button", { name: t(key), exact: true }),
    toast: (key: string, vars?: Record<string, string | number>) =>
      toasts.getByText(t(key, vars), { exact: true }),
  };
}

test("each tool has its own address, title and description, and an unknown one is not found", async ({
  page,
}) => {
  const { t, open } = textTools(page);
  await open("slug");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("tools.slug.name"));
  await expect(page).toHaveTitle(`${t("tools.slug.title")} | VeriTools`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    t("tools.slug.description"),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/en\/tools\/text-tools\/slug$/,
  );
  const menu = page.getByRole("navigation", { name: t("page.menuLabel") });
  await expect(menu.getByRole("link")).toHaveCount(10);
  await expect(menu.getByRole("link", { name: t("tools.slug.name") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await menu.getByRole("link", { name: t("tools.json.name") }).click();
  await expect(page).toHaveURL(/\/en\/tools\/text-tools\/json$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("tools.json.name"));
  expect((await page.request.get("/en/tools/text-tools/upper")).status()).toBe(404);
});

test("the site search finds a text tool and opens its page", async ({ page }) => {
  await openHydrated(page, "/en");
  await page.keyboard.press("Control+k");
  await page.getByPlaceholder(text("en", "common:search.inputPlaceholder")).fill("slug gen");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Text Tools", { exact: true })).toBeVisible();
  await dialog.getByText("Slug generator", { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/tools\/text-tools\/slug$/);
});

test("the case converter converts with each button and says so", async ({ page }) => {
  const { box, button, toast, open } = textTools(page);
  await open();
  await box.fill("đường phố HÀ NỘI. đây là câu thứ hai! 3d");
  await button("case.capitalized").click();
  await expect(box).toHaveValue("Đường Phố Hà Nội. Đây Là Câu Thứ Hai! 3d");
  await expect(toast("messages.convertedCapitalized")).toBeVisible();
  await button("case.sentence").click();
  await expect(box).toHaveValue("Đường phố hà nội. Đây là câu thứ hai! 3d");
  await expect(toast("messages.convertedSentence")).toBeVisible();
  await button("case.uppercase").click();
  await expect(box).toHaveValue("ĐƯỜNG PHỐ HÀ NỘI. ĐÂY LÀ CÂU THỨ HAI! 3D");
  await button("case.lowercase").click();
  await expect(box).toHaveValue("đường phố hà nội. đây là câu thứ hai! 3d");
  await expect(toast("messages.convertedLowercase")).toBeVisible();
});

// Sonner is fetched with the first toast asked for (app/ui/Toaster.tsx), and that toast waits for Sonner's
// Toaster to be mounted: one handed over before would be lost.
test("the first toast on a fresh page is shown, and Sonner is fetched for it, not with the page", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const isSonner = async (url: string) =>
    (await (await page.request.get(url)).text()).includes("data-sonner-toaster");
  const { box, button, toast, open } = textTools(page);
  await open();
  await page.waitForLoadState("networkidle");
  const onArrival = scripts.length;
  expect(await Promise.all(scripts.map(isSonner))).not.toContain(true);
  await box.fill("hà nội");
  await button("case.capitalized").click();
  await expect(toast("messages.convertedCapitalized")).toBeVisible();
  expect(await Promise.all(scripts.slice(onArrival).map(isSonner))).toContain(true);
});

test("the counter counts live, an emoji or a combined letter as one character", async ({ page }) => {
  const { box, open } = textTools(page);
  await open("counter");
  await box.fill("Le cœur a ses raisons. Pascal !\n\n👍🏽 e\u0301te\u0301\n");
  await expect(page.getByTestId("stat-characters")).toHaveText("39");
  await expect(page.getByTestId("stat-words")).toHaveText("7");
  await expect(page.getByTestId("stat-lines")).toHaveText("3");
  await expect(page.getByTestId("stat-sentences")).toHaveText("3");
  await expect(page.getByTestId("stat-paragraphs")).toHaveText("2");
  await expect(page.getByTestId("stat-emptyLines")).toHaveText("1");
  await box.fill("");
  await expect(page.getByTestId("stat-characters")).toHaveText("0");
});

test("duplicates and blank lines are removed, or the page says there were none", async ({ page }) => {
  const { box, button, toast, open, t } = textTools(page);
  await open("duplicates");
  await box.fill("Pomme\npomme\n poire\npoire");
  await page.getByRole("switch", { name: t("duplicates.caseSensitive") }).uncheck();
  await button("duplicates.action").click();
  await expect(box).toHaveValue("Pomme\n poire");
  await expect(toast("messages.duplicatesRemoved")).toBeVisible();
  await expect(toast("details.linesRemoved_other", { count: 2 })).toBeVisible();
  await button("duplicates.action").click();
  await expect(toast("messages.noDuplicates")).toBeVisible();

  await open("blank-lines");
  await box.fill("a\n\n   \nb\n");
  await button("blankLines.action").click();
  await expect(box).toHaveValue("a\nb\n");
  await expect(toast("messages.blankLinesRemoved")).toBeVisible();
  await button("blankLines.action").click();
  await expect(toast("messages.noBlankLines")).toBeVisible();
});

test("special characters are removed or kept, accented letters counting as letters", async ({ page }) => {
  const { box, button, toast, open, t } = textTools(page);
  await open("special-chars");
  await box.fill("Café, 100% déjà-vu!");
  await button("specialChars.removeAction").click();
  await expect(box).toHaveValue("Café 100 déjàvu");
  await expect(toast("messages.specialCharsRemoved")).toBeVisible();

  await box.fill("Café, 100% déjà-vu!");
  await page.getByRole("radio", { name: t("specialChars.keep") }).check();
  await button("specialChars.keepAction").click();
  await expect(box).toHaveValue(",%-!");
  await expect(toast("messages.specialCharsKept")).toBeVisible();

  await box.fill("Café, 100% déjà-vu!");
  await page.getByRole("radio", { name: t("specialChars.remove") }).check();
  await page.getByRole("switch", { name: t("specialChars.asciiOnly") }).check();
  await button("specialChars.removeAction").click();
  await expect(box).toHaveValue("Caf 100 djvu");
});

test("sort lines previews the first five lines, then sorts with the options", async ({ page }) => {
  const { box, button, toast, open, t } = textTools(page);
  await open("sort-lines");
  await box.fill("pomme\nabricot\ncerise\nkiwi\nbanane\nmangue\n");
  const preview = page.getByTestId("result-preview");
  await expect(preview.getByRole("listitem")).toHaveText([
    "abricot",
    "banane",
    "cerise",
    "kiwi",
    "mangue",
    /…/,
  ]);
  await page.getByRole("radio", { name: t("sort.desc") }).check();
  await expect(preview.getByRole("listitem").first()).toHaveText("pomme");
  await button("sort.action").click();
  await expect(box).toHaveValue("pomme\nmangue\nkiwi\ncerise\nbanane\nabricot\n");
  await expect(toast("messages.sortedDescending")).toBeVisible();

  await box.fill("item 10\nitem 9\n2\n10");
  await page.getByRole("radio", { name: t("sort.asc") }).check();
  await page.getByRole("switch", { name: t("sort.numeric") }).check();
  await button("sort.action").click();
  await expect(box).toHaveValue("2\n10\nitem 9\nitem 10");
  await expect(toast("messages.sortedAscending")).toBeVisible();
});

test("reverse keeps accented letters and emoji whole, for the text or each line", async ({ page }) => {
  const { box, button, toast, open, t } = textTools(page);
  await open("reverse");
  await box.fill("Hà Nội\nnoël 👍🏽");
  await expect(page.getByTestId("result-preview").getByRole("listitem")).toHaveText(["👍🏽 lëon", "iộN àH"]);
  await button("reverse.action").click();
  await expect(box).toHaveValue("👍🏽 lëon\niộN àH");
  await expect(toast("messages.textReversed")).toBeVisible();
  await page.getByRole("radio", { name: t("reverse.eachLine") }).check();
  await button("reverse.action").click();
  await expect(box).toHaveValue("noël 👍🏽\nHà Nội");
  await expect(toast("messages.eachLineReversed")).toBeVisible();
});

test("the slug generator takes a one-character separator and drops stop words", async ({ page }) => {
  const { box, button, toast, open, t } = textTools(page);
  await open("slug");
  await box.fill("The Heart of Đường phố and the cœur");
  const separator = page.getByRole("textbox", { name: t("slug.separator") });
  await separator.fill("_+");
  await expect(separator).toHaveValue("_");
  await page.getByRole("switch", { name: t("slug.removeStopWords") }).check();
  await button("slug.action").click();
  await expect(box).toHaveValue("heart_duong_pho_coeur");
  await expect(toast("messages.slugGenerated")).toBeVisible();
});

test("line numbers start, separate and pad as asked, and ignore invalid numbers", async ({ page }) => {
  const { box, button, toast, open, t } = textTools(page);
  await open("line-numbers");
  await box.fill("a\nb\n\nc\nd\ne\nf\ng\nh\ni");
  const start = page.getByRole("spinbutton", { name: t("lineNumbers.start") });
  await start.fill("7");
  await page.getByRole("switch", { name: t("lineNumbers.padWithZeros") }).check();
  await start.fill("-2");
  await expect(page.getByText(t("fields.wholeNumberHint"))).toBeVisible();
  await button("lineNumbers.action").click();
  await expect(box).toHaveValue("07. a\n08. b\n09. \n10. c\n11. d\n12. e\n13. f\n14. g\n15. h\n16. i");
  await expect(toast("messages.lineNumbersAdded")).toBeVisible();
  await expect(toast("details.linesNumbered_other", { count: 10 })).toBeVisible();
});

for (const lang of ["fr", "vi"] as const) {
  test(`invalid JSON is explained in ${lang}, not in the browser's English`, async ({ page }) => {
    const { box, button, toasts, open, t } = textTools(page, lang);
    await page.setViewportSize({ width: 375, height: 900 });
    await open("json");
    await box.fill('{"a": [1, 2,], "b": true}');
    const error = page.getByTestId("json-error");
    await expect(error).toContainText(t("json.problems.trailing_comma", { token: "]" }));
    await expect(error).toContainText(t("json.errorPosition", { line: 1, column: 13 }));
    await expect(error).not.toContainText("Unexpected");
    await button("json.prettifyAction").click();
    const problem = t("json.problems.trailing_comma", { token: "]" });
    await expect(toasts).toContainText(
      t("messages.invalidJson", { error: t("json.errorAt", { problem, line: 1, column: 13 }) }),
    );
    await page.screenshot({ path: `e2e/screenshots/text-tools-json-error-${lang}-mobile-light.png` });
  });
}

test.describe("with the clipboard", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("JSON is prettified, minified and copied; invalid JSON shows where", async ({ page }) => {
    const { box, button, toast, open, t } = textTools(page);
    await open("json");
    await expect(button("json.prettifyAction")).toBeDisabled();
    await expect(button("json.copyResult")).toBeDisabled();

    await box.fill('{"a": [1, 2,], "b": true}');
    const error = page.getByTestId("json-error");
    await expect(error).toContainText(t("json.errorTitle"));
    await expect(error).toContainText(t("json.errorPosition", { line: 1, column: 13 }));
    await expect(button("json.copyResult")).toBeDisabled();
    await button("json.prettifyAction").click();
    await expect(page.getByText(/^Invalid JSON: .+/)).toBeVisible();
    await expect(box).toHaveValue('{"a": [1, 2,], "b": true}');

    await box.fill('{"a":[1,2],"b":12345678901234567890}');
    await expect(page.getByTestId("json-preview")).toHaveText(
      '{\n  "a": [\n    1,\n    2\n  ],\n  "b": 12345678901234567890\n}',
    );
    await button("json.copyResult").click();
    await expect(toast("toasts.resultCopied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('\n  "a": [');
    await expect(box).toHaveValue('{"a":[1,2],"b":12345678901234567890}');

    const indent = page.getByRole("spinbutton", { name: t("json.indent") });
    await indent.fill("4");
    await button("json.prettifyAction").click();
    await expect(box).toHaveValue(
      '{\n    "a": [\n        1,\n        2\n    ],\n    "b": 12345678901234567890\n}',
    );
    await expect(toast("messages.jsonPrettified")).toBeVisible();

    await page.getByRole("radio", { name: t("json.minify") }).check();
    await expect(indent).toBeHidden();
    await button("json.minifyAction").click();
    await expect(box).toHaveValue('{"a":[1,2],"b":12345678901234567890}');
    await expect(toast("messages.jsonMinified")).toBeVisible();
  });

  test("Copy copies the text, Clear clears it, and both can be undone", async ({ page }) => {
    const { box, button, toast, open } = textTools(page);
    await open();
    await box.fill("Le cœur a ses raisons");
    await button("input.copy").click();
    await expect(toast("toasts.copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Le cœur a ses raisons");
    await button("input.clear").click();
    await expect(box).toHaveValue("");
    await expect(toast("toasts.cleared")).toBeVisible();
    await expect(box).toBeFocused();
    await button("input.clear").click();
    await expect(toast("messages.noText")).toBeVisible();
    await page.keyboard.press("Control+z");
    await expect(box).toHaveValue("Le cœur a ses raisons");
  });
});

test("a failed copy says so, and how to copy by hand", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
  const { box, button, toasts, open, t } = textTools(page);
  await open();
  await box.fill("texte");
  await button("input.copy").click();
  await expect(toasts.getByText(t("toasts.copyFailed"), { exact: true })).toBeVisible();
  await expect(toasts).toContainText(t("toasts.copyFailedDescription"));
});

test("every replacement is undone by the toast's Undo, by Ctrl+Z and by the Undo button", async ({
  page,
}) => {
  const { box, button, toasts, toast, open, t } = textTools(page);
  await open("sort-lines");
  await box.fill("b\na\nc");
  await button("sort.action").click();
  await expect(box).toHaveValue("a\nb\nc");
  await toasts.getByRole("button", { name: t("toasts.undo") }).click();
  await expect(box).toHaveValue("b\na\nc");
  await expect(toast("toasts.undone")).toBeVisible();

  // Right after a replacement, Ctrl+Z in the text area puts back the text from before it.
  await button("sort.action").click();
  await expect(box).toHaveValue("a\nb\nc");
  await box.focus();
  await page.keyboard.press("Control+z");
  await expect(box).toHaveValue("b\na\nc");

  // From anywhere else on the page too, and the toolbar's Undo does the same.
  await button("sort.action").click();
  await expect(box).toHaveValue("a\nb\nc");
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Control+z");
  await expect(box).toHaveValue("b\na\nc");
  await button("sort.action").click();
  await expect(box).toHaveValue("a\nb\nc");
  const undo = page.getByTitle(t("input.undoHint"));
  await undo.click();
  await expect(box).toHaveValue("b\na\nc");
  await expect(undo).toBeDisabled();
});

test("the text is saved as it changes and restored after a reload, also on another tool", async ({
  page,
}) => {
  const { box, open } = textTools(page);
  await open();
  await box.fill("Đường phố\nà garder");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("veritools:text-tools:input")))
    .toBe("Đường phố\nà garder");
  await page.reload();
  await expect(box).toHaveValue("Đường phố\nà garder");
  await open("counter");
  await expect(box).toHaveValue("Đường phố\nà garder");
});

test("when the browser cannot save the text, the page says so once and keeps working", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
  });
  const { box, button, open, t } = textTools(page);
  await open();
  await box.fill("abc");
  await expect(page.getByTestId("storage-notice")).toHaveText(t("storage.tooLarge"));
  await button("case.uppercase").click();
  await expect(box).toHaveValue("ABC");
  await expect(page.getByTestId("storage-notice")).toHaveCount(1);
});

test.describe("with 10 MB of text", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a 10 MB paste is shown read-only and sorted off the main thread, the page answering", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { box, button, toast, open, t } = textTools(page);
    await open("sort-lines");
    await page.evaluate(() => {
      const words = "đường phố hà nội le cœur a ses raisons the quick brown fox zèbre été".split(" ");
      const lines: string[] = [];
      let size = 0;
      for (let i = 0; size < 10_000_000; i++) {
        const line = `${words[(i * 7) % words.length]} ${words[(i * 13) % words.length]} ${i % 9973} ${words[i % words.length]}`;
        lines.push(line);
        size += line.length + 1;
      }
      return navigator.clipboard.writeText(lines.join("\n"));
    });
    await box.focus();
    await page.keyboard.press("Control+v");
    const view = page.getByRole("region", { name: t("input.label") });
    await expect(view).toBeVisible();
    await expect(page.getByTestId("large-text-notice")).toBeVisible();
    await expect(page.getByTestId("text-summary")).toHaveText(/Lines: \d{3},\d{3}$/, { timeout: 30_000 });

    // The preview has sorted the text already, so the action would be instant: new options make it work.
    await page.getByRole("switch", { name: t("sort.caseSensitive") }).check();
    const sort = button("sort.action");
    await sort.click();
    await expect(sort).toHaveAttribute("aria-busy", "true");
    // While the worker sorts, the page handles a click at once: run inside the page, this could not
    // happen before the sort ended if the sort ran on the main thread.
    const whileBusy = await page.evaluate(
      (label) =>
        new Promise<{ busy: string | null; checked: boolean }>((resolve) => {
          const radio = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
            (input) => input.parentElement?.textContent === label,
          );
          const busyButton = document.querySelector('button[aria-busy="true"]');
          radio?.click();
          requestAnimationFrame(() =>
            resolve({ busy: busyButton?.getAttribute("aria-busy") ?? null, checked: !!radio?.checked }),
          );
        }),
      t("sort.desc"),
    );
    expect(whileBusy).toEqual({ busy: "true", checked: true });
    await expect(toast("messages.sortedAscending")).toBeVisible({ timeout: 60_000 });
    await expect(sort).not.toHaveAttribute("aria-busy", "true");
    await expect(view.getByRole("listitem").first()).toHaveText(/^a /);
    await expect(page.getByTestId("storage-notice")).toHaveText(t("storage.tooLarge"));

    // Undo puts back the pasted text, and Clear brings the text area back.
    await button("input.clear").click();
    await expect(box).toHaveValue("");
    await box.fill("petit texte");
    await expect(box).toHaveValue("petit texte");
  });
});

test("French sorting and its texts", async ({ page }) => {
  const { box, button, toast, open, t } = textTools(page, "fr");
  await open("sort-lines");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("tools.sort-lines.name"));
  await box.fill("zèbre\nÉté\nœuvre\nécole\nete\nOrange");
  await button("sort.action").click();
  await expect(box).toHaveValue("école\nete\nÉté\nœuvre\nOrange\nzèbre");
  await expect(toast("messages.sortedAscending")).toHaveText("Lignes triées par ordre croissant");
});

test("Vietnamese slugs, sorting and texts", async ({ page }) => {
  const { box, button, toast, open, t } = textTools(page, "vi");
  await open("slug");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tạo slug");
  await box.fill("Đường phố Hà Nội");
  await button("slug.action").click();
  await expect(box).toHaveValue("duong-pho-ha-noi");
  await expect(toast("messages.slugGenerated")).toHaveText("Đã tạo slug");

  await page
    .getByRole("navigation", { name: t("page.menuLabel") })
    .getByRole("link", { name: "Sắp xếp dòng" })
    .click();
  await box.fill("đường\ndưa\nơi\nô tô\nốc\nắn\nan\nâm\nbánh");
  await button("sort.action").click();
  await expect(box).toHaveValue("an\nắn\nâm\nbánh\ndưa\nđường\nô tô\nốc\nơi");
});

test("on a phone the tools are chosen from a list", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { open, t } = textTools(page);
  await open();
  await expect(page.getByRole("navigation", { name: t("page.menuLabel") })).toBeHidden();
  await page.getByRole("combobox", { name: t("page.pickerLabel") }).selectOption("json");
  await expect(page).toHaveURL(/\/en\/tools\/text-tools\/json$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("tools.json.name"));
});

for (const path of ["/en/tools/text-tools", "/vi/tools/text-tools/json"]) {
  test(`axe finds no serious violation on ${path}`, async ({ page }) => {
    await openHydrated(page, path);
    const { box } = textTools(page, path.startsWith("/vi") ? "vi" : "en");
    await box.fill('{"a": [1,');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
