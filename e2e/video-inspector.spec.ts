import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import {
  makeAv1,
  makeH264,
  makeHevc,
  makeIphoneLike,
  makeNotVideo,
  makeProRes,
  makeShots,
  makeTextVideo,
  makeTruncated,
  makeTurned,
  makeVertical,
  makeVp8,
  makeVp9,
  SAMPLE_TEXT,
} from "#app/tools/video-inspector/fixtures/make-videos.ts";
import { seriousViolations } from "./axe.ts";
import { LANGS, type Lang, openHydrated, text } from "./locales.ts";
import { deviceOf, screenshotLook, testEachLook } from "./looks.ts";
import { allDrawn, chooseVideo, videoFrames } from "./tool-results.ts";

// Real videos made by Debian's ffmpeg, one folder per test process (two workers run side by side).
const DIR = path.resolve("test-results", `videos-${process.pid}`);
const PAGE = (lang: Lang) => `/${lang}/tools/video-inspector`;

// Each test decodes real video in the browser; on a busy shared machine that takes well past 30 s.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(() => {
  // ffmpeg makes the files once per process; on a busy machine the VP9 and HEVC encodes take a while.
  test.setTimeout(180_000);
  for (const make of [makeH264, makeVp9, makeVp8, makeAv1, makeHevc]) make(DIR);
  makeIphoneLike(DIR);
  makeTruncated(DIR);
  makeProRes(DIR);
});

const choose = chooseVideo;
const figures = videoFrames;
const fact = (page: Page, id: string) => page.locator(`[data-fact="${id}"]`);
/** A frame's time as the page writes it: « 0:02.000 » in English, « 0:02,000 » in French and Vietnamese. */
const clock = (lang: Lang, time: string) => (lang === "en" ? time : time.replace(".", ","));

for (const lang of LANGS) {
  test(`an H.264 video's keyframes and facts, in ${lang}`, async ({ page }) => {
    const made = makeH264(DIR);
    await openHydrated(page, PAGE(lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lang, "video_inspector:title"));
    await choose(page, lang, made.file);
    await expect(page.getByTestId("frame-count")).toHaveText(
      text(lang, "video_inspector:frames.count_other", { count: 3 }),
    );
    // Each keyframe a figure captioned with its time, in order.
    await expect(figures(page).locator("figcaption")).toHaveText(
      ["0:00.000", "0:02.000", "0:04.000"].map((time) => clock(lang, time)),
    );
    await allDrawn(page, 3);
    await expect(fact(page, "duration")).toContainText(clock(lang, "0:06.000"));
    await expect(fact(page, "dimensions")).toContainText("320 × 240");
    await expect(fact(page, "codecs")).toContainText("H.264 (AVC)");
    await expect(fact(page, "created")).toContainText("2024");
    await expect(fact(page, "created")).toContainText("14:05:00");
    await expect(fact(page, "place").getByRole("link")).toHaveAttribute(
      "href",
      /mlat=21\.028500&mlon=105\.854200/,
    );
    await expect(fact(page, "created")).toContainText(text(lang, "video_inspector:facts.notProve"));
    // The size reads as each language writes decimals: « 268,7 kB » in Vietnamese and French.
    await expect(fact(page, "format")).toContainText(lang === "en" ? /\d\.\d kB/ : /\d,\d\s?k[Bo]/);
    // The hash is the file's, computed in the page.
    const sha256 = createHash("sha256").update(readFileSync(made.file)).digest("hex");
    await expect(fact(page, "sha256")).toContainText(sha256, { timeout: 15_000 });
  });
}

test("an iPhone's make, model, place and date tag", async ({ page }) => {
  await openHydrated(page, PAGE("fr"));
  await choose(page, "fr", makeIphoneLike(DIR));
  await expect(fact(page, "device")).toContainText("Apple iPhone 15 Pro");
  await expect(fact(page, "software")).toContainText("17.4.1");
  await expect(fact(page, "place")).toContainText("48,858400\u00a0; 2,294500");
  await expect(fact(page, "dateTag")).toContainText("2024-03-12T15:05:00+0100");
});

for (const [name, make, lang, codec] of [
  ["a VP9 WebM", makeVp9, "vi", "VP9"],
  ["a VP8 WebM", makeVp8, "fr", "VP8"],
  ["an AV1 MP4", makeAv1, "en", "AV1"],
] as const)
  test(`${name}'s keyframes are drawn by WebCodecs`, async ({ page }) => {
    const made = make(DIR);
    await openHydrated(page, PAGE(lang));
    await choose(page, lang, made.file);
    await expect(figures(page).locator("figcaption")).toHaveText(
      made.keyframes.map((second) => clock(lang, `0:0${second}.000`)),
    );
    await allDrawn(page, made.keyframes.length);
    await expect(fact(page, "codecs")).toContainText(codec);
  });

test("an HEVC video's keyframes are drawn by the WebAssembly decoder the site serves", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".wasm")) wasm.push(request.url());
  });
  await openHydrated(page, PAGE("en"));
  expect(wasm).toEqual([]);
  await choose(page, "en", makeHevc(DIR).file);
  await expect(fact(page, "codecs")).toContainText("H.265 (HEVC)");
  await expect(page.getByText(text("en", "video_inspector:frames.decoderWasm"))).toBeVisible();
  await expect(figures(page).locator("figcaption")).toHaveText([
    "0:00.000",
    "0:01.000",
    "0:02.000",
    "0:03.000",
  ]);
  await allDrawn(page, 4, 90_000);
  expect(wasm.length).toBeGreaterThan(0);
  for (const url of wasm) expect(url.startsWith(`${baseURL}/assets/`), url).toBe(true);
});

test("a longer HEVC video's keyframes are shared by two ffmpegs, and every one is drawn", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const made = makeHevc(DIR, { name: "sample-hevc-long.mp4", seconds: 30, size: "160x120" });
  const cores: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".wasm") && request.url().includes("ffmpeg-core")) cores.push(request.url());
  });
  await openHydrated(page, PAGE("en"));
  await choose(page, "en", made.file);
  // Jobs of 1, 8 and 21 keyframes: the second ffmpeg starts once the first has drawn its first picture.
  await allDrawn(page, made.keyframes.length, 120_000);
  expect(cores.length).toBe(2);
  await expect(figures(page).locator("figcaption").last()).toHaveText("0:29.000");
});

test("an iPhone's default recording, 10-bit HEVC in HLG colour, is drawn too", async ({ page }) => {
  test.setTimeout(120_000);
  const made = makeHevc(DIR, { name: "sample-hevc-hdr.mp4", hdr: true });
  await openHydrated(page, PAGE("vi"));
  await choose(page, "vi", made.file);
  await expect(fact(page, "codecs")).toContainText("H.265 (HEVC)");
  await allDrawn(page, made.keyframes.length, 90_000);
  // A picture, not a blank: the test pattern's colour bars differ from one side to the other.
  const spread = await page
    .locator("figure img")
    .first()
    .evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d");
      context?.drawImage(image, 0, 0);
      const data = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      let low = 255;
      let high = 0;
      for (let i = 0; i < data.length; i += 4) {
        low = Math.min(low, data[i] ?? 0);
        high = Math.max(high, data[i] ?? 0);
      }
      return high - low;
    });
  expect(spread).toBeGreaterThan(100);
  // The full frame too, and a frame between keyframes (read from the file itself).
  await page
    .getByRole("button", { name: text("vi", "video_inspector:frames.open", { time: "0:01,000" }) })
    .click();
  const full = page.getByRole("dialog").getByRole("img");
  await expect
    .poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 60_000 })
    .toBe(320);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toHaveText(
    text("vi", "video_inspector:frame.title", { time: "0:01,040" }),
  );
  await expect
    .poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 60_000 })
    .toBe(320);
});

test("a codec no decoder reads is named, its facts still shown", async ({ page }) => {
  await openHydrated(page, PAGE("vi"));
  await choose(page, "vi", makeProRes(DIR));
  await expect(page.getByRole("alert")).toContainText(
    text("vi", "video_inspector:errors.undecodable", { codec: "Apple ProRes" }),
  );
  await expect(fact(page, "codecs")).toContainText("Apple ProRes");
  await expect(figures(page)).toHaveCount(50);
  await expect(figures(page).first()).toContainText(text("vi", "video_inspector:frames.failed"));
});

test("a file that is not a video gets a clear message and no frames", async ({ page }) => {
  await openHydrated(page, PAGE("en"));
  await choose(page, "en", makeNotVideo(DIR));
  await expect(page.getByRole("alert")).toContainText(text("en", "video_inspector:errors.unreadable"));
  await expect(fact(page, "format")).toBeVisible();
  await expect(figures(page)).toHaveCount(0);
});

test("a truncated file says so and shows what could be read", async ({ page }) => {
  await openHydrated(page, PAGE("fr"));
  await choose(page, "fr", makeTruncated(DIR));
  await expect(page.getByRole("alert")).toContainText(text("fr", "video_inspector:errors.truncated"));
  await expect(fact(page, "codecs")).toContainText("H.264 (AVC)");
  await expect(figures(page).first()).toBeVisible();
});

test("one frame every N seconds, with a bad interval refused on its field", async ({ page }) => {
  await openHydrated(page, PAGE("fr"));
  await choose(page, "fr", makeH264(DIR).file);
  await allDrawn(page, 3);
  await page.getByLabel(text("fr", "video_inspector:frames.interval")).check();
  const field = page.getByLabel(text("fr", "video_inspector:frames.intervalLabel"));
  await field.fill("deux");
  await page.getByRole("button", { name: text("fr", "video_inspector:frames.apply") }).click();
  await expect(page.getByRole("alert")).toHaveText(text("fr", "video_inspector:frames.errors.not_number"));
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(figures(page)).toHaveCount(3);
  await field.fill("1,5");
  await page.getByRole("button", { name: text("fr", "video_inspector:frames.apply") }).click();
  await expect(figures(page).locator("figcaption")).toHaveText([
    "0:00,000",
    "0:01,500",
    "0:03,000",
    "0:04,500",
  ]);
  await allDrawn(page, 4);
});

test("a frame opens full size, steps with the arrow keys, downloads and goes to the image inspector", async ({
  page,
}) => {
  await openHydrated(page, PAGE("vi"));
  await choose(page, "vi", makeH264(DIR).file);
  await allDrawn(page, 3);
  await page
    .getByRole("button", { name: text("vi", "video_inspector:frames.open", { time: "0:02,000" }) })
    .click();
  const dialog = page.getByRole("dialog");
  const title = dialog.getByRole("heading", { level: 2 });
  await expect(title).toHaveText(text("vi", "video_inspector:frame.title", { time: "0:02,000" }));
  await expect(dialog.getByRole("img")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(title).toHaveText(text("vi", "video_inspector:frame.title", { time: "0:02,040" }));
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(title).toHaveText(text("vi", "video_inspector:frame.title", { time: "0:01,960" }));
  await expect(dialog.getByRole("img")).toBeVisible();
  // The file name keeps one form in every language, a point before the milliseconds.
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: text("vi", "video_inspector:frame.downloadPng") }).click();
  const png = await download;
  expect(png.suggestedFilename()).toBe("sample-h264-0-01.960.png");
  const bytes = readFileSync(await png.path());
  expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
  // Focus stays in the dialog.
  for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await dialog.getByRole("button", { name: text("vi", "video_inspector:frame.inspect") }).click();
  await expect(page).toHaveURL(/\/vi\/tools\/image-inspector$/);
  await expect(page.getByTestId("inspection-report")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("sample-h264-0-01.960.png").first()).toBeVisible();
});

/** An image's size and whether three of its points are blue: the bottom-left, top-left and top-right. */
const looks = (image: HTMLImageElement) => {
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d");
  context?.drawImage(image, 0, 0);
  const blue = (x: number, y: number) => {
    const [red = 0, , blueness = 0] =
      context?.getImageData(Math.floor(x * canvas.width), Math.floor(y * canvas.height), 1, 1).data ?? [];
    return blueness > 150 && red < 100;
  };
  return {
    ratio: Number((canvas.width / canvas.height).toFixed(2)),
    size: `${canvas.width}×${canvas.height}`,
    bottomLeft: blue(0.12, 0.88),
    topLeft: blue(0.12, 0.12),
    topRight: blue(0.88, 0.12),
  };
};

for (const codec of ["h264", "hevc"] as const)
  test(`a phone video stored on its side with wide pixels is shown upright and in proportion (${codec})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openHydrated(page, PAGE("en"));
    await choose(page, "en", makeTurned(DIR, codec));
    await allDrawn(page, 1, 90_000);
    const upright = { ratio: 0.75, bottomLeft: true, topLeft: false, topRight: false };
    expect(await page.locator("figure img").evaluate(looks)).toMatchObject(upright);
    await page
      .getByRole("button", { name: text("en", "video_inspector:frames.open", { time: "0:00.000" }) })
      .click();
    const full = page.getByRole("dialog").getByRole("img");
    await expect(full).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await full.evaluate(looks)).toEqual({ ...upright, size: "240×320" });
  });

test("the video worker starts when a person reaches for the picker, or holds Ctrl to paste", async ({
  page,
}) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await openHydrated(page, PAGE("fr"));
  expect(workers).toEqual([]);
  await page.keyboard.press("Control");
  await expect.poll(() => workers.some((url) => url.includes("video.worker"))).toBe(true);
});

/** Opens the text video's frame at 0:02 and sends it to Text from Image, which reads it. */
async function sendFrameToOcr(page: Page, lang: Lang) {
  await choose(page, lang, makeTextVideo(DIR).file);
  await allDrawn(page, 2);
  await page
    .getByRole("button", {
      name: text(lang, "video_inspector:frames.open", { time: clock(lang, "0:02.000") }),
    })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("img")).toBeVisible();
  await dialog.getByRole("button", { name: text(lang, "video_inspector:frame.readText") }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/tools/text-from-image\\?from=`));
  // The OCR engine loads and reads in the browser: slow on a busy machine.
  await expect(page.getByLabel(text(lang, "text_from_image:result.textLabel"))).toHaveValue(
    new RegExp(SAMPLE_TEXT),
    { timeout: 60_000 },
  );
}

test("a frame goes to Text from Image, which reads its words; Back returns to the keyframes", async ({
  page,
}) => {
  await openHydrated(page, PAGE("fr"));
  await sendFrameToOcr(page, "fr");
  // Back: the video is open again at its keyframes, without choosing it again.
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/tools\/video-inspector$/);
  await allDrawn(page, 2, 30_000);
  await expect(fact(page, "duration")).toBeVisible();
});

test("Text from Image reached from a frame reads it again after a reload, and says when it is gone", async ({
  page,
}) => {
  await openHydrated(page, PAGE("en"));
  await sendFrameToOcr(page, "en");
  const box = page.getByLabel(text("en", "text_from_image:result.textLabel"));
  await page.reload();
  await expect(box).toHaveValue(new RegExp(SAMPLE_TEXT), { timeout: 60_000 });
  await expect(page.getByRole("alert")).toHaveCount(0);
  // An hour later (the hand-off stored as if then), a reload says plainly that the image is gone.
  await page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open("veritools-hand-off");
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const store = database.transaction("items", "readwrite").objectStore("items");
    await new Promise<void>((resolve, reject) => {
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current) return resolve();
        current.update({ ...current.value, storedAt: Date.now() - 2 * 60 * 60 * 1000 });
        current.continue();
      };
      cursor.onerror = () => reject(cursor.error);
    });
    database.close();
  });
  await page.reload();
  await expect(
    page.getByRole("alert").filter({ hasText: text("en", "text_from_image:handOffGone") }),
  ).toBeVisible();
  await expect(box).toHaveCount(0);
});

test("the video's facts and a frame go to a new case, listed on the case file's page", async ({ page }) => {
  await openHydrated(page, PAGE("en"));
  await choose(page, "en", makeH264(DIR).file);
  await allDrawn(page, 3);
  const addButton = (scope: Page | ReturnType<Page["getByRole"]>) =>
    scope.getByRole("button", { name: text("en", "common:actions.addToCase") });
  await page
    .getByRole("button", { name: text("en", "video_inspector:frames.open", { time: "0:02.000" }) })
    .click();
  const frameDialog = page.getByRole("dialog", {
    name: text("en", "video_inspector:frame.title", { time: "0:02.000" }),
  });
  await expect(frameDialog.getByRole("img")).toBeVisible();
  await addButton(frameDialog).click();
  const caseDialog = page.getByRole("dialog", { name: text("en", "case_file:add.title") });
  await caseDialog.getByLabel(text("en", "case_file:add.newName")).fill("Clip of the march");
  await caseDialog.getByRole("button", { name: text("en", "case_file:add.submit") }).click();
  await expect(caseDialog.getByRole("link", { name: text("en", "case_file:add.open") })).toBeVisible();
  await caseDialog.getByRole("button", { name: text("en", "case_file:add.close") }).click();
  await page.keyboard.press("Escape");
  await expect(frameDialog).toBeHidden();
  // The video itself with its facts, to the case just made.
  await addButton(page).click();
  await caseDialog.getByRole("button", { name: text("en", "case_file:add.submit") }).click();
  await expect(caseDialog.getByRole("link", { name: text("en", "case_file:add.open") })).toBeVisible();
  await openHydrated(page, "/en/tools/case-file");
  await page.getByRole("link", { name: "Clip of the march", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Clip of the march" })).toBeVisible();
  const titles = page.getByRole("heading", { level: 3 });
  await expect(
    titles.filter({
      hasText: text("en", "video_inspector:frame.caseTitle", { name: "sample-h264.mp4", time: "0:02.000" }),
    }),
  ).toHaveCount(1);
  await expect(titles.filter({ hasText: /^sample-h264\.mp4$/ })).toHaveCount(1);
  // Each item's file hashed by the case file: the frame's PNG and the video itself.
  await expect(page.getByText(/SHA-256 [0-9a-f]{64}/)).toHaveCount(2);
});

test("all frames download as one ZIP", async ({ page }) => {
  await openHydrated(page, PAGE("en"));
  await choose(page, "en", makeH264(DIR).file);
  await allDrawn(page, 3);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: text("en", "video_inspector:frames.zip") }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe("sample-h264-frames.zip");
  const bytes = readFileSync(await zip.path());
  const names = bytes.toString("latin1").match(/sample-h264-0-0\d\.000\.jpg/g) ?? [];
  expect(new Set(names)).toEqual(
    new Set(["sample-h264-0-00.000.jpg", "sample-h264-0-02.000.jpg", "sample-h264-0-04.000.jpg"]),
  );
});

test("nothing about the video is sent anywhere", async ({ page, baseURL }) => {
  await openHydrated(page, PAGE("en"));
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await choose(page, "en", makeH264(DIR).file);
  await allDrawn(page, 3);
  await expect(fact(page, "sha256")).toContainText(/[0-9a-f]{64}/, { timeout: 15_000 });
  await page
    .getByRole("button", { name: text("en", "video_inspector:frames.open", { time: "0:00.000" }) })
    .click();
  await expect(page.getByRole("dialog").getByRole("img")).toBeVisible();
  // Only our own code fetched by GET without a body; no blob or data URL leaves the page.
  const outgoing = requests.filter((request) => /^https?:/.test(request.url()));
  for (const request of outgoing) {
    const url = request.url();
    expect(url.startsWith(`${baseURL}/assets/`) || url.startsWith(`${baseURL}/__manifest?`), url).toBe(true);
    expect(request.method()).toBe("GET");
    expect(request.postDataBuffer()).toBeNull();
  }
});

test("axe finds no serious violation on a report, nor in the frame dialog", async ({ page }) => {
  await openHydrated(page, PAGE("vi"));
  await choose(page, "vi", makeH264(DIR).file);
  await allDrawn(page, 3);
  await expect(fact(page, "sha256")).toContainText(/[0-9a-f]{64}/, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole("button", { name: text("vi", "video_inspector:frames.open", { time: "0:00,000" }) })
    .click();
  await expect(page.getByRole("dialog").getByRole("img")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

testEachLook("screenshot of video-inspector", async ({ page }, look) => {
  await openHydrated(page, PAGE(look.lang));
  await screenshotLook(page, "video-inspector-empty", look);
  await choose(page, look.lang, makeH264(DIR).file);
  await allDrawn(page, 3);
  await expect(fact(page, "sha256")).toContainText(/[0-9a-f]{64}/, { timeout: 15_000 });
  await screenshotLook(page, "video-inspector", look);
  await page
    .getByRole("button", {
      name: text(look.lang, "video_inspector:frames.open", { time: clock(look.lang, "0:02.000") }),
    })
    .click();
  await expect(page.getByRole("dialog").getByRole("img")).toBeVisible();
  await page.screenshot({
    path: `e2e/screenshots/video-inspector-frame-${look.lang}-${look.width}-${look.scheme}.png`,
  });
});

test("one frame per shot: the keyframes that start a shot, told apart by their pictures", async ({
  page,
}) => {
  const made = makeShots(DIR);
  await openHydrated(page, PAGE("fr"));
  await choose(page, "fr", made.file);
  await allDrawn(page, made.keyframes.length);
  await page.getByLabel(text("fr", "video_inspector:frames.shots")).check();
  await expect(page.getByText(text("fr", "video_inspector:frames.shotsHint"))).toBeVisible();
  await page.getByRole("button", { name: text("fr", "video_inspector:frames.apply") }).click();
  await expect(page.getByTestId("frame-count")).toHaveText(
    text("fr", "video_inspector:frames.shotCount_other", {
      count: 4,
      keyframes: text("fr", "video_inspector:frames.count_other", { count: 8 }),
    }),
  );
  await expect(figures(page).locator("figcaption")).toHaveText(
    made.shots.map((second) => clock("fr", `0:0${second}.000`)),
  );
  await allDrawn(page, made.shots.length);
});

testEachLook(
  "an upright phone video: portrait thumbnails, and its frame fits the dialog under the title, above the buttons",
  async ({ page }, look) => {
    const { lang } = look;
    await openHydrated(page, PAGE(lang));
    await choose(page, lang, makeVertical(DIR).file);
    await allDrawn(page, 2);
    const thumbnail = await page.getByTestId("frames").getByRole("button").first().boundingBox();
    expect(thumbnail && thumbnail.height / thumbnail.width).toBeCloseTo(1280 / 720, 1);
    await page
      .getByRole("button", {
        name: text(lang, "video_inspector:frames.open", { time: clock(lang, "0:01.000") }),
      })
      .click();
    const dialog = page.getByRole("dialog");
    const image = dialog.getByRole("img");
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(720);
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error("not shown");
      return { top: found.y, bottom: found.y + found.height, left: found.x, right: found.x + found.width };
    };
    const frame = await box(image);
    const frameBox = await box(dialog);
    expect(frame.top).toBeGreaterThanOrEqual(frameBox.top);
    expect(frame.left).toBeGreaterThanOrEqual(frameBox.left);
    expect(frame.right).toBeLessThanOrEqual(frameBox.right);
    expect(frame.bottom).toBeLessThanOrEqual(frameBox.bottom);
    // The title, then the subtitle, whole and apart; the picture below them (its caption with it), above
    // the first row of buttons, and upright as recorded.
    const heading = await box(dialog.getByRole("heading", { level: 2 }));
    const hint = dialog.getByText(text(lang, "video_inspector:frame.stepHint"));
    await expect(hint).toBeVisible();
    const subtitle = await box(hint);
    expect(heading.top).toBeGreaterThanOrEqual(frameBox.top);
    expect(subtitle.top).toBeGreaterThanOrEqual(heading.bottom);
    expect(subtitle.left).toBeGreaterThanOrEqual(frameBox.left);
    expect(subtitle.right).toBeLessThanOrEqual(frameBox.right);
    const figure = await box(dialog.locator("figure"));
    expect(figure.top).toBeGreaterThanOrEqual(subtitle.bottom);
    expect(frame.top).toBeGreaterThanOrEqual(figure.top);
    expect(frame.bottom).toBeLessThanOrEqual(figure.bottom);
    // The subtitle is not drawn over: the element at its middle is the subtitle itself.
    expect(
      await hint.evaluate((element) => {
        const { left, top, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
      }),
    ).toBe(true);
    const previous = dialog.getByRole("button", { name: text(lang, "video_inspector:frame.previous") });
    const next = dialog.getByRole("button", { name: text(lang, "video_inspector:frame.next") });
    const [before, after] = [await box(previous), await box(next)];
    expect(figure.bottom).toBeLessThanOrEqual(before.top);
    // Previous and next side by side on one row, in every language, on a phone too.
    expect(after.top).toBeCloseTo(before.top, 0);
    expect(after.left).toBeGreaterThanOrEqual(before.right);
    expect((frame.bottom - frame.top) / (frame.right - frame.left)).toBeCloseTo(1280 / 720, 1);
    await page.screenshot({
      path: `e2e/screenshots/video-inspector-upright-frame-${lang}-${deviceOf(look)}-${look.scheme}.png`,
    });
    await page.keyboard.press("Escape");
    await screenshotLook(page, "video-inspector-upright", look);
  },
  [
    { lang: "en", width: 1280, scheme: "light" },
    { lang: "en", width: 375, scheme: "dark" },
    { lang: "fr", width: 375, scheme: "dark" },
    { lang: "vi", width: 375, scheme: "light" },
  ],
);
