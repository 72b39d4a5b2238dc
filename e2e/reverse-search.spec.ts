// Reverse image search without downloads (issue 39): "Copy image" puts a PNG on the clipboard, and
// "Search by address" shares the picture for an hour after consent (decision 034). The tests' own server
// is on 127.0.0.1, which no engine can reach: a second server here says its public address is
// https://veritools.example.org. No engine is ever reached: their pages are answered by the test.
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { searchByUrl } from "#app/lib/hand-off/reverse-search.ts";
import { fixture } from "#app/tools/image-inspector/fixtures/make-images.ts";
import { makeH264 } from "#app/tools/video-inspector/fixtures/make-videos.ts";
import { makeDataDir, type RunningServer, startServer } from "../host/test/server.ts";
import { seriousViolations } from "./axe.ts";
import { type Lang, openHydrated, text } from "./locales.ts";
import { deviceOf, type Look, screenshotLook, testEachLook } from "./looks.ts";

const PUBLIC_URL = "https://veritools.example.org";
const REPORT_WAIT = 60_000;
test.describe.configure({ timeout: 120_000 });

const photo = { name: "hanoi.jpg", mimeType: "image/jpeg", buffer: Buffer.from(fixture("C.jpg")) };

let site: RunningServer;
let data: Awaited<ReturnType<typeof makeDataDir>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  data = await makeDataDir();
  site = await startServer({ PUBLIC_URL, DATA_DIR: data.dir, LOG_LEVEL: "warn" });
});
test.afterAll(async () => {
  await site?.stop();
  await data?.remove();
});

/** Answers every engine's page here, so a click on an engine never leaves the machine. */
async function standInEngines(context: BrowserContext) {
  await context.route(/^https:\/\/(lens\.google\.com|www\.bing\.com|yandex\.com|tineye\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>engine</title><p>stand-in engine</p>" }),
  );
}

/** Named as screenshotLook names its files. */
const shot = (name: string, look: Look) =>
  `e2e/screenshots/${name}-${look.lang}-${deviceOf(look)}-${look.scheme}.png`;
/** The screen as the person sees it: a dialog over the page. */
const viewport = (page: Page, name: string, look: Look) => page.screenshot({ path: shot(name, look) });
/** The inspector's actions, reverse search included. */
const actions = (page: Page, name: string, look: Look) =>
  page
    .getByRole("region", { name: text(look.lang, "image_inspector:actions.heading") })
    .screenshot({ path: shot(name, look) });

async function inspect(page: Page, lang: Lang, base = "") {
  await openHydrated(page, `${base}/${lang}/tools/image-inspector`);
  await page.getByLabel(text(lang, "image_inspector:input.choose")).setInputFiles(photo);
  await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: REPORT_WAIT });
}

test("Copy image puts a PNG of the picture on the clipboard", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await inspect(page, "fr");
  await page.getByRole("button", { name: text("fr", "common:reverseSearch.copy") }).click();
  await expect(page.getByText(text("fr", "common:reverseSearch.copied"))).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return undefined;
    const blob = await item.getType("image/png");
    const bitmap = await createImageBitmap(blob);
    return {
      types: item.types,
      signature: [...new Uint8Array(await blob.slice(0, 8).arrayBuffer())],
      width: bitmap.width,
      height: bitmap.height,
    };
  });
  expect(copied?.types).toContain("image/png");
  expect(copied?.signature).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // The picture itself, redrawn, not its thumbnail.
  const original = await page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)]));
      return { width: bitmap.width, height: bitmap.height };
    },
    [...photo.buffer],
  );
  expect({ width: copied?.width, height: copied?.height }).toEqual(original);
});

test("a refused clipboard says so at the button", async ({ page }) => {
  // As a browser whose person or policy refuses: the write is rejected with NotAllowedError.
  await page.addInitScript(() => {
    navigator.clipboard.write = () => Promise.reject(new DOMException("refused", "NotAllowedError"));
  });
  await inspect(page, "vi");
  const copy = page.getByRole("button", { name: text("vi", "common:reverseSearch.copy") });
  await copy.click();
  const alert = page.getByText(text("vi", "common:reverseSearch.copyFailed.denied"));
  await expect(alert).toBeVisible();
  await expect(copy).toHaveAccessibleDescription(text("vi", "common:reverseSearch.copyFailed.denied"));
});

test("at an address the engines cannot reach, the page says so instead of offering the search", async ({
  page,
}) => {
  await inspect(page, "en");
  await expect(page.getByText(text("en", "common:reverseSearch.unreachable"))).toBeVisible();
  await expect(page.getByRole("button", { name: text("en", "common:reverseSearch.byAddress") })).toHaveCount(
    0,
  );
  // Without an address, each engine opens on its page to paste into.
  await expect(page.getByRole("link", { name: "TinEye" })).toHaveAttribute("href", "https://tineye.com/");
});

test("a video frame is searched by address after consent: the engine opens on its temporary address", async ({
  page,
  context,
}) => {
  await standInEngines(context);
  const dir = path.resolve("test-results", `reverse-search-${process.pid}`);
  await openHydrated(page, `${site.url}/en/tools/video-inspector`);
  await page.getByLabel(text("en", "video_inspector:input.choose")).setInputFiles(makeH264(dir).file);
  await page
    .getByRole("button", { name: text("en", "video_inspector:frames.open", { time: "0:02.000" }) })
    .click({ timeout: 30_000 });
  const frameDialog = page.getByRole("dialog", {
    name: text("en", "video_inspector:frame.title", { time: "0:02.000" }),
  });
  await expect(frameDialog.getByRole("img")).toBeVisible({ timeout: 30_000 });
  const notSent = frameDialog.getByText(text("en", "video_inspector:frame.reverseSteps"));
  await expect(notSent).toBeVisible();
  const byAddress = frameDialog.getByRole("button", { name: text("en", "common:reverseSearch.byAddress") });
  await byAddress.focus();
  await page.keyboard.press("Enter");

  const consent = page.getByRole("dialog", { name: text("en", "common:reverseSearch.byAddress") });
  await expect(consent).toContainText("Google Lens, Bing, Yandex, and TinEye will fetch");
  // The focus stays in the consent dialog, whatever the number of Tabs.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await consent.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes it and gives the focus back to the button; nothing was sent.
  await page.keyboard.press("Escape");
  await expect(consent).toHaveCount(0);
  await expect(byAddress).toBeFocused();

  await page.keyboard.press("Enter");
  const upload = page.waitForResponse((response) => response.url().endsWith("/api/shared-images"));
  await consent.getByRole("button", { name: text("en", "common:reverseSearch.confirm") }).click();
  const shared = (await (await upload).json()) as { url: string; expiresAt: string };
  expect(shared.url).toMatch(/^https:\/\/veritools\.example\.org\/shared-images\/[\w-]{22}\.jpg$/);
  await expect(consent.getByText(shared.url)).toBeVisible();

  const opened = context.waitForEvent("page");
  await consent.getByRole("link", { name: "Google Lens" }).click();
  const engine = await opened;
  expect(engine.url()).toBe(searchByUrl("google", shared.url));
  await engine.close();

  // What the engine would fetch: the frame as a JPEG, at that address on this server.
  const image = await page.request.get(`${site.url}${new URL(shared.url).pathname}`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(image.headers()["x-robots-tag"]).toContain("noindex");

  // Closed, the frame dialog's own links open on that address too, and it no longer says that the frame
  // was not sent anywhere: it says until when it is at that address.
  await page.keyboard.press("Escape");
  await expect(consent).toHaveCount(0);
  await expect(notSent).toHaveCount(0);
  await expect(
    frameDialog.getByText(/^Until .+, each engine opens on the image's temporary address\.$/),
  ).toBeVisible();
  await expect(frameDialog.getByRole("link", { name: "TinEye" })).toHaveAttribute(
    "href",
    searchByUrl("tineye", shared.url),
  );
});

testEachLook(
  "the consent and the shared picture's links",
  async ({ page }, look) => {
    await standInEngines(page.context());
    await inspect(page, look.lang, site.url);
    const byAddress = page.getByRole("button", { name: text(look.lang, "common:reverseSearch.byAddress") });
    const section = page.getByRole("region", { name: text(look.lang, "image_inspector:actions.heading") });
    const notSent = section.getByText(text(look.lang, "image_inspector:actions.reverseSteps"));
    await expect(notSent).toBeVisible();
    await screenshotLook(page, "reverse-search", look);
    await actions(page, "reverse-search-section", look);
    await byAddress.click();
    const consent = page.getByRole("dialog", { name: text(look.lang, "common:reverseSearch.byAddress") });
    const confirm = consent.getByRole("button", { name: text(look.lang, "common:reverseSearch.confirm") });
    await expect(confirm).toBeVisible();
    await viewport(page, "reverse-search-consent", look);
    await confirm.click();
    await expect(consent.getByRole("link", { name: "Yandex" })).toHaveAttribute("href", /rpt=imageview/);
    expect(await seriousViolations(page)).toEqual([]);
    await viewport(page, "reverse-search-shared", look);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Yandex" })).toHaveAttribute("href", /rpt=imageview/);
    // Shared, the section no longer says the file was not sent anywhere: it says until when it is online.
    await expect(notSent).toHaveCount(0);
    const until = text(look.lang, "common:reverseSearch.linksOpenShared").split("{{time}}");
    await expect(
      section.getByText(
        new RegExp(until.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")),
      ),
    ).toBeVisible();
    await actions(page, "reverse-search-section-shared", look);
  },
  [
    { lang: "en", width: 1280, scheme: "light" },
    { lang: "fr", width: 375, scheme: "dark" },
    { lang: "vi", width: 375, scheme: "light" },
  ],
);
