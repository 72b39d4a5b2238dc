import { describe, expect, it } from "vitest";
import { toBlocks } from "./blocks.ts";
import { listChanges } from "./changes.ts";
import type { Part } from "./compare.ts";

const lines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `line ${from + i}\n`).join("");

describe("toBlocks", () => {
  it("folds a long unchanged stretch, keeping two lines beside each change", () => {
    const same = lines(1, 20);
    const parts: Part[] = [
      { kind: "same", a: same, b: same },
      { kind: "deleted", text: "old\n" },
      { kind: "inserted", text: "new\n" },
      { kind: "same", a: same, b: same },
    ];
    const blocks = toBlocks(parts);
    expect(blocks.map((block) => block.kind)).toEqual(["fold", "text", "fold"]);
    expect(blocks[0]).toEqual({ kind: "fold", a: lines(1, 18), b: lines(1, 18), lines: 18 });
    const text = blocks[1];
    expect(
      text?.kind === "text" && text.parts.map((part) => (part.kind === "same" ? part.b : part.text)),
    ).toEqual([lines(19, 20), "old\n", "new\n", lines(1, 2)]);
    expect(text?.kind === "text" && text.parts.map((part) => part.change)).toEqual([0, 1, 1, 0]);
  });

  it("keeps a short unchanged stretch whole, and numbers changes in order", () => {
    const parts: Part[] = [
      { kind: "deleted", text: "a" },
      { kind: "same", a: lines(1, 3), b: lines(1, 3) },
      { kind: "inserted", text: "b" },
    ];
    const blocks = toBlocks(parts);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.kind === "text" && blocks[0].parts.map((part) => part.change)).toEqual([1, 0, 2]);
  });
});

describe("listChanges", () => {
  it("gives each change the line it starts on in each text", () => {
    const parts: Part[] = [
      { kind: "same", a: "one\ntwo\n", b: "one\n" },
      { kind: "deleted", text: "x\ny" },
      { kind: "inserted", text: "z" },
      { kind: "same", a: "\nend", b: "\nend" },
      { kind: "inserted", text: "!" },
    ];
    expect(listChanges(parts)).toEqual([
      { deleted: "x\ny", inserted: "z", lineA: 3, lineB: 2 },
      { deleted: "", inserted: "!", lineA: 5, lineB: 3 },
    ]);
  });
});
