import { expect, type Locator, type Page, test } from "@playwright/test";
import { openHydrated } from "./locales.ts";
import { consoleErrors } from "./page-checks.ts";

// The server renders in UTC; a reader seven hours east of it sees every time that was written in the
// server's zone differ from the browser's, which React reports as a hydration mismatch (error #418).
test.use({ timezoneId: "Asia/Ho_Chi_Minh" });

/** Opens a page, lets it hydrate and settle, and says what it logged as errors. */
async function errorsOf(page: Page, path: string, shown: (page: Page) => Locator): Promise<string[]> {
  const errors = consoleErrors(page);
  await openHydrated(page, path);
  await expect(shown(page).first()).toBeVisible({ timeout: 15_000 });
  // Recoverable hydration errors are reported once React has finished; let it finish.
  await page.waitForLoadState("networkidle");
  return errors;
}

test("pages with server-rendered times hydrate without an error in a zone other than UTC", async ({
  page,
  request,
  baseURL,
}) => {
  const destination = `${baseURL}/help?from=${Math.random().toString(36).slice(2)}`;
  const created = (await (await request.post("/api/shorten-url", { data: { url: destination } })).json()) as {
    shortenedUrl: string;
  };
  const slug = new URL(created.shortenedUrl).pathname.split("/").at(-1) ?? "";
  const report = `/vi/tools/link-investigator?url=${encodeURIComponent(`${baseURL}/about`)}`;
  const byTestId = (id: string) => (page: Page) => page.getByTestId(id);
  const pages: [string, (page: Page) => Locator][] = [
    [report, byTestId("investigation-report")],
    ["/fr/tools/url-shortener", byTestId("recent-link")],
    [`/en/tools/link-analytics/${slug}`, byTestId("total-humans")],
    ["/vi/tools/image-inspector", (page) => page.getByRole("heading", { level: 1 })],
  ];
  const errors: Record<string, string[]> = {};
  for (const [path, shown] of pages) errors[path] = await errorsOf(page, path, shown);
  expect(errors).toEqual(Object.fromEntries(pages.map(([path]) => [path, []])));
});

test("a report's time is written in the reader's zone once the page has hydrated, and names it", async ({
  page,
  baseURL,
}) => {
  await openHydrated(page, `/en/tools/link-investigator?url=${encodeURIComponent(`${baseURL}/about`)}`);
  await expect(page.getByTestId("checked-at")).toContainText("(GMT+7)");
});
