import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { formatBytes } from "#app/lib/files/format-bytes.ts";
import { scriptNames } from "#app/lib/text/script-name.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";
import { withSite } from "./loopback-site.ts";
import { withTlsSite } from "./tls-site.ts";

// The test server's own pages stand in for the sites a link leads to (there is no internet here):
// /about?utm_source=… is a plain http page at an IP address, with tracking parameters, whose canonical
// address is /en/about.
const target = (baseURL: string | undefined) => `${baseURL}/about?utm_source=newsletter&utm_medium=mail`;

async function investigate(page: Page, lang: (typeof LANGS)[number], url: string) {
  await page.getByLabel(text(lang, "link_investigator:form.label")).fill(url);
  await page.getByRole("button", { name: text(lang, "link_investigator:form.submit") }).click();
}

for (const lang of LANGS) {
  test(`a report reads in ${lang}: verdict, warnings, path, destination, clean link`, async ({
    page,
    baseURL,
  }) => {
    await openHydrated(page, `/${lang}/tools/link-investigator`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "link_investigator:title"));
    await investigate(page, lang, target(baseURL));
    const report = page.getByTestId("investigation-report");
    await expect(report).toBeVisible({ timeout: 15_000 });
    // The report's address is the report: it can be shared as a link.
    expect(new URL(page.url()).searchParams.get("url")).toBe(target(baseURL));
    await expect(page.getByTestId("verdict")).toContainText(
      text(lang, "link_investigator:report.verdict.warnings_other", { count: 4 }),
    );
    for (const code of ["insecure_http", "ip_literal", "canonical_elsewhere", "tracking_parameters"]) {
      await expect(report.locator(`[data-warning="${code}"]`)).toContainText(
        text(lang, `link_investigator:warnings.${code}.title`),
      );
    }
    await expect(report.getByRole("table")).toContainText(
      text(lang, "link_investigator:report.hops.viaLabels.final"),
    );
    await expect(report).toContainText("About | VeriTools");
    await expect(page.getByTestId("clean-link")).toHaveText(`${baseURL}/about`);
  });
}

/** 2.4 MB of zip, declared and sent; the investigator reads only its headers. */
const zipFile: http.RequestListener = (_req, res) =>
  res
    .writeHead(200, { "Content-Type": "application/zip", "Content-Length": "2400000" })
    .end(Buffer.alloc(2_400_000));

/** A host with a Cyrillic "а" passing for the Latin "a" of paypal: dangerous wherever it leads. */
const LOOKALIKE = "http://xn--pypal-4ve.test/";

async function verdictIs(page: Page, lang: (typeof LANGS)[number], verdict: string, label: string) {
  const box = page.getByTestId("verdict");
  await expect(box).toHaveAttribute("data-verdict", verdict, { timeout: 15_000 });
  await expect(box).toContainText(label);
  await expect(box).toContainText(text(lang, `link_investigator:report.verdictNote.${verdict}`));
}

for (const lang of LANGS) {
  test(`the verdict reads in ${lang}: unreachable and dangerous`, async ({ page, baseURL }) => {
    await openHydrated(page, `/${lang}/tools/link-investigator`);
    const report = page.getByTestId("investigation-report");

    // A page the test server does not have: broken, and nothing served over plain http to warn about.
    await investigate(page, lang, `${baseURL}/no-such-page-${lang}`);
    await verdictIs(page, lang, "unreachable", text(lang, "link_investigator:report.verdict.unreachable"));
    await expect(report.locator('[data-warning="error_status"]')).toContainText(
      text(lang, "link_investigator:warnings.error_status.client", { detail: "127.0.0.1", status: 404 }),
    );
    await expect(report.locator('[data-warning="insecure_http"]')).toHaveCount(0);

    // A look-alike: its foreign letter marked in the name and named with its script; nothing to copy.
    await investigate(page, lang, LOOKALIKE);
    await verdictIs(page, lang, "dangerous", text(lang, "link_investigator:report.verdict.dangerous"));
    await expect(page.getByTestId("lookalike-host")).toHaveText("pаypal.test");
    await expect(page.getByTestId("lookalike-host").locator("mark")).toHaveText(["а"]);
    await expect(page.getByTestId("lookalike-letters").getByRole("listitem")).toHaveText([
      text(lang, "link_investigator:report.lookalike.looksLike", {
        letter: "а (U+0430)",
        script: scriptNames(lang).inSentence("Cyrl"),
        latin: "a",
      }),
    ]);
    await expect(page.getByTestId("clean-link-withheld")).toHaveText(
      text(lang, "link_investigator:report.clean.withheld.dangerous"),
    );
    await expect(
      page.getByRole("button", { name: text(lang, "link_investigator:report.clean.copy") }),
    ).toHaveCount(0);
  });
}

// An ordinary article: https, a dotted name, no redirect, no tracking, its canonical address its own.
const article =
  (origin: string): http.RequestListener =>
  (_req, res) =>
    res
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html><head><title>Flood report</title>` +
          `<link rel="canonical" href="${origin}/2026/flood-report"></head><body><p>Text.</p></body></html>`,
      );

for (const lang of LANGS) {
  test(`the verdict reads in ${lang}: clear, and what that does not prove`, async ({ page, request }) => {
    // An investigation (its registry and archive lookups time out here), axe, and the API.
    test.slow();
    let origin = "";
    await withTlsSite(
      (req, res) => article(origin)(req, res),
      async (site) => {
        origin = site;
        const url = `${site}/2026/flood-report`;
        await openHydrated(page, `/${lang}/tools/link-investigator`);
        await investigate(page, lang, url);
        await verdictIs(page, lang, "clear", text(lang, "link_investigator:report.verdict.clear"));
        const report = page.getByTestId("investigation-report");
        await expect(report.locator("[data-warning]")).toHaveCount(0);
        await expect(report).toContainText("Flood report");
        await expect(page.getByTestId("clean-link")).toHaveText(url);
        expect(await seriousViolations(page)).toEqual([]);
        // The API says the same.
        const answer = await request.get(`/api/link-investigations?url=${encodeURIComponent(url)}`);
        expect(await answer.json()).toMatchObject({ verdict: "clear", warnings: [] });
      },
    );
  });
}

test("a link to a file is a download, with its type and size, and the Markdown export says so", async ({
  page,
}) => {
  await withSite(zipFile, async (origin) => {
    await openHydrated(page, "/fr/tools/link-investigator");
    await investigate(page, "fr", `${origin}/archive.zip`);
    const finding = page.locator('[data-warning="download"]');
    await expect(finding).toContainText(text("fr", "link_investigator:warnings.download.title"), {
      timeout: 15_000,
    });
    await expect(finding).toContainText(
      text("fr", "link_investigator:warnings.download.sized", {
        detail: "application/zip",
        size: formatBytes(2_400_000, "fr"),
      }),
    );
    const saved = page.waitForEvent("download");
    await page.getByRole("button", { name: text("fr", "link_investigator:report.export.markdown") }).click();
    const file = await saved;
    const today = new Date().toISOString().slice(0, 10);
    expect(file.suggestedFilename()).toBe(`link-report-127.0.0.1-${today}.md`);
    const markdown = readFileSync((await file.path()) ?? "", "utf8");
    expect(markdown).toContain(text("fr", "link_investigator:warnings.download.title"));
    expect(markdown).toMatch(/\(UTC\)\. \*\*/);
  });
});

testEachLook("screenshot of a look-alike link's report", async ({ page }, look) => {
  await page.goto(`/${look.lang}/tools/link-investigator?url=${encodeURIComponent(LOOKALIKE)}`);
  await expect(page.getByTestId("lookalike-host")).toBeVisible({ timeout: 15_000 });
  await screenshotLook(page, "link-investigator-lookalike", look);
});

testEachLook("screenshot of a download's report", async ({ page }, look) => {
  await withSite(zipFile, async (origin) => {
    await page.goto(`/${look.lang}/tools/link-investigator?url=${encodeURIComponent(`${origin}/setup.zip`)}`);
    await expect(page.locator('[data-warning="download"]')).toBeVisible({ timeout: 15_000 });
    await screenshotLook(page, "link-investigator-download", look);
  });
});

test("the path is shown hop by hop while the link is followed", async ({ page }) => {
  // A site of the test's own whose second hop answers only when the test says so.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const site = http.createServer(async (req, res) => {
    if (req.url === "/start") return res.writeHead(302, { Location: "/held" }).end();
    await held;
    res.writeHead(200, { "Content-Type": "text/html" }).end("<title>Arrivée</title>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const start = `http://127.0.0.1:${(site.address() as AddressInfo).port}/start`;
  try {
    await openHydrated(page, "/vi/tools/link-investigator");
    await investigate(page, "vi", start);
    const progress = page.getByTestId("investigation-progress");
    await expect(progress).toContainText(
      text("vi", "link_investigator:progress.following_other", { count: 1 }),
    );
    await expect(progress.getByRole("listitem")).toHaveCount(1);
    await expect(progress.getByRole("listitem")).toContainText(start);
    await expect(progress.getByRole("listitem")).toContainText(
      text("vi", "link_investigator:report.hops.viaLabels.location"),
    );
    await page.screenshot({ path: "e2e/screenshots/link-investigator-progress-vi-desktop-light.png" });
    release();
    await expect(page.getByTestId("investigation-report")).toContainText("Arrivée");
    await expect(progress).toHaveCount(0);
    // There is no internet here: the archive could not be asked, and the report says so.
    await expect(page.getByTestId("archive-snapshot")).toHaveText(
      text("vi", "link_investigator:report.archive.snapshotUnavailable"),
    );
  } finally {
    release();
    site.closeAllConnections();
    site.close();
  }
});

test("the archive hears of the address without its query unless the box is ticked; the page's address keeps the choice", async ({
  page,
  baseURL,
}) => {
  const full = target(baseURL);
  await openHydrated(page, "/fr/tools/link-investigator");
  const option = page.getByRole("checkbox", { name: text("fr", "link_investigator:form.archiveFull") });
  await expect(option).not.toBeChecked();
  await page.getByLabel(text("fr", "link_investigator:form.label")).fill(full);
  // Ticked from the keyboard, as a person without a mouse would.
  await option.focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: text("fr", "link_investigator:form.submit") }).click();
  await expect(page.getByTestId("archive-address")).toHaveText(full, { timeout: 15_000 });
  await expect(page.getByTestId("archive-stripped")).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("archive")).toBe("full");
  await expect(option).toBeChecked();

  await option.uncheck();
  await page.getByRole("button", { name: text("fr", "link_investigator:form.submit") }).click();
  await expect(page.getByTestId("archive-address")).toHaveText(`${baseURL}/about`);
  await expect(page.getByTestId("archive-stripped")).toHaveText(
    text("fr", "link_investigator:report.archive.stripped", {
      option: text("fr", "link_investigator:form.archiveFull"),
    }),
  );
  expect(new URL(page.url()).searchParams.has("archive")).toBe(false);
  await expect(option).not.toBeChecked();

  // A shared report's address brings the choice with it.
  await page.goto(`/fr/tools/link-investigator?url=${encodeURIComponent(full)}&archive=full`);
  await expect(page.getByTestId("archive-address")).toHaveText(full);
  await expect(option).toBeChecked();
});

test("bad input gets a clear message and fetches nothing", async ({ page }) => {
  await openHydrated(page, "/fr/tools/link-investigator");
  await investigate(page, "fr", "javascript:alert(1)");
  await expect(page.getByRole("alert")).toContainText(
    text("fr", "link_investigator:errors.codes.unsupported_scheme"),
  );
  await expect(page.getByTestId("investigation-report")).toHaveCount(0);
});

test("the form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/vi/tools/link-investigator");
  await investigate(page, "vi", target(baseURL));
  await expect(page.getByTestId("investigation-report")).toBeVisible();
  await expect(page.getByTestId("verdict")).toContainText(
    text("vi", "link_investigator:report.verdict.warnings_other", { count: 4 }),
  );
  await context.close();
});

test("axe finds no serious violation on a report", async ({ page, baseURL }) => {
  await page.goto(`/en/tools/link-investigator?url=${encodeURIComponent(target(baseURL))}`);
  await expect(page.getByTestId("investigation-report")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("axe finds no serious violation on a dangerous look-alike's report", async ({ page }) => {
  await page.goto(`/en/tools/link-investigator?url=${encodeURIComponent(LOOKALIKE)}`);
  await expect(page.getByTestId("lookalike-host")).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of a link investigation report", async ({ page, baseURL }, look) => {
  await page.goto(`/${look.lang}/tools/link-investigator?url=${encodeURIComponent(target(baseURL))}`);
  await expect(page.getByTestId("investigation-report")).toBeVisible();
  await screenshotLook(page, "link-investigator", look);
});

test("a short link's preview page offers to investigate its destination first", async ({
  page,
  request,
  baseURL,
}) => {
  const destination = `${baseURL}/help?from=${Math.random().toString(36).slice(2)}`;
  const created = await (await request.post("/api/shorten-url", { data: { url: destination } })).json();
  await page.goto(created.internalUrl);
  await page.getByRole("link", { name: text("en", "url_shortener:preview.investigate") }).click();
  await expect(page.getByTestId("investigation-report")).toBeVisible();
  expect(new URL(page.url()).searchParams.get("url")).toBe(destination);
  await expect(page.getByTestId("investigation-report")).toContainText("Help | VeriTools");
});
