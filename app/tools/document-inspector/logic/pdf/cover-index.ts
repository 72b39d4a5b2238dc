// Finds, for a word of text, the opaque shapes and images drawn over it or under it, without comparing
// every word with every shape. A shape that hides at least 60 % of a word's box must hold the box's
// centre (it spans more than 60 % of the box's width and of its height, so it crosses the middle of
// both), so each word needs only the shapes over its centre: a grid over the page lists the shapes by
// the cells they touch, large shapes sit in one shared list, and every list is in drawing order.
import { type Box, fractionInside } from "./page-geometry.ts";

/** An opaque shape or image, by when it was drawn (its operator's index) and where. */
export interface Cover {
  order: number;
  box: Box;
  image: boolean;
  /** Its colour: a shape's fill or an image mask's paint; null for an image or a pattern. */
  colour: string | null;
}

/** A cover hides a word when it spreads over at least this share of the word's box. */
const HIDING_SHARE = 0.6;

const GRID = 32;
/** A cover touching more cells than this goes to the shared list of large covers. */
const LARGE_CELLS = 64;
/** How many covers one look-up may test in each direction before it gives up. */
const TESTS_PER_LOOKUP = 512;

/** The covers of one page, indexed for look-ups by word. */
export class CoverIndex {
  private readonly large: number[] = [];
  private readonly cells = new Map<number, number[]>();
  private readonly covers: readonly Cover[];
  private readonly x0: number;
  private readonly y0: number;
  private readonly cellWidth: number;
  private readonly cellHeight: number;
  /** Tests left for the whole page; when they run out, look-ups find nothing and `exhausted` is set. */
  private testsLeft: number;
  exhausted = false;

  constructor(view: Box, covers: readonly Cover[], testBudget: number) {
    this.covers = covers;
    this.x0 = view[0];
    this.y0 = view[1];
    this.cellWidth = Math.max((view[2] - view[0]) / GRID, 1e-6);
    this.cellHeight = Math.max((view[3] - view[1]) / GRID, 1e-6);
    this.testsLeft = testBudget;
    covers.forEach((cover, index) => {
      const [c0, r0] = this.cellOf(cover.box[0], cover.box[1]);
      const [c1, r1] = this.cellOf(cover.box[2], cover.box[3]);
      if ((c1 - c0 + 1) * (r1 - r0 + 1) > LARGE_CELLS) {
        this.large.push(index);
        return;
      }
      for (let row = r0; row <= r1; row++)
        for (let column = c0; column <= c1; column++) {
          const key = row * GRID + column;
          const list = this.cells.get(key);
          if (list) list.push(index);
          else this.cells.set(key, [index]);
        }
    });
  }

  /** The first cover drawn after `order` that hides `box`. */
  firstAfter(box: Box, order: number): Cover | null {
    let best: Cover | null = null;
    for (const list of this.listsAt(box)) {
      let at = this.firstIndexAfter(list, order);
      for (let tests = 0; at < list.length && tests < TESTS_PER_LOOKUP; at++, tests++) {
        const cover = this.covers[list[at] as number] as Cover;
        if (best && cover.order > best.order) break;
        if (this.hides(cover, box)) {
          best = cover;
          break;
        }
      }
    }
    return best;
  }

  /** The last cover drawn before `order` that lies under most of `box`: what the text is drawn on. */
  lastBefore(box: Box, order: number): Cover | null {
    let best: Cover | null = null;
    for (const list of this.listsAt(box)) {
      let at = this.firstIndexAfter(list, order) - 1;
      for (let tests = 0; at >= 0 && tests < TESTS_PER_LOOKUP; at--, tests++) {
        const cover = this.covers[list[at] as number] as Cover;
        if (best && cover.order < best.order) break;
        if (this.hides(cover, box)) {
          best = cover;
          break;
        }
      }
    }
    return best;
  }

  private hides(cover: Cover, box: Box): boolean {
    if (this.testsLeft <= 0) {
      this.exhausted = true;
      return false;
    }
    this.testsLeft--;
    return fractionInside(box, cover.box) >= HIDING_SHARE;
  }

  private listsAt(box: Box): number[][] {
    const [column, row] = this.cellOf((box[0] + box[2]) / 2, (box[1] + box[3]) / 2);
    const cell = this.cells.get(row * GRID + column);
    return cell ? [this.large, cell] : [this.large];
  }

  /** The position in `list` (cover indexes, in drawing order) of the first cover drawn after `order`. */
  private firstIndexAfter(list: readonly number[], order: number): number {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.covers[list[middle] as number] as Cover).order > order) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  private cellOf(x: number, y: number): [number, number] {
    const clamp = (value: number) =>
      Number.isNaN(value) ? 0 : Math.min(GRID - 1, Math.max(0, Math.floor(value)));
    return [clamp((x - this.x0) / this.cellWidth), clamp((y - this.y0) / this.cellHeight)];
  }
}
