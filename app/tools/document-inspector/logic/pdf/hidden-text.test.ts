import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import {
  blackBoxPdf,
  busyPdf,
  cleanPdf,
  coversElsewherePdf,
  hiddenLayerPdf,
  ocrLayerPdf,
  otherWaysPdf,
  outsideCropBoxPdf,
  whiteTextPdf,
} from "../../fixtures/hidden-text-pdfs.ts";
import { findHiddenText, type PageHiddenText, summarizeHiddenText } from "./hidden-text.ts";
import { scanPages } from "./scan-pages.ts";

/** Every page of `bytes` read by pdf.js as the worker does: one operator list per page. */
async function readPages(bytes: Uint8Array): Promise<PageHiddenText[]> {
  const task = getDocument({ data: bytes, verbosity: 0 });
  try {
    return (await scanPages(await task.promise, OPS)) ?? [];
  } finally {
    await task.destroy();
  }
}

const brief = (page: PageHiddenText | undefined) => page?.findings.map(({ kind, text }) => ({ kind, text }));

describe("findHiddenText", () => {
  it("finds the words under a black box, whole or in the middle of a line", async () => {
    const [whole, middle] = await readPages(await blackBoxPdf());
    expect(brief(whole)).toEqual([{ kind: "covered-by-shape", text: "Source: Jean Martin, ministry" }]);
    expect(whole?.findings[0]?.details.coverColor).toBe("#000000");
    expect(whole?.findings[0]?.details.fontSize).toBe(12);
    expect(brief(middle)).toEqual([{ kind: "covered-by-shape", text: "Anna Kowalski" }]);
    const box = middle?.findings[0]?.box ?? [0, 0, 0, 0];
    expect(box[0]).toBeGreaterThan(100);
    expect(box[1]).toBeCloseTo(200 - 0.2 * 12, 0);
    expect(summarizeHiddenText([whole, middle] as PageHiddenText[])).toMatchObject({
      failedRedaction: true,
      failedRedactionPages: [1, 2],
      pages: [1, 2],
    });
  });

  it("finds white and near-white text on the white page", async () => {
    const [page] = await readPages(await whiteTextPdf());
    expect(brief(page)).toEqual([
      { kind: "same-colour-as-background", text: "Hidden keywords: offshore" },
      { kind: "same-colour-as-background", text: "Almost white" },
    ]);
    expect(page?.findings[0]?.details).toMatchObject({ fillColor: "#ffffff", background: "#ffffff" });
  });

  it("calls invisible text on a scanned page its OCR layer, joining its lines", async () => {
    const pages = await readPages(await ocrLayerPdf());
    const [page] = pages;
    expect(page?.scannedPage).toBe(true);
    expect(brief(page)).toEqual([{ kind: "ocr-layer", text: "Scanned contract text\nsecond line" }]);
    expect(page?.findings[0]?.details.renderMode).toBe(3);
    expect(summarizeHiddenText(pages)).toMatchObject({ ocrPages: [1], failedRedaction: false });
  });

  it("finds text outside the crop box", async () => {
    const [page] = await readPages(await outsideCropBoxPdf());
    expect(brief(page)).toEqual([{ kind: "outside-page", text: "Outside the crop box" }]);
    expect(page?.findings[0]?.details.visibleShare).toBe(0);
  });

  it("finds nothing on a clean page", async () => {
    const pages = await readPages(await cleanPdf());
    expect(pages[0]?.findings).toEqual([]);
    expect(pages[0]?.incomplete).toBe(false);
    expect(summarizeHiddenText(pages).pages).toEqual([]);
  });

  it("sees covers drawn by a form XObject, on a rotated page and by an annotation", async () => {
    const [form, rotated, annotated] = await readPages(await coversElsewherePdf());
    expect(brief(form)).toEqual([{ kind: "covered-by-shape", text: "Case number 4471" }]);
    expect(form?.findings[0]?.details.coverBox).toEqual([55, 145, 175, 165]);
    expect(brief(rotated)).toEqual([{ kind: "covered-by-shape", text: "Rotated secret" }]);
    expect(brief(annotated)).toEqual([{ kind: "covered-by-shape", text: "Witness: Paul Durand" }]);
    expect(annotated?.findings[0]?.details.coverBox).toEqual([55, 95, 195, 115]);
  });

  it("finds tiny, clipped, invisible and image-covered text", async () => {
    const [tiny, clipped, invisible, underImage] = await readPages(await otherWaysPdf());
    expect(brief(tiny)).toEqual([{ kind: "tiny", text: "Very small print" }]);
    expect(tiny?.findings[0]?.details.fontSize).toBe(0.5);
    expect(brief(clipped)).toEqual([{ kind: "clipped", text: "Clipped away" }]);
    expect(brief(invisible)).toEqual([{ kind: "invisible", text: "Invisible words" }]);
    expect(invisible?.scannedPage).toBe(false);
    expect(brief(underImage)).toEqual([{ kind: "covered-by-image", text: "Under a picture" }]);
    expect(underImage?.findings[0]?.details.imageCoversPage).toBe(false);
  });

  it("reports text in a layer switched off, and ignores that layer's shapes", async () => {
    const [page] = await readPages(await hiddenLayerPdf());
    expect(brief(page)).toEqual([{ kind: "invisible", text: "Layer secret" }]);
    expect(page?.findings[0]?.details.hiddenLayer).toBe(true);
  });

  it("reads a page of many words and shapes quickly, finding nothing", async () => {
    const bytes = await busyPdf(20_000);
    const task = getDocument({ data: bytes, verbosity: 0 });
    const page = await (await task.promise).getPage(1);
    const operatorList = await page.getOperatorList();
    const started = performance.now();
    const result = findHiddenText({ operatorList, ops: OPS, view: page.view });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.findings).toEqual([]);
    await task.destroy();
  });
});

describe("findHiddenText on operator lists as pdf.js shapes them", () => {
  const glyph = (unicode: string) => ({ unicode, width: 500, isSpace: unicode === " " });
  const invisibleRun = (glyphs: unknown[]) => ({
    fnArray: [
      OPS.beginText,
      OPS.setFont,
      OPS.setTextRenderingMode,
      OPS.setHScale,
      OPS.moveText,
      OPS.showText,
    ],
    argsArray: [null, ["f", 10], [3], [50], [100, 100], [glyphs]],
  });

  it("splits words at wide TJ gaps and measures them with the font's matrix and the horizontal scale", () => {
    const operatorList = invisibleRun([glyph("a"), glyph("b"), -300, glyph("c"), -50, glyph("d")]);
    const plain = findHiddenText({ operatorList, ops: OPS, view: [0, 0, 600, 800] });
    expect(plain.findings.map((finding) => finding.text)).toEqual(["ab cd"]);
    // "ab": 2 × 500/1000 × 10 = 10 units, then 3 units of gap, then "c", 0.5 units, "d": 23.5 at 50 %.
    expect(plain.findings[0]?.box).toEqual([100, 98, 111.75, 108]);
    const wide = findHiddenText({
      operatorList,
      ops: OPS,
      view: [0, 0, 600, 800],
      fontMatrix: () => [0.002],
    });
    expect(wide.findings[0]?.box).toEqual([100, 98, 121.75, 108]);
  });
});

describe("findHiddenText on hostile operator lists", () => {
  const rectangleFill = (x: number, y: number) => [
    OPS.fill,
    [new Float32Array([0, x, y, 1, x + 10, y, 1, x + 10, y + 10, 1, x, y + 10, 4])],
    new Float32Array([x, y, x + 10, y + 10]),
  ];
  const glyph = (unicode: string) => ({ unicode, width: 500, isSpace: unicode === " " });

  it("stays linear on a million operators of stacked covers and words, capping its findings", () => {
    const fnArray: number[] = [OPS.beginText, OPS.setFont];
    const argsArray: unknown[] = [null, ["f", 10]];
    for (let i = 0; i < 250_000; i++) {
      fnArray.push(OPS.setTextMatrix, OPS.showText, OPS.constructPath, OPS.save);
      argsArray.push([new Float32Array([1, 0, 0, 1, 100, 100])], [[glyph("x")]], rectangleFill(95, 95), null);
    }
    const started = performance.now();
    const result = findHiddenText({ operatorList: { fnArray, argsArray }, ops: OPS, view: [0, 0, 600, 800] });
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(result.findings.length).toBeLessThanOrEqual(2000);
    expect(result.incomplete).toBe(true);
    expect(result.findings[0]).toMatchObject({ kind: "covered-by-shape", text: "x" });
  });

  it("gives up, saying so, when every word lies under thousands of shapes too small to hide it", () => {
    const fnArray: number[] = [OPS.beginText, OPS.setFont];
    const argsArray: unknown[] = [null, ["f", 10]];
    for (let i = 0; i < 50_000; i++) {
      fnArray.push(OPS.setTextMatrix, OPS.showText);
      argsArray.push([new Float32Array([1, 0, 0, 1, 100, 100])], [[glyph("x")]]);
    }
    for (let i = 0; i < 100_000; i++) {
      fnArray.push(OPS.constructPath);
      argsArray.push([
        OPS.fill,
        [new Float32Array([0, 102, 101.5, 1, 103, 101.5, 1, 103, 102.5, 1, 102, 102.5, 4])],
        null,
      ]);
    }
    const started = performance.now();
    const result = findHiddenText({ operatorList: { fnArray, argsArray }, ops: OPS, view: [0, 0, 600, 800] });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result).toMatchObject({ findings: [], incomplete: true });
  });

  it("survives garbage arguments", () => {
    const fnArray = [
      OPS.transform,
      OPS.setTextMatrix,
      OPS.showText,
      OPS.constructPath,
      OPS.paintImageXObject,
      9999,
    ];
    const argsArray = [
      [Number.NaN, 0, 0, 1, 0, 0],
      ["x"],
      [[null, 7, { unicode: 5 }]],
      [22, ["no"], null],
      null,
      {},
    ];
    const result = findHiddenText({ operatorList: { fnArray, argsArray }, ops: OPS, view: [0, 0, 100, 100] });
    expect(result.findings).toEqual([]);
  });
});
