// Media from a link as a person uses it: a post's address pasted, its media listed (the refused one said
// so in words), a video opened in the video inspector with where it came from, an HLS stream joined and
// read, a platform's formats through a stand-in yt-dlp; every screen in three languages, looked at.
import { readFileSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { makeHlsTs } from "#app/tools/media-from-link/fixtures/make-streams.ts";
import { makeH264 } from "#app/tools/video-inspector/fixtures/make-videos.ts";
import { addToNewCase } from "./add-to-case.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { screenshotLook, testEachLook } from "./looks.ts";
import { withSite } from "./loopback-site.ts";
import { videoFrames } from "./tool-results.ts";

// Real files made by Debian's ffmpeg, one folder per test process.
const DIR = path.resolve("test-results", `media-link-${process.pid}`);
const HLS_DIR = path.join(DIR, "hls");

// A video travels through our server into the browser, which reads it in a worker.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(() => {
  test.setTimeout(120_000);
  makeH264(DIR);
  makeHlsTs(HLS_DIR);
});

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000010000000100806000000" +
    "1ff3ff610000001a49444154789c63fccf40213005a3b13220230d46a3d168340c3f030041c61fe1d5b72a0000000049454e44ae426082",
  "hex",
);

const POST = `<!doctype html><html lang="vi"><head><title>Nước ngập phố cổ Hà Nội</title>
<meta property="og:video" content="/v/sample-h264.mp4"><meta property="og:image" content="/img/card.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"VideoObject","name":"Nước ngập phố cổ",
"contentUrl":"/v/sample-h264.mp4","uploadDate":"2026-11-30T08:00:00+07:00","author":{"@type":"Person","name":"Lan Nguyễn"}}</script>
</head><body><video src="/v/sample-h264.mp4" poster="/img/card.png"></video>
<img src="http://169.254.169.254/latest/meta-data/photo.jpg" alt="">
<video><source src="/hls/index.m3u8" type="application/vnd.apple.mpegurl"></video></body></html>`;

/** A news site with one post: a real H.264 video, its card picture, an HLS stream and a hostile picture. */
const site: http.RequestListener = (req, res) => {
  const url = req.url ?? "/";
  if (url === "/post") return res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(POST);
  if (url === "/img/card.png") return res.writeHead(200, { "Content-Type": "image/png" }).end(PNG);
  if (url === "/v/sample-h264.mp4") {
    const video = readFileSync(path.join(DIR, "sample-h264.mp4"));
    return res.writeHead(200, { "Content-Type": "video/mp4", "Content-Length": video.length }).end(video);
  }
  if (url.startsWith("/hls/")) {
    const file = path.join(HLS_DIR, path.basename(url));
    const type = file.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t";
    return res.writeHead(200, { "Content-Type": type }).end(readFileSync(file));
  }
  res.writeHead(404).end();
};

/** Pastes `address` and waits for its listing, yt-dlp's (the stand-in's) included. */
async function findMedia(page: Page, lang: Lang, address: string) {
  await page.getByLabel(text(lang, "media_from_link:form.label")).fill(address);
  await page.getByRole("button", { name: text(lang, "media_from_link:form.submit") }).click();
  await expect(page.getByText(text(lang, "media_from_link:platform.heading"))).toBeVisible({
    timeout: 30_000,
  });
}

for (const lang of LANGS) {
  test(`a post's media listed in ${lang}, its video opened in the video inspector with where it came from`, async ({
    page,
  }) => {
    await withSite(site, async (origin) => {
      await openHydrated(page, `/${lang}/tools/media-from-link`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "media_from_link:title"));
      await findMedia(page, lang, `${origin}/post`);
      // The address is the finding: it can be shared.
      expect(new URL(page.url()).searchParams.get("url")).toBe(`${origin}/post`);
      const items = page.getByTestId("media-item");
      // The platform's own formats (through yt-dlp), then the post's video, stream and pictures.
      await expect(items).toHaveCount(5);
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: text(lang, "media_from_link:listing.heading_other", { count: 5 }),
        }),
      ).toBeVisible();
      const video = items.filter({ hasText: "sample-h264.mp4" });
      await expect(video).toContainText(text(lang, "media_from_link:foundIn.json-ld"));
      await expect(video).toContainText("Lan Nguyễn");
      await expect(video).toContainText(text(lang, "media_from_link:declared.caveat"));
      // The stream lists its rendition; the metadata address is refused in words, with no button.
      await expect(items.filter({ hasText: "index.m3u8" })).toContainText(
        text(lang, "media_from_link:kinds.stream"),
      );
      const hostile = items.filter({ hasText: "169.254.169.254" });
      await expect(hostile).toContainText(text(lang, "media_from_link:refused.private_address"));
      await expect(hostile.getByRole("link")).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      await video
        .getByRole("link", { name: text(lang, "media_from_link:item.open.video-inspector") })
        .click();
      await expect(page).toHaveURL(/\/tools\/video-inspector\?/);
      await expect(page.locator('[data-fact="format"]')).toBeVisible({ timeout: 30_000 });
      await expect(videoFrames(page)).toHaveCount(3);
      const origin_ = page.getByTestId("media-origin");
      await expect(origin_).toContainText(`${origin}/post`);
      await expect(origin_).toContainText(`${origin}/v/sample-h264.mp4`);
      await expect(origin_).toContainText(text(lang, "media_from_link:origin.means"));
      await page.setViewportSize({ width: 375, height: 900 });
      await screenshotLook(page, "media-from-link-in-video-inspector", { lang, width: 375, scheme: "light" });
      if (lang === "en") {
        // The case keeps the video, and where it was fetched from.
        const caseItems = await addToNewCase(page, lang, "Flood video");
        await expect(caseItems.first()).toContainText(`${origin}/post`);
      }
    });
  });
}

test("an HLS stream is joined by the server and read by the video inspector", async ({ page }) => {
  await withSite(site, async (origin) => {
    await openHydrated(page, "/fr/tools/video-inspector");
    await findMedia(page, "fr", `${origin}/post`);
    const stream = page.getByTestId("media-item").filter({ hasText: "index.m3u8" });
    await stream.getByRole("button", { name: text("fr", "media_from_link:item.inspect.stream") }).click();
    await expect(page.locator('[data-fact="format"]')).toContainText("MPEG", { timeout: 30_000 });
    await expect(videoFrames(page)).toHaveCount(10);
    expect(new URL(page.url()).searchParams.get("media")).toBe(`${origin}/hls/index.m3u8`);
  });
});

test("a wrong or private address is said at the field, and nothing is fetched", async ({ page }) => {
  await openHydrated(page, "/vi/tools/media-from-link");
  const field = page.getByLabel(text("vi", "media_from_link:form.label"));
  await field.fill("http://169.254.169.254/latest/meta-data/");
  await page.getByRole("button", { name: text("vi", "media_from_link:form.submit") }).click();
  await expect(page.getByRole("alert")).toHaveText(text("vi", "media_from_link:errors.private_address"));
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("not an address");
  await page.getByRole("button", { name: text("vi", "media_from_link:form.submit") }).click();
  await expect(page.getByRole("alert")).toHaveText(text("vi", "media_from_link:errors.invalid_url"));
});

test("a platform's formats and claims come through yt-dlp, behind the guarded proxy", async ({ page }) => {
  await withSite(site, async (origin) => {
    await openHydrated(page, "/en/tools/media-from-link");
    await findMedia(page, "en", `${origin}/post`);
    await expect(page.getByText(text("en", "media_from_link:platform.heading"))).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(text("en", "media_from_link:platform.caveat"))).toBeVisible();
    const platform = page.getByTestId("media-item").first();
    await expect(platform).toContainText(text("en", "media_from_link:foundIn.platform"));
    await expect(platform.getByLabel(text("en", "media_from_link:item.rendition"))).toBeVisible();
  });
});

testEachLook("the listing of a post", async ({ page }, look) => {
  await withSite(site, async (origin) => {
    await openHydrated(page, `/${look.lang}/tools/media-from-link`);
    await findMedia(page, look.lang, `${origin}/post`);
    await expect(page.getByTestId("media-item")).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotLook(page, "media-from-link", look);
  });
});
