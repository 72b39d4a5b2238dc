// Every coordinate on the offline world map (issue 43): the image inspector's GPS, the video inspector's
// location and the sun tool's place, each with its nearest places, country and time zone, links to other
// maps, the map as a PNG and "Add the point to a case".
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  exifSegment,
  fixture,
  gpsIfd,
  jpegWith,
  tiff,
} from "#app/tools/image-inspector/fixtures/make-images.ts";
import { makeH264 } from "#app/tools/video-inspector/fixtures/make-videos.ts";
import { seriousViolations } from "./axe.ts";
import { type Lang, openHydrated, text } from "./locales.ts";
import { chooseImage, chooseVideo, REPORT_WAIT } from "./tool-results.ts";

// Real videos made by Debian's ffmpeg, one folder per test process.
const DIR = path.resolve("test-results", `placed-${process.pid}`);

test.describe.configure({ timeout: 90_000 });

/** A photo whose GPS position is by Hoàn Kiếm lake, 1.8 km ENE of GeoNames' point for Hà Nội. */
const hanoiPhoto = () => ({
  name: "hanoi.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from(jpegWith(fixture("C.jpg"), [exifSegment(tiff({ gps: gpsIfd(21.0285, 105.8542) }))])),
});

const panel = (page: Page) => page.getByTestId("placed-point");

/** The panel is drawn, its map with the point's marker, the nearest town named first. */
async function placed(page: Page, lang: Lang, town: string, country: string) {
  await expect(panel(page).getByTestId("placed-description")).toContainText(town, { timeout: 20_000 });
  await expect(panel(page).getByTestId("world-map")).toBeVisible();
  await expect(panel(page).locator('[data-marker="place"]')).toHaveCount(1);
  await expect(panel(page).getByTestId("placed-nearest").getByRole("listitem")).toHaveCount(3);
  await expect(panel(page).getByTestId("placed-country")).toContainText(country);
  await expect(panel(page).getByTestId("placed-zone")).toContainText(text(lang, "where:placed.zoneEstimate"));
}

test("a photo's GPS position is placed by Hà Nội on the map, in French, and goes to a case", async ({
  page,
}) => {
  await openHydrated(page, "/fr/tools/image-inspector");
  await chooseImage(page, "fr", hanoiPhoto());
  await placed(page, "fr", "À 1,8\u202fkm à l’est-nord-est de Hanoï (Viêt Nam)", "Viêt Nam");
  await expect(
    panel(page).getByRole("heading", { level: 3, name: text("fr", "where:placed.heading") }),
  ).toBeVisible();
  // Links to other maps: plain links the site never follows, in a new tab, sending no referrer.
  for (const [name, href] of [
    [
      "where:placed.openStreetMap",
      "https://www.openstreetmap.org/?mlat=21.028500&mlon=105.854200#map=17/21.028500/105.854200",
    ],
    ["where:placed.googleMaps", "https://www.google.com/maps/search/?api=1&query=21.028500%2C105.854200"],
  ] as const) {
    const link = panel(page).getByRole("link", { name: text("fr", name) });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(panel(page)).toContainText(text("fr", "where:placed.notProof.photo"));
  // The whole Earth a click away, and back.
  const whole = panel(page).getByRole("button", { name: text("fr", "where:placed.wholeWorld") });
  await whole.click();
  await expect(whole).toHaveAttribute("aria-pressed", "true");
  // The map as a PNG, named after the photo.
  const download = page.waitForEvent("download");
  await panel(page)
    .getByRole("button", { name: text("fr", "where:placed.png") })
    .click();
  expect((await download).suggestedFilename()).toBe("hanoi-map.png");

  // The point to a new case: its kind, its summary and the map's picture are there.
  await panel(page)
    .getByRole("button", { name: text("fr", "where:placed.addToCase") })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(text("fr", "case_file:add.newName")).fill("Lac Hoàn Kiếm");
  await dialog.getByRole("button", { name: text("fr", "case_file:add.submit") }).click();
  await expect(dialog.getByRole("link", { name: text("fr", "case_file:add.open") })).toBeVisible();
  await openHydrated(page, "/fr/tools/case-file");
  await page.getByRole("link", { name: "Lac Hoàn Kiếm", exact: true }).click();
  const item = page
    .getByRole("listitem")
    .filter({ hasText: text("fr", "where:evidenceKinds.placed-coordinate") });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("item-summary")).toContainText("21,028500\u00a0; 105,854200");
  await expect(item.getByTestId("item-summary")).toContainText("Hanoï (Viêt Nam)");
  await expect(item.getByTestId("item-summary")).toContainText(
    text("fr", "where:evidenceSummaries.placed-coordinate.limits"),
  );
  await expect(item).toContainText("hanoi-map.png");
});

test("a video's recorded location is placed by Hà Nội, in Vietnamese", async ({ page }) => {
  const made = makeH264(DIR);
  await openHydrated(page, "/vi/tools/video-inspector");
  await chooseVideo(page, "vi", made.file);
  await placed(page, "vi", "Cách Hà Nội (Việt Nam) 1,8 km về phía đông đông bắc", "Việt Nam");
  await expect(
    panel(page).getByRole("heading", { level: 2, name: text("vi", "where:placed.heading") }),
  ).toBeVisible();
  await expect(panel(page)).toContainText(text("vi", "where:placed.notProof.video"));
  await expect(panel(page).getByTestId("world-map")).toHaveAccessibleName(
    text("vi", "where:placed.mapTitle", {
      marker: text("vi", "where:placed.marker.video"),
      place: "cách Hà Nội (Việt Nam) 1,8 km về phía đông đông bắc",
    }),
  );
});

test("the sun page's place is on the map at a phone's width, in English, with no serious axe violation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openHydrated(
    page,
    "/en/tools/sun-position?lat=48.8584&lon=2.2945&time=2026-06-21T10:00:00Z&zone=Europe%2FParis",
  );
  const results = page.getByTestId("sun-results");
  await expect(results.getByTestId("placed-point")).toBeVisible();
  await placed(page, "en", "3 km SE of Neuilly-sur-Seine, France", "France");
  await expect(panel(page).getByTestId("placed-zone")).toContainText("Central European Time (Europe/Paris)");
  await expect(panel(page)).toContainText(text("en", "where:placed.notProof.place"));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  // The sun's own "Add to case" keeps its name beside the point's.
  await expect(page.getByRole("button", { name: text("en", "common:actions.addToCase") })).toHaveCount(1);
});

test("axe finds no serious violation on the placed photo, in the dark", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await openHydrated(page, "/en/tools/image-inspector");
  await chooseImage(page, "en", hanoiPhoto());
  await placed(page, "en", "1.8 km ENE of Hanoi, Vietnam", "Vietnam");
  await expect(page.getByTestId("sha256")).toBeVisible({ timeout: REPORT_WAIT });
  expect(await seriousViolations(page)).toEqual([]);
});
