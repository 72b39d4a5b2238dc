import { expect, test } from "vitest";
import { normalization } from "./normalization.ts";

const VIETNAMESE = "Tiếng Việt có dấu";

test("Vietnamese in NFC is composed and NFC changes nothing", () => {
  const result = normalization(VIETNAMESE);
  expect(result).toMatchObject({ composed: 4, decomposed: 0, nfc: { count: 0, changes: [] } });
});

test("Vietnamese in NFD is decomposed, and NFC would compose each accented letter", () => {
  const result = normalization(VIETNAMESE.normalize("NFD"));
  expect(result.composed).toBe(0);
  expect(result.decomposed).toBe(4);
  expect(result.nfc.count).toBe(4);
  expect(result.nfc.changes).toContainEqual({ from: "e\u0323\u0302", to: "ệ", count: 1 });
});

test("a text mixing both forms has both counts", () => {
  const result = normalization(`é ${"é".normalize("NFD")} é`);
  expect([result.composed, result.decomposed]).toEqual([2, 1]);
});

test("NFKC also folds compatibility characters: ligatures, no-break spaces, full-width letters", () => {
  const result = normalization("ﬁne\u00A0day ＡＢ");
  expect(result.nfc.count).toBe(0);
  expect(result.nfkc.count).toBe(4);
  expect(result.nfkc.changes).toEqual(
    expect.arrayContaining([
      { from: "ﬁ", to: "fi", count: 1 },
      { from: "\u00A0", to: " ", count: 1 },
      { from: "Ａ", to: "A", count: 1 },
    ]),
  );
});

test("changes are listed commonest first, at most twelve", () => {
  const letters = "àáâãäåèéêëìíîïòóôõöùúûü";
  const text = [...letters].map((letter, i) => letter.normalize("NFD").repeat(i + 1)).join(" ");
  const { nfc } = normalization(text);
  expect(nfc.changes).toHaveLength(12);
  expect(nfc.changes[0]).toEqual({ from: "u\u0308", to: "ü", count: letters.length });
  expect(nfc.count).toBe((letters.length * (letters.length + 1)) / 2);
});

test("ASCII never changes", () => {
  expect(normalization("plain ASCII, 100%")).toEqual({
    composed: 0,
    decomposed: 0,
    nfc: { count: 0, changes: [] },
    nfkc: { count: 0, changes: [] },
  });
});

test("clusters of any shape are counted: a leading mark, three marks, a letter beyond the BMP", () => {
  const text = `\u0301a ${"ệ".normalize("NFD")}\u0300 ${"ệ".normalize("NFD")}\u0300 \u{1D400}\u0301`;
  const { nfc, nfkc, decomposed } = normalization(text);
  expect(decomposed).toBe(2);
  expect(nfc.changes).toEqual([{ from: "e\u0323\u0302\u0300", to: "ệ\u0300", count: 2 }]);
  expect(nfkc.changes).toContainEqual({ from: "\u{1D400}\u0301", to: "Á", count: 1 });
});
