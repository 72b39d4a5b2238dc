// The reader's bounds against a hostile file: every list, text and part it takes is capped.
import type { Capped } from "./types.ts";

/** Entries a ZIP may list; past this the file is refused before zip.js lists them. */
export const MAX_ENTRIES = 20_000;
/** XML parts parsed in one file (sheets, slides, notes, comments…). */
export const MAX_PARTS_PARSED = 3_000;
/** Bytes one XML part may inflate to. */
export const MAX_PART_BYTES = 100 * 1024 * 1024;
/** Bytes all the parsed parts together may inflate to. */
export const MAX_TOTAL_BYTES = 400 * 1024 * 1024;
/** Items kept in each list of the report. */
export const MAX_ITEMS = 10_000;
/** Element nesting followed; deeper, a part is abandoned. */
export const MAX_DEPTH = 256;
/** Characters kept of one comment, change, note or hidden text. */
export const MAX_TEXT = 2_000;
/** Characters of paragraph kept on each side of a tracked change. */
export const CONTEXT = 80;
/** Hidden rows or columns named per sheet; the rest are only counted. */
export const FIRST_REFS = 10;

/** A list that keeps its first `limit` items and counts the rest. */
export class CappedList<T> {
  readonly items: T[] = [];
  omitted = 0;
  private readonly limit: number;
  constructor(limit = MAX_ITEMS) {
    this.limit = limit;
  }
  /** Adds the item; false when it was left out. */
  push(item: T): boolean {
    if (this.items.length >= this.limit) {
      this.omitted++;
      return false;
    }
    this.items.push(item);
    return true;
  }
  /** The plain list, to put in the report. */
  capped(): Capped<T> {
    return { items: this.items, omitted: this.omitted };
  }
}

/** Text that stops growing at `limit` characters, saying whether it was cut. */
export class BoundedText {
  private parts: string[] = [];
  private length = 0;
  cut = false;
  private readonly limit: number;
  constructor(limit = MAX_TEXT) {
    this.limit = limit;
  }
  add(text: string): void {
    if (this.length >= this.limit) {
      if (text.length > 0) this.cut = true;
      return;
    }
    const room = this.limit - this.length;
    const kept = text.length > room ? text.slice(0, room) : text;
    if (kept.length < text.length) this.cut = true;
    this.parts.push(kept);
    this.length += kept.length;
  }
  get size(): number {
    return this.length;
  }
  toString(): string {
    const text = this.parts.join("");
    return this.cut ? `${text}…` : text;
  }
}
