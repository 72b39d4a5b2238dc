/**
 * A memo from code point to a small number, computed on first sight: a typed array for the Basic
 * Multilingual Plane (where nearly every character of a real text is) and a map beyond it. Reading a
 * typed array is several times faster than a Map, which matters at ten million characters.
 */
export class CodePointTable {
  private readonly bmp = new Uint8Array(0x10000);
  private readonly astral = new Map<number, number>();
  private readonly compute: (codePoint: number) => number;

  /** `compute` must return 1–255 (0 marks "not computed yet"). */
  constructor(compute: (codePoint: number) => number) {
    this.compute = compute;
  }

  get(codePoint: number): number {
    if (codePoint < 0x10000) {
      let value = this.bmp[codePoint] ?? 0;
      if (value === 0) {
        value = this.compute(codePoint);
        this.bmp[codePoint] = value;
      }
      return value;
    }
    let value = this.astral.get(codePoint);
    if (value === undefined) {
      value = this.compute(codePoint);
      this.astral.set(codePoint, value);
    }
    return value;
  }
}
