import { mkdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEFAULT_STYLE } from "#app/features/qr-code/options.ts";
import { encodeQr, qrPixels } from "#app/features/qr-code/qr-image.ts";
import { readQrTexts } from "#app/test/qr-reader.ts";
import { statsPagePath } from "#app/tools/url-shortener/public.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { deviceOf, screenshotLook, testEachLook } from "./looks.ts";

const t = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  text(lang, `qr_code_generator:${key}`, vars);

/** Clicks a download button of a QR panel and answers the downloaded file's name and bytes. */
async function download(page: Page, panel: Locator, lang: Lang, format: "png" | "svg") {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    panel
      .getByRole("button", {
        name: text(lang, format === "png" ? "common:qrPanel.downloadPng" : "common:qrPanel.downloadSvg"),
      })
      .click(),
  ]);
  const path = await file.path();
  const bytes = new Uint8Array(await readFile(path));
  const name = file.suggestedFilename();
  // What the reader's file field is given: the file as a person would pick it, named and typed.
  const upload = {
    name,
    mimeType: format === "png" ? "image/png" : "image/svg+xml",
    buffer: Buffer.from(bytes),
  };
  return { name, bytes, upload };
}

/** The texts an SVG file's code holds: drawn by the browser's own SVG renderer, read by the site's reader. */
async function readSvg(page: Page, svg: Uint8Array): Promise<string[]> {
  const png = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await image.decode();
    const canvas = Object.assign(document.createElement("canvas"), {
      width: image.width,
      height: image.height,
    });
    (canvas.getContext("2d") as CanvasRenderingContext2D).drawImage(image, 0, 0);
    return canvas.toDataURL("image/png").split(",")[1] as string;
  }, new TextDecoder().decode(svg));
  return readQrTexts(new Uint8Array(Buffer.from(png, "base64")));
}

async function chooseKind(page: Page, lang: Lang, kind: string) {
  await page.getByText(t(lang, `kinds.${kind}`), { exact: true }).click();
}

for (const lang of LANGS) {
  test(`a link's QR code downloads as PNG and SVG that read back to the link, and reads in the reader (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await openHydrated(page, `/${lang}/tools/qr-code-generator`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "title"));
    await chooseKind(page, lang, "url");
    const link = `example.org/${lang}/page?utm_source=poster&q=été`;
    await page.getByLabel(t(lang, "fields.url.label")).fill(link);
    const expected = new URL(`https://${link}`).href;
    const panel = page.getByTestId("qr-panel");
    await expect(
      panel.getByRole("img", { name: text(lang, "common:qrPanel.imageLabel", { text: expected }) }),
    ).toBeVisible();
    // The address follows, to be shared.
    await expect.poll(() => new URL(page.url()).searchParams.get("url")).toBe(link);
    expect(new URL(page.url()).searchParams.get("type")).toBe("url");

    await panel.getByLabel(text(lang, "common:qrPanel.size")).selectOption("1024");
    await panel.getByLabel(text(lang, "common:qrPanel.level")).selectOption("H");
    const png = await download(page, panel, lang, "png");
    expect(png.name).toBe("qr-url.png");
    expect([...png.bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    expect(await readQrTexts(png.bytes)).toEqual([expected]);
    const svg = await download(page, panel, lang, "svg");
    expect(svg.name).toBe("qr-url.svg");
    expect(new TextDecoder().decode(svg.bytes)).toContain('width="1024" height="1024"');
    expect(await readSvg(page, svg.bytes)).toEqual([expected]);

    // The reader, on the file just downloaded: the link is shown as text, with a way to investigate it.
    await page.getByLabel(t(lang, "read.choose")).setInputFiles(png.upload);
    await expect(page.getByTestId("decoded-text")).toHaveText(expected, { timeout: 15_000 });
    await expect(page.getByTestId("quishing-warning")).toContainText(t(lang, "read.quishing.title"));
    await expect(page.getByRole("link", { name: t(lang, "read.investigate") })).toHaveAttribute(
      "href",
      `/${lang}/tools/link-investigator?url=${encodeURIComponent(expected)}`,
    );
    expect(baseURL).toBeTruthy();
  });
}

test("a Wi-Fi code escapes its special characters, reads back, and keeps the password out of the address", async ({
  page,
}) => {
  await openHydrated(page, "/fr/tools/qr-code-generator");
  await chooseKind(page, "fr", "wifi");
  await page.getByLabel(t("fr", "fields.ssid.label")).fill('Café "Le;Coin"');
  await page.getByLabel(t("fr", "fields.password.label")).fill("court");
  await expect(page.getByText(t("fr", "problems.wpa_password_length"))).toBeVisible();
  await page.getByLabel(t("fr", "fields.password.label")).fill("mot:de,passe\\2026");
  await expect(page.getByText(t("fr", "share.wifiNote"))).toBeVisible();
  const png = await download(page, page.getByTestId("qr-panel"), "fr", "png");
  expect(await readQrTexts(png.bytes)).toEqual([
    'WIFI:T:WPA;S:Café \\"Le\\;Coin\\";P:mot\\:de\\,passe\\\\2026;;',
  ]);
  await expect.poll(() => new URL(page.url()).searchParams.get("ssid")).toBe('Café "Le;Coin"');
  expect(page.url()).not.toContain("passe");

  // Opened from its address, the code is back without its password: the form asks for it again.
  await openHydrated(page, page.url());
  await expect(page.getByLabel(t("fr", "fields.ssid.label"))).toHaveValue('Café "Le;Coin"');
  await expect(page.getByLabel(t("fr", "fields.password.label"))).toHaveValue("");
  await expect(page.getByText(t("fr", "problems.required"))).toBeVisible();
});

test("an email code carries subject and body; a bad phone number is explained beside the field", async ({
  page,
}) => {
  await openHydrated(page, "/vi/tools/qr-code-generator");
  await chooseKind(page, "vi", "email");
  await page.getByLabel(t("vi", "fields.email.label")).fill("toa-soan@example.vn");
  await page.getByLabel(t("vi", "fields.subject.label")).fill("Tin & ảnh?");
  await page.getByLabel(t("vi", "fields.body.label")).fill("Xin chào\nBạn đọc");
  const png = await download(page, page.getByTestId("qr-panel"), "vi", "png");
  expect(await readQrTexts(png.bytes)).toEqual([
    "mailto:toa-soan@example.vn?subject=Tin%20%26%20%E1%BA%A3nh%3F&body=Xin%20ch%C3%A0o%0D%0AB%E1%BA%A1n%20%C4%91%E1%BB%8Dc",
  ]);
  await chooseKind(page, "vi", "phone");
  const phone = page.getByLabel(t("vi", "fields.phone.label"));
  await phone.fill("gọi 0912");
  await expect(page.getByText(t("vi", "problems.invalid_phone"))).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("qr-panel")).toHaveCount(0);
  await phone.fill("+84 912 345 678");
  await expect(page.getByTestId("qr-image")).toBeVisible();
});

test("colours too close, or light on dark, are warned about in words", async ({ page }) => {
  await openHydrated(page, "/en/tools/qr-code-generator");
  await page.getByRole("textbox", { name: t("en", "fields.text.label") }).fill("Hello");
  const contrast = page.getByTestId("contrast");
  await expect(contrast).toContainText(t("en", "style.contrastOk", { ratio: "21.0" }));
  await page.getByLabel(t("en", "style.foreground")).fill("#aaaaaa");
  await expect(contrast).toContainText(t("en", "style.warningTitle"));
  await expect(contrast).toContainText(t("en", "style.low_contrast", { ratio: "2.3" }));
  await page.getByLabel(t("en", "style.foreground")).fill("#ffffff");
  await page.getByLabel(t("en", "style.background")).fill("#000000");
  await expect(contrast).toContainText(t("en", "style.inverted"));
  await expect.poll(() => new URL(page.url()).searchParams.get("bg")).toBe("000000");
});

test("the reader says so when an image has no code or a file is no image, and serves its WebAssembly itself", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:"))
      foreign.push(request.url());
  });
  await openHydrated(page, "/en/tools/qr-code-generator");
  const input = page.getByLabel(t("en", "read.choose"));
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByRole("alert")).toHaveText(t("en", "read.problems.not_image"));
  // One byte over the limit is refused before decoding, said with the figure the code holds.
  await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(25_000_001) });
  await expect(page.getByRole("alert")).toHaveText(t("en", "read.problems.too_large", { limit: "25 MB" }));
  // The WebAssembly loads with the first image, from this site.
  const wasm = page.waitForResponse((response) => response.url().endsWith(".wasm"));
  const blank = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 200 } });
  await input.setInputFiles({ name: "blank.png", mimeType: "image/png", buffer: blank });
  const answer = await wasm;
  expect(answer.headers()["content-type"]).toBe("application/wasm");
  expect(new URL(answer.url()).pathname).toMatch(/^\/assets\/zxing_reader-[\w-]+\.wasm$/);
  await expect(page.getByRole("alert")).toHaveText(t("en", "read.problems.none_found"), { timeout: 15_000 });
  expect(foreign).toEqual([]);
});

test("the camera's refusal is explained, with the other way to read a code", async ({ page }) => {
  await openHydrated(page, "/en/tools/qr-code-generator");
  await page.getByRole("button", { name: t("en", "read.startCamera") }).click();
  // Headless Chromium has no camera and no one to ask: a refusal or no device, each said in words.
  const alert = page.getByRole("alert");
  await expect(alert).toBeVisible();
  expect([t("en", "read.camera.refused"), t("en", "read.camera.unavailable")]).toContain(
    await alert.textContent(),
  );
  await expect(page.getByRole("button", { name: t("en", "read.startCamera") })).toBeVisible();
});

test.describe("with a camera", () => {
  // Chromium's fake camera plays a video file: one frame showing a QR code, in Y4M (grey levels, no colour).
  const cameraText = "https://example.org/parking-meter?pay=now";
  const video = path.resolve("test-results/qr-camera.y4m");
  const encoded = encodeQr(cameraText, "M");
  if (!encoded.ok) throw new Error("The camera's code did not encode");
  const side = 320;
  const pixels = qrPixels(encoded.matrix, DEFAULT_STYLE, side);
  const luma = Buffer.alloc(side * side);
  for (let i = 0; i < luma.length; i++) luma[i] = pixels.data[i * 4] as number;
  mkdirSync(path.dirname(video), { recursive: true });
  writeFileSync(
    video,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      Buffer.alloc((side * side) / 2, 128),
    ]),
  );
  test("the camera reads a code held up to it, and the camera stops", async ({ playwright, baseURL }) => {
    // A browser of its own: the fake camera is a launch flag, and the other tests need none.
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const page = await browser.newPage({ baseURL });
    await openHydrated(page, "/fr/tools/qr-code-generator");
    await page.getByRole("button", { name: t("fr", "read.startCamera") }).click();
    await expect(page.getByTestId("decoded-text")).toHaveText(cameraText, { timeout: 15_000 });
    await expect(page.getByTestId("quishing-warning")).toBeVisible();
    await expect(page.getByLabel(t("fr", "read.cameraView"))).toBeHidden();
    expect(await page.evaluate(() => document.querySelector("video")?.srcObject ?? null)).toBeNull();
    await browser.close();
  });
});

test("the shortener's result and the preview page carry the short link's QR code", async ({
  page,
  baseURL,
}) => {
  await openHydrated(page, "/en/tools/url-shortener");
  await page.getByLabel("Long URL").fill(`${baseURL}/en/about?qr=${Math.random().toString(36).slice(2)}`);
  await page.getByRole("button", { name: "Shorten URL" }).click();
  const result = page.getByTestId("short-link-result");
  const panel = result.getByTestId("qr-panel");
  await expect(panel.getByTestId("qr-image")).toBeVisible();
  const shortUrl = (await result.locator('a[href*="/r/"]').getAttribute("href")) ?? "";
  expect(shortUrl).toMatch(new RegExp(`^${baseURL}/r/[a-z0-9]{7}$`));
  const png = await download(page, panel, "en", "png");
  expect(png.name).toBe(`qr-${shortUrl.split("/").pop()}.png`);
  expect(await readQrTexts(png.bytes)).toEqual([shortUrl]);

  const previewUrl = (await result.getByRole("link").first().getAttribute("href")) ?? "";
  await openHydrated(page, previewUrl);
  await page.getByText(text("en", "url_shortener:preview.qrCode")).click();
  await expect(page.getByText(text("en", "url_shortener:preview.paused"))).toBeVisible();
  const previewPanel = page.getByTestId("qr-panel");
  const svg = await download(page, previewPanel, "en", "svg");
  expect(await readSvg(page, svg.bytes)).toEqual([shortUrl]);
  // The countdown holds while the code is open: past its five seconds, the page is still here.
  await page.waitForTimeout(6_000);
  expect(page.url()).toBe(previewUrl);
});

test("axe finds no serious violation on the QR page with a code and a reading", async ({ page }) => {
  await openHydrated(page, "/en/tools/qr-code-generator?type=url&url=example.org");
  await expect(page.getByTestId("qr-image")).toBeVisible();
  const png = await download(page, page.getByTestId("qr-panel"), "en", "png");
  await page.getByLabel(t("en", "read.choose")).setInputFiles(png.upload);
  await expect(page.getByTestId("decoded-text")).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of the QR page", async ({ page }, look) => {
  const { lang } = look;
  await openHydrated(page, `/${lang}/tools/qr-code-generator?type=wifi&ssid=Caf%C3%A9&fg=1e3a8a&bg=fef3c7`);
  await page.getByLabel(t(lang, "fields.password.label")).fill("correct horse");
  await expect(page.getByTestId("qr-image")).toBeVisible();
  const png = await download(page, page.getByTestId("qr-panel"), lang, "png");
  await page.getByLabel(t(lang, "read.choose")).setInputFiles(png.upload);
  await expect(page.getByTestId("decoded-text")).toBeVisible({ timeout: 15_000 });
  await screenshotLook(page, "qr-code", look);
});

testEachLook(
  "screenshot of the shortener's result and the preview page with their QR code",
  async ({ page, baseURL }, look) => {
    const { lang } = look;
    await openHydrated(page, `/${lang}/tools/url-shortener`);
    await page
      .getByLabel(text(lang, "url_shortener:form.urlLabel"))
      .fill(`${baseURL}/${lang}/help?qr=${deviceOf(look)}`);
    await page.getByRole("button", { name: text(lang, "url_shortener:form.submit") }).click();
    await expect(page.getByTestId("qr-image")).toBeVisible();
    const result = page.getByTestId("short-link-result");
    await result.screenshot({
      path: `e2e/screenshots/qr-code-shortener-result-${lang}-${deviceOf(look)}-${look.scheme}.png`,
    });
    await openHydrated(page, (await result.getByRole("link").first().getAttribute("href")) ?? "");
    await page.getByText(text(lang, "url_shortener:preview.qrCode")).click();
    await expect(page.getByTestId("qr-image")).toBeVisible();
    await screenshotLook(page, "qr-code-preview", look);
  },
  [
    { lang: "vi", width: 375, scheme: "dark" },
    { lang: "en", width: 1280, scheme: "light" },
  ],
);

test("without JavaScript the preview page still leaves for the destination after five seconds", async ({
  browser,
  request,
  baseURL,
}) => {
  const destination = `${baseURL}/en/help?nojs=${Math.random().toString(36).slice(2)}`;
  const created = await (await request.post("/api/shorten-url", { data: { url: destination } })).json();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(created.internalUrl);
  await page.waitForURL(destination, { timeout: 10_000 });
  await context.close();
});

test("a link's statistics page carries its QR code, whose download reads back as the short link", async ({
  page,
  request,
  baseURL,
}) => {
  const destination = `${baseURL}/about?from=${Math.random().toString(36).slice(2)}`;
  const created = await (await request.post("/api/shorten-url", { data: { url: destination } })).json();
  await openHydrated(page, `/fr${statsPagePath(created.shortenedUrl)}`);
  const png = await download(page, page.getByTestId("qr-panel"), "fr", "png");
  expect(await readQrTexts(png.bytes)).toEqual([created.shortenedUrl]);
});
