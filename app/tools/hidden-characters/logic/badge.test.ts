import { expect, test } from "vitest";
import { badgeLabel } from "./badge.ts";

test.each([
  ["zero-width", 0x200b, "ZWSP"],
  ["bidi", 0x202e, "RLO"],
  ["space", 0x202f, "NNBSP"],
  ["variation-selector", 0xfe0f, "VS16"],
  ["variation-selector", 0xe0100, "VS17"],
  ["tag", 0xe0041, "TAG A"],
  ["control", 0x0007, "U+0007"],
] as const)("%s U+%s is shown as %s", (kind, codePoint, label) => {
  expect(badgeLabel(kind, codePoint)).toBe(label);
});
