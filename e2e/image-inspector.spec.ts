import { mkdir, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, type Request, test } from "@playwright/test";
import {
  ascii,
  exifSegment,
  fixture,
  gpsIfd,
  jpegWith,
  otherThumbnail,
  paddedJpeg,
  TAG,
  tiff,
  xmpPacket,
  xmpSegment,
} from "#app/tools/image-inspector/fixtures/make-images.ts";
import { hasC2paManifest } from "#app/tools/image-inspector/logic/c2pa.ts";
import { inspect } from "#app/tools/image-inspector/logic/inspection.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, openHydrated, text } from "./locales.ts";
import { deviceOf, screenshotLook, testEachLook } from "./looks.ts";
import { c2paFile, chooseImage, REPORT_WAIT } from "./tool-results.ts";

// Real files only: the C2PA reference fixtures, and a JPEG made here with a camera's EXIF, a GPS
// position in Hà Nội, an editor, dates that disagree, an AI declaration and a thumbnail of another picture.
const AI_SOURCE = "http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia";
const madeUp = () =>
  Buffer.from(
    jpegWith(fixture("C.jpg"), [
      exifSegment(
        tiff({
          ifd0: {
            [TAG.make]: ascii("Canon"),
            [TAG.model]: ascii("EOS R6"),
            [TAG.software]: ascii("Adobe Photoshop 25.0 (Windows)"),
            [TAG.dateTime]: ascii("2024:06:10 08:00:00"),
          },
          exif: {
            [TAG.dateTimeOriginal]: ascii("2024:05:01 10:00:00"),
            [TAG.offsetTimeOriginal]: ascii("+07:00"),
          },
          gps: gpsIfd(21.0285, 105.8542, 12.5),
          thumbnail: otherThumbnail(),
        }),
      ),
      xmpSegment(
        xmpPacket(
          { "xmp:CreateDate": "2023-12-24T18:30:00", "Iptc4xmpExt:DigitalSourceType": AI_SOURCE },
          '<xmpMM:History><rdf:Seq><rdf:li stEvt:action="created" stEvt:softwareAgent="Adobe Firefly"/><rdf:li stEvt:action="saved" stEvt:softwareAgent="Adobe Photoshop 25.0 (Windows)"/></rdf:Seq></xmpMM:History>',
        ),
      ),
    ]),
  );

test.describe.configure({ timeout: 4 * REPORT_WAIT });
const choose = chooseImage;

const finding = (page: Page, code: string) => page.locator(`[data-finding="${code}"]`);

for (const lang of LANGS) {
  test(`Content Credentials of the C2PA fixtures in ${lang}: test signer, generator, action, ingredient`, async ({
    page,
  }) => {
    await openHydrated(page, `/${lang}/tools/image-inspector`);
    await choose(page, lang, await c2paFile("C.jpg"));
    const credentials = page.getByTestId("content-credentials");
    await expect(credentials).toContainText(text(lang, "image_inspector:c2pa.valid_untrusted"), {
      timeout: REPORT_WAIT,
    });
    await expect(credentials).toContainText(text(lang, "image_inspector:c2pa.testCertificate"));
    await expect(credentials).toContainText("C2PA Test Signing Cert");
    await expect(credentials).toContainText("make_test_images");
    await expect(credentials).toContainText("c2pa.created");
    await expect(finding(page, "c2pa_untrusted")).toContainText(
      text(lang, "image_inspector:findings.c2pa_untrusted.test"),
    );
    await expect(finding(page, "no_metadata")).toHaveCount(0);

    await page.getByRole("button", { name: text(lang, "image_inspector:actions.another") }).click();
    await choose(page, lang, await c2paFile("CA.jpg"));
    await expect(page.getByTestId("content-credentials")).toContainText(
      text(lang, "image_inspector:c2pa.relationship.parentOf"),
      {
        timeout: REPORT_WAIT,
      },
    );
  });

  test(`findings of a made-up photo in ${lang}: place, edit, dates, AI, thumbnail`, async ({ page }) => {
    await openHydrated(page, `/${lang}/tools/image-inspector`);
    await choose(page, lang, { name: "hanoi.jpg", mimeType: "image/jpeg", buffer: madeUp() });
    // The report's first heading has the focus, where keyboard and screen reader users continue.
    await expect(
      page.getByRole("heading", { level: 2, name: text(lang, "image_inspector:summary.heading") }),
    ).toBeFocused();
    const summary = page.getByTestId("summary");
    await expect(summary).toContainText("Canon EOS R6");
    // Numbers and hemisphere letters as the page's language writes them.
    const position = {
      en: ["21.028500, 105.854200", "21°01′42.6″N 105°51′15.1″E"],
      fr: ["21,028500\u00a0; 105,854200", "21°01′42,6″N 105°51′15,1″E"],
      vi: ["21,028500; 105,854200", "21°01′42,6″B 105°51′15,1″Đ"],
    }[lang];
    for (const line of position) await expect(summary).toContainText(line);
    // The XMP history's actions in the page's language, not XMP's English verbs.
    await expect(summary).toContainText(
      text(lang, "image_inspector:summary.historyStep", {
        action: text(lang, "image_inspector:summary.historyActions.saved"),
        agent: "Adobe Photoshop 25.0 (Windows)",
      }),
    );
    // The position on the map, with the way to open it in OpenStreetMap (e2e/placed-point.spec.ts).
    await expect(
      page.getByTestId("placed-point").getByRole("link", { name: text(lang, "where:placed.openStreetMap") }),
    ).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/?mlat=21.028500&mlon=105.854200#map=17/21.028500/105.854200",
    );
    for (const code of [
      "gps_present",
      "edited_with",
      "dates_disagree",
      "modified_after_capture",
      "ai_declared",
    ]) {
      await expect(finding(page, code)).toBeVisible();
    }
    await expect(finding(page, "edited_with")).toContainText("Adobe Photoshop 25.0 (Windows)");
    // Named in the page's language, not shown as IPTC's address.
    await expect(finding(page, "ai_declared")).toContainText(
      text(lang, "image_inspector:digitalSourceTypes.trainedAlgorithmicMedia"),
    );
    await expect(finding(page, "ai_declared")).not.toContainText(AI_SOURCE);
    await expect(finding(page, "gps_present")).toContainText(
      text(lang, "image_inspector:findings.gps_present.notProves"),
    );
    // The thumbnail is the no-manifest fixture's: another picture, shown beside the image.
    await expect(finding(page, "thumbnail_differs")).toBeVisible();
    await expect(page.getByTestId("thumbnail-compare").getByRole("img")).toHaveCount(2);
    await expect(page.getByTestId("sha256")).toHaveText(/^[0-9a-f]{64}$/);
  });
}

/** A real 1×1 GIF. */
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const ARTIST = 0x013b;
const BODY_SERIAL = 0xa431;

for (const lang of LANGS) {
  test(`a photo naming its author and camera in ${lang}: the finding lists the fields, the camera is named once`, async ({
    page,
  }) => {
    const photo = jpegWith(fixture("C.jpg"), [
      exifSegment(
        tiff({
          ifd0: {
            [TAG.make]: ascii("Canon"),
            [TAG.model]: ascii("Canon EOS 5D"),
            [ARTIST]: ascii("Trần Thị B"),
          },
          exif: { [BODY_SERIAL]: ascii("032024001234") },
        }),
      ),
    ]);
    await openHydrated(page, `/${lang}/tools/image-inspector`);
    await choose(page, lang, { name: "source.jpg", mimeType: "image/jpeg", buffer: Buffer.from(photo) });
    const found = finding(page, "identifies_author");
    await expect(found).toContainText(text(lang, "image_inspector:findings.identifies_author.title"));
    for (const words of [
      text(lang, "image_inspector:identifying.author"),
      "Trần Thị B",
      text(lang, "image_inspector:identifying.bodySerial"),
      "032024001234",
    ])
      await expect(found).toContainText(words);
    await expect(page.getByTestId("summary")).toContainText("Canon EOS 5D");
    await expect(page.getByTestId("summary")).not.toContainText("Canon Canon");
    // The report opens on the picture itself, drawn by the browser.
    const preview = page.getByTestId("image-preview").getByRole("img", {
      name: text(lang, "image_inspector:preview.alt"),
    });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2048);
  });
}

test("a GIF named .png, and a JPEG cut short, are named as such and their dimensions not trusted", async ({
  page,
}) => {
  await openHydrated(page, "/fr/tools/image-inspector");
  await choose(page, "fr", { name: "chart.png", mimeType: "image/png", buffer: GIF });
  await expect(finding(page, "misnamed")).toContainText(
    text("fr", "image_inspector:findings.misnamed.means", { extension: ".png", format: "GIF" }),
  );
  await expect(page.getByTestId("dimensions-doubt")).toHaveText(
    text("fr", "image_inspector:summary.dimensionsDoubt.misnamed", { format: "GIF" }),
  );

  await page.getByRole("button", { name: text("fr", "image_inspector:actions.another") }).click();
  const photo = fixture("C.jpg");
  await choose(page, "fr", {
    name: "cut.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(photo.subarray(0, Math.floor(photo.length / 2))),
  });
  await expect(finding(page, "truncated")).toBeVisible();
  await expect(finding(page, "misnamed")).toHaveCount(0);
  await expect(page.getByTestId("dimensions-doubt")).toHaveText(
    text("fr", "image_inspector:summary.dimensionsDoubt.truncated"),
  );
});

test("a photo with Content Credentials never shows “no metadata” while they load", async ({ page }) => {
  await openHydrated(page, "/en/tools/image-inspector");
  // Every finding ever drawn, from before the file is chosen: a flash would be seen here.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { findingsSeen: Set<string> }).findingsSeen = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll("[data-finding]"))
        seen.add(element.getAttribute("data-finding") ?? "");
    }).observe(document.body, { childList: true, subtree: true });
  });
  await choose(page, "en", await c2paFile("C.jpg"));
  await expect(page.getByText(text("en", "image_inspector:findings.pending"))).toBeVisible();
  await expect(finding(page, "c2pa_untrusted")).toBeVisible({ timeout: REPORT_WAIT });
  await expect(page.getByText(text("en", "image_inspector:findings.pending"))).toHaveCount(0);
  const seen = await page.evaluate(() => [
    ...(window as unknown as { findingsSeen: Set<string> }).findingsSeen,
  ]);
  expect(seen).toContain("c2pa_untrusted");
  expect(seen).not.toContain("no_metadata");
});

test("listed metadata values read in French, not in ExifReader's English", async ({ page }) => {
  await openHydrated(page, "/fr/tools/image-inspector");
  await choose(page, "fr", await c2paFile("no_manifest.jpg"));
  const exif = page.locator('[data-group="exif"]');
  const row = (name: string) => exif.locator("tr", { has: page.getByText(name, { exact: true }) });
  // ExifReader says "top-left" and "inches".
  await expect(row("Orientation")).toContainText(text("fr", "image_inspector:values.Orientation.1"));
  await expect(row("ResolutionUnit")).toContainText(text("fr", "image_inspector:values.ResolutionUnit.2"));
  await expect(exif).not.toContainText("top-left");
  await expect(exif).not.toContainText("inches");
  // The thumbnail's TIFF fields and the ICC profile's class and intent too ("Display Device profile").
  await expect(page.locator('[data-group="Thumbnail"]')).toContainText(
    text("fr", "image_inspector:values.ResolutionUnit.2"),
  );
  const icc = page.locator('[data-group="icc"]');
  await expect(icc).toContainText(text("fr", "image_inspector:values.IccDeviceClass.mntr"));
  await expect(icc).toContainText(text("fr", "image_inspector:values.IccRenderingIntent.0"));
  await expect(icc).not.toContainText("Display Device profile");
  // The search finds a value by the words shown.
  await page.getByLabel(text("fr", "image_inspector:metadata.search")).fill("horizontale");
  await expect(row("Orientation")).toBeVisible();
});

test("GPS coordinates and altitude in the metadata are written as the page's language writes numbers", async ({
  page,
}) => {
  await openHydrated(page, "/fr/tools/image-inspector");
  await choose(page, "fr", { name: "hanoi.jpg", mimeType: "image/jpeg", buffer: madeUp() });
  const row = (group: string, name: string) =>
    page.locator(`[data-group="${group}"] tr`, { has: page.getByText(name, { exact: true }) });
  // ExifReader writes "12.5 m" and "105.8542" (a float that may carry noise).
  await expect(row("exif", "GPSAltitude")).toContainText("12,5\u202fm");
  await expect(row("exif", "GPSLongitude")).toContainText("105,8542°");
  await expect(row("gps", "Latitude")).toContainText("21,0285°");
  await expect(page.locator('[data-group="exif"]')).not.toContainText("12.5 m");
});

test("the fixture without a manifest loads no C2PA library and keeps its thumbnail as the same picture", async ({
  page,
}) => {
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".wasm")) wasm.push(request.url());
  });
  await openHydrated(page, "/en/tools/image-inspector");
  await choose(page, "en", await c2paFile("no_manifest.jpg"));
  await expect(finding(page, "edited_with")).toContainText("Adobe Photoshop 24.1");
  await expect(page.getByTestId("sha256")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId("content-credentials")).toHaveCount(0);
  await expect(page.getByTestId("inspection-report")).toHaveAttribute("data-thumbnail", "same");
  await expect(finding(page, "thumbnail_differs")).toHaveCount(0);
  expect(wasm).toEqual([]);
});

test("a camera's letterboxed thumbnail of the same picture is not taken for another picture", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/image-inspector");
  // The picture drawn into a 160×120 thumbnail with black bands above and below, as cameras do.
  const picture = [...fixture("C.jpg")];
  const thumbnail = await page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }));
    const canvas = new OffscreenCanvas(160, 120);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    context.fillStyle = "#000";
    context.fillRect(0, 0, 160, 120);
    const height = Math.round((160 * bitmap.height) / bitmap.width);
    context.drawImage(bitmap, 0, (120 - height) / 2, 160, height);
    return [
      ...new Uint8Array(
        await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.8 })).arrayBuffer(),
      ),
    ];
  }, picture);
  const photo = jpegWith(fixture("C.jpg"), [
    exifSegment(tiff({ ifd0: { [TAG.make]: ascii("Canon") }, thumbnail: new Uint8Array(thumbnail) })),
  ]);
  await choose(page, "en", { name: "camera.jpg", mimeType: "image/jpeg", buffer: Buffer.from(photo) });
  await expect(page.getByTestId("sha256")).toBeVisible();
  await expect(page.getByTestId("inspection-report")).toHaveAttribute("data-thumbnail", "same");
  await expect(finding(page, "thumbnail_differs")).toHaveCount(0);
});

test("nothing about the image is sent anywhere", async ({ page, baseURL }) => {
  await openHydrated(page, "/en/tools/image-inspector");
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  for (const file of [
    await c2paFile("C.jpg"),
    { name: "hanoi.jpg", mimeType: "image/jpeg", buffer: madeUp() },
  ]) {
    await choose(page, "en", file);
    await expect(page.getByTestId("sha256")).toBeVisible();
    await page.getByRole("button", { name: text("en", "image_inspector:actions.another") }).click();
  }
  await choose(page, "en", await c2paFile("C.jpg"));
  await expect(page.getByTestId("content-credentials")).toContainText("make_test_images", {
    timeout: REPORT_WAIT,
  });
  // Only our own code and WebAssembly, and the router's list of routes for the page's links, fetched by
  // GET without a body; no blob or data URL leaves the page.
  const outgoing = requests.filter((request) => /^https?:/.test(request.url()));
  for (const request of outgoing) {
    const url = request.url();
    expect(url.startsWith(`${baseURL}/assets/`) || url.startsWith(`${baseURL}/__manifest?`), url).toBe(true);
    expect(request.method()).toBe("GET");
    expect(request.postDataBuffer()).toBeNull();
  }
});

test("the copy without metadata has none left, read again", async ({ page }) => {
  await openHydrated(page, "/fr/tools/image-inspector");
  await choose(page, "fr", await c2paFile("C.jpg"));
  await page.getByRole("button", { name: text("fr", "image_inspector:actions.another") }).click();
  await choose(page, "fr", { name: "hanoi.jpg", mimeType: "image/jpeg", buffer: madeUp() });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: text("fr", "image_inspector:actions.clean") }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("hanoi-clean.jpg");
  const bytes = new Uint8Array(await readFile(await file.path()));
  const again = inspect(bytes.slice().buffer);
  expect(again.summary.hasMetadata).toBe(false);
  expect(again.summary.position).toBeUndefined();
  expect(again.thumbnail).toBeUndefined();
  expect(hasC2paManifest(bytes)).toBe(false);
  // And the browser still draws it.
  await page.getByRole("button", { name: text("fr", "image_inspector:actions.another") }).click();
  await choose(page, "fr", { name: "hanoi-clean.jpg", mimeType: "image/jpeg", buffer: Buffer.from(bytes) });
  await expect(finding(page, "no_metadata")).toBeVisible();
  const fr = new Intl.NumberFormat("fr");
  await expect(page.getByTestId("summary")).toContainText(
    text("fr", "image_inspector:summary.dimensions", { width: fr.format(2048), height: fr.format(1365) }),
  );
});

test("a format that cannot be cleaned byte by byte is redrawn as PNG", async ({ page }) => {
  await openHydrated(page, "/en/tools/image-inspector");
  // A WebP made by the browser itself, chosen like any file.
  const webp = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(40, 30);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    context.fillStyle = "#c0392b";
    context.fillRect(0, 0, 40, 30);
    return [...new Uint8Array(await (await canvas.convertToBlob({ type: "image/webp" })).arrayBuffer())];
  });
  await choose(page, "en", { name: "red.webp", mimeType: "image/webp", buffer: Buffer.from(webp) });
  await expect(page.getByTestId("summary")).toContainText("WebP");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: text("en", "image_inspector:actions.clean") }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("red-clean.png");
  const again = inspect(new Uint8Array(await readFile(await file.path())).slice().buffer);
  expect([again.summary.format, again.summary.width, again.summary.height]).toEqual(["PNG", 40, 30]);
  expect(again.summary.hasMetadata).toBe(false);
});

test("a file that is no image says so and shows what it could read", async ({ page }) => {
  await openHydrated(page, "/vi/tools/image-inspector");
  await page.getByLabel(text("vi", "image_inspector:input.choose")).setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("this is a text file renamed .jpg"),
  });
  await expect(page.getByRole("alert").first()).toHaveText(text("vi", "image_inspector:errors.unreadable"));
  await expect(finding(page, "unreadable")).toBeVisible();
  await expect(page.getByTestId("summary")).toContainText("notes.jpg");
  // No clean copy of what is no image: said in words, for that reason, nothing downloaded.
  await page.getByRole("button", { name: text("vi", "image_inspector:actions.clean") }).click();
  await expect(page.getByText(text("vi", "image_inspector:actions.cleanFailed.not_image"))).toBeVisible();
});

test("exports the report as JSON and Markdown", async ({ page }) => {
  await openHydrated(page, "/en/tools/image-inspector");
  await choose(page, "en", { name: "hanoi.jpg", mimeType: "image/jpeg", buffer: madeUp() });
  await expect(page.getByTestId("sha256")).toBeVisible();
  const json = page.waitForEvent("download");
  await page.getByRole("button", { name: text("en", "image_inspector:actions.json") }).click();
  const report = JSON.parse(await readFile(await (await json).path(), "utf8"));
  expect(report.file).toMatchObject({ name: "hanoi.jpg", sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(report.findings).toEqual(expect.arrayContaining(["gps_present", "ai_declared", "dates_disagree"]));
  expect(report.metadata.exif.Make).toBe("Canon");
  const markdown = page.waitForEvent("download");
  await page.getByRole("button", { name: text("en", "image_inspector:actions.markdown") }).click();
  const md = await readFile(await (await markdown).path(), "utf8");
  expect(md).toContain("# Image inspector");
  expect(md).toContain("https://www.openstreetmap.org/?mlat=21.028500");
  expect(md).toContain(`### ${text("en", "image_inspector:findings.gps_present.title")}`);
});

test("an image address is fetched by our server and inspected the same; reverse searches use it", async ({
  page,
}) => {
  const photo = madeUp();
  // The image's own server, on this machine (the test server allows private addresses: no internet here).
  const origin = http.createServer((req, res) => {
    if (req.url === "/news/hanoi.jpg") res.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
    else res.writeHead(200, { "Content-Type": "text/html" }).end("<p>not an image</p>");
  });
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  try {
    await openHydrated(page, "/fr/tools/image-inspector");
    const field = page.getByLabel(text("fr", "media_from_link:form.label"));
    const submit = page.getByRole("button", { name: text("fr", "media_from_link:form.submit") });
    // A page with no picture in it: said so, and the field keeps the address.
    await field.fill(`${base}/about`);
    await submit.click();
    await expect(
      page.getByRole("heading", { name: text("fr", "media_from_link:listing.none") }),
    ).toBeVisible();
    await expect(field).toHaveValue(`${base}/about`);

    // The address of a picture itself is opened at once.
    await field.fill(`${base}/news/hanoi.jpg`);
    await submit.click();
    await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: REPORT_WAIT });
    await expect(page.getByTestId("summary")).toContainText("Canon EOS R6");
    await expect(page.getByRole("link", { name: "TinEye" })).toHaveAttribute(
      "href",
      `https://tineye.com/search?url=${encodeURIComponent(`${base}/news/hanoi.jpg`)}`,
    );
  } finally {
    await new Promise((resolve) => origin.close(resolve));
  }
});

test("a pasted or dropped image is inspected like a chosen one", async ({ page }) => {
  await openHydrated(page, "/en/tools/image-inspector");
  const bytes = [...madeUp()];
  // A real paste event, as the browser fires it for a copied image.
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], "pasted.jpg", { type: "image/jpeg" }));
    document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true }));
  }, bytes);
  await expect(page.getByTestId("summary")).toContainText("pasted.jpg");
  await expect(finding(page, "gps_present")).toBeVisible();

  await page.getByRole("button", { name: text("en", "image_inspector:actions.another") }).click();
  const transfer = await page.evaluateHandle((data) => {
    const dropped = new DataTransfer();
    dropped.items.add(new File([new Uint8Array(data)], "dropped.jpg", { type: "image/jpeg" }));
    return dropped;
  }, bytes);
  await page
    .getByText(text("en", "image_inspector:input.drop"))
    .dispatchEvent("drop", { dataTransfer: transfer });
  await expect(page.getByTestId("summary")).toContainText("dropped.jpg");
});

test("a 100 MB photo is read without freezing the page", async ({ page }) => {
  await mkdir("test-results", { recursive: true });
  const file = "test-results/image-inspector-100mb.jpg";
  // Exactly the limit, in the decimal megabytes the page writes it in: taken.
  await writeFile(file, paddedJpeg(fixture("no_manifest.jpg"), [], 100_000_000));
  await openHydrated(page, "/en/tools/image-inspector");
  // A heartbeat every 10 ms on the page's thread counts the moments the page was free to answer.
  const beats = () => page.evaluate(() => (window as unknown as { beats: number }).beats);
  await page.evaluate(() => {
    const state = window as unknown as { beats: number };
    state.beats = 0;
    setInterval(() => {
      state.beats += 1;
    }, 10);
  });
  // The count does see a frozen page: not one beat during a 300 ms loop on the page's thread.
  expect(
    await page.evaluate(() => {
      const state = window as unknown as { beats: number };
      const before = state.beats;
      const end = performance.now() + 300;
      while (performance.now() < end);
      return state.beats - before;
    }),
  ).toBe(0);
  // Read on the page's thread, the 100 MB would hold every beat until its report is there. Read in a
  // worker, the page keeps beating while the report is still to come. Counting beats rather than timing
  // the longest pause keeps this true on a machine busy with other work.
  await page.evaluate(() => {
    (window as unknown as { beats: number }).beats = 0;
  });
  await page.getByLabel(text("en", "image_inspector:input.choose")).setInputFiles(file);
  let beatsBeforeReport = 0;
  await expect
    .poll(
      async () => {
        const reported = await page.getByTestId("sha256").count();
        if (reported === 0) beatsBeforeReport = await beats();
        return reported;
      },
      { timeout: REPORT_WAIT, intervals: [20] },
    )
    .toBe(1);
  await expect(page.getByTestId("sha256")).toHaveText(/^[0-9a-f]{64}$/);
  expect(beatsBeforeReport).toBeGreaterThanOrEqual(5);

  // One byte more is refused beside the button, before anything is read, with the limit the page
  // announced: the literal figure fails if the code's limit and the written one ever part.
  const tooLarge = "test-results/image-inspector-too-large.jpg";
  await writeFile(tooLarge, paddedJpeg(fixture("no_manifest.jpg"), [], 100_000_001));
  await page.getByRole("button", { name: text("en", "image_inspector:actions.another") }).click();
  await expect(
    page.getByText(text("en", "image_inspector:input.formats", { limit: "100 MB" })),
  ).toBeVisible();
  await page.getByLabel(text("en", "image_inspector:input.choose")).setInputFiles(tooLarge);
  await expect(page.getByRole("alert")).toHaveText(
    text("en", "image_inspector:errors.too_large", { limit: "100 MB" }),
  );
  await expect(page.getByTestId("inspection-report")).toHaveCount(0);
});

test("axe finds no serious violation on a report", async ({ page }) => {
  await openHydrated(page, "/en/tools/image-inspector");
  await choose(page, "en", { name: "hanoi.jpg", mimeType: "image/jpeg", buffer: madeUp() });
  await expect(page.getByTestId("thumbnail-compare")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook(
  "screenshot of Content Credentials",
  async ({ page }, look) => {
    await openHydrated(page, `/${look.lang}/tools/image-inspector`);
    await choose(page, look.lang, await c2paFile("CA.jpg"));
    await expect(page.getByTestId("content-credentials")).toContainText(
      text(look.lang, "image_inspector:c2pa.relationship.parentOf"),
      { timeout: REPORT_WAIT },
    );
    await screenshotLook(page, "image-inspector-c2pa", look);
    await page.getByTestId("content-credentials").screenshot({
      path: `e2e/screenshots/image-inspector-c2pa-${look.lang}-${deviceOf(look)}-${look.scheme}-panel.png`,
    });
  },
  [
    { lang: "en", width: 1280, scheme: "dark" },
    { lang: "vi", width: 375, scheme: "light" },
  ],
);

testEachLook("screenshot of an image inspector report", async ({ page }, look) => {
  await openHydrated(page, `/${look.lang}/tools/image-inspector`);
  await screenshotLook(page, "image-inspector-empty", look);
  await choose(page, look.lang, { name: "hanoi.jpg", mimeType: "image/jpeg", buffer: madeUp() });
  await expect(page.getByTestId("thumbnail-compare")).toBeVisible();
  // Long values (addresses, XMP) must wrap rather than widen the page: screenshotLook checks it.
  await screenshotLook(page, "image-inspector", look);
});
