// The page capture as a person uses it: a page of the test's own site captured from the browser, its
// resources listed as they come, the archived page drawn from the archive alone, the WACZ downloaded,
// checked (intact, then with one byte changed) and kept in a case whose bundle holds it with its hash.
import { readFile } from "node:fs/promises";
import type http from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { openZip } from "#app/lib/files/zip-read.ts";
import { addToNewCase } from "./add-to-case.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";
import { withSite } from "./loopback-site.ts";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000010000000100806000000" +
    "1ff3ff610000001a49444154789c63fccf40213005a3b13220230d46a3d168340c3f030041c61fe1d5b72a0000000049454e44ae426082",
  "hex",
);

/** A small article: a stylesheet that imports another and names a background image, an image, a frame. */
const article: http.RequestListener = (req, res) => {
  const send = (type: string, body: string | Buffer) =>
    res.writeHead(200, { "Content-Type": type }).end(body);
  switch (req.url) {
    case "/":
      return send(
        "text/html; charset=utf-8",
        `<!doctype html><html lang="en"><head><title>Flood in the old quarter</title>
<link rel="stylesheet" href="/style.css"><script src="/app.js"></script></head>
<body><h1 id="headline">Water reaches the old quarter</h1><p>Reported at 9:00.</p>
<img src="/photo.png" alt="Flooded street" width="160" height="160">
<img src="http://169.254.169.254/latest/meta-data/" alt=""><a href="/other">Other story</a></body></html>`,
      );
    case "/style.css":
      return send(
        "text/css",
        `@import "/more.css"; body { font-family: serif } h1 { background: url(/bg.png) }`,
      );
    case "/more.css":
      return send("text/css", "h1 { color: rgb(0, 90, 160) }");
    case "/app.js":
      return send("text/javascript", "document.title = 'changed by a script'");
    default:
      return send("image/png", PNG);
  }
};

const CAPTURE_WAIT = 30_000;

async function capture(page: Page, lang: Lang, url: string) {
  await page.getByLabel(text(lang, "page_capture:form.label")).fill(url);
  await page.getByRole("button", { name: text(lang, "page_capture:form.submit") }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: text(lang, "page_capture:result.heading") }),
  ).toBeVisible({
    timeout: CAPTURE_WAIT,
  });
}

for (const lang of LANGS) {
  test(`a page captured in ${lang}: its resources, the archived view, the WACZ and the case`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    // Without a save picker (as in Firefox or Safari) a bundle is a plain download, which the test reads.
    if (lang !== "en") await page.addInitScript(() => Reflect.deleteProperty(window, "showSaveFilePicker"));
    await withSite(article, async (origin) => {
      await openHydrated(page, `/${lang}/tools/page-capture`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "page_capture:title"));
      await capture(page, lang, `${origin}/`);
      // The address is the capture: it can be shared as a link.
      expect(new URL(page.url()).searchParams.get("url")).toBe(`${origin}/`);

      await expect(page.locator('[data-fact="title"]')).toContainText("Flood in the old quarter");
      await expect(page.locator('[data-fact="addresses"]')).toContainText("(127.0.0.1)");
      const table = page.getByRole("table", { name: text(lang, "page_capture:resources.caption") });
      for (const path of ["/style.css", "/more.css", "/bg.png", "/photo.png", "/app.js"]) {
        await expect(table.getByRole("row").filter({ hasText: `${origin}${path}` })).toContainText("200");
      }
      // The metadata address the page names is listed as refused, never fetched.
      await expect(table.getByRole("row").filter({ hasText: "169.254.169.254" })).toContainText(
        text(lang, "page_capture:resources.refused", {
          reason: text(lang, "page_capture:reasons.private_address"),
        }),
      );

      // The archived page, from the archive alone: its text, its archived stylesheet applied, its
      // script not run (the title it would have changed is the page's own).
      const frame = page.frameLocator('[data-testid="archived-frame"]');
      await expect(frame.locator("#headline")).toHaveText("Water reaches the old quarter");
      await expect(frame.locator("#headline")).toHaveCSS("color", "rgb(0, 90, 160)");
      await expect(frame.locator("script")).toHaveCount(0);
      const photo = frame.getByRole("img", { name: "Flooded street" });
      await expect(photo).toHaveAttribute("src", /^blob:/);
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);

      // The WACZ, downloaded.
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: text(lang, "page_capture:result.download") }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        /^page-capture-127\.0\.0\.1-\d+-\d{4}-\d{2}-\d{2}-\d{6}\.wacz$/,
      );
      const wacz = info.outputPath("capture.wacz");
      await download.saveAs(wacz);
      const archiveFact = await page.locator('[data-fact="archive"]').textContent();
      const sha256 = /[0-9a-f]{64}/.exec(archiveFact ?? "")?.[0];
      expect(sha256).toBeDefined();

      // Kept in a case: the WACZ as the item's file, with its SHA-256.
      const items = await addToNewCase(page, lang, `Capture ${lang}`);
      await expect(items.first()).toContainText(text(lang, "page_capture:evidenceKinds.page-capture"));
      await expect(items.first()).toContainText(`SHA-256 ${sha256}`);
      if (lang !== "en") {
        // Its bundle holds the WACZ, named with its hash in the signed manifest (English saves through a
        // file picker: the case file's own tests cover it).
        const downloading = page.waitForEvent("download");
        await page.getByRole("button", { name: text(lang, "case_file:export.button") }).click();
        const bundle = info.outputPath("case.zip");
        await (await downloading).saveAs(bundle);
        const zip = await openZip(new Blob([await readFile(bundle)]));
        const manifest = JSON.parse(
          new TextDecoder().decode((await zip.bytes("manifest.json", 1e6)) ?? undefined),
        );
        const [file] = manifest.items[0].files;
        expect(file).toMatchObject({ type: "application/wacz", sha256 });
        expect(await zip.hashes([file.file])).toEqual([sha256]);
        await zip.close();
      }

      // Checked here: unchanged since this site signed it.
      await openHydrated(page, `/${lang}/tools/page-capture`);
      await checkArchive(page, lang, await readFile(wacz), "intact-signed-here");
      // One byte of the WARC changed: altered, the file named.
      // The WARC is the ZIP's first entry: 200 bytes past its name is inside its records.
      const bytes = await readFile(wacz);
      const inWarc = bytes.indexOf(Buffer.from("archive/data.warc.gz")) + 200;
      bytes[inWarc] = (bytes[inWarc] ?? 0) ^ 1;
      await checkArchive(page, lang, bytes, "altered");
      await expect(page.getByTestId("wacz-findings")).toContainText("archive/data.warc.gz");
    });
  });
}

async function checkArchive(page: Page, lang: Lang, bytes: Buffer, verdict: string) {
  await page
    .getByLabel(text(lang, "page_capture:import.choose"))
    .setInputFiles({ name: "capture.wacz", mimeType: "application/zip", buffer: bytes });
  await expect(page.getByTestId("wacz-verdict")).toHaveAttribute("data-verdict", verdict, {
    timeout: 20_000,
  });
  await expect(page.getByTestId("wacz-verdict")).toHaveText(
    text(lang, `page_capture:import.verdicts.${verdict}`),
  );
}

test("a rendered capture adds the page as a browser drew it", async ({ page }) => {
  test.setTimeout(90_000);
  await withSite(article, async (origin) => {
    await openHydrated(page, "/en/tools/page-capture");
    await page.getByLabel(text("en", "page_capture:form.rendered")).check();
    await capture(page, "en", `${origin}/`);
    expect(new URL(page.url()).searchParams.get("rendered")).toBe("1");
    await expect(page.locator('[data-fact="rendered"]')).toContainText(/1[,.]?280 × \d/);
    const picture = page.getByTestId("screenshot");
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
  });
});

test("without JavaScript the page offers the archive of the address as a download", async ({ request }) => {
  // Playwright's switch for scripts leaves <noscript> unparsed, so the page's markup is read instead, and
  // the form it holds is sent as a browser would.
  await withSite(article, async (origin) => {
    const html = await (
      await request.get(`/fr/tools/page-capture?url=${encodeURIComponent(`${origin}/`)}`)
    ).text();
    const noscript = html.slice(html.indexOf("<noscript>"), html.indexOf("</noscript>"));
    expect(noscript).toContain('action="/api/page-captures" method="post"');
    expect(noscript).toContain(`name="url" value="${origin}/"`);
    expect(noscript).toContain(text("fr", "page_capture:form.noScriptSubmit"));
    const answer = await request.post("/api/page-captures", { form: { url: `${origin}/`, language: "fr" } });
    expect(answer.headers()["content-type"]).toBe("application/wacz");
    expect(answer.headers()["content-disposition"]).toMatch(
      /^attachment; filename="page-capture-127\.0\.0\.1-/,
    );
  });
});

test("a wrong address is said at the field, and nothing is captured", async ({ page }) => {
  await openHydrated(page, "/fr/tools/page-capture");
  await page.getByLabel(text("fr", "page_capture:form.label")).fill("ftp://example.com/");
  await page.getByRole("button", { name: text("fr", "page_capture:form.submit") }).click();
  await expect(page.getByText(text("fr", "page_capture:errors.codes.unsupported_scheme"))).toBeVisible();
  await expect(page.getByTestId("capture")).toHaveCount(0);
});

test("a page that cannot be captured says why", async ({ page }) => {
  await openHydrated(page, "/vi/tools/page-capture?url=http%3A%2F%2F169.254.169.254%2Flatest%2F");
  await expect(page.getByRole("alert")).toContainText(text("vi", "page_capture:failure.heading"), {
    timeout: CAPTURE_WAIT,
  });
  await expect(page.getByRole("alert")).toContainText(text("vi", "page_capture:reasons.private_address"));
});

test("a file that is not a WACZ is refused with its reason", async ({ page }) => {
  await openHydrated(page, "/en/tools/page-capture");
  await page.getByLabel(text("en", "page_capture:import.choose")).setInputFiles({
    name: "notes.wacz",
    mimeType: "application/zip",
    buffer: Buffer.from("not a zip at all"),
  });
  await expect(page.getByTestId("wacz-verdict")).toHaveAttribute("data-verdict", "unreadable");
  await expect(page.getByText(text("en", "page_capture:import.unreadable.not-a-zip"))).toBeVisible();
});

test("the link investigator's report offers to preserve the page", async ({ page, baseURL }) => {
  await openHydrated(page, `/en/tools/link-investigator?url=${encodeURIComponent(`${baseURL}/about`)}`);
  const preserve = page.getByTestId("preserve-page");
  await expect(preserve).toHaveAttribute(
    "href",
    `/en/tools/page-capture?url=${encodeURIComponent(`${baseURL}/about`)}`,
    {
      timeout: 20_000,
    },
  );
});

testEachLook("the page capture looks right", async ({ page }, look) => {
  test.setTimeout(60_000);
  await withSite(article, async (origin) => {
    await openHydrated(page, `/${look.lang}/tools/page-capture?url=${encodeURIComponent(`${origin}/`)}`);
    await expect(
      page.getByRole("heading", { level: 2, name: text(look.lang, "page_capture:result.heading") }),
    ).toBeVisible({ timeout: CAPTURE_WAIT });
    await expect(page.frameLocator('[data-testid="archived-frame"]').locator("#headline")).toBeVisible();
    expect(await seriousViolations(page, { strangers: '[data-testid="archived-frame"]' })).toEqual([]);
    await screenshotLook(page, "page-capture", look);
  });
});
