// Text a PDF page draws but a reader cannot see, read from pdf.js's operator list for the page: a black
// box drawn over words that are still in the file (copy-paste gives them back), white text on white,
// invisible text (render mode 3: the usual OCR layer of a scanned page), text outside the visible box,
// text under an image, text too small to read, text clipped away, text in a layer switched off. The walk follows the drawing state
// as pdf.js's canvas does (CTM, text matrix and text state, colours, clip, forms, annotations), cuts
// the text into words with their boxes in page space, then judges each word and joins neighbouring
// words with the same verdict into readable strings.
import { asColour, type Colour, isDark, sameColour, WHITE } from "./colours.ts";
import { type Cover, CoverIndex } from "./cover-index.ts";
import {
  apply,
  asBox,
  asMatrix,
  type Box,
  compose,
  fractionInside,
  IDENTITY,
  intersect,
  isNumberList,
  type Matrix,
  transformBox,
  vectorLength,
} from "./page-geometry.ts";
import { solidRectangles } from "./solid-rectangles.ts";

export type { Box } from "./page-geometry.ts";

/** What pdf.js's `page.getOperatorList()` gives. */
export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/** One page to read: its operator list, pdf.js's `OPS` table (passed in so this module loads no pdf.js). */
export interface HiddenTextPage {
  operatorList: OperatorList;
  ops: Readonly<Record<string, number>>;
  /** `page.view`: the visible box (the crop box within the media box), in page space. */
  view: ArrayLike<number>;
  /** `page.userUnit`: points per page-space unit (1 unless the page sets it). */
  userUnit?: number;
  /**
   * Whether an optional content group is shown (`(await pdf.getOptionalContentConfig()).isVisible`); all
   * are taken as shown without it.
   */
  isVisible?: (group: unknown) => boolean;
  /** A loaded font's matrix (`page.commonObjs.get(name).fontMatrix`); glyph widths are in 1/1000 em without it. */
  fontMatrix?: (fontName: string) => ArrayLike<number> | undefined;
}

export const HIDDEN_TEXT_KINDS = [
  "invisible",
  "ocr-layer",
  "same-colour-as-background",
  "covered-by-shape",
  "covered-by-image",
  "outside-page",
  "tiny",
  "clipped",
] as const;

/** Why a reader cannot see the text. */
export type HiddenTextKind = (typeof HIDDEN_TEXT_KINDS)[number];

/** What was found about hidden text, beyond its kind. */
export interface HiddenTextDetails {
  /** The text's height on the page, in points. */
  fontSize: number;
  /** The PDF text render mode (0 fill, 1 stroke, 2 both, 3 invisible, 4–7 the same and clip). */
  renderMode: number;
  /** The text's fill colour "#rrggbb"; null for a pattern. */
  fillColor: Colour;
  /** The fill opacity (ExtGState `ca`), 0 to 1. */
  fillAlpha: number;
  /** same-colour-as-background: the colour the text is drawn on. */
  background?: string;
  /** covered-by-shape: the covering shape's fill (null for a pattern or shading); covered-by-image: an image mask's paint. */
  coverColor?: Colour;
  /** covered-by-*: the cover's box in page space. */
  coverBox?: Box;
  /** covered-by-image: the image spreads over most of the page (a scanned page with its text under it). */
  imageCoversPage?: boolean;
  /** outside-page, clipped: the share of the text's box left visible, 0 to 1. */
  visibleShare?: number;
  /** invisible: the text is in an optional content layer that is switched off. */
  hiddenLayer?: boolean;
}

/** A run of hidden words, joined as a reader would read them. */
export interface HiddenTextFinding {
  kind: HiddenTextKind;
  text: string;
  /** Where it is, in page space (PDF units, origin at the bottom left of the media box). */
  box: Box;
  details: HiddenTextDetails;
}

/** What one page hides. */
export interface PageHiddenText {
  findings: HiddenTextFinding[];
  /** Findings per kind, the ones left out past the cap included. */
  counts: Record<HiddenTextKind, number>;
  /** Findings left out past the cap. */
  omitted: number;
  /** The page paints an image over most of itself: a scanned page. */
  scannedPage: boolean;
  /** A limit was reached (very many words, shapes or tests): some text may have gone unexamined. */
  incomplete: boolean;
}

const MAX_FINDINGS = 2000;
const MAX_WORDS = 50_000;
const MAX_COVERS = 100_000;
const MAX_TESTS = 5_000_000;
const MAX_SAVE_DEPTH = 4096;
const MAX_TEXT = 4000;
/** Text with less than this share of its box visible is hidden (the rest is off the page or clipped). */
const VISIBLE_SHARE = 0.4;
/** An image over this share of the page makes it a scanned page. */
const PAGE_IMAGE_SHARE = 0.8;
/** Text under this size in points cannot be read. */
const TINY_POINTS = 1;
/** Below this opacity, painted text does not show. */
const INVISIBLE_ALPHA = 0.02;
/** A TJ gap wider than this share of the font size separates words. */
const WORD_GAP = 0.2;
/** A glyph's box, in font sizes from its baseline (fonts' own ascent and descent are not at hand). */
const DESCENT = 0.2;
const ASCENT = 0.8;
const NO_CLIP: Box = [-Infinity, -Infinity, Infinity, Infinity];
const EMPTY_CLIP: Box = [Infinity, Infinity, -Infinity, -Infinity];

interface State {
  ctm: Matrix;
  clip: Box;
  fill: Colour;
  stroke: Colour;
  fillAlpha: number;
  strokeAlpha: number;
  /** Normal blending and no soft mask: what is painted covers what lies below. */
  plainPaint: boolean;
  fontName: string;
  fontSize: number;
  fontDirection: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  renderMode: number;
  textMatrix: Matrix;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
}

const initialState = (): State => ({
  ctm: IDENTITY,
  clip: NO_CLIP,
  fill: "#000000",
  stroke: "#000000",
  fillAlpha: 1,
  strokeAlpha: 1,
  plainPaint: true,
  fontName: "",
  fontSize: 0,
  fontDirection: 1,
  charSpacing: 0,
  wordSpacing: 0,
  hScale: 1,
  leading: 0,
  rise: 0,
  renderMode: 0,
  textMatrix: IDENTITY,
  x: 0,
  y: 0,
  lineX: 0,
  lineY: 0,
});

/** A word as drawn: its text, its box and baseline in page space, and what it was drawn with. */
interface Word {
  order: number;
  text: string;
  box: Box;
  start: [number, number];
  end: [number, number];
  /** The baseline's direction (a unit vector) and the font's height, in page space. */
  direction: [number, number];
  /** A space or a wide gap came before it in the same string: a word break, however narrow it looks. */
  afterBreak: boolean;
  height: number;
  /** The font's height and its em's width on the page, in points. */
  heightPoints: number;
  emWidthPoints: number;
  painted: Colour[];
  details: HiddenTextDetails;
  kind: HiddenTextKind | null;
  /** Words with the same key (and close together) are one finding. */
  key: string;
}

const num = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

const argList = (args: unknown): readonly unknown[] => (Array.isArray(args) ? args : []);

/** Finds the text one page hides. Linear in the operators; bounded in memory and work on any input. */
export function findHiddenText(page: HiddenTextPage): PageHiddenText {
  const view = asBox(Array.from(page.view)) ?? [0, 0, 612, 792];
  const reader = new PageReader(page, view);
  reader.read();
  const index = new CoverIndex(view, reader.covers, MAX_TESTS);
  for (const word of reader.words) {
    const modeThree = (word.details.renderMode & 3) === 3 && !word.details.hiddenLayer;
    if (word.kind === "invisible" && reader.scannedPage && modeThree) {
      word.kind = "ocr-layer";
      word.key = "ocr-layer";
    }
    if (word.kind === null) judgeOnPage(word, index, view);
  }
  const result = joinWords(reader.words);
  return { ...result, scannedPage: reader.scannedPage, incomplete: reader.incomplete || index.exhausted };
}

class PageReader {
  readonly words: Word[] = [];
  readonly covers: Cover[] = [];
  scannedPage = false;
  incomplete = false;
  private state = initialState();
  private readonly stack: State[] = [];
  /** Saves past MAX_SAVE_DEPTH, not kept: their restores are ignored. */
  private lostSaves = 0;
  private pendingClip = false;
  /** Whether each open marked-content sequence is shown, and how many of them are not. */
  private readonly marked: boolean[] = [];
  private hiddenLayers = 0;
  private readonly page: HiddenTextPage;
  private readonly view: Box;
  private readonly ops: Readonly<Record<string, number>>;
  private readonly userUnit: number;
  private readonly viewArea: number;

  constructor(page: HiddenTextPage, view: Box) {
    this.page = page;
    this.view = view;
    this.ops = page.ops;
    this.userUnit = num(page.userUnit, 1) > 0 ? num(page.userUnit, 1) : 1;
    this.viewArea = (view[2] - view[0]) * (view[3] - view[1]);
  }

  read(): void {
    const { fnArray, argsArray } = this.page.operatorList;
    const count = Math.min(fnArray.length, argsArray.length);
    for (let order = 0; order < count; order++) this.step(order, fnArray[order] ?? -1, argsArray[order]);
  }

  private step(order: number, fn: number, rawArgs: unknown): void {
    const ops = this.ops;
    const args = argList(rawArgs);
    const s = this.state;
    switch (fn) {
      case ops.save:
        this.save();
        break;
      case ops.restore:
        this.restore();
        break;
      case ops.transform: {
        const m = asMatrix(args);
        if (m) s.ctm = compose(s.ctm, m);
        break;
      }
      case ops.setGState:
        this.setGState(args[0]);
        break;
      case ops.setFillRGBColor:
        s.fill = asColour(args[0]);
        break;
      case ops.setStrokeRGBColor:
        s.stroke = asColour(args[0]);
        break;
      // pdf.js hands every plain colour over as RGB (gray and CMYK included); what stays is a pattern.
      case ops.setFillColorN:
      case ops.setFillTransparent:
        s.fill = null;
        break;
      case ops.setStrokeColorN:
      case ops.setStrokeTransparent:
        s.stroke = null;
        break;
      case ops.clip:
      case ops.eoClip:
        this.pendingClip = true;
        break;
      case ops.constructPath:
        this.path(order, args);
        break;
      case ops.shadingFill:
        this.addCover(order, s.clip === NO_CLIP ? this.view : s.clip, false, null);
        break;
      case ops.paintImageXObject:
      case ops.paintInlineImageXObject:
        this.addImage(order, s.ctm, null);
        break;
      case ops.paintImageMaskXObject:
        this.addImage(order, s.ctm, s.fill);
        break;
      case ops.paintSolidColorImageMask:
        this.addCover(order, transformBox(s.ctm, [0, 0, 1, 1]), false, s.fill);
        break;
      case ops.paintFormXObjectBegin: {
        this.save();
        const m = asMatrix(args[0]);
        if (m) this.state.ctm = compose(this.state.ctm, m);
        const bbox = asBox(args[1]);
        if (bbox) this.clipTo(transformBox(this.state.ctm, bbox));
        break;
      }
      case ops.paintFormXObjectEnd:
        this.restore();
        break;
      case ops.beginGroup:
        this.save();
        this.beginGroup(args[0]);
        break;
      case ops.endGroup:
        this.restore();
        break;
      case ops.beginMarkedContent:
        this.marked.push(true);
        break;
      case ops.beginMarkedContentProps:
        this.beginMarked(args[0] !== "OC" || this.layerShown(args[1]));
        break;
      case ops.endMarkedContent:
        if (this.marked.pop() === false) this.hiddenLayers--;
        break;
      case ops.beginAnnotation:
        this.beginAnnotation(args);
        break;
      case ops.endAnnotation:
        this.restore();
        break;
      default:
        this.textStep(order, fn, args);
    }
  }

  private textStep(order: number, fn: number, args: readonly unknown[]): void {
    const ops = this.ops;
    const s = this.state;
    switch (fn) {
      case ops.beginText:
        s.textMatrix = IDENTITY;
        s.x = s.lineX = 0;
        s.y = s.lineY = 0;
        break;
      case ops.setTextMatrix: {
        const m = asMatrix(args[0]);
        if (!m) break;
        s.textMatrix = m;
        s.x = s.lineX = 0;
        s.y = s.lineY = 0;
        break;
      }
      case ops.moveText:
        this.moveText(num(args[0], 0), num(args[1], 0));
        break;
      case ops.setLeadingMoveText:
        s.leading = num(args[1], 0);
        this.moveText(num(args[0], 0), num(args[1], 0));
        break;
      case ops.nextLine:
        this.moveText(0, s.leading);
        break;
      case ops.setLeading:
        s.leading = -num(args[0], 0);
        break;
      case ops.setCharSpacing:
        s.charSpacing = num(args[0], 0);
        break;
      case ops.setWordSpacing:
        s.wordSpacing = num(args[0], 0);
        break;
      case ops.setHScale:
        s.hScale = num(args[0], 100) / 100;
        break;
      case ops.setTextRise:
        s.rise = num(args[0], 0);
        break;
      case ops.setFont:
        this.setFont(args[0], args[1]);
        break;
      case ops.setTextRenderingMode: {
        const mode = num(args[0], 0);
        if (Number.isInteger(mode) && mode >= 0 && mode <= 7) s.renderMode = mode;
        break;
      }
      case ops.showText:
        if (Array.isArray(args[0])) this.showText(order, args[0]);
        break;
    }
  }

  private save(): void {
    if (this.stack.length >= MAX_SAVE_DEPTH) {
      this.lostSaves++;
      return;
    }
    this.stack.push({ ...this.state });
  }

  private restore(): void {
    if (this.lostSaves > 0) {
      this.lostSaves--;
      return;
    }
    const saved = this.stack.pop();
    if (saved) this.state = saved;
  }

  private moveText(x: number, y: number): void {
    const s = this.state;
    s.lineX += x;
    s.lineY += y;
    s.x = s.lineX;
    s.y = s.lineY;
  }

  private setFont(name: unknown, size: unknown): void {
    const s = this.state;
    const fontSize = num(size, 0);
    s.fontName = typeof name === "string" ? name : "";
    s.fontSize = Math.abs(fontSize);
    s.fontDirection = fontSize < 0 ? -1 : 1;
  }

  /** pdf.js's ExtGState entries: [key, value] pairs. */
  private setGState(entries: unknown): void {
    const s = this.state;
    for (const entry of argList(entries)) {
      const [key, value] = argList(entry);
      if (key === "ca") s.fillAlpha = Math.min(1, Math.max(0, num(value, 1)));
      else if (key === "CA") s.strokeAlpha = Math.min(1, Math.max(0, num(value, 1)));
      else if (key === "BM") s.plainPaint = s.plainPaint && value === "source-over";
      else if (key === "SMask" && value !== false) s.plainPaint = false;
      else if (key === "Font") {
        const [name, size] = argList(value);
        this.setFont(name, size);
      }
    }
  }

  private beginGroup(group: unknown): void {
    if (typeof group !== "object" || group === null) return;
    const { bbox, matrix, hasSoftMask } = group as Record<string, unknown>;
    if (hasSoftMask) this.state.plainPaint = false;
    const box = asBox(bbox);
    if (box) this.clipTo(transformBox(compose(this.state.ctm, asMatrix(matrix) ?? IDENTITY), box));
  }

  /** An annotation's appearance: drawn from a fresh state, clipped to its rectangle. */
  private beginAnnotation(args: readonly unknown[]): void {
    this.save();
    this.state = initialState();
    const rect = asBox(args[1]);
    if (rect) this.clipTo(rect);
    this.state.ctm = compose(asMatrix(args[2]) ?? IDENTITY, asMatrix(args[3]) ?? IDENTITY);
  }

  private beginMarked(shown: boolean): void {
    this.marked.push(shown);
    if (!shown) this.hiddenLayers++;
  }

  private layerShown(group: unknown): boolean {
    try {
      return this.page.isVisible?.(group) ?? true;
    } catch {
      return true;
    }
  }

  private clipTo(box: Box): void {
    this.state.clip = intersect(this.state.clip, box) ?? EMPTY_CLIP;
  }

  /** pdf.js 6's packed path: [paint operator, [Float32Array of drawing codes], local bounds]. */
  private path(order: number, args: readonly unknown[]): void {
    const [paint, paths, bounds] = args;
    const s = this.state;
    if (this.pendingClip) {
      this.pendingClip = false;
      const box = asBox(bounds);
      if (box) this.clipTo(transformBox(s.ctm, box));
    }
    const ops = this.ops;
    const evenOdd = paint === ops.eoFill || paint === ops.eoFillStroke || paint === ops.closeEOFillStroke;
    const fills = evenOdd || paint === ops.fill || paint === ops.fillStroke || paint === ops.closeFillStroke;
    const data = argList(paths)[0];
    if (!fills || !isNumberList(data)) return;
    for (const box of solidRectangles(data, s.ctm, evenOdd)) this.addCover(order, box, false, s.fill);
  }

  private addImage(order: number, m: Matrix, maskColour: Colour): void {
    // An image fills the unit square under the CTM; a tilted one is not taken for a cover.
    const corners = [apply(m, 0, 0), apply(m, 1, 0), apply(m, 1, 1), apply(m, 0, 1)];
    const box = transformBox(m, [0, 0, 1, 1]);
    const [[x0, y0], [x1, y1], , [x3, y3]] = corners as [
      [number, number],
      [number, number],
      unknown,
      [number, number],
    ];
    const parallelogram = Math.abs((x1 - x0) * (y3 - y0) - (x3 - x0) * (y1 - y0));
    const boxArea = (box[2] - box[0]) * (box[3] - box[1]);
    if (!(boxArea > 0) || parallelogram < 0.85 * boxArea) return;
    this.addCover(order, box, true, maskColour);
  }

  private addCover(order: number, box: Box, image: boolean, colour: Colour): void {
    const s = this.state;
    if (!s.plainPaint || s.fillAlpha < 0.99 || this.hiddenLayers > 0) return;
    const shown = intersect(box, s.clip);
    if (!shown?.every(Number.isFinite)) return;
    if (this.covers.length >= MAX_COVERS) {
      this.incomplete = true;
      return;
    }
    this.covers.push({ order, box: shown, image, colour });
    // A black-and-white scan is often an image mask (a stencil painted in black): it counts too.
    if (image && this.viewArea > 0 && fractionInside(this.view, shown) >= PAGE_IMAGE_SHARE)
      this.scannedPage = true;
  }

  private showText(order: number, glyphs: readonly unknown[]): void {
    const s = this.state;
    const fontScale = num(this.page.fontMatrix?.(s.fontName)?.[0], 0.001) || 0.001;
    const size = s.fontSize;
    const hScale = s.hScale * s.fontDirection;
    let x = 0;
    let word = "";
    let wordStart = 0;
    let wordEnd = 0;
    let afterBreak = false;
    const finish = () => {
      if (word.trim() !== "")
        this.addWord(order, word, s.x + wordStart * hScale, s.x + wordEnd * hScale, afterBreak);
      word = "";
      afterBreak = true;
    };
    for (const glyph of glyphs) {
      if (typeof glyph === "number") {
        const move = Number.isFinite(glyph) ? (-glyph * size) / 1000 : 0;
        if (move > WORD_GAP * size) finish();
        x += move;
        continue;
      }
      if (typeof glyph !== "object" || glyph === null) continue;
      const { unicode, width, isSpace } = glyph as { unicode?: unknown; width?: unknown; isSpace?: unknown };
      const char = typeof unicode === "string" ? unicode : "";
      const space = isSpace === true || char === " " || char === "\u00a0";
      const advance =
        num(width, 0) * size * fontScale + ((space ? s.wordSpacing : 0) + s.charSpacing) * s.fontDirection;
      if (space) finish();
      else {
        if (word === "") wordStart = x;
        if (word.length < MAX_TEXT) word += char;
        wordEnd = x + num(width, 0) * size * fontScale;
      }
      x += advance;
    }
    finish();
    s.x += x * hScale;
  }

  private addWord(order: number, text: string, left: number, right: number, afterBreak: boolean): void {
    if (this.words.length >= MAX_WORDS) {
      this.incomplete = true;
      return;
    }
    const s = this.state;
    const full = compose(s.ctm, s.textMatrix);
    const baseline = s.y + s.rise;
    const size = s.fontSize;
    const low = baseline - s.fontDirection * DESCENT * size;
    const high = baseline + s.fontDirection * ASCENT * size;
    const box = transformBox(full, [
      Math.min(left, right),
      Math.min(low, high),
      Math.max(left, right),
      Math.max(low, high),
    ]);
    if (!box.every(Number.isFinite)) return;
    const start = apply(full, left, baseline);
    const end = apply(full, right, baseline);
    const unit = vectorLength(full, 1, 0) || 1;
    const direction: [number, number] = [
      (full[0] * Math.sign(right - left || 1)) / unit,
      (full[1] * Math.sign(right - left || 1)) / unit,
    ];
    const height = vectorLength(full, 0, size);
    const mode = s.renderMode;
    const fills = (mode & 3) === 0 || (mode & 3) === 2;
    const strokes = (mode & 3) === 1 || (mode & 3) === 2;
    const painted = [...(fills ? [s.fill] : []), ...(strokes ? [s.stroke] : [])];
    const alpha = Math.max(fills ? s.fillAlpha : 0, strokes ? s.strokeAlpha : 0);
    const details: HiddenTextDetails = {
      fontSize: round(height * this.userUnit),
      renderMode: mode,
      fillColor: s.fill,
      fillAlpha: s.fillAlpha,
    };
    const word: Word = {
      order,
      text,
      box,
      start,
      end,
      direction,
      afterBreak,
      height,
      heightPoints: height * this.userUnit,
      emWidthPoints: vectorLength(full, size * s.hScale, 0) * this.userUnit,
      painted,
      details,
      kind: null,
      key: "",
    };
    const onPage = fractionInside(box, this.view);
    const unclipped = fractionInside(box, s.clip);
    if (this.hiddenLayers > 0) {
      details.hiddenLayer = true;
      this.judge(word, "invisible", "invisible|layer");
    } else if (painted.length === 0 || alpha < INVISIBLE_ALPHA)
      this.judge(word, "invisible", `invisible|${mode}`);
    else if (onPage < VISIBLE_SHARE) {
      details.visibleShare = round(onPage);
      this.judge(word, "outside-page", "outside-page");
    } else if (unclipped < VISIBLE_SHARE) {
      details.visibleShare = round(unclipped);
      this.judge(word, "clipped", "clipped");
    }
    this.words.push(word);
  }

  private judge(word: Word, kind: HiddenTextKind, key: string): void {
    word.kind = kind;
    word.key = key;
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Judges a word by what is drawn over and under it: a cover, a background of its own colour, its size. */
function judgeOnPage(word: Word, index: CoverIndex, view: Box): void {
  const over = index.firstAfter(word.box, word.order);
  if (over) {
    word.kind = over.image ? "covered-by-image" : "covered-by-shape";
    word.key = `${word.kind}|${over.order}`;
    word.details.coverBox = over.box.map(round) as Box;
    if (!over.image || over.colour !== null) word.details.coverColor = over.colour;
    if (over.image) word.details.imageCoversPage = fractionInside(view, over.box) >= PAGE_IMAGE_SHARE;
    return;
  }
  // The page is taken for white unless an opaque shape lies under the word; on an image, nobody knows.
  const under = index.lastBefore(word.box, word.order);
  const background = under ? (under.image ? null : under.colour) : WHITE;
  if (
    background !== null &&
    word.painted.every((colour) => colour !== null && sameColour(colour, background))
  ) {
    word.kind = "same-colour-as-background";
    word.key = `${word.kind}|${background}|${word.painted.join()}`;
    word.details.background = background;
    return;
  }
  if (Math.min(word.heightPoints, word.emWidthPoints) < TINY_POINTS) {
    word.kind = "tiny";
    word.key = "tiny";
  }
}

/** Joins consecutive hidden words with the same verdict, on one line or on lines close below. */
function joinWords(words: readonly Word[]): Pick<PageHiddenText, "findings" | "counts" | "omitted"> {
  const findings: HiddenTextFinding[] = [];
  const counts = Object.fromEntries(HIDDEN_TEXT_KINDS.map((kind) => [kind, 0])) as Record<
    HiddenTextKind,
    number
  >;
  let omitted = 0;
  let open: { finding: HiddenTextFinding; last: Word } | null = null;
  for (const word of words) {
    if (word.kind === null) {
      open = null;
      continue;
    }
    const gap = open && open.last.key === word.key ? separator(open.last, word) : null;
    if (open && gap !== null) {
      const { finding } = open;
      if (finding.text.length < MAX_TEXT) {
        const joined = finding.text + gap + word.text;
        finding.text = joined.length > MAX_TEXT ? `${joined.slice(0, MAX_TEXT)}…` : joined;
      }
      finding.box = [
        Math.min(finding.box[0], word.box[0]),
        Math.min(finding.box[1], word.box[1]),
        Math.max(finding.box[2], word.box[2]),
        Math.max(finding.box[3], word.box[3]),
      ];
      open.last = word;
      continue;
    }
    const finding: HiddenTextFinding = {
      kind: word.kind,
      text: word.text,
      box: word.box,
      details: word.details,
    };
    counts[word.kind]++;
    if (findings.length < MAX_FINDINGS) findings.push(finding);
    else omitted++;
    open = { finding, last: word };
  }
  for (const finding of findings) finding.box = finding.box.map(round) as Box;
  return { findings, counts, omitted };
}

/** What goes between two words of one finding ("" within a word, a space, a line break), or null: apart. */
function separator(previous: Word, next: Word): string | null {
  const [dx, dy] = previous.direction;
  if (dx * next.direction[0] + dy * next.direction[1] < 0.9) return null;
  const size = Math.max(previous.height, next.height);
  const vx = next.start[0] - previous.end[0];
  const vy = next.start[1] - previous.end[1];
  const along = vx * dx + vy * dy;
  const across = Math.abs(vy * dx - vx * dy);
  if (across <= 0.5 * size) return next.afterBreak || along > 0.15 * size || along < -0.5 * size ? " " : "";
  return across <= 3 * size ? "\n" : null;
}

/** The hidden text of a whole document, for its headline. */
export interface HiddenTextSummary {
  /** Findings per kind over all pages. */
  counts: Record<HiddenTextKind, number>;
  /** Page numbers (from 1) with at least one finding. */
  pages: number[];
  /** Page numbers where a dark shape is drawn over text: a redaction that left the words in the file. */
  failedRedactionPages: number[];
  failedRedaction: boolean;
  /** Page numbers of scanned pages with an invisible text layer (normal OCR output). */
  ocrPages: number[];
  /** Some page reached a limit and was not read to the end. */
  incomplete: boolean;
}

/** Sums the pages' findings; `perPage[i]` is page i + 1. */
export function summarizeHiddenText(perPage: readonly PageHiddenText[]): HiddenTextSummary {
  const counts = Object.fromEntries(HIDDEN_TEXT_KINDS.map((kind) => [kind, 0])) as Record<
    HiddenTextKind,
    number
  >;
  const summary: HiddenTextSummary = {
    counts,
    pages: [],
    failedRedactionPages: [],
    failedRedaction: false,
    ocrPages: [],
    incomplete: false,
  };
  perPage.forEach((page, index) => {
    const number = index + 1;
    let any = false;
    for (const kind of HIDDEN_TEXT_KINDS) {
      counts[kind] += page.counts[kind];
      any ||= page.counts[kind] > 0;
    }
    if (any) summary.pages.push(number);
    if (page.counts["ocr-layer"] > 0) summary.ocrPages.push(number);
    const redaction = page.findings.some(
      (finding) =>
        finding.kind === "covered-by-shape" &&
        typeof finding.details.coverColor === "string" &&
        isDark(finding.details.coverColor),
    );
    if (redaction) summary.failedRedactionPages.push(number);
    summary.incomplete ||= page.incomplete;
  });
  summary.failedRedaction = summary.failedRedactionPages.length > 0;
  return summary;
}
