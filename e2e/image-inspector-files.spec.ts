import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type Lang, openHydrated, text } from "./locales.ts";

// Real files of kinds the report read badly (issue 39): HEIC files made by libheif's encoder, and C2PA
// files made by the CAI's signing library (their READMEs under app/tools/image-inspector/fixtures/).
const FIXTURES = path.join(import.meta.dirname, "..", "app", "tools", "image-inspector", "fixtures");
const REPORT_WAIT = 60_000;
test.describe.configure({ timeout: 3 * REPORT_WAIT });

async function choose(page: Page, lang: Lang, folder: "heif" | "c2pa", name: string) {
  const buffer = await readFile(path.join(FIXTURES, folder, name));
  const mimeType = folder === "heif" ? "image/heic" : "image/jpeg";
  await page.getByLabel(text(lang, "image_inspector:input.choose")).setInputFiles({ name, mimeType, buffer });
  await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: REPORT_WAIT });
}

const finding = (page: Page, code: string) => page.locator(`[data-finding="${code}"]`);

test("a cropped and turned HEIC shows the picture's size, and says EXIF gives another", async ({ page }) => {
  await openHydrated(page, "/vi/tools/image-inspector");
  await choose(page, "vi", "heif", "cropped.heic");
  const number = (n: number) => new Intl.NumberFormat("vi").format(n);
  await expect(page.getByTestId("summary")).toContainText(
    text("vi", "image_inspector:summary.dimensions", { width: number(1327), height: number(1713) }),
  );
  await expect(finding(page, "size_disagrees").getByRole("heading")).toHaveText(
    text("vi", "image_inspector:findings.size_disagrees.title", {
      exifWidth: number(2100),
      exifHeight: number(1500),
      width: number(1327),
      height: number(1713),
    }),
  );
});

test("Content Credentials stored online are named by their address, as text, and not fetched", async ({
  page,
}) => {
  const outgoing: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outgoing.push(request.url());
  });
  await openHydrated(page, "/fr/tools/image-inspector");
  await choose(page, "fr", "c2pa", "remote-manifest.jpg");
  const remote = finding(page, "c2pa_remote");
  await expect(remote).toContainText(
    text("fr", "image_inspector:findings.c2pa_remote.means", {
      address: "https://example.com/c2pa/remote-manifest.c2pa",
    }),
  );
  // An address a stranger's file wrote is read, never a link to click blindly.
  await expect(remote.locator("a")).toHaveCount(0);
  await expect(page.getByTestId("content-credentials")).toHaveCount(0);
  expect(outgoing.filter((url) => url.includes("example.com"))).toEqual([]);
});

test("credentials the library stops on, or signed with an algorithm C2PA does not allow, say why in words", async ({
  page,
}) => {
  await openHydrated(page, "/en/tools/image-inspector");
  await choose(page, "en", "c2pa", "damaged-claim.jpg");
  const damaged = text("en", "image_inspector:c2pa.readFailure.damaged");
  await expect(finding(page, "c2pa_unchecked")).toContainText(
    text("en", "image_inspector:findings.c2pa_unchecked.means", { reason: damaged }),
    { timeout: REPORT_WAIT },
  );
  await expect(page.getByTestId("c2pa-failure")).toHaveText(
    text("en", "image_inspector:c2pa.failedBecause", { reason: damaged }),
  );
  await expect(finding(page, "no_metadata")).toHaveCount(0);

  await page.getByRole("button", { name: text("en", "image_inspector:actions.another") }).click();
  await choose(page, "en", "c2pa", "unsupported-algorithm.jpg");
  await expect(finding(page, "c2pa_invalid")).toContainText(
    text("en", "image_inspector:c2pa.checks.algorithm.unsupported"),
    { timeout: REPORT_WAIT },
  );
});
