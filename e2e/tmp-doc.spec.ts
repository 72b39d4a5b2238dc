import { expect, test } from "@playwright/test";
import { sampleDocx } from "#app/tools/document-inspector/fixtures/make-office.ts";
import { openHydrated } from "./locales.ts";
test("look", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await openHydrated(page, "/en/tools/document-inspector");
  await page.getByLabel("Choose a document").setInputFiles({ name: "communiqué.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from(await (await sampleDocx()).arrayBuffer()) });
  await expect(page.getByTestId("document-report")).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/docx-en.png", fullPage: true });
});
