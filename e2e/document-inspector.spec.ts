import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument, PDFName } from "pdf-lib";
import { fontsPdf } from "#app/tools/document-inspector/fixtures/font-pdfs.ts";
import {
  blackBoxPdf,
  cleanPdf,
  ocrLayerPdf,
  whiteTextPdf,
} from "#app/tools/document-inspector/fixtures/hidden-text-pdfs.ts";
import {
  AN,
  MARIE,
  sampleDocx,
  samplePptx,
  sampleXlsx,
} from "#app/tools/document-inspector/fixtures/make-office.ts";
import {
  garbageAfterHeader,
  prevLoop,
  twoRevisions,
  withAttachmentAndJavaScript,
} from "#app/tools/document-inspector/fixtures/make-pdfs.ts";
import { signedThenAppended } from "#app/tools/document-inspector/fixtures/signed-pdfs.ts";
import { addToNewCase } from "./add-to-case.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";

/** A worker that starts pdf.js and reads every page: seconds on a busy machine. */
const REPORT_WAIT = 30_000;

const OFFICE_TYPES: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

async function inspect(page: Page, lang: Lang, name: string, file: Uint8Array | Blob) {
  const buffer = file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : Buffer.from(file);
  const mimeType = OFFICE_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "application/pdf";
  await page
    .getByLabel(text(lang, "document_inspector:input.choose"))
    .setInputFiles({ name, mimeType, buffer });
  await expect(page.getByTestId("document-report")).toBeVisible({ timeout: REPORT_WAIT });
}

/** Gives the picker a file the reader refuses, and waits for `message` on the field. */
async function inspectRefused(page: Page, name: string, bytes: Uint8Array, message: string) {
  await page
    .getByLabel(text("en", "document_inspector:input.choose"))
    .setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from(bytes) });
  await expect(page.getByText(text("en", message))).toBeVisible({ timeout: REPORT_WAIT });
  await expect(page.getByTestId("document-report")).toHaveCount(0);
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

const finding = (page: Page, code: string) => page.locator(`[data-finding="${code}"]`);

for (const lang of LANGS) {
  test(`two saves with a changed figure: both versions kept, the first downloadable, in ${lang}`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}/tools/document-inspector`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "document_inspector:title"));
    await inspect(page, lang, "memo.pdf", await twoRevisions());
    await expect(finding(page, "saved_on_top")).toContainText(
      text(lang, `document_inspector:findings.saved_on_top.title_${new Intl.PluralRules(lang).select(1)}`, {
        count: 1,
      }),
    );
    await expect(finding(page, "pages_replaced")).toBeVisible();
    // Both people who saved it are named, and the second save's properties are shown.
    await expect(page.getByTestId("who-when")).toContainText("Nguyễn Văn An");
    await expect(page.getByTestId("revisions").locator("[data-revision]")).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .locator('[data-revision="1"]')
        .getByRole("button", { name: text(lang, "document_inspector:revisions.download") })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe("memo-revision-1.pdf");
    const first = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    // The page as each version shows it, and the figure the second save changed, in place.
    await page.getByRole("button", { name: text(lang, "document_inspector:compare.open") }).click();
    const compare = page.getByTestId("revision-compare");
    await expect(compare.locator('canvas[data-drawn="true"]')).toHaveCount(2, { timeout: REPORT_WAIT });
    // Word by word: "1 200" went, "900" came, "000 EUR" stayed.
    await expect(compare.getByTestId("text-changes").locator("del")).toContainText("1 200");
    await expect(compare.getByTestId("text-changes").locator("ins")).toContainText("900");
    // Either page downloads as a PNG picture.
    const picture = await Promise.all([
      page.waitForEvent("download"),
      compare
        .getByRole("button", {
          name: text(lang, "document_inspector:compare.pngNamed", {
            name: text(lang, "document_inspector:revisions.original"),
          }),
        })
        .click(),
    ]);
    expect(picture[0].suggestedFilename()).toBe("memo-revision-1-page-1.png");
    // The first version ends at its own %%EOF: the later save is not in it.
    expect(first.length).toBeLessThan((await twoRevisions()).length);
    expect(first.subarray(first.length - 7).toString("latin1")).toContain("%%EOF");
  });
}

test("a signature followed by a later save says the file changed after signing, without trusting the certificate", async ({
  page,
}) => {
  test.slow();
  await openHydrated(page, "/fr/tools/document-inspector");
  await inspect(page, "fr", "signé.pdf", await signedThenAppended());
  await expect(finding(page, "signed")).toContainText("Marie Dupont");
  await expect(finding(page, "changed_after_signing")).toBeVisible();
  const signatures = page.getByTestId("signatures");
  await expect(signatures).toContainText(text("fr", "document_inspector:signatures.digestStatus.matches"));
  await expect(page.getByText(text("fr", "document_inspector:signatures.noTrust"))).toBeVisible();
});

test("JavaScript is listed and never run; an attachment downloads; a link goes to the link investigator", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openHydrated(page, "/en/tools/document-inspector");
  await inspect(page, "en", "with-script.pdf", await withAttachmentAndJavaScript());
  await expect(finding(page, "javascript")).toBeVisible();
  await expect(page.getByTestId("scripts")).toContainText("app.alert");
  expect(dialogs).toEqual([]);
  const attachments = page.getByTestId("attachments");
  await expect(attachments.getByRole("listitem")).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    attachments.getByRole("button").first().click(),
  ]);
  expect(download.suggestedFilename().length).toBeGreaterThan(0);
  const investigate = page
    .getByTestId("links")
    .getByRole("link", { name: text("en", "document_inspector:active.investigate") });
  await expect(investigate.first()).toHaveAttribute("href", /\/en\/tools\/link-investigator\?url=/);
});

for (const lang of LANGS) {
  test(`a black box over live text is a failed redaction, its words quoted, in ${lang}`, async ({ page }) => {
    await openHydrated(page, `/${lang}/tools/document-inspector`);
    await inspect(page, lang, "redacted.pdf", await blackBoxPdf());
    const hidden = page.getByTestId("hidden-text");
    await expect(hidden).toContainText("Source: Jean Martin, ministry", { timeout: REPORT_WAIT });
    await expect(hidden.locator('[data-kind="covered-by-shape"]').first()).toContainText(
      text(lang, "document_inspector:hidden.kinds.covered-by-shape"),
    );
    await expect(finding(page, "failed_redaction")).toBeVisible();
  });
}

test("white text is found; a scanned page's text layer is said to be normal; a clean page finds nothing", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/document-inspector");
  await inspect(page, "en", "white.pdf", await whiteTextPdf());
  await expect(finding(page, "background_text")).toBeVisible({ timeout: REPORT_WAIT });
  await page.getByRole("button", { name: text("en", "document_inspector:input.another") }).click();
  await inspect(page, "en", "scan.pdf", await ocrLayerPdf());
  await expect(finding(page, "ocr_layer")).toBeVisible({ timeout: REPORT_WAIT });
  await expect(
    finding(page, "ocr_layer").getByText(text("en", "document_inspector:findings.caution")),
  ).toHaveCount(0);
  await page.getByRole("button", { name: text("en", "document_inspector:input.another") }).click();
  await inspect(page, "en", "clean.pdf", await cleanPdf());
  await expect(page.getByTestId("hidden-none")).toBeVisible({ timeout: REPORT_WAIT });
});

for (const lang of LANGS) {
  test(`a Word file's tracked changes and comments by two authors, shown in place, in ${lang}`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}/tools/document-inspector`);
    await inspect(page, lang, "communiqué.docx", await sampleDocx());
    await expect(finding(page, "tracked_changes")).toContainText(MARIE);
    await expect(finding(page, "tracked_changes")).toContainText(AN);
    await expect(finding(page, "comments")).toBeVisible();
    await expect(finding(page, "template_path")).toContainText("fileserver");
    const changes = page.getByTestId("tracked-changes");
    await expect(changes.locator('[data-change="deletion"] del').first()).toBeVisible();
    await expect(changes.locator('[data-change="insertion"] ins').first()).toBeVisible();
    await expect(page.getByTestId("comments")).toContainText(AN);
    await expect(page.getByTestId("people")).toContainText(MARIE);
    // The report in Markdown, in the page's language, names both authors.
    const markdown = await downloaded(page, () =>
      page.getByRole("button", { name: text(lang, "document_inspector:actions.markdown") }).click(),
    );
    expect(markdown.name).toBe("communiqué-report.md");
    expect(markdown.text).toContain(`# ${text(lang, "document_inspector:title")}`);
    expect(markdown.text).toContain(MARIE);
    expect(markdown.text).toContain(AN);
  });
}

test("an Excel file's hidden and very hidden sheets, a PowerPoint file's hidden slide and notes", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/document-inspector");
  await inspect(page, "en", "budget.xlsx", await sampleXlsx());
  await expect(finding(page, "hidden_sheets")).toBeVisible();
  // One sheet of each state, each row saying its state in words.
  const sheetsIn = (state: string) =>
    page
      .getByTestId("sheets")
      .getByRole("row")
      .filter({
        has: page.getByRole("cell", {
          name: text("en", `document_inspector:office.hidden.states.${state}`),
          exact: true,
        }),
      });
  await expect(sheetsIn("veryHidden")).toHaveCount(1);
  await expect(sheetsIn("hidden")).toHaveCount(1);
  await page.getByRole("button", { name: text("en", "document_inspector:input.another") }).click();
  await inspect(page, "en", "slides.pptx", await samplePptx());
  await expect(finding(page, "hidden_slides")).toBeVisible();
  await expect(finding(page, "speaker_notes")).toBeVisible();
  await expect(page.getByTestId("slides").locator('[data-hidden="true"]')).toHaveCount(1);
});

test("an embedded picture goes on to the image inspector", async ({ page }) => {
  await openHydrated(page, "/fr/tools/document-inspector");
  await inspect(page, "fr", "communiqué.docx", await sampleDocx());
  // Its button is named after the picture: "Analyser l’image image1.png".
  const [before] = text("fr", "document_inspector:office.content.inspectNamed").split("{{name}}");
  await page
    .getByTestId("media")
    .getByRole("button", { name: new RegExp(`^${before}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/tools\/image-inspector/);
  await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: 60_000 });
});

/** The text of a download the page started. */

test("the report downloads as JSON and Markdown, and goes into a case with the file and its hash", async ({
  page,
}) => {
  test.slow();
  await openHydrated(page, "/fr/tools/document-inspector");
  await inspect(page, "fr", "caviardé.pdf", await blackBoxPdf());
  await expect(page.getByTestId("hidden-text")).toBeVisible({ timeout: REPORT_WAIT });
  await expect(page.getByTestId("sha256")).toHaveText(/^[0-9a-f]{64}$/);
  const json = await downloaded(page, () =>
    page.getByRole("button", { name: text("fr", "document_inspector:actions.json") }).click(),
  );
  expect(json.name).toBe("caviardé-report.json");
  const report = JSON.parse(json.text);
  expect(report).toMatchObject({ format: "veritools-document-report", kind: "pdf" });
  expect(report.file.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(report.hiddenText.pages[0].findings[0].text).toBe("Source: Jean Martin, ministry");
  const markdown = await downloaded(page, () =>
    page.getByRole("button", { name: text("fr", "document_inspector:actions.markdown") }).click(),
  );
  expect(markdown.text).toContain("Jean Martin");
  const items = await addToNewCase(page, "fr", `Note caviardée ${Date.now()}`);
  const item = items.filter({ has: page.getByRole("heading", { level: 3, name: "caviardé.pdf" }) });
  await expect(item).toContainText(text("fr", "document_inspector:evidenceKinds.document"));
  // The document is kept as a file, with its hash.
  await expect(item.getByText(/SHA-256 [0-9a-f]{64}/)).toHaveCount(1);
  await expect(item).toContainText(
    text("fr", "document_inspector:evidenceSummaries.document.findings.failed_redaction"),
  );
});

test("the fonts are listed with what each tells, and a page picture kept in the comparison goes into the case", async ({
  page,
}) => {
  test.slow();
  await openHydrated(page, "/vi/tools/document-inspector");
  await inspect(page, "vi", "fonts.pdf", await fontsPdf());
  const fonts = page.getByTestId("fonts");
  await expect(fonts.locator("tbody tr")).toHaveCount(5);
  const row = (name: string) => fonts.locator("tbody tr").filter({ hasText: name });
  await expect(row("Helvetica")).toContainText(text("vi", "document_inspector:fonts.embeddings.standard"));
  await expect(row("Arial-BoldMT")).toContainText(text("vi", "document_inspector:fonts.embeddings.missing"));
  await expect(row("Arial-BoldMT")).toContainText(
    text("vi", "document_inspector:revisions.save", { number: 1 }),
  );
  await expect(row("QWERTY+")).toContainText(text("vi", "document_inspector:fonts.embeddings.embedded"));
  await expect(row("ABCDEF+")).toContainText(text("vi", "document_inspector:fonts.types.Type0"));

  await page.getByRole("button", { name: text("vi", "document_inspector:compare.open") }).click();
  const compare = page.getByTestId("revision-compare");
  await expect(compare.locator('canvas[data-drawn="true"]')).toHaveCount(2, { timeout: REPORT_WAIT });
  const keep = compare.getByRole("button", {
    name: text("vi", "document_inspector:compare.keepNamed", {
      name: text("vi", "document_inspector:revisions.save", { number: 1 }),
    }),
  });
  await keep.click();
  await expect(keep).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("kept-pictures")).toHaveText(
    text("vi", `document_inspector:actions.pictures_${new Intl.PluralRules("vi").select(1)}`, { count: 1 }),
  );
  const items = await addToNewCase(page, "vi", `Phông chữ ${Date.now()}`);
  const item = items.filter({ has: page.getByRole("heading", { level: 3, name: "fonts.pdf" }) });
  // The document and the kept picture, each with its own hash.
  await expect(item).toContainText("fonts-revision-2-page-1.png");
  await expect(item.getByText(/SHA-256 [0-9a-f]{64}/)).toHaveCount(2);
});

/** A PDF whose one page's content is 100 MB of spaces squeezed into a few hundred kilobytes. */
async function decompressionBomb(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([200, 200]);
  const squeezed = deflateSync(Buffer.alloc(100_000_000, 0x20), { level: 9 });
  page.node.set(
    PDFName.of("Contents"),
    document.context.register(document.context.stream(squeezed, { Filter: "FlateDecode" })),
  );
  return document.save();
}

test("hostile files: garbage gets a clear message, a broken chain and a decompression bomb a report, none hangs", async ({
  page,
}) => {
  test.slow();
  await openHydrated(page, "/en/tools/document-inspector");
  await inspectRefused(page, "garbage.pdf", garbageAfterHeader(), "document_inspector:errors.unreadable");
  for (const [name, make] of [
    ["loop.pdf", prevLoop],
    ["bomb.pdf", decompressionBomb],
  ] as const) {
    await inspect(page, "en", name, await make());
    await expect(page.locator('[data-testid="hidden-text"], [data-testid="hidden-none"]')).toBeVisible({
      timeout: REPORT_WAIT,
    });
    await page.getByRole("button", { name: text("en", "document_inspector:input.another") }).click();
  }
});

test("a file that is no document gets a clear message on the field and no report", async ({ page }) => {
  await openHydrated(page, "/vi/tools/document-inspector");
  await page
    .getByLabel(text("vi", "document_inspector:input.choose"))
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("xin chào") });
  await expect(page.getByText(text("vi", "document_inspector:errors.not_document"))).toBeVisible();
  await expect(page.getByTestId("document-report")).toHaveCount(0);
});

test("nothing about the document is sent anywhere, and axe finds no serious violation on a PDF report with its comparison open, nor on a Word report", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(request.url());
  });
  await openHydrated(page, "/en/tools/document-inspector");
  await inspect(page, "en", "memo.pdf", await twoRevisions());
  await page.getByRole("button", { name: text("en", "document_inspector:compare.open") }).click();
  await expect(page.getByTestId("text-changes")).toBeVisible({ timeout: REPORT_WAIT });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: text("en", "document_inspector:input.another") }).click();
  await inspect(page, "en", "communiqué.docx", await sampleDocx());
  expect(await seriousViolations(page)).toEqual([]);
  expect(sent).toEqual([]);
});

testEachLook("screenshot of document-inspector", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/tools/document-inspector`);
  await inspect(page, look.lang, "memo.pdf", await blackBoxPdf());
  await expect(page.getByTestId("hidden-text")).toBeVisible({ timeout: REPORT_WAIT });
  await screenshotLook(page, "document-inspector", look);
});
