import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { blackBoxPdf } from "#app/tools/document-inspector/fixtures/hidden-text-pdfs.ts";
import { TOOLS } from "#app/tools/registry.ts";
import { statsPagePath } from "#app/tools/url-shortener/public.ts";
import { makeH264 } from "#app/tools/video-inspector/fixtures/make-videos.ts";
import { addThroughDialog } from "./add-to-case.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook } from "./looks.ts";
import { renderSample, SAMPLES, type SampleLanguage } from "./ocr-samples.ts";
import { allDrawn, c2paFile, chooseImage, chooseVideo, readImage } from "./tool-results.ts";

// Every tool's page on a 375-px phone, with a real result shown, in each language: nothing may make the
// page wider than the screen (a long address, an OCR line, a hash, JSON), and the "Add to case" dialog's
// buttons stay on the screen. A new tool gets an entry in SHOWN, or the first test fails.

const PHONE = { width: 375, height: 740 };
const DIR = path.resolve("test-results", `videos-${process.pid}`);

/** An address with one long unbreakable parameter, as shared links carry (tracking ids, signed tokens). */
const longUrl = (origin: string) =>
  `${origin}/about?utm_source=newsletter&utm_campaign=spring_flooding_2026&ref=${"9f86d081884c7d659a2feaa0c55ad015".repeat(3)}`;
/** Text with such an address in it, a word in each language and JSON, for the text tools. */
const longText = (origin: string) =>
  `Hà Nội, le 12 mars : ${longUrl(origin)}\n${JSON.stringify({ source: longUrl(origin), sha256: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" })}`;
const OCR_OF: Record<Lang, SampleLanguage> = { en: "eng", fr: "fra", vi: "vie" };

interface Context {
  page: Page;
  lang: Lang;
  origin: string;
  browser: Browser;
  request: APIRequestContext;
}

/** Opens a page of the tool (its slug, or a page of its own) in `lang` and brings it to a real result. */
type Show = (context: Context) => Promise<void>;

const fillText =
  (label: string): Show =>
  async ({ page, lang, origin }) => {
    await page.getByLabel(text(lang, label), { exact: true }).fill(longText(origin));
  };

/** Each text tool's own page: its text box holding the long text. */
const TEXT_TOOL_PAGES: Record<string, Show> = Object.fromEntries(
  (TOOLS.find((tool) => tool.slug === "text-tools")?.pages ?? []).map((sub) => [
    sub.slug,
    async (context: Context) => {
      await openHydrated(context.page, `/${context.lang}/tools/${sub.slug}`);
      await fillText("text_tools:input.label")(context);
    },
  ]),
);

const SHOWN: Record<string, Show> = {
  "url-shortener": async ({ page, lang, origin }) => {
    await openHydrated(page, `/${lang}/tools/url-shortener`);
    await page.getByLabel(text(lang, "url_shortener:form.urlLabel")).fill(longUrl(origin));
    await page.getByRole("button", { name: text(lang, "url_shortener:form.submit") }).click();
    await expect(page.getByTestId("short-link-result")).toBeVisible({ timeout: 20_000 });
  },
  "link-investigator": async ({ page, lang, origin }) => {
    await openHydrated(page, `/${lang}/tools/link-investigator?url=${encodeURIComponent(longUrl(origin))}`);
    await expect(page.getByTestId("investigation-report")).toBeVisible({ timeout: 20_000 });
  },
  "page-capture": async ({ page, lang, origin }) => {
    // This server's own page, under an address with a long unbreakable parameter.
    await openHydrated(page, `/${lang}/tools/page-capture?url=${encodeURIComponent(longUrl(origin))}`);
    await expect(page.locator('[data-fact="archive"]')).toBeVisible({ timeout: 30_000 });
    await expectFits(page, "page-capture", lang);
    await addThroughDialog(page, lang, "Phone width", dialogFits);
  },
  "media-from-link": async ({ page, lang, origin }) => {
    // This server's own page, under an address with a long unbreakable parameter.
    await openHydrated(page, `/${lang}/tools/media-from-link?url=${encodeURIComponent(longUrl(origin))}`);
    await expect(page.getByText(longUrl(origin)).first()).toBeVisible({ timeout: 30_000 });
    await expectFits(page, "media-from-link", lang);
  },
  "image-inspector": async ({ page, lang }) => {
    await openHydrated(page, `/${lang}/tools/image-inspector`);
    // Content Credentials: a signer's certificate, hashes and addresses to wrap.
    await chooseImage(page, lang, await c2paFile("CA.jpg"));
    await expect(page.getByTestId("content-credentials")).toContainText(
      text(lang, "image_inspector:c2pa.relationship.parentOf"),
      { timeout: 60_000 },
    );
  },
  "qr-code-generator": async ({ page, lang, origin }) => {
    const link = longUrl(origin).replace(/^https?:\/\//, "");
    await openHydrated(page, `/${lang}/tools/qr-code-generator?type=url&url=${encodeURIComponent(link)}`);
    await expect(page.getByTestId("qr-image")).toBeVisible();
  },
  "text-tools": async (context) => {
    await openHydrated(context.page, `/${context.lang}/tools/text-tools`);
    await fillText("text_tools:input.label")(context);
  },
  ...TEXT_TOOL_PAGES,
  "compare-texts": async (context) => {
    const { page, lang, origin } = context;
    await openHydrated(page, `/${lang}/tools/compare-texts`);
    await fillText("compare_texts:form.first")(context);
    await page
      .getByLabel(text(lang, "compare_texts:form.second"), { exact: true })
      .fill(longText(origin).replace("spring", "autumn"));
    await expect(page.getByTestId("compare-summary")).toBeVisible();
  },
  "hidden-characters": async (context) => {
    await openHydrated(context.page, `/${context.lang}/tools/hidden-characters`);
    await context.page
      .getByLabel(text(context.lang, "hidden_characters:input.label"))
      .fill(`${longText(context.origin)}\u200b\u202e`);
    await expect(context.page.getByTestId("marked-text")).toBeVisible();
  },
  "text-from-image": async ({ page, lang, browser, origin }) => {
    await openHydrated(page, `/${lang}/tools/text-from-image`);
    const lines = [...SAMPLES[OCR_OF[lang]], longUrl(origin).replace(/^https?:\/\//, "")];
    await readImage(page, lang, await renderSample(browser, lines, { width: 1600 }));
    await expect(
      page.getByRole("list", { name: text(lang, "text_from_image:result.linesLabel") }).getByRole("button"),
    ).not.toHaveCount(0);
    await expectFits(page, "text-from-image", lang);
    await addThroughDialog(page, lang, "Phone width", dialogFits);
  },
  "link-analytics": async ({ page, lang, origin, request }) => {
    const created = await request.post("/api/shorten-url", { data: { url: `${longUrl(origin)}&n=${lang}` } });
    const { shortenedUrl } = (await created.json()) as { shortenedUrl: string };
    expect((await request.get(shortenedUrl, { maxRedirects: 0 })).status()).toBe(302);
    await openHydrated(page, `/${lang}${statsPagePath(shortenedUrl)}`);
    await expect(page.getByTestId("total-humans")).toBeVisible();
  },
  "video-inspector": async ({ page, lang }) => {
    const made = makeH264(DIR);
    await openHydrated(page, `/${lang}/tools/video-inspector`);
    await chooseVideo(page, lang, made.file);
    await allDrawn(page, made.keyframes.length, 30_000);
    await expect(page.locator('[data-fact="sha256"]')).toContainText(/[0-9a-f]{64}/, { timeout: 20_000 });
  },
  "document-inspector": async ({ page, lang }) => {
    await openHydrated(page, `/${lang}/tools/document-inspector`);
    await page.getByLabel(text(lang, "document_inspector:input.choose")).setInputFiles({
      name: "memo.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await blackBoxPdf()),
    });
    await expect(page.getByTestId("hidden-text")).toBeVisible({ timeout: 30_000 });
  },
  "readability-score": async (context) => {
    await openHydrated(context.page, `/${context.lang}/tools/readability-score`);
    await fillText("readability_score:input.label")(context);
    await expect(context.page.getByTestId("hardest")).toBeVisible();
  },
  "time-zone-converter": async ({ page, lang }) => {
    await openHydrated(
      page,
      `/${lang}/tools/time-zone-converter?time=2026-07-01T09:00&from=America/Argentina/Buenos_Aires&to=Asia/Ho_Chi_Minh,Pacific/Port_Moresby,UTC`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
  "date-difference": async ({ page, lang }) => {
    await openHydrated(page, `/${lang}/tools/date-difference?from=1999-02-28&to=2026-03-01`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
  "timestamp-decoder": async ({ page, lang }) => {
    const post = "https://x.com/TwitterDev/status/1212092628029698048?s=20&t=AbCdEfGhIjKlMnOpQrStUvWxYz0123";
    await openHydrated(page, `/${lang}/tools/timestamp-decoder?value=${encodeURIComponent(post)}&zone=UTC`);
    await expect(page.getByTestId("reading")).toHaveCount(1);
  },
  "sun-position": async ({ page, lang }) => {
    await openHydrated(
      page,
      `/${lang}/tools/sun-position?lat=39.742476&lon=-105.1786&time=2003-10-17T19:30:30Z&zone=America%2FDenver&shadow=14.3`,
    );
    await expect(page.getByTestId("shadow-matches")).toBeVisible();
  },
  "case-file": async ({ page, lang, origin }) => {
    // A case holding a report full of long addresses (its JSON) and a file with its SHA-256.
    const name = `Lũ lụt ${"9f86d081884c7d659a2f".repeat(2)}`;
    await openHydrated(page, `/${lang}/tools/link-investigator?url=${encodeURIComponent(longUrl(origin))}`);
    await expect(page.getByTestId("investigation-report")).toBeVisible({ timeout: 20_000 });
    await addThroughDialog(page, lang, name, dialogFits);
    await openHydrated(page, `/${lang}/tools/image-inspector`);
    await chooseImage(page, lang, await c2paFile("CA.jpg"));
    await addThroughDialog(page, lang, undefined, dialogFits);
    await openHydrated(page, `/${lang}/tools/case-file`);
    await page.getByRole("link", { name, exact: true }).click();
    await expect(page.getByText(/SHA-256 [0-9a-f]{64}/)).toHaveCount(1);
    // Each item's result, as JSON.
    for (const summary of await page.getByText(text(lang, "case_file:case.result"), { exact: true }).all())
      await summary.click();
  },
  // How to check a bundle by hand: its long commands wrap inside their boxes.
  "case-file/bundles": async ({ page, lang }) => {
    await openHydrated(page, `/${lang}/tools/case-file/bundles`);
    await expect(page.getByText("sha256sum -c SHA256SUMS", { exact: true })).toBeVisible();
  },
};

/**
 * The page is no wider than the screen. If it is, the message names where the width comes from: the
 * innermost elements that cannot be narrower than the screen (their min-content width), a long word or
 * a row that does not wrap.
 */
async function expectFits(page: Page, name: string, lang: Lang) {
  const wider = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const minContent = (element: HTMLElement) => {
      const width = element.style.width;
      element.style.width = "min-content";
      const measured = element.getBoundingClientRect().width;
      element.style.width = width;
      return measured;
    };
    const tooWide = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
      (element) =>
        element.getBoundingClientRect().right > window.innerWidth &&
        minContent(element) > window.innerWidth - 32,
    );
    return tooWide
      .filter((element) => !tooWide.some((other) => other !== element && element.contains(other)))
      .slice(0, 6)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute("class")}"> ${element.textContent?.slice(0, 50)}`,
      );
  });
  expect(wider, `${name} in ${lang} is wider than the screen because of`).toEqual([]);
  await screenshotLook(page, `phone-width-${name.replaceAll("/", "-")}`, {
    lang,
    width: 375,
    scheme: "light",
  });
}

/** Every button and link of the open dialog lies within the screen's width. */
async function dialogFits(dialog: Locator) {
  for (const control of await dialog.locator("button, a, input, select, textarea").all()) {
    const box = await control.boundingBox();
    expect(box, "a control of the dialog").not.toBeNull();
    if (!box) continue;
    expect(box.x, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(
      0,
    );
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
}

test("every tool page with a route has a way to show a result here", () => {
  const pages = TOOLS.filter((tool) => tool.routes.length > 0).flatMap((tool) => [
    tool.slug,
    ...(tool.pages ?? []).map((sub) => sub.slug),
  ]);
  expect(Object.keys(SHOWN).sort()).toEqual(pages.sort());
});

// Results that decode video or read images with OCR take seconds on a busy machine.
test.describe.configure({ timeout: 120_000 });

for (const [name, show] of Object.entries(SHOWN))
  for (const lang of LANGS)
    test(`${name} with a result fits a 375-px phone in ${lang}`, async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      await page.setViewportSize(PHONE);
      await show({ page, lang, origin: baseURL ?? "", browser, request });
      await expectFits(page, name, lang);
    });
