import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { addToNewCase } from "./add-to-case.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

// The texts of the unit tests (app/tools/readability-score/logic/analyze.test.ts), whose scores are
// worked out by hand there: here they must reach the page, formatted in its language.
const SAMPLES = {
  en: {
    text: "The cat sat on the mat. It was a very happy cat. Everyone celebrated loudly.",
    name: "en",
    scores: [
      ["flesch", 72.04, "ease", "fairlyEasy"],
      ["fleschKincaid", 4.4533, "grade", "primary"],
      ["colemanLiau", 1.408, "grade", "primary"],
      ["smog", 7.7935, "grade", "middle"],
      ["ari", -0.404, "grade", "primary"],
    ],
    hardest: "Everyone celebrated loudly.",
  },
  fr: {
    text: "Le chat dort. Il aime beaucoup le soleil.",
    name: "fr",
    scores: [
      ["kandelMoles", 110.94, "ease", "veryEasy"],
      ["lix", 16.5, "lix", "veryEasy"],
    ],
    hardest: "Il aime beaucoup le soleil.",
  },
  vi: {
    text: "Hôm nay trời đẹp. Chúng tôi đi học ở trường mới.",
    name: "vi",
    // No index: the one published for Vietnamese could not be checked against its source (decision 027).
    scores: [],
    hardest: "Chúng tôi đi học ở trường mới.",
  },
} as const;

const ns = "readability_score";
const field = (page: Page, lang: Lang) => page.getByLabel(text(lang, `${ns}:input.label`));
const oneDecimal = (lang: Lang, value: number) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
const languageName = (lang: Lang, of: Lang) => text(lang, `${ns}:language.names.${of}`);

for (const lang of LANGS) {
  test(`a text in each language is detected and scored, every score explained, in ${lang}`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}/tools/readability-score`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, `${ns}:title`));
    await expect(page.getByTestId("status")).toHaveText(text(lang, `${ns}:status.empty`));
    for (const sample of Object.values(SAMPLES)) {
      await field(page, lang).fill(sample.text);
      await expect(page.getByTestId("status")).toHaveText(
        text(lang, `${ns}:language.detected`, { language: languageName(lang, sample.name) }),
      );
      const cards = page.getByTestId("score");
      await expect(cards).toHaveCount(sample.scores.length);
      for (const [index, [id, value, scale, band]] of sample.scores.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(
          text(lang, `${ns}:scores.${id}.name`),
        );
        await expect(card.getByTestId("score-value")).toHaveText(
          text(lang, `${ns}:scales.${scale}`, { value: oneDecimal(lang, value) }),
        );
        const bandKey = `${ns}:bands.${scale}.${band}`;
        await expect(card).toContainText(text(lang, bandKey));
      }
      // The limits of every score are said beside them; a text no formula scores (Vietnamese) gets no
      // empty scores heading, nor the formulas' own limits.
      await expect(page.getByRole("heading", { name: text(lang, `${ns}:notes.notProve`) })).toBeVisible();
      await expect(page.getByText(text(lang, `${ns}:limits.truth`))).toBeVisible();
      const formulas = sample.scores.length > 0 ? 1 : 0;
      await expect(
        page.getByRole("heading", { name: text(lang, `${ns}:scores.heading`), exact: true }),
      ).toHaveCount(formulas);
      await expect(page.getByText(text(lang, `${ns}:limits.surface`))).toHaveCount(formulas);
      // The hardest sentence is first in the list and marked by its number in the text, not by colour alone.
      const first = page.getByTestId("hardest").getByRole("listitem").first();
      await expect(first).toContainText(sample.hardest);
      await expect(first).toContainText("1");
      const marked = page.getByTestId("marked-text").locator("mark").filter({ hasText: sample.hardest });
      await expect(marked).toContainText(text(lang, `${ns}:hardest.markerLabel`, { rank: 1 }));
    }
    // Vietnamese gets no index, and the page says why with the figures.
    await expect(page.getByText(text(lang, `${ns}:method.vi`))).toBeVisible();
  });
}

test("choosing a language measures the text in it; back to detection, in its own", async ({ page }) => {
  await openHydrated(page, "/fr/tools/readability-score");
  await field(page, "fr").fill(SAMPLES.en.text);
  await expect(page.getByTestId("score")).toHaveCount(5);
  await page.getByLabel(text("fr", `${ns}:language.label`)).selectOption("fr");
  await expect(page.getByTestId("score")).toHaveCount(2);
  await expect(page.getByTestId("score").first().getByRole("heading")).toHaveText(
    text("fr", `${ns}:scores.kandelMoles.name`),
  );
  await page.getByLabel(text("fr", `${ns}:language.label`)).selectOption("auto");
  await expect(page.getByTestId("score")).toHaveCount(5);
});

test("a text with no telling word is measured in the page's language, and it says so", async ({ page }) => {
  await openHydrated(page, "/vi/tools/readability-score");
  await field(page, "vi").fill("Paris, Lyon, Marseille.");
  await expect(page.getByTestId("status")).toHaveText(
    text("vi", `${ns}:language.unsure`, { language: languageName("vi", "vi") }),
  );
});

test("a text over 2 million characters is refused on the field, and the text stays as it was", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/readability-score");
  const box = field(page, "en");
  await box.fill(SAMPLES.en.text);
  await expect(page.getByTestId("score")).toHaveCount(5);
  await box.fill("a".repeat(2_000_001));
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(text("en", `${ns}:input.tooLong`, { size: "2,000,001" }))).toBeVisible();
  await expect(box).toHaveValue(SAMPLES.en.text);
  await expect(page.getByTestId("score")).toHaveCount(5);
});

/**
 * Stores a text, or a file of `type` holding it, as another tool's hand-off would (app/lib/hand-off/hand-off.ts),
 * in this browser's IndexedDB.
 */
async function storeHandOff(page: Page, value: string, type?: string): Promise<string> {
  return page.evaluate(
    async ([handed, fileType]) => {
      const id = crypto.randomUUID();
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open("veritools-hand-off", 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore("items", { keyPath: "id" });
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const stored = fileType
        ? {
            kind: "file",
            blob: new Blob([handed], { type: fileType }),
            name: "post",
            type: fileType,
            lastModified: 0,
          }
        : { kind: "text", text: handed };
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction("items", "readwrite");
        transaction.objectStore("items").put({ id, storedAt: Date.now(), from: "test", ...stored });
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
      return id;
    },
    [value, type] as const,
  );
}

test("a text handed off by another tool is measured at once; a hand-off read twice is gone, and said so", async ({
  page,
}) => {
  await openHydrated(page, "/fr/tools/readability-score");
  const id = await storeHandOff(page, SAMPLES.fr.text);
  await openHydrated(page, `/fr/tools/readability-score?from=${id}`);
  await expect(field(page, "fr")).toHaveValue(SAMPLES.fr.text);
  await expect(page.getByTestId("score")).toHaveCount(2);
  expect(new URL(page.url()).searchParams.get("from")).toBeNull();
  await openHydrated(page, `/fr/tools/readability-score?from=${id}`);
  await expect(page.getByTestId("status")).toContainText(text("fr", `${ns}:handOff.gone`));
  await expect(field(page, "fr")).toHaveValue("");
});

test("the page works by keyboard: the field, the language and the marked text's scroll box", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/readability-score");
  await field(page, "en").focus();
  await page.keyboard.insertText(SAMPLES.en.text);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(text("en", `${ns}:language.label`))).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: text("en", `${ns}:input.clear`) })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(field(page, "en")).toHaveValue("");
});

for (const lang of LANGS) {
  test(`axe finds no serious violation with a result, in ${lang}`, async ({ page }) => {
    await openHydrated(page, `/${lang}/tools/readability-score`);
    await field(page, lang).fill(SAMPLES[lang].text);
    await expect(page.getByTestId("hardest")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

const LONGER = {
  en: "Fact-checkers read many claims every day. Some of them are simple. Others, written by officials who prefer administrative vocabulary, long subordinate clauses and references to regulations that few readers have ever consulted, are considerably harder to follow. Short sentences help. A reader should not need a dictionary to understand a public statement.",
  fr: "Les vérificateurs lisent chaque jour de nombreuses affirmations. Certaines sont simples. D’autres, rédigées par des responsables qui préfèrent le vocabulaire administratif, les subordonnées interminables et les renvois à des règlements que peu de lecteurs ont consultés, sont nettement plus difficiles à suivre. Les phrases courtes aident. Un lecteur ne devrait pas avoir besoin d’un dictionnaire pour comprendre une déclaration publique.",
  vi: "Người kiểm chứng thông tin đọc rất nhiều tuyên bố mỗi ngày. Có những tuyên bố rất đơn giản. Có những tuyên bố khác được viết bởi các quan chức thích dùng từ ngữ hành chính, những mệnh đề phụ dài dòng và những lời dẫn chiếu tới các quy định mà rất ít người đọc từng tra cứu, nên khó theo dõi hơn nhiều. Câu ngắn giúp ích. Người đọc không nên phải tra từ điển để hiểu một tuyên bố công khai.",
} as const;

testEachLook("screenshot of readability-score", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/tools/readability-score`);
  await field(page, look.lang).fill(LONGER[look.lang]);
  await expect(page.getByTestId("hardest")).toBeVisible();
  await screenshotLook(page, "readability-score", look);
});

test("the text tools send their text here with « Mesurer la lisibilité », nothing uploaded", async ({
  page,
}) => {
  await openHydrated(page, "/fr/tools/text-tools");
  await page.getByLabel(text("fr", "text_tools:input.label")).fill(SAMPLES.fr.text);
  await page.getByRole("button", { name: text("fr", "text_tools:input.readability") }).click();
  await expect(page).toHaveURL(/\/fr\/tools\/readability-score$/);
  await expect(field(page, "fr")).toHaveValue(SAMPLES.fr.text);
  await expect(page.getByTestId("score")).toHaveCount(2);
});

test("the figures download as JSON, made in the browser", async ({ page }) => {
  await openHydrated(page, "/vi/tools/readability-score");
  await field(page, "vi").fill(SAMPLES.vi.text);
  await expect(page.getByTestId("hardest")).toContainText(SAMPLES.vi.hardest);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: text("vi", `${ns}:export.json`) }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("readability.json");
  const report = JSON.parse(readFileSync(await file.path(), "utf8"));
  expect(report).toMatchObject({
    language: "vi",
    counts: { sentences: 2, syllables: 11 },
  });
  expect(report.scores).toEqual([]);
});

test("a 1 MB text is measured in the background: counted whole, its hardest sentences listed, not marked", async ({
  page,
}) => {
  const repeats = Math.ceil((1024 * 1024) / (LONGER.en.length + 1));
  const big = Array.from({ length: repeats }, () => LONGER.en).join(" ");
  await openHydrated(page, "/en/tools/readability-score");
  await field(page, "en").fill(big);
  const sentences = new Intl.NumberFormat("en").format(5 * repeats);
  await expect(page.getByTestId("counts")).toContainText(`Sentences${sentences}`, { timeout: 20_000 });
  await expect(page.getByText(text("en", `${ns}:hardest.tooLong`))).toBeVisible();
  await expect(page.getByTestId("marked-text")).toHaveCount(0);
  // The page answered all along: the language can be changed at once.
  await page.getByLabel(text("en", `${ns}:language.label`)).selectOption("fr");
  await expect(page.getByTestId("score")).toHaveCount(2, { timeout: 20_000 });
});

test("a text file handed off is read; an image handed off by mistake is refused, and said so", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/readability-score");
  const textFile = await storeHandOff(page, SAMPLES.en.text, "text/plain");
  await openHydrated(page, `/en/tools/readability-score?from=${textFile}`);
  await expect(field(page, "en")).toHaveValue(SAMPLES.en.text);
  await expect(page.getByTestId("score")).toHaveCount(5);
  const image = await storeHandOff(page, "PNG", "image/png");
  await openHydrated(page, `/en/tools/readability-score?from=${image}`);
  await expect(page.getByTestId("status")).toContainText(text("en", `${ns}:handOff.notText`));
  await expect(field(page, "en")).toHaveValue("");
});

test("the figures are added to a case under the text's first words, and the case file lists them", async ({
  page,
}) => {
  await openHydrated(page, "/fr/tools/readability-score");
  await field(page, "fr").fill(SAMPLES.fr.text);
  await expect(page.getByTestId("score")).toHaveCount(2);
  const items = await addToNewCase(page, "fr", `Lisibilité ${Date.now()}`);
  const item = items.filter({ has: page.getByRole("heading", { level: 3, name: SAMPLES.fr.text }) });
  await expect(item).toContainText(text("fr", "readability_score:evidenceKinds.readability"));
});
