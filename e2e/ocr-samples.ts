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

/** `png` turned a quarter turn to the right `turns` times, drawn by Chromium (a sideways frame or photo). */
export async function turnPng(browser: Browser, png: Buffer, turns: 1 | 2 | 3): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const data = await page.evaluate(
      async ({ base64, turns }) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const sideways = turns % 2 === 1;
        const canvas = new OffscreenCanvas(
          sideways ? bitmap.height : bitmap.width,
          sideways ? bitmap.width : bitmap.height,
        );
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2D canvas");
        context.translate(canvas.width / 2, canvas.height / 2);
        context.rotate((turns * Math.PI) / 2);
        context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
        return Array.from(bytes);
      },
      { base64: png.toString("base64"), turns },
    );
    return Buffer.from(data);
  } finally {
    await page.close();
  }
}
