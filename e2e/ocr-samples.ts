import type { Browser } from "@playwright/test";

/**
 * Texts in the three languages, rendered by Chromium into real PNG images (Noto Sans, which draws
 * every Vietnamese letter), for the text-from-image tests and `npm run bench:ocr`. The truth of each is
 * the text itself: the character error rate of a reading is measured against it.
 */
export const SAMPLES = {
  eng: [
    "BREAKING: The city council voted on Tuesday",
    "to close the old bridge for repairs until",
    "the end of March, officials said in a statement.",
    "Traffic will be diverted through the harbour road.",
  ],
  fra: [
    "Le conseil municipal a voté mardi la fermeture",
    "du vieux pont pour travaux jusqu’à la fin mars,",
    "a indiqué la mairie dans un communiqué. Les élèves",
    "du lycée prendront désormais la navette gratuite.",
  ],
  vie: [
    "Hội đồng nhân dân thành phố đã biểu quyết",
    "đóng cửa cây cầu cũ để sửa chữa đến hết",
    "tháng Ba, theo thông cáo của chính quyền.",
    "Xe cộ sẽ được phân luồng qua đường ven cảng.",
  ],
} as const;

export type SampleLanguage = keyof typeof SAMPLES;

export interface RenderOptions {
  /** Light text on a dark background, as a phone in dark mode shows it. */
  dark?: boolean;
  /** A Gaussian blur of this many pixels (a photo of a screen, a resized screenshot). */
  blur?: number;
  /** The image's width in pixels; its height fits the text (or is `height`). */
  width?: number;
  height?: number;
  fontSize?: number;
}

/** The lines, rendered as a PNG by a page of its own (no network, no site). */
export async function renderSample(
  browser: Browser,
  lines: readonly string[],
  { dark = false, blur = 0, width = 900, height, fontSize = 30 }: RenderOptions = {},
): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height: height ?? 200 } });
  try {
    const colours = dark ? "background:#15202b;color:#e7e9ea" : "background:#fff;color:#0f1419";
    const escaped = (line: string) => line.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
    await page.setContent(
      `<!doctype html><meta charset="utf-8"><body style="margin:0;${colours}">` +
        `<div id="post" style="padding:${fontSize}px;font:${fontSize}px/1.5 'Noto Sans';` +
        `${height ? `height:${height}px;box-sizing:border-box;` : ""}${blur ? `filter:blur(${blur}px)` : ""}">` +
        `${lines.map((line) => `<div>${escaped(line)}</div>`).join("")}</div>`,
    );
    await page.evaluate(() => document.fonts.ready);
    return await page.locator("#post").screenshot({ type: "png" });
  } finally {
    await page.close();
  }
}
